/** The header as a shopper uses it: search (products, brands, accounts, recent searches, keyboard) and the drawers. */
import { expectNoSeriousA11yViolations } from './axe.ts';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { ProductDetail, StoreListEntry } from '../../src/lib/api/types.ts';
import type { AccountResult } from '../../src/lib/api/search.ts';
import { signInOnLoad } from './session.ts';

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search' });
const results = (page: Page) => page.getByRole('listbox');

async function firstProduct(request: APIRequestContext): Promise<ProductDetail> {
  const body = await (await request.get('/api/v1/catalog/products?limit=1')).json();
  return body.data.items[0];
}

/** A seeded account whose full name is unique among account results, with this badge tier (null: none). */
async function account(request: APIRequestContext, badge: string | null): Promise<AccountResult> {
  const all: AccountResult[] = (await (await request.get('/api/v1/userSearch/account?q=a')).json()).data;
  expect(all.length).toBeGreaterThan(0);
  const unique = all.filter((a) => all.filter((b) => b.fullname === a.fullname).length === 1);
  const found = unique.find((a) => (a.badge?.achievement || null) === badge);
  if (!found) throw new Error(`no seeded account with a unique name and badge ${badge}`);
  return found;
}

/** The first of these tiers that a seeded account with a unique name holds. */
async function firstHeldTier(request: APIRequestContext, tiers: string[]): Promise<string> {
  const all: AccountResult[] = (await (await request.get('/api/v1/userSearch/account?q=a')).json()).data;
  const unique = all.filter((a) => all.filter((b) => b.fullname === a.fullname).length === 1);
  const held = tiers.find((tier) => unique.some((a) => a.badge?.achievement === tier));
  if (!held) throw new Error(`no seeded account with a unique name holds any of ${tiers.join(', ')}`);
  return held;
}

test('Products tab lists a catalog product live and a click opens its page', async ({ page, request }) => {
  const { product, storeName } = await firstProduct(request);
  await page.goto('/privacy-policy');
  await searchBox(page).fill(product.productName);
  await expect(page.getByRole('tab', { name: 'Products' })).toHaveAttribute('aria-selected', 'true');
  // Other tests list copies named "<name> (new)", which rank first as the newest: the product itself is the row without it.
  const row = results(page)
    .getByRole('option')
    .filter({ hasText: product.productName })
    .filter({ hasText: storeName })
    .filter({ hasNotText: `${product.productName} (new)` })
    .first();
  await expect(row).toBeVisible();
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/stores/${product.SellerUserId}/products/`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.productName);
});

test('keyboard only: type, ArrowDown, Enter opens the active result', async ({ page, request }) => {
  const { product } = await firstProduct(request);
  await page.goto('/privacy-policy');
  await searchBox(page).focus();
  await page.keyboard.type(product.productName);
  await expect(results(page).getByRole('option').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  const first = results(page).getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(searchBox(page)).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/stores\/[^/]+\/products\/[^/?]+/);
});

test('Brands tab lists a store and opens it', async ({ page, request }) => {
  const stores: StoreListEntry[] = (await (await request.get('/api/v1/userstore/getAll')).json()).data;
  const store = stores[stores.length - 1]!;
  await page.goto('/privacy-policy');
  await searchBox(page).fill(store.sellerData.storeName);
  await page.getByRole('tab', { name: 'Brands' }).click();
  await expect(page.getByRole('tab', { name: 'Brands' })).toHaveAttribute('aria-selected', 'true');
  const row = results(page).getByRole('option').filter({ hasText: store.sellerData.storeName });
  await expect(row).toHaveCount(1);
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/stores/${store.id}$`));
});

