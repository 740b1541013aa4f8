/**
 * Settings as a signed-in shopper, at a phone's width (375px: menu and section take turns) and a laptop's
 * (1280px: two panes). Data comes from the real API (orders placed and cancelled, a friend who joined).
 */
import { orderNumber } from '../../src/lib/rules/order-number.ts';
import { expectNoSeriousA11yViolations } from './axe.ts';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signInOnLoad, type Tokens, newShopper } from './session.ts';
import { addAddress, closeReturnWindow, deliver, placeOrder, shopperWithHistory } from './shopper-data.ts';
import { LAPTOP, PHONE, screenshotsAtBothWidths, lookAt } from './screens.ts';

const SECTIONS = [
  ['MY_PREFERENCE', 'My Preference'],
  ['ADDRESS_BOOK', 'Address Book'],
  ['SAVED', 'Saved'],
  ['FAVOURITE_STORES', 'Favourite Stores'],
  ['VASTRA_MONEY', 'Vastra Money'],
  ['REFER_AND_EARN', 'Refer & Earn'],
  ['REQUEST_A_FEATURE', 'Request a Feature'],
  ['VASTRA_SUPPORT', 'Support'],
  ['REFUND_STATUS', 'Refund Status'],
  ['ABOUT_VASTRA', 'About Vastra'],
] as const;

async function openSettings(page: Page, tokens: Tokens, query = '') {
  await signInOnLoad(page, tokens);
  await page.goto(`/settings${query}`);
}

const sectionHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });
const menu = (page: Page) => page.getByRole('navigation', { name: 'Settings sections' });
/** Nothing of the section is still loading. */
const settled = async (page: Page) => expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);

test('a visitor is asked to log in and comes back to the same section', async ({ page }) => {
  await page.goto('/settings?section=ADDRESS_BOOK');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in to continue' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login / Register' }).last()).toHaveAttribute(
    'href',
    '/auth/login?next=%2Fsettings%3Fsection%3DADDRESS_BOOK',
  );
});

test('a feature request past the day’s 10 says why, and the text stays', async ({ page, request, shopper }) => {
  for (let i = 0; i < 10; i++) {
    const sent = await request.post('/api/v1/feature', {
      headers: { Authorization: `Bearer ${shopper.accessToken}` },
      data: { msg: `Idea number ${i} for the team` },
    });
    expect(sent.status()).toBe(200);
  }
  await page.goto('/settings?section=REQUEST_A_FEATURE');
  const box = page.getByLabel('Your idea');
  const idea = 'One more idea: a size guide per store';
  await box.fill(idea);
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.locator('#main').getByRole('alert')).toContainText(
    'Failed to send your message. Too many feature requests in a day: try again later.',
  );
  await expect(box).toHaveValue(idea);
});

for (const width of [375, 1280] as const) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 812 : 900 } });
    const twoPanes = width > 768;

    test('the menu and sections: ?section= preselects; one pane alternates with a back button and the browser’s Back', async ({
      page,
      shopper: _signedIn,
    }) => {
      await page.goto('/settings');
      await expect(menu(page).getByRole('link')).toHaveText(SECTIONS.map(([, label]) => new RegExp(`^${label}`)));
      if (twoPanes) {
        await expect(sectionHeading(page, 'My Preference')).toBeVisible();
        await menu(page)
          .getByRole('link', { name: /^Address Book/ })
          .click();
        await expect(sectionHeading(page, 'Address Book')).toBeVisible();
        await expect(page).toHaveURL(/\/settings\?section=ADDRESS_BOOK$/);
        await expect(menu(page).getByRole('link', { name: /^Address Book/ })).toHaveAttribute('aria-current', 'page');
        await expect(menu(page)).toBeVisible();
      } else {
        await expect(page.locator('#settings-section-title')).toHaveCount(0);
        await lookAt(page, `settings-menu-${width}`, { fullPage: true });
        await menu(page)
          .getByRole('link', { name: /^Refer & Earn/ })
          .click();
        await expect(sectionHeading(page, 'Refer & Earn')).toBeVisible();
        await expect(sectionHeading(page, 'Refer & Earn')).toBeFocused();
        await expect(menu(page)).toHaveCount(0);
        await expect(page).toHaveURL(/\?section=REFER_AND_EARN$/);
        await page.goBack();
        await expect(menu(page)).toBeVisible();
        await expect(page).toHaveURL(/\/settings$/);
        await expect(menu(page).getByRole('link', { name: /^Refer & Earn/ })).toBeFocused();
        await page.goForward();
        await expect(sectionHeading(page, 'Refer & Earn')).toBeVisible();
        await page.getByRole('button', { name: 'Back to Settings' }).click();
        await expect(menu(page)).toBeVisible();
        await expect(page).toHaveURL(/\/settings$/);
      }
      // The account menu's wallet link preselects the wallet section.
      await page.goto('/settings?section=VASTRA_MONEY');
      await expect(sectionHeading(page, 'Vastra Money')).toBeVisible();
      await expect(page.getByText('₹0.00').first()).toBeVisible();
      if (!twoPanes) {
        // Opened straight from a link: the back button shows the menu in place.
        await page.getByRole('button', { name: 'Back to Settings' }).click();
        await expect(menu(page)).toBeVisible();
        await expect(page).toHaveURL(/\/settings$/);
      }
    });
  });
}

