/**
 * Only the store speaks as the store, on a 375 px phone: its own notifications (an order placed) carry a
 * visible store mark with accessible text, a followed shopper's Lens post does not; and a name holding the
 * store's name, the wallet's or "Support" is refused by its field in Edit profile (which saves, and says so,
 * once the name is put right) and in signup. Brand names come from src/lib/site.ts.
 */
import type { APIRequestContext } from '@playwright/test';
import { site } from '../../src/lib/site.ts';
import type { Envelope } from '../../src/lib/api/types.ts';
import { expect, test } from './fixtures.ts';
import { PHONE, toastWith } from './phone.ts';
import { PROFILE_SAVED } from '../../src/lib/rules/profile.ts';
import { freshPhone, newShopper, type Shopper } from './session.ts';
import { addAddress, deliver, placeOrder, pricedVariant, uploadPng } from './shopper-data.ts';

test.use(PHONE);

const auth = (shopper: Shopper) => ({ Authorization: `Bearer ${shopper.accessToken}` });
const kept = (word: string) => `Names with “${word}” are kept for ${site.name}’s own messages`;

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as Envelope<T>).data;
}

/** A public picture of the shopper's, uploaded as the Lens form does. */
const uploadPicture = (request: APIRequestContext, shopper: Shopper) =>
  uploadPng(request, shopper, { isPublic: true, background: '#7c2d12' });

test('the store’s own notification carries the store mark; a followed shopper’s Lens post does not', async ({
  page,
  request,
  shopper,
}) => {
  // Another shopper, whose delivered order they post about on Lens, followed by this one.
  const author = await newShopper(request, 'lensauthor');
  const item = await pricedVariant(request);
  await deliver(request, await placeOrder(request, author, await addAddress(request, author), { item }));
  const authorId = (
    await data<{ user: { id: string } }>(await request.get('/api/v1/user/profile', { headers: auth(author) }))
  ).user.id;
  await data(await request.post('/api/v1/follow', { headers: auth(shopper), data: { followTo: authorId } }));
  await placeOrder(request, shopper, await addAddress(request, shopper));
  await data(
    await request.post('/api/v1/post', {
      headers: auth(author),
      data: {
        productId: item.productId,
        postTitle: 'Monsoon blues',
        imageUrls: [await uploadPicture(request, author)],
      },
    }),
  );

  await page.goto('/privacy-policy');
  await page.getByRole('button', { name: /^Notifications/ }).tap();
  const drawer = page.getByRole('dialog', { name: 'Notifications' });
  const rows = drawer.getByRole('listitem');
  const lensRow = rows.filter({ hasText: `${author.fullname} posted on Lens` });
  const orderRow = rows.filter({ hasText: /Order placed/ });
  await expect(lensRow).toHaveCount(1);
  await expect(orderRow).toHaveCount(1);

  const mark = orderRow.getByText(`From ${site.name}`, { exact: true });
  await expect(mark).toBeVisible();
  await expect(mark).toContainText(site.name);
  const box = (await mark.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  await expect(orderRow.getByRole('link')).toHaveAccessibleName(new RegExp(`^From ${site.name}`));
  await expect(lensRow.getByText(`From ${site.name}`)).toHaveCount(0);
  await expect(lensRow.getByRole('link')).not.toHaveAccessibleName(new RegExp(site.name));
});

test('Edit profile refuses a name holding the store’s name or “Support” by its field, and saves once put right', async ({
  page,
  shopper: _signedIn,
}) => {
  await page.goto('/user/me');
  await page.getByRole('region', { name: 'Profile' }).getByRole('button', { name: 'Edit profile' }).tap();
  const edit = page.getByRole('dialog', { name: 'Edit profile' });
  const fullName = edit.getByLabel('Full name');
  await fullName.fill(`${site.name} Support`);
  await edit.getByRole('button', { name: 'Save' }).tap();
  await expect(edit.getByText(kept(site.name))).toBeVisible();
  await expect(fullName).toHaveAttribute('aria-invalid', 'true');
  await expect(fullName).toHaveAccessibleDescription(kept(site.name));

  await fullName.fill('Meera Iyer');
  const displayName = edit.getByLabel('Display name');
  const ownDisplayName = await displayName.inputValue();
  await displayName.fill('support_desk');
  await edit.getByRole('button', { name: 'Save' }).tap();
  await expect(displayName).toHaveAccessibleDescription(kept('Support'));
  await expect(edit).toBeVisible();

  // Put right, the profile saves and says so.
  await displayName.fill(ownDisplayName);
  await fullName.fill('Saved Name');
  await edit.getByLabel('Birthday (DD-MM-YYYY)').fill('');
  await edit.getByLabel('Birthday (DD-MM-YYYY)').pressSequentially('05111994');
  await edit.getByRole('button', { name: 'Save' }).tap();
  await expect(edit).toBeHidden();
  await expect(toastWith(page, PROFILE_SAVED)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Profile' })).toContainText('Saved Name');
});

test('signup refuses the wallet’s name by its field and sends no code', async ({ page }) => {
  const phone = freshPhone();
  await page.goto('/auth/signup');
  await page.getByRole('textbox', { name: 'Display name' }).fill(`meera_${phone}`);
  await expect(page.getByText('Display name available')).toBeVisible();
  await page.getByRole('textbox', { name: 'Full name' }).fill(site.walletName);
  await page.getByRole('textbox', { name: 'Email' }).fill(`meera${phone}@example.com`);
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(phone);
  await page.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' }).tap();
  await page.getByRole('button', { name: 'Sign up' }).tap();
  const fullName = page.getByRole('textbox', { name: 'Full name' });
  await expect(fullName).toHaveAccessibleDescription(kept(site.walletName));
  await expect(page.getByText(kept(site.walletName))).toBeVisible();
  await expect(fullName).toBeFocused();
  const outbox = await data<unknown[]>(await page.request.get(`/api/v1/dev/outbox?phone=${phone}`));
  expect(outbox).toEqual([]);
});