test('Accounts tab shows the name and badge label, and a click goes to the user', async ({ page, request }) => {
  // Badges are earned from activity; whichever of these tiers a seeded account holds, its label is written out here.
  const LABELS: Record<string, string> = {
    TREND_ARCHITECT: 'Trend Architect',
    VISIONARY_VIRTUOSO: 'Visionary Virtuoso',
    INFLUENTIAL_MAVEN: 'Influential Maven',
    STYLE_SOVEREIGN: 'Style Sovereign',
    THE_INFLUENCER: 'The Influencer',
    THE_BEAUTY_BARRISTER: 'The Beauty Barrister',
  };
  const tier = await firstHeldTier(request, Object.keys(LABELS));
  const badged = await account(request, tier);
  const plain = await account(request, null);
  await page.goto('/privacy-policy');
  await page.getByRole('combobox', { name: 'Search' }).click();
  await searchBox(page).fill(plain.fullname);
  await page.getByRole('tab', { name: 'Accounts' }).click();
  const plainRow = results(page).getByRole('option').filter({ hasText: plain.fullname });
  await expect(plainRow).toContainText('No Review');

  await searchBox(page).fill(badged.fullname);
  const row = results(page).getByRole('option').filter({ hasText: badged.fullname });
  // Title-cased, underscores as spaces (shopper-core §3).
  await expect(row).toContainText(LABELS[tier]!);
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/user/${badged.uuids}$`));
});

test('a search nothing matches says so', async ({ page }) => {
  await page.goto('/privacy-policy');
  await searchBox(page).fill('zzqxw');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText('No products found for “zzqxw”')).toBeVisible();
  await page.getByRole('tab', { name: 'Brands' }).click();
  await expect(panel.getByText('No brands found for “zzqxw”')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'No brands found for “zzqxw”' })).toBeAttached();
});

test('a failed search keeps its message and retries', async ({ page, request }) => {
  const { product } = await firstProduct(request);
  await page.route('**/api/v1/search/products?**', (route) =>
    route.fulfill({ status: 500, json: { message: 'down', data: null } }),
  );
  await page.goto('/privacy-policy');
  await searchBox(page).fill(product.productName);
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText('Failed to find products.')).toBeVisible();
  await page.unroute('**/api/v1/search/products?**');
  await panel.getByRole('button', { name: 'Retry' }).click();
  await expect(results(page).getByRole('option').filter({ hasText: product.productName }).first()).toBeVisible();
  await expect(panel.getByText('Failed to find products.')).toBeHidden();
});

test('Enter with an empty box warns "No input found"', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search product, brands and more...');
  await searchBox(page).click();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'No input found' })).toBeVisible();
});

test('Escape closes the panel, a second Escape clears the box, a click outside closes it too', async ({
  page,
  request,
}) => {
  const { product } = await firstProduct(request);
  // A recent search is kept, so an empty box would have a list to show: Escape must still not open it.
  await page.addInitScript(() => localStorage.setItem('vastra:recentSearches', JSON.stringify(['kurta'])));
  await page.goto('/privacy-policy');
  // A text box (the combobox role is not allowed on type=search) that still brings up the search keyboard.
  await expect(searchBox(page)).toHaveAttribute('inputmode', 'search');
  await expect(searchBox(page)).toHaveAttribute('enterkeyhint', 'search');
  await searchBox(page).fill(product.productName);
  await expect(results(page)).toBeVisible();
  await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(results(page)).toBeHidden();
  await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(searchBox(page)).toHaveValue(product.productName);
  await page.keyboard.press('Escape');
  await expect(searchBox(page)).toHaveValue('');
  await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');

  await searchBox(page).fill(product.productName);
  await expect(results(page)).toBeVisible();
  await page.getByRole('main').click({ position: { x: 5, y: 5 } });
  await expect(results(page)).toBeHidden();
});

test('a search is remembered across reloads, re-runs from the list and can be cleared', async ({ page, request }) => {
  const { product } = await firstProduct(request);
  const term = product.productName.split(' ').slice(-1)[0]!;
  await page.goto('/privacy-policy');
  await searchBox(page).fill(term);
  await page.keyboard.press('Enter');
  // Enter on Products opens the results page.
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Results for “${term}”`);

  await page.reload();
  await searchBox(page).click();
  const recent = page.getByRole('group', { name: 'Recent searches' });
  await expect(recent.getByRole('option', { name: term })).toBeVisible();
  await recent.getByRole('option', { name: term }).click();
  await expect(searchBox(page)).toHaveValue(term);
  await expect(page.getByRole('listbox', { name: 'Products results' }).getByRole('option').first()).toBeVisible();

  await searchBox(page).fill('');
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(page.getByRole('group', { name: 'Recent searches' })).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('vastra:recentSearches'))).toBe('[]');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the hamburger opens the menu drawer, keeps focus inside, and Escape returns focus to it', async ({ page }) => {
    await page.goto('/privacy-policy');
    const hamburger = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await hamburger.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'DropTrack' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Lens' })).toHaveAttribute('href', '/lens');
    await expect(drawer.getByRole('link', { name: 'Login / Register' })).toHaveAttribute('href', '/auth/login');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
    // Tabbing never leaves the drawer.
    for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);

    await expectNoSeriousA11yViolations(page);

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(hamburger).toBeFocused();
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');

    // An outside click closes it too.
    await hamburger.click();
    await expect(drawer).toBeVisible();
    await page.mouse.click(10, 400);
    await expect(drawer).toBeHidden();
  });
});

