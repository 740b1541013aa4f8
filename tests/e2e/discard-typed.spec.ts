/**
 * No typed work thrown away: the forms in modals (edit profile, return; the address form has its
 * own test in addresses.spec.ts) ask before discarding what was typed, whether closed by an outside tap,
 * Escape, X or Back; Keep editing finds it as it was. A feature request being typed outlives leaving its
 * Settings section. At 375px with taps.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { addAddress, deliver, placeOrder } from './shopper-data.ts';
import { PHONE } from './phone.ts';

test.use(PHONE);

/** A tap on the dim backdrop, outside the modal's panel (the top-left corner). */
const tapOutside = (page: Page) => page.touchscreen.tap(4, 4);

async function expectAsked(dialog: Locator, question: string) {
  await expect(dialog.getByRole('alertdialog', { name: question })).toBeVisible();
  await expect(dialog).toBeVisible();
}

test('Edit profile asks "Discard your changes?" on an outside tap, Escape, X and Back; Keep editing keeps the text; Discard drops it', async ({
  page,
  shopper: _signedIn,
}) => {
  await page.goto('/privacy-policy');
  await page.goto('/user/me');
  const card = page.getByRole('region', { name: 'Profile' });
  await card.getByRole('button', { name: 'Edit profile' }).tap();
  const edit = page.getByRole('dialog', { name: 'Edit profile' });
  const fullName = edit.getByLabel('Full name');
  const before = await fullName.inputValue();
  await fullName.fill('Meera Typed Carefully');

  const keep = async () => {
    await expectAsked(edit, 'Discard your changes?');
    await edit.getByRole('button', { name: 'Keep editing' }).tap();
    await expect(fullName).toHaveValue('Meera Typed Carefully');
  };
  await tapOutside(page);
  await keep();
  await fullName.focus();
  await page.keyboard.press('Escape');
  await keep();
  await edit.getByRole('button', { name: 'Close' }).tap();
  await keep();
  await page.goBack();
  await keep();
  await expect(page).toHaveURL(/\/user\/me$/);

  await edit.getByRole('button', { name: 'Cancel' }).tap();
  await expectAsked(edit, 'Discard your changes?');
  await edit.getByRole('button', { name: 'Discard' }).tap();
  await expect(edit).toBeHidden();
  await card.getByRole('button', { name: 'Edit profile' }).tap();
  await expect(fullName).toHaveValue(before);
  // Nothing changed: it closes without asking.
  await page.keyboard.press('Escape');
  await expect(edit).toBeHidden();
});

test('the return form asks "Discard this return?" once a reason is chosen, at every step', async ({
  page,
  request,
  shopper,
}) => {
  const orderId = await placeOrder(request, shopper, await addAddress(request, shopper));
  await deliver(request, orderId);
  await page.goto(`/my-orders/${orderId}`);
  await page.getByRole('button', { name: 'Return order' }).tap();
  await page.getByRole('dialog', { name: 'Return order' }).getByRole('button', { name: 'Yes, return' }).tap();
  const reasons = page.getByRole('dialog', { name: 'Reason for return' });
  await reasons.getByRole('radio', { name: 'Others' }).tap();
  const text = reasons.getByPlaceholder('Write your reason');
  await text.fill('The stitching came apart on the first wash');

  await reasons.getByRole('button', { name: 'Close' }).tap();
  await expectAsked(reasons, 'Discard this return?');
  await reasons.getByRole('button', { name: 'Keep editing' }).tap();
  await expect(text).toHaveValue('The stitching came apart on the first wash');

  await reasons.getByRole('button', { name: 'Next' }).tap();
  const pictures = page.getByRole('dialog', { name: 'Pictures and what you would like' });
  await expect(pictures).toBeVisible();
  await tapOutside(page);
  await expectAsked(pictures, 'Discard this return?');
  await pictures.getByRole('button', { name: 'Discard' }).tap();
  await expect(pictures).toBeHidden();

  // Discarded means gone: the flow starts afresh.
  await page.getByRole('button', { name: 'Return order' }).tap();
  await page.getByRole('dialog', { name: 'Return order' }).getByRole('button', { name: 'Yes, return' }).tap();
  await expect(reasons.getByRole('radio', { name: 'Others' })).not.toBeChecked();
});

test('a feature request being typed is still there after leaving its section and coming back', async ({
  page,
  shopper: _signedIn,
}) => {
  await page.goto('/privacy-policy');
  await page.goto('/settings');
  await page.getByRole('link', { name: /Request a Feature/ }).tap();
  const idea = page.getByRole('textbox', { name: 'Your idea' });
  await idea.fill('Let me keep my sizes for each store');
  await page.getByRole('button', { name: 'Back to Settings' }).tap();
  await expect(idea).toBeHidden();
  await page.getByRole('link', { name: /Request a Feature/ }).tap();
  await expect(idea).toHaveValue('Let me keep my sizes for each store');
  // Browser Back to the menu and forward again: still there.
  await page.goBack();
  await expect(idea).toBeHidden();
  await page.goForward();
  await expect(idea).toHaveValue('Let me keep my sizes for each store');
});
