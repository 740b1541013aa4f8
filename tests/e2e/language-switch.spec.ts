/**
 * Choosing the language as a shopper does (docs/decisions/i18n.md, "Choosing the language"): the header's switch
 * leads to the same page in the other language, query and fragment kept, with the bag, the session and the
 * checkout step as they were; the choice is remembered on the device and, signed in, with the account; a browser
 * whose first language is Hindi is offered Hindi once on the English home page, and never redirected.
 */
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, test, type Shopper } from './fixtures.ts';
import { allProducts, productPath } from './catalog.ts';
import { fillBag, twoStores } from './checkout-data.ts';
import { addAddress } from './shopper-data.ts';
import { PHONE, screenshotsAtBothWidths, lookAt } from './screens.ts';

/**
 * The header bar's switch on an English page ("हिंदी", named "हिंदी में पढ़ें") and on a Hindi one ("English", "Read
 * in English"), hidden or not: on a phone it waits in the menu drawer, but the page script points it all the same.
 */
const toHindi = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'हिंदी में पढ़ें', includeHidden: true });
const toEnglish = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: 'Read in English', includeHidden: true });
const offer = (page: Page) => page.getByRole('complementary', { name: 'भाषा' });

/**
 * The switch as a shopper reaches it: in the header bar, or on a phone (no room in the bar beside the bag and
 * the login) in the menu drawer.
 */
async function reachSwitch(page: Page, width: number, name: 'हिंदी में पढ़ें' | 'Read in English') {
  if (width >= 600) return page.getByRole('banner').getByRole('link', { name });
  await page.getByRole('button', { name: /^(Menu|मेनू)$/ }).click();
  return page.getByRole('dialog', { name: /^(Menu|मेनू)$/ }).getByRole('link', { name });
}

/** The language saved with the shopper's account (null before any choice). */
const languageOnAccount = async (request: APIRequestContext, shopper: Shopper) =>
  (
    await (
      await request.get('/api/v1/user/profile', { headers: { Authorization: `Bearer ${shopper.accessToken}` } })
    ).json()
  ).data.user.language as string | null;
const remembered = (page: Page) => page.evaluate(() => localStorage.getItem('vastra:language'));
const cookieOf = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === 'vastra-lang')?.value;

for (const width of [375, 1280]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: width < 800 ? 740 : 800 } });

    test('the switch leads to the same product page in Hindi and back, query and fragment kept', async ({
      page,
      request,
    }) => {
      const [detail] = await allProducts(request);
      const path = productPath(detail!);
      const variant = detail!.varient[0]!.id;
      await page.goto(`${path}?variant=${variant}#reviews`);
      // The page's script points the bar's switch at this address, query and fragment kept.
      await expect(toHindi(page)).toHaveAttribute('href', `/hi${path}?variant=${variant}#reviews`);
      await lookAt(page.getByRole('banner'), `language-switch-en-${width}`);
      // A phone's header keeps its two rows: the switch waits in the menu drawer.
      if (width < 600) await expect(toHindi(page)).toBeHidden();
      const link = await reachSwitch(page, width, 'हिंदी में पढ़ें');
      await expect(link).toBeVisible();
      await expect(link).toHaveText('हिंदी');
      await expect(link).toHaveAttribute('lang', 'hi-IN');
      await expect(link).toHaveAttribute('href', `/hi${path}?variant=${variant}#reviews`);
      if (width < 600) await lookAt(page, `language-switch-drawer-${width}`);

      await link.click();
      await expect(page).toHaveURL(`/hi${path}?variant=${variant}#reviews`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
      // Product names are never translated: the same product, in the Hindi page.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(detail!.product.productName);
      await lookAt(page.getByRole('banner'), `language-switch-hi-${width}`);
      const back = await reachSwitch(page, width, 'Read in English');
      await expect(back).toHaveText('English');
      await expect(back).toHaveAttribute('lang', 'en-IN');

      await back.click();
      await expect(page).toHaveURL(`${path}?variant=${variant}#reviews`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(detail!.product.productName);
    });

    test('Settings: Language names both languages, marks the page’s, and opens the other one on the same section', async ({
      page,
      request,
      shopper,
    }) => {
      // Two panes show the menu beside a section; one pane shows Language on the menu screen.
      const address = width < 800 ? '/settings' : '/settings?section=ADDRESS_BOOK';
      await page.goto(address);
      const english = page.getByRole('group', { name: 'Language' });
      await expect(english.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
      const hindi = english.getByRole('link', { name: 'हिंदी' });
      await expect(hindi).toHaveAttribute('lang', 'hi-IN');
      await hindi.click();
      await expect(page).toHaveURL(`/hi${address}`);
      const inHindi = page.getByRole('group', { name: 'भाषा' });
      await expect(inHindi.getByRole('link', { name: 'हिंदी' })).toHaveAttribute('aria-current', 'true');
      await expect(inHindi.getByRole('link', { name: 'English' })).toHaveAttribute('lang', 'en-IN');
      await lookAt(page, `language-settings-${width}`);
      expect(await remembered(page)).toBe('hi-IN');
      await expect.poll(() => languageOnAccount(request, shopper)).toBe('hi-IN');
    });
  });
}