test('axe is clean with the search panel open on each tab', async ({ page, request }) => {
  const { product } = await firstProduct(request);
  await page.goto('/');
  await searchBox(page).fill(product.productName.split(' ')[0]!);
  await expect(results(page).getByRole('option').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  // The header holds the search panel; the rest of the home page has its own axe test.
  await expectNoSeriousA11yViolations(page, { include: ['.site-header'], label: 'with the products tab open' });
  await page.getByRole('tab', { name: 'Accounts' }).click();
  await searchBox(page).fill('a');
  await expect(results(page).getByRole('option').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, { include: ['.site-header'], label: 'with the accounts tab open' });
});

test('signed in: the avatar shows initials and the elite badge, opens the account menu, and Log-out signs out', async ({
  page,
  request,
}) => {
  // Seeded reviewers 0, 7 and 14 (server/seed/catalog.ts: phones 9700000000 + i * 7919, every 7th an ELITE
  // subscriber), by phone: their full name and its initials. A phone gets 3 codes per 10 minutes, so a quick
  // local re-run moves on to the next one.
  const ELITE_REVIEWERS: Record<string, { fullname: string; initials: string }> = {
    '9700000000': { fullname: 'Divya Kapoor', initials: 'DK' },
    '9700055433': { fullname: 'Mahendra Jha', initials: 'MJ' },
    '9700110866': { fullname: 'Aalok Mehrotra', initials: 'AM' },
  };
  let phone = '';
  for (const candidate of Object.keys(ELITE_REVIEWERS)) {
    const sent = await request.post('/api/v1/otpless/signOtp', {
      data: { phoneNumber: candidate, country_code: '91' },
    });
    if (sent.status() === 200) {
      phone = candidate;
      break;
    }
  }
  expect(phone).not.toBe('');
  // Newest first.
  const outbox = (await (await request.get(`/api/v1/dev/outbox?phone=${phone}`)).json()).data as { code: string }[];
  const verify = await request.put('/api/v1/otpless/verifyOtp', { data: { phoneNumber: phone, otp: outbox[0]!.code } });
  const tokens = (await verify.json()).data as { accessToken: string; refreshToken: string };
  const { fullname, initials } = ELITE_REVIEWERS[phone]!;

  await signInOnLoad(page, tokens);
  await page.goto('/privacy-policy');

  await expect(page.getByRole('link', { name: 'Login / Register' })).toBeHidden();
  const avatar = page.getByRole('button', { name: 'Account menu' });
  await expect(avatar.locator('[data-avatar-initials]')).toHaveText(initials);
  await expect(avatar).toHaveAccessibleName('Account menu (Elite member)');

  await avatar.click();
  const menu = page.getByRole('dialog', { name: 'Account' });
  await expect(menu).toBeVisible();
  await expect(menu).toContainText(fullname);
  for (const name of ['My Account', 'Vastra Money', 'Refer & Earn', 'Settings']) {
    await expect(menu.getByRole('link', { name })).toBeVisible();
  }
  await expect(menu.getByRole('button', { name: 'My Orders' })).toBeVisible(); // opens the My Orders drawer
  await expect(menu.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/user/me');
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(avatar).toBeFocused();

  await avatar.click();
  await expect(menu).toBeVisible();

  await menu.getByRole('button', { name: 'Log-out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Login / Register' })).toBeVisible();
  expect(
    await page.evaluate(() => [
      localStorage.getItem('vastra:accessToken'),
      localStorage.getItem('vastra:refreshToken'),
    ]),
  ).toEqual(['', '']);
});
