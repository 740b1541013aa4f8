/**
 * Every message seen on a phone: toasts drawn above an open drawer or quick view and
 * clear of the control in use, "Log in to continue" with a Login that comes back, and a short confirmation for
 * the wishlist, the bookmark and the store heart. At 375px with taps, read by roles and visible text.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import type { ProductDetail, Varient } from '../../src/lib/api/types.ts';
import { allProducts, categoryWithChoices, productPath } from './catalog.ts';
import { newShopper } from './session.ts';
import { cartDrawer } from './bag.ts';
import { PHONE, buyBoxReady, expectOnTop, expectToastClear, toastWith } from './phone.ts';

test.use(PHONE);

/** A product whose every variant has 6 or more in stock, with a name no other product has (`skip` spreads tests). */
function plentiful(products: ProductDetail[], skip: number): { detail: ProductDetail; variant: Varient } {
  const unique = (d: ProductDetail) =>
    products.filter((o) => o.product.productName === d.product.productName).length === 1;
  const found = products.filter(
    (d) => d.varient.length > 0 && d.varient.every((v) => v.VarientQuantity >= 6) && unique(d),
  )[skip];
  expect(found, 'a product with 6 or more of every variant (seed stock fixture)').toBeDefined();
  return { detail: found!, variant: found!.varient[0]! };
}

const lineOf = (drawer: Locator, name: string) => drawer.getByRole('listitem', { name, exact: true });
const quantityOf = (line: Locator) => line.getByRole('group', { name: 'Quantity' }).locator('output');

/** Opens the quick view of the listing's first card. */
async function openFirstQuickView(page: Page): Promise<Locator> {
  const open = page.getByRole('button', { name: /^Quick View: / }).first();
  const name = (await open.getAttribute('aria-label'))!.replace(/^Quick View: /, '');
  await open.tap();
  const quickView = page.getByRole('dialog', { name });
  await expect(quickView.getByRole('button', { name: 'Add to wishlist' })).toBeVisible();
  return quickView;
}

test('in the My Cart drawer the toasts show above it, and "Max quantity is 5 for one product." stays clear of the stepper', async ({
  page,
  request,
}) => {
  const { detail, variant } = plentiful(await allProducts(request), 0);
  await page.goto(`${productPath(detail)}?variant=${variant.id}`);
  await page.getByRole('button', { name: 'Add To Bag' }).tap();
  const drawer = cartDrawer(page);
  await expect(drawer).toBeVisible();
  // Raised as the drawer opened: it comes along above it.
  await expectOnTop(toastWith(page, 'Product added to bag'));

  const line = lineOf(drawer, detail.product.productName);
  const plus = line.getByRole('button', { name: 'Increase quantity' });
  for (let n = 2; n <= 5; n++) {
    await plus.tap();
    await expect(quantityOf(line)).toHaveText(String(n));
  }
  await plus.tap();
  const warning = toastWith(page, 'Max quantity is 5 for one product.');
  await expectToastClear(warning, [plus, line.getByRole('group', { name: 'Quantity' })]);
});

test('in the quick view a visitor\'s wishlist tap says "Log in to continue" above it, with a Login that comes back to the page', async ({
  page,
  request,
}) => {
  const { path } = await categoryWithChoices(request);
  await page.goto(path);
  const quickView = await openFirstQuickView(page);
  const heart = quickView.getByRole('button', { name: 'Add to wishlist' });
  await heart.tap();
  const prompt = toastWith(page, 'Log in to continue');
  await expectToastClear(prompt, [heart]);
  await prompt.getByRole('link', { name: 'Login' }).tap();
  await expect(page).toHaveURL(`/auth/login?next=${encodeURIComponent(path)}`);
  await expect(page.getByRole('heading', { name: 'Log in or sign up' })).toBeVisible();
});

test('"No input found" stays clear of the search tabs', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('vastra:recentSearches', JSON.stringify(['kurta'])));
  await page.goto('/privacy-policy');
  const box = page.getByRole('combobox', { name: 'Search' });
  await box.tap();
  const tabs = page.getByRole('tablist', { name: 'Search in' });
  await expect(tabs).toBeVisible();
  await box.press('Enter');
  const warning = toastWith(page, 'No input found');
  await expectToastClear(warning, [tabs, box]);
});

test('"Code sent" stays clear of "Verify your number" and the code boxes', async ({ page, request }) => {
  const shopper = await newShopper(request, 'codesent');
  await page.goto('/auth/login');
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(shopper.phone);
  await page.getByRole('button', { name: 'Send code' }).tap();
  const sent = toastWith(page, 'Code sent');
  const heading = page.getByRole('heading', { name: 'Verify your number' });
  await expect(heading).toBeVisible();
  await expectToastClear(sent, [heading, page.getByRole('textbox').first()]);
});

test('saving says so: the wishlist, the bookmark and the store heart confirm each change', async ({
  page,
  request,
  shopper: _signedIn,
}) => {
  const { detail, variant } = plentiful(await allProducts(request), 1);
  await page.goto(`${productPath(detail)}?variant=${variant.id}`);
  await buyBoxReady(page);

  await page.getByRole('button', { name: 'Add to wishlist' }).tap();
  await expect(toastWith(page, 'Added to wishlist')).toBeVisible();
  await page.getByRole('button', { name: 'Remove from wishlist' }).tap();
  await expect(toastWith(page, 'Removed from wishlist')).toBeVisible();
  await page.getByRole('button', { name: 'Save product' }).tap();
  await expect(toastWith(page, 'Saved')).toBeVisible();
  await page.getByRole('button', { name: 'Remove from saved' }).tap();
  await expect(toastWith(page, 'Removed from saved')).toBeVisible();

  await page.goto(`/stores/${detail.product.SellerUserId}`);
  const heart = page.locator('astro-island:not([ssr])').getByRole('button', { name: 'Favourite store' });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.tap();
  await expect(toastWith(page, 'Store added to favourites')).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await heart.tap();
  await expect(toastWith(page, 'Store removed from favourites')).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
});