/**
 * axe and a picture of every section at both widths, from one page load per section: the window is widened to a
 * laptop's after the phone's check (the page then draws its two panes, menu included) and narrowed back. The
 * sections in two halves, one test each, so two workers share them (the whole took 96 s and more of a slow
 * machine's 120 s guard on one).
 */
const HALVES = [SECTIONS.slice(0, 5), SECTIONS.slice(5)] as const;
for (const sections of HALVES) {
  const names = sections.map(([, label]) => label).join(', ');
  test(`${names} at 375 and 1280px, with data: axe finds nothing serious, and a screenshot of each`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(PHONE);
    const { shopper } = await shopperWithHistory(request, 'axe');
    await signInOnLoad(page, shopper);
    for (const [id, label] of sections) {
      await page.goto(`/settings?section=${id}`);
      for (const viewport of [PHONE, LAPTOP]) {
        await page.setViewportSize(viewport);
        await expect(sectionHeading(page, label)).toBeVisible();
        // A phone shows the section alone; a laptop, the menu beside it.
        if (viewport === LAPTOP) await expect(menu(page)).toBeVisible();
        else await expect(menu(page)).toHaveCount(0);
        await settled(page);
        await expectNoSeriousA11yViolations(page, { label: `in ${label} at ${viewport.width}px` });
        await lookAt(page, `settings-${id.toLowerCase()}-${viewport.width}`, { fullPage: true });
      }
      await page.setViewportSize(PHONE);
    }
  });
}