// Saving the choice and keeping a checkout's state are the same at every width (reaching the switch is not: above),
// so these run at a phone's.
test.describe('at 375px', () => {
  test.use({ viewport: PHONE });

  test('switching mid-checkout keeps the step, the chosen address, the bag and the session', async ({
    page,
    request,
    shopper,
  }) => {
    const { withCoupon, other } = await twoStores(request, 40);
    await fillBag(request, shopper, [withCoupon, other]);
    await addAddress(request, shopper);
    await addAddress(request, shopper, { name: 'Kavita Joshi', addressMain: '14 Lake View Road' });
    const names = new Map((await allProducts(request)).map((d) => [d.product.id, d.product.productName]));

    await page.goto('/checkout/address');
    // The second address, not the default: the choice lives in the checkout state on this device.
    await page.getByRole('radio', { name: /14 Lake View Road/ }).check();
    await expect(page.getByRole('radio', { name: /14 Lake View Road/ })).toBeChecked();
    // The checkout header has room for the switch in its bar even at a phone's width.
    await expect(toHindi(page)).toBeVisible();
    await screenshotsAtBothWidths(page, 'language-switch-checkout', { part: page.getByRole('banner') });
    await toHindi(page).click();

    await expect(page).toHaveURL('/hi/checkout/address');
    // Still signed in (a visitor is sent to the login), on the same step, with the same address chosen.
    await expect(page.getByRole('radio', { name: /14 Lake View Road/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: /21 Residency Road/ })).not.toBeChecked();
    await page.goto('/hi/checkout/order-summary');
    for (const pick of [withCoupon, other])
      await expect(page.getByText(names.get(pick.productId)!).first()).toBeVisible();
  });

  test('the choice is remembered across pages, and saved with a signed-in shopper’s account', async ({
    page,
    context,
    request,
    shopper,
  }) => {
    const profileLanguage = () => languageOnAccount(request, shopper);
    expect(await profileLanguage()).toBeNull();

    await page.goto('/droptrack');
    const saved = page.waitForRequest(
      (r) => r.url().endsWith('/api/v1/user/language') && r.method() === 'PUT' && r.postDataJSON().language === 'hi-IN',
    );
    await (await reachSwitch(page, PHONE.width, 'हिंदी में पढ़ें')).click();
    await expect(page).toHaveURL('/hi/droptrack');
    await saved;
    await expect.poll(profileLanguage).toBe('hi-IN');

    // Other pages, and a reload: still chosen, on the device and in the cookie.
    await page.goto('/hi/lens');
    await page.reload();
    expect(await remembered(page)).toBe('hi-IN');
    expect(await cookieOf(context)).toBe('hi-IN');

    await (await reachSwitch(page, PHONE.width, 'Read in English')).click();
    await expect(page).toHaveURL('/lens');
    await expect.poll(profileLanguage).toBe('en-IN');
    expect(await remembered(page)).toBe('en-IN');
    expect(await cookieOf(context)).toBe('en-IN');
  });

  test('a signed-in shopper stays in Hindi: the Hindi login page sends them to the Hindi home, and so does Log-out', async ({
    page,
    shopper: _signedIn,
  }) => {
    await page.goto('/hi/auth/login');
    await expect(page).toHaveURL('/hi');
    await page.goto('/hi/lens');
    await page.getByRole('button', { name: 'खाता मेनू' }).click();
    await page.getByRole('dialog', { name: 'खाता' }).getByRole('button', { name: 'लॉग-आउट' }).click();
    await expect(page).toHaveURL('/hi');
    await expect(page.getByRole('link', { name: 'लॉग इन / रजिस्टर करें' })).toBeVisible();
  });

  test('a failed save loses nothing: the choice stays on the device and is saved on a later page', async ({
    page,
    request,
    shopper,
  }) => {
    const profileLanguage = () => languageOnAccount(request, shopper);
    await page.route('**/api/v1/user/language', (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto('/droptrack');
    const failed = page.waitForResponse((r) => r.url().endsWith('/api/v1/user/language'));
    await (await reachSwitch(page, PHONE.width, 'हिंदी में पढ़ें')).click();
    await expect(page).toHaveURL('/hi/droptrack');
    expect((await failed).status()).toBe(503);
    expect(await remembered(page)).toBe('hi-IN');

    await page.unroute('**/api/v1/user/language');
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/v1/user/language'));
    await page.goto('/hi/lens');
    expect((await saved).status()).toBe(200);
    await expect.poll(profileLanguage).toBe('hi-IN');
  });
});

// The offer's steps are the same at every width: they run at a phone's, and its picture is taken at both.
test.describe('the Hindi offer, at 375px with a picture at 1280px', () => {
  test.use({ viewport: PHONE });

  test.describe('a browser whose first language is Hindi', () => {
    test.use({ locale: 'hi-IN' });

    test('is offered Hindi once on the English home page, never redirected; closed, it stays closed', async ({
      page,
    }) => {
      await page.goto('/');
      await expect(offer(page)).toBeVisible();
      await expect(page).toHaveURL('/');
      await expect(offer(page).getByRole('link', { name: 'यह पेज हिंदी में पढ़ें' })).toHaveAttribute('href', '/hi');
      await screenshotsAtBothWidths(page, 'language-offer');
      await offer(page).getByRole('button', { name: 'बंद करें' }).click();
      await expect(offer(page)).toHaveCount(0);
      // The page's script has run once the switch points at this address's query.
      await page.goto('/?from=test');
      await expect(toHindi(page)).toHaveAttribute('href', '/hi?from=test');
      await expect(offer(page)).toHaveCount(0);
      await expect(page).toHaveURL('/?from=test');
    });

    test('taking the offer opens Hindi and remembers it: the offer never shows again', async ({ page, context }) => {
      await page.goto('/');
      await offer(page).getByRole('link', { name: 'यह पेज हिंदी में पढ़ें' }).click();
      await expect(page).toHaveURL('/hi');
      await expect(toEnglish(page)).toHaveAttribute('href', '/');
      expect(await remembered(page)).toBe('hi-IN');
      expect(await cookieOf(context)).toBe('hi-IN');
      await page.goto('/?again=1');
      await expect(toHindi(page)).toHaveAttribute('href', '/hi?again=1');
      await expect(offer(page)).toHaveCount(0);
    });
  });

  test('an English browser is never offered Hindi', async ({ page }) => {
    await page.goto('/?from=test');
    await expect(toHindi(page)).toHaveAttribute('href', '/hi?from=test');
    await expect(offer(page)).toHaveCount(0);
  });
});

test('the offer is in no page’s HTML outside its template (search engines never read it)', async ({ request }) => {
  const home = await (await request.get('/')).text();
  expect(home).toContain('<template data-language-offer');
  const outside = home.replace(/<template data-language-offer[\s\S]*?<\/template>/, '');
  expect(outside).not.toContain('यह पेज हिंदी में पढ़ें');
  // Only the English home page carries it.
  expect(await (await request.get('/hi')).text()).not.toContain('data-language-offer');
  expect(await (await request.get('/droptrack')).text()).not.toContain('data-language-offer');
});
