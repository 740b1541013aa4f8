/**
 * No first tap is lost: every client:interaction island hydrates on the shopper's first touch, and
 * that touch lands exactly once, after React owns the island (a held click is replayed only once the island
 * says it has committed). One test per interactive island, at 375px on a touch phone, tapping its first
 * control straight after the page loads, never waiting for hydration first.
 *
 * The islands (grep "client:interaction" in src): SignupFlow, LoginFlow, HeaderSearch, NavDrawer (the
 * hamburger), CartDrawer (the bag), AccountDrawers (the bell's Notifications), QuickView (a card's Quick
 * View), ProductView (the buy box's stepper and DropTrack), CheckDelivery and StoreFavourite (the store heart).
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import type { Envelope, ProductDetail } from '../../src/lib/api/types.ts';
import { allProducts, categoryWithChoices, productPath } from './catalog.ts';
import { type Tokens } from './session.ts';
import { PHONE, toastWith } from './phone.ts';

test.use(PHONE);

const auth = (tokens: Tokens) => ({ Authorization: `Bearer ${tokens.accessToken}` });

/** A product whose first variant has at least 5 in stock (the stepper may go to 4), with a name of its own. */
async function stocked(request: APIRequestContext, skip = 0): Promise<ProductDetail> {
  const products = await allProducts(request);
  const unique = (d: ProductDetail) =>
    products.filter((o) => o.product.productName === d.product.productName).length === 1;
  const found = products.filter((d) => (d.varient[0]?.VarientQuantity ?? 0) >= 5 && unique(d))[skip];
  expect(found, 'a product with 5 or more of its first variant').toBeDefined();
  return found!;
}

test('sign up: the first tap on "I agree to the Terms and Conditions" ticks it, once', async ({ page }) => {
  await page.goto('/auth/signup');
  const terms = page.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' });
  await terms.tap();
  await expect(terms).toBeChecked();
  // React's own state took the tick (the button follows it), and it was not toggled back by a second click.
  await expect(page.getByRole('button', { name: 'Sign up' })).toBeEnabled();
  await expect(terms).toBeChecked();
});

test('sign up on a laptop: the first click on the terms box ticks it, once', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/auth/signup');
  const terms = page.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' });
  await terms.click();
  await expect(page.getByRole('button', { name: 'Sign up' })).toBeEnabled();
  await expect(terms).toBeChecked();
});

test('log in: the first tap on Send code with no number asks for one, once', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Send code' }).tap();
  await expect(page.getByText('Enter a phone number', { exact: true })).toHaveCount(1);
  await expect(page.getByText('Enter a phone number', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('header search: the first tap on the search box takes the typing, every letter, and opens the results', async ({
  page,
}) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search' });
  await box.tap();
  await expect(box).toBeFocused();
  await page.keyboard.type('shirt');
  await expect(box).toHaveValue('shirt');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('listbox')).toBeVisible();
});

test('menu: the first tap on the hamburger opens the Menu drawer', async ({ page }) => {
  await page.goto('/');
  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.tap();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
});

test('bag: the first tap on the bag opens My Cart', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: /^Bag, / }).tap();
  await expect(page.getByRole('dialog', { name: 'My Cart' })).toBeVisible();
});

test('bell: the first tap on Notifications opens its drawer', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: /^Notifications/ }).tap();
  const drawer = page.getByRole('dialog', { name: 'Notifications' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText('Sign in to see your notifications.')).toBeVisible();
});

test("quick view: the first tap on a card's Quick View opens that product", async ({ page, request }) => {
  const { path } = await categoryWithChoices(request);
  await page.goto(path);
  const open = page.getByRole('button', { name: /^Quick View: / }).first();
  const name = (await open.getAttribute('aria-label'))!.replace(/^Quick View: /, '');
  await open.tap();
  const quickView = page.getByRole('dialog', { name });
  await expect(quickView.getByRole('heading', { name })).toBeVisible();
  await expect(quickView.getByRole('button', { name: 'Add To Bag' })).toBeVisible();
});

test("product page: the first taps on the stepper's plus count once each (one tap 2, three quick taps 4)", async ({
  page,
  request,
}) => {
  const detail = await stocked(request, 0);
  await page.goto(productPath(detail));
  const stepper = page.getByRole('main').getByRole('group', { name: 'Quantity' }).first();
  const plus = stepper.getByRole('button', { name: 'Increase quantity' });
  await plus.tap();
  await expect(stepper.getByRole('status', { name: 'Quantity' })).toHaveText('2');

  await page.reload();
  await plus.tap();
  await plus.tap();
  await plus.tap();
  await expect(stepper.getByRole('status', { name: 'Quantity' })).toHaveText('4');
});

test("product page: a signed-in shopper's first tap on DropTrack tracks the product", async ({
  page,
  request,
  shopper,
}) => {
  const detail = await stocked(request, 1);
  await page.goto(productPath(detail));
  await page.getByRole('main').getByRole('button', { name: 'DropTrack' }).first().tap();
  await expect(page.getByText('Tracking price drops for this product').first()).toBeVisible();
  const check = await request.get(`/api/v1/droptrack/check/${detail.product.id}`, { headers: auth(shopper) });
  expect(((await check.json()) as Envelope<boolean>).data).toBe(true);
});

test('check delivery: the first tap on Check with no PIN asks for one', async ({ page, request }) => {
  const detail = await stocked(request, 2);
  await page.goto(productPath(detail));
  const box = page.getByRole('region', { name: 'Check delivery' });
  await box.getByRole('button', { name: 'Check' }).tap();
  await expect(box.getByText('Enter a 6-digit PIN code')).toBeVisible();
  // The form was handled by the island, not sent by the browser (which would have left the page).
  await expect(page).toHaveURL(new RegExp(`${detail.product.id}$`));
});

test("store page: a signed-in shopper's first tap on the heart favourites the store, once", async ({
  page,
  request,
  shopper: _signedIn,
}) => {
  const detail = await stocked(request, 3);
  await page.goto(`/stores/${detail.product.SellerUserId}`);
  const heart = page.getByRole('button', { name: 'Favourite store' });
  await heart.tap();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(toastWith(page, 'Store added to favourites')).toHaveCount(1);
  await expect(page.getByText('Store removed from favourites')).toHaveCount(0);
});