// The same steps at every width: they run at a phone's, and each picture is taken at a laptop's width as well.
test.describe('at 375px, with pictures at 1280px', () => {
  test.use({ viewport: PHONE });

  test('address book: the open form passes axe at both widths, validates, looks up the PIN, lists post offices by keyboard, saves with a self-closing success modal, and deletes after asking', async ({
    page,
    shopper,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/settings?section=ADDRESS_BOOK');
    await expect(page.getByText('No saved addresses yet')).toBeVisible();
    await page.getByRole('button', { name: 'Add address' }).click();
    const form = page.getByRole('dialog', { name: 'Add address' });
    // The open form at both widths: axe finds nothing serious in it, and a picture of each.
    for (const viewport of [PHONE, LAPTOP]) {
      await page.setViewportSize(viewport);
      await expect(form).toBeVisible();
      await expectNoSeriousA11yViolations(page, {
        include: ['dialog[open]'],
        label: `in the address form at ${viewport.width}px`,
      });
      await lookAt(page, `settings-address-form-${viewport.width}`);
    }
    await page.setViewportSize(PHONE);
    const save = form.getByRole('button', { name: 'Save address' });
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    // Looks disabled, still checks: every empty field says so.
    await save.click({ force: true });
    await expect(form.getByText('Required field')).toHaveCount(7);
    await expect(form.getByLabel('Full name')).toBeFocused();

    await form.getByLabel('Full name').fill('Asha Rao');
    await expect(form.getByLabel('Mobile number')).toHaveAttribute('placeholder', 'Mobile number (only india)');
    await form.getByLabel('Mobile number').fill(shopper.phone);
    // PIN: digits only, 6 at most; a full PIN fills city and state.
    await form.getByLabel('PIN code').pressSequentially('11a0001x9');
    await expect(form.getByLabel('PIN code')).toHaveValue('110001');
    await expect(form.getByLabel('City / District')).toHaveValue('New Delhi');
    await expect(form.getByLabel('State')).toHaveValue('Delhi');

    // Locality: Enter lists post offices; the keyboard picks one, which fills locality, city, state and PIN.
    const locality = form.getByRole('combobox', { name: 'Locality' });
    await locality.fill('J');
    await locality.press('Enter');
    await expect(form.getByText('Type at least 2 letters of your locality, then press Enter.')).toBeVisible();
    await locality.fill('Jayanagar');
    await locality.press('Enter');
    const list = form.getByRole('listbox', { name: 'Post offices' });
    await expect(list).toBeVisible();
    const options = list.getByRole('option');
    // The typed PIN's own post offices come first, then the offices named like the text.
    await expect(options.first()).toContainText('New Delhi, Delhi · 110001');
    await expect(options.filter({ hasText: 'Jayanagar' }).first()).toBeVisible();
    expect(await options.count()).toBeGreaterThan(5);
    await screenshotsAtBothWidths(page, 'settings-address-suggestions');
    // About 11rem high, scrolling the rest.
    expect(await list.evaluate((el) => [getComputedStyle(el).maxHeight, el.scrollHeight > el.clientHeight])).toEqual([
      '176px',
      true,
    ]);
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    const wanted = options.filter({ hasText: 'Jayanagar East' }).first();
    const wantedIndex = await options.evaluateAll((all) =>
      all.findIndex((o) => o.textContent?.includes('Jayanagar East')),
    );
    expect(wantedIndex).toBeGreaterThan(0);
    for (let i = 0; i < wantedIndex; i++) await locality.press('ArrowDown');
    await expect(wanted).toHaveAttribute('aria-selected', 'true');
    await expect(locality).toHaveAttribute('aria-activedescendant', (await wanted.getAttribute('id'))!);
    await expect(wanted).toBeInViewport();
    await locality.press('End');
    await expect(options.last()).toHaveAttribute('aria-selected', 'true');
    await locality.press('Home');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    // Escape closes the list, not the modal; Enter opens it again.
    await locality.press('Escape');
    await expect(list).toBeHidden();
    await expect(form).toBeVisible();
    await locality.press('Enter');
    await expect(list).toBeVisible();
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    for (let i = 0; i < wantedIndex; i++) await locality.press('ArrowDown');
    await locality.press('Enter');
    await expect(list).toBeHidden();
    await expect(locality).toHaveValue('Jayanagar East');
    await expect(form.getByLabel('PIN code')).toHaveValue('560041');
    await expect(form.getByLabel('City / District')).toHaveValue('Bengaluru');
    await expect(form.getByLabel('State')).toHaveValue('Karnataka');
    // The typed PIN changed: said, not silent.
    await expect(
      form
        .getByRole('status')
        .filter({ hasText: 'PIN changed from 110001 to 560041 to match Jayanagar East, Bengaluru.' }),
    ).toBeVisible();

    await form.getByLabel('House no., building, street').fill('14 Janpath');
    await expect(save).not.toHaveAttribute('aria-disabled');

    // A failed save keeps every field.
    await page.route('**/api/v1/address', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, json: { message: 'boom', data: null } })
        : route.fallback(),
    );
    await save.click();
    await expect(form.getByRole('alert')).toContainText('Failed to add address.');
    await expect(form.getByLabel('Full name')).toHaveValue('Asha Rao');
    await expect(locality).toHaveValue('Jayanagar East');
    await page.unroute('**/api/v1/address');

    await save.click();
    const success = page.getByRole('dialog', { name: 'Address saved' });
    await expect(success).toBeVisible();
    await expect(form).toBeHidden();
    // It closes itself (1950 ms, then the slide-out).
    await expect(success).toBeHidden({ timeout: 5000 });
    const saved = page.getByRole('list', { name: 'Saved addresses' }).getByRole('listitem');
    await expect(saved).toHaveCount(1);
    await expect(saved.first()).toContainText('14 Janpath');
    await expect(saved.first()).toContainText('Default');

    // A second address, made the default, comes first.
    await page.getByRole('button', { name: 'Add address' }).click();
    await form.getByLabel('Full name').fill('Asha Rao');
    await form.getByLabel('Mobile number').fill(shopper.phone);
    await form.getByLabel('PIN code').fill('560001');
    await expect(form.getByLabel('State')).toHaveValue('Karnataka');
    await form.getByRole('combobox', { name: 'Locality' }).fill('Shanthala Nagar');
    await form.getByLabel('House no., building, street').fill('21 Residency Road');
    await save.click();
    await expect(success).toBeHidden({ timeout: 6000 });
    await expect(saved).toHaveCount(2);
    await page.getByRole('button', { name: 'Set as default: 21 Residency Road' }).click();
    await expect(saved.first()).toContainText('21 Residency Road');
    await expect(saved.first()).toContainText('Default');

    // Delete asks first; keeping it changes nothing.
    await page.getByRole('button', { name: 'Delete: 14 Janpath' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this address?' });
    await expect(confirm).toContainText('14 Janpath');
    await confirm.getByRole('button', { name: 'Keep it' }).click();
    await expect(confirm).toBeHidden();
    await expect(saved).toHaveCount(2);
    await page.getByRole('button', { name: 'Delete: 14 Janpath' }).click();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(saved).toHaveCount(1);
    await expect(saved.first()).toContainText('21 Residency Road');
  });

  test('my preference: Update stays disabled until a choice differs from the saved ones', async ({
    page,
    shopper: _signedIn,
  }) => {
    await page.goto('/settings?section=MY_PREFERENCE');
    const update = page.getByRole('button', { name: 'Update' });
    await expect(update).toBeDisabled();
    await page
      .getByRole('group', { name: /I shop for/ })
      .getByRole('radio', { name: 'Women' })
      .click();
    await expect(update).toBeEnabled();
    await page
      .getByRole('group', { name: /Categories I like/ })
      .getByRole('checkbox', { name: 'Watches' })
      .click();
    const hdfc = page.getByRole('group', { name: /Cards I pay with/ }).getByRole('checkbox', { name: 'HDFC Bank' });
    await hdfc.click();
    await hdfc.click(); // and back
    await update.click();
    await expect(page.getByRole('status').filter({ hasText: 'Preferences updated' })).toBeVisible();
    await expect(update).toBeDisabled();

    await page.reload();
    await expect(page.getByRole('radio', { name: 'Women' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Watches' })).toBeChecked();
    await expect(update).toBeDisabled();
    await page.getByRole('checkbox', { name: 'Casual' }).check();
    await expect(update).toBeEnabled();
    await page.getByRole('checkbox', { name: 'Casual' }).uncheck();
    await expect(update).toBeDisabled();
  });

  test('request a feature: too little text, a failure that keeps the text, then the success modal', async ({
    page,
    shopper: _signedIn,
  }) => {
    await page.goto('/settings?section=REQUEST_A_FEATURE');
    const box = page.getByLabel('Your idea');
    const send = page.getByRole('button', { name: 'Send request' });
    await box.fill('   ');
    await send.click();
    await expect(page.locator('#main').getByText('No input found')).toBeVisible();
    await expect(box).toHaveAttribute('aria-invalid', 'true');

    const idea = 'Let me save my sizes for each store, please';
    await box.fill(idea);
    await page.route('**/api/v1/feature', (route) =>
      route.fulfill({ status: 500, json: { message: 'boom', data: null } }),
    );
    await send.click();
    await expect(page.locator('#main').getByRole('alert')).toContainText('Failed to send your message.');
    await expect(box).toHaveValue(idea);
    await page.unroute('**/api/v1/feature');

    await send.click();
    const thanks = page.getByRole('dialog', { name: 'Request sent' });
    await expect(thanks).toContainText('reply within 7 days');
    await expect(box).toHaveValue('');
    await thanks.getByRole('button', { name: 'Done' }).click();
    await expect(thanks).toBeHidden();
  });

  test('Refer & Earn: a friend’s delivered order is on its way until its return window closes, then earned', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const shopper = await newShopper(request, 'pend');
    const friend = await newShopper(request, 'pendf', shopper.displayname);
    const friendOrder = await placeOrder(request, friend, await addAddress(request, friend));
    await deliver(request, friendOrder);
    await openSettings(page, shopper, '?section=REFER_AND_EARN');
    const main = page.locator('#main');
    const stats = main.locator('dl');
    await expect(stats).toContainText('Friends joined1');
    await expect(stats).toContainText('Earned₹0.00');
    await expect(stats.getByText("₹500 on its way, after your friend's return window")).toBeVisible();
    await expect(
      main.getByText(
        'credited within 2 business days, once its return window has closed. A returned order earns nothing.',
      ),
    ).toBeVisible();
    await screenshotsAtBothWidths(page, 'settings-refer-pending', { fullPage: true });

    await closeReturnWindow(request, friendOrder);
    await page.reload();
    await expect(stats).toContainText('Earned₹500.00');
    await expect(stats.getByText(/on its way/)).toHaveCount(0);
  });

  test('wallet, Refer & Earn and refund status show the shopper’s real numbers', async ({ page, request, context }) => {
    test.setTimeout(90_000);
    const { shopper, walletOrder, codOrder, walletId } = await shopperWithHistory(request, 'money');
    await openSettings(page, shopper, '?section=VASTRA_MONEY');
    const main = page.locator('#main');
    await expect(main.getByText('₹500.00').first()).toBeVisible();
    await expect(main.getByText(`Wallet no. ${walletId.split('-').at(-1)}`)).toBeVisible();
    const rows = main.getByRole('list', { name: 'Transactions' }).getByRole('listitem');
    await expect(rows).toHaveCount(3); // referral +500, paid -500, refund +500 (newest first)
    await expect(rows.nth(0)).toContainText('Refund');
    await expect(rows.nth(0)).toContainText('+₹500.00');
    await expect(rows.nth(1)).toContainText('−₹500.00');
    await expect(rows.nth(1).getByRole('link', { name: `Order ${orderNumber(walletOrder)}` })).toHaveAttribute(
      'href',
      `/my-orders/${walletOrder}`,
    );
    await expect(rows.nth(2)).toContainText('Referral reward');
    await expect(rows.nth(2).getByRole('link')).toHaveCount(0);

    await page.goto('/settings?section=REFER_AND_EARN');
    await expect(main.getByText(shopper.displayname, { exact: true })).toBeVisible();
    const link = main.getByLabel('Your invite link');
    await expect(link).toHaveValue(
      new URL(`/auth/signup?ref=${encodeURIComponent(shopper.displayname)}`, page.url()).href,
    );
    await expect(
      main.getByText('up to ₹500 in Vastra Money on their first delivered order, credited within 2 business days', {
        exact: false,
      }),
    ).toBeVisible();
    const stats = main.locator('dl');
    await expect(stats).toContainText('Friends joined1');
    await expect(stats).toContainText('Earned₹500.00');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await main.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());
    const canShare = await page.evaluate(() => typeof navigator.share === 'function');
    await expect(main.getByRole('button', { name: 'Share' })).toHaveCount(canShare ? 1 : 0);

    await page.goto('/settings?section=REFUND_STATUS');
    const refunds = main.getByRole('list', { name: 'Refunds' }).getByRole('listitem');
    await expect(refunds).toHaveCount(2);
    const fromWallet = refunds.filter({
      has: page.getByRole('link', { name: `Order ${orderNumber(walletOrder)}` }),
    });
    await expect(fromWallet).toContainText('₹500.00');
    await expect(fromWallet).toContainText('To Vastra Money');
    await expect(fromWallet).toContainText('Refunded');
    const cod = refunds.filter({
      has: page.getByRole('link', { name: `Order ${orderNumber(codOrder)}` }),
    });
    await expect(cod).toContainText('No refund due');
    await expect(cod).toContainText('Nothing to refund: cash on delivery, nothing was charged');

    await page.goto('/settings?section=VASTRA_SUPPORT');
    await expect(main.getByRole('link', { name: 'support@vastra.in' })).toHaveAttribute(
      'href',
      'mailto:support@vastra.in',
    );
    await main.getByText('When will I get my refund?').click();
    await expect(
      main.getByText('Refunds go to your original payment mode in 2-4 working days.', { exact: false }),
    ).toBeVisible();

    await page.goto('/settings?section=ABOUT_VASTRA');
    const about = page.getByRole('region', { name: 'About Vastra' });
    for (const [name, href] of [
      ['About Vastra', '/about-vastra'],
      ['Privacy Policy', '/privacy-policy'],
      ['Terms & Conditions', '/terms-and-conditions'],
    ]) {
      await expect(about.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href!);
    }
  });

  test('a failed load keeps its message and Retry fetches again', async ({ page, shopper: _signedIn }) => {
    let fail = true;
    await page.route('**/api/v1/transaction', (route) =>
      fail ? route.fulfill({ status: 500, json: { message: 'boom', data: null } }) : route.fallback(),
    );
    await page.goto('/settings?section=VASTRA_MONEY');
    const alert = page.locator('#main').getByRole('alert');
    await expect(alert).toContainText('Failed to load your wallet.');
    fail = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('#main').getByText('₹0.00').first()).toBeVisible();
  });
});
