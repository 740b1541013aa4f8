/**
 * The bag works offline and money offline says it is not live: an add made offline is in
 * the drawer and the badge at once and reaches the server cart when the phone is back online; the drawer
 * opened offline shows the last known bag, labelled; checkout offline says it needs a connection and loses
 * nothing; a price whose live check could not run says so. At 375px, offline through context.setOffline.
 */
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import type { ProductDetail, Varient } from '../../src/lib/api/types.ts';
import { allProducts, productPath } from './catalog.ts';
import type { Tokens } from './session.ts';
import { bagButton, cartDrawer, closeCartDrawer, keptOutbox } from './bag.ts';
import { PHONE, PRICE_LAST_KNOWN, PRICE_NOT_CHECKED, buyBoxReady } from './phone.ts';
import { addAddress } from './shopper-data.ts';
import { fillBag, twoStores } from './checkout-data.ts';
import { lookAt } from './screens.ts';

test.use(PHONE);

const BAG_NOT_LIVE = "Not live: you're offline. Prices are as last seen; your changes are sent when you're back.";
const CHECKOUT_OFFLINE = "You're offline. Checkout needs a connection: your bag and details are kept.";
const ANY_NOT_LIVE = /couldn't check the live price|Last known price/;
const auth = (tokens: Tokens) => ({ Authorization: `Bearer ${tokens.accessToken}` });

/** Products whose first variant has 6 or more in stock, each with a name of its own. */
function plentiful(products: ProductDetail[]): { detail: ProductDetail; variant: Varient }[] {
  const unique = (d: ProductDetail) =>
    products.filter((o) => o.product.productName === d.product.productName).length === 1;
  return products
    .filter((d) => d.varient.length > 0 && d.varient[0]!.VarientQuantity >= 6 && unique(d))
    .map((detail) => ({ detail, variant: detail.varient[0]! }));
}

async function cartOf(request: APIRequestContext, tokens: Tokens): Promise<Record<string, number>> {
  const response = await request.get('/api/v1/userCart', { headers: auth(tokens) });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: { variantId: string; quantity: number }[] };
  return Object.fromEntries(body.data.map((line) => [line.variantId, line.quantity]));
}

/**
 * Opens and closes the drawer once online, so its code is on the phone (the service worker keeps it for a
 * phone that loads pages offline; this branch's tests run without one).
 */
async function drawerCodeLoaded(page: Page) {
  await bagButton(page).tap();
  await expect(cartDrawer(page).getByRole('tab', { name: 'Checkout' })).toBeVisible();
  await closeCartDrawer(page);
}

const lineNamed = (page: Page, name: string) => cartDrawer(page).getByRole('listitem', { name, exact: true });
const quantityOf = (page: Page, name: string) =>
  lineNamed(page, name).getByRole('group', { name: 'Quantity' }).locator('output');

test('an add made offline is in the drawer at once, changes there, and reaches the server cart once back online', async ({
  page,
  context,
  request,
  shopper,
}) => {
  test.slow();
  // The bag changed at once: the drawer shows the line (as the shopper saw it) and says it is not live.
  const { pick, name } = await addOffline(page, context, request, 11);
  await expect(cartDrawer(page).getByText(BAG_NOT_LIVE, { exact: true })).toBeVisible();
  await expect(cartDrawer(page).getByText(/^Failed to|Try again/)).toHaveCount(0);
  await expect(bagButton(page)).toHaveAccessibleName('Bag, 1 item');
  // Its picture shows, though the drawer's width of it was never fetched online (the product page's is kept).
  await expect
    .poll(() =>
      lineNamed(page, name)
        .locator('img')
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    )
    .toBe(true);
  // Its store is not known until the server has the line: no free-delivery figure that could be wrong.
  await expect(cartDrawer(page).getByRole('list', { name: 'Free delivery' })).toHaveCount(0);
  await lookAt(page, 'bag-offline-375');
  // Changed again before anything is sent: still one line, now 2.
  await lineNamed(page, name).getByRole('button', { name: 'Increase quantity' }).tap();
  await expect(quantityOf(page, name)).toHaveText('2');
  await expect(bagButton(page)).toHaveAccessibleName('Bag, 2 items');
  expect(await cartOf(request, shopper)).toEqual({});

  await context.setOffline(false);
  await expect.poll(() => cartOf(request, shopper)).toEqual({ [pick.variant.id]: 2 });
  // The drawer reads the cart again: the server's line, live.
  await expect(cartDrawer(page).getByText(BAG_NOT_LIVE, { exact: true })).toBeHidden();
  await expect(quantityOf(page, name)).toHaveText('2');
});

/** On the `nth` plentiful product's page, with the drawer's code loaded, goes offline and taps Add To Bag once. */
async function addOffline(page: Page, context: BrowserContext, request: APIRequestContext, nth: number) {
  const [pick] = plentiful(await allProducts(request)).slice(nth);
  const name = pick!.detail.product.productName;
  await page.goto(`${productPath(pick!.detail)}?variant=${pick!.variant.id}`);
  await buyBoxReady(page);
  await expect(bagButton(page)).toHaveAccessibleName('Bag, 0 items');
  await drawerCodeLoaded(page);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Add To Bag' }).tap();
  await expect(quantityOf(page, name)).toHaveText('1');
  return { pick: pick!, name };
}

/**
 * Adds the `nth` plentiful product offline; back online, the add reaches the server and its answer is lost on the
 * way back: only the first, or (`everyAnswer`) every one until `answers.lost` is set false. Answers the product, its
 * name, the Idempotency-Key of every POST sent, and that switch.
 */
async function addWithLostAnswer(
  page: Page,
  context: BrowserContext,
  request: APIRequestContext,
  shopper: Tokens,
  nth: number,
  { everyAnswer = false } = {},
) {
  const { pick, name } = await addOffline(page, context, request, nth);
  const keys: string[] = [];
  const answers = { lost: true };
  await page.route('**/api/v1/userCart', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (!answers.lost || (!everyAnswer && keys.length > 1)) return route.fallback();
    await route.fetch();
    await route.abort('connectionreset');
  });
  await context.setOffline(false);
  await expect.poll(() => cartOf(request, shopper)).toEqual({ [pick.variant.id]: 1 });
  return { pick, name, keys, answers };
}

test('an add made offline whose answer is lost on the way back is applied once: sent again with the same key, until the next load', async ({
  page,
  context,
  request,
  shopper,
}) => {
  test.slow();
  const { pick, keys, answers } = await addWithLostAnswer(page, context, request, shopper, 21, { everyAnswer: true });
  // No answer: the entry is kept, with its key, and tried again while the phone is online.
  expect(await keptOutbox(page)).toMatchObject([{ kind: 'add', variantId: pick.variant.id, key: keys[0] }]);
  await expect.poll(() => keys.length).toBeGreaterThan(1);
  expect(await cartOf(request, shopper)).toEqual({ [pick.variant.id]: 1 });

  answers.lost = false;
  await page.reload();
  await expect.poll(() => keptOutbox(page)).toEqual([]);
  // Every attempt carried the one key, and it was applied once: one tap, one in the bag.
  expect(new Set(keys)).toEqual(new Set([keys[0]]));
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(await cartOf(request, shopper)).toEqual({ [pick.variant.id]: 1 });
  await expect(bagButton(page)).toHaveAccessibleName('Bag, 1 item');
});

test('two tabs open when the connection comes back send an add kept offline once: one request, under its key', async ({
  page,
  context,
  request,
  shopper,
}) => {
  test.slow();
  // A second tab of the same shop, its bag on the phone too, open beside the first through the offline spell.
  const second = await context.newPage();
  await second.goto('/privacy-policy');
  await drawerCodeLoaded(second);
  const { pick } = await addOffline(page, context, request, 25);
  await expect(bagButton(second)).toHaveAccessibleName('Bag, 1 item');

  const keys: string[] = [];
  await context.route('**/api/v1/userCart', async (route) => {
    if (route.request().method() === 'POST') keys.push(route.request().headers()['idempotency-key'] ?? '');
    await route.fallback();
  });
  await context.setOffline(false);
  await expect.poll(() => cartOf(request, shopper)).toEqual({ [pick.variant.id]: 1 });
  // The outbox the phone keeps is empty, and the second tab shows the bag the server has.
  await expect.poll(() => keptOutbox(second)).toEqual([]);
  await expect.poll(() => keptOutbox(page)).toEqual([]);
  await expect(bagButton(second)).toHaveAccessibleName('Bag, 1 item');
  expect(keys).toHaveLength(1);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
});

test('a line whose add went out without an answer, changed in the drawer, ends at the quantity shown: the add is not sent twice', async ({
  page,
  context,
  request,
  shopper,
}) => {
  test.slow();
  const { pick, name, keys } = await addWithLostAnswer(page, context, request, shopper, 22);

  // The server has the add; the page does not know. The shopper asks for one more.
  await lineNamed(page, name).getByRole('button', { name: 'Increase quantity' }).tap();
  await expect(quantityOf(page, name)).toHaveText('2');
  await expect.poll(() => keptOutbox(page)).toEqual([]);
  expect(await cartOf(request, shopper)).toEqual({ [pick.variant.id]: 2 });
  // Every add sent was the one add, under its one key.
  expect(new Set(keys)).toEqual(new Set([keys[0]]));
  await expect(bagButton(page)).toHaveAccessibleName('Bag, 2 items');
});

test('the drawer opened offline shows the last known bag labelled not live, and a removal there is sent later', async ({
  page,
  context,
  request,
  shopper,
}) => {
  test.slow();
  const [first, second] = plentiful(await allProducts(request)).slice(13);
  for (const pick of [first!, second!]) {
    const added = await request.post('/api/v1/userCart', {
      headers: auth(shopper),
      data: { productId: pick.detail.product.id, varaint: pick.variant.id, quantity: 2, reference: false },
    });
    expect(added.status()).toBe(200);
  }
  await page.goto('/privacy-policy');
  await drawerCodeLoaded(page);
  // The next page reads the bag for the badge (and keeps it); its drawer has not read the bag.
  await page.goto('/terms-and-conditions');
  await expect(bagButton(page)).toHaveAccessibleName('Bag, 4 items');

  await context.setOffline(true);
  await bagButton(page).tap();
  await expect(cartDrawer(page).getByText(BAG_NOT_LIVE, { exact: true })).toBeVisible();
  await expect(quantityOf(page, first!.detail.product.productName)).toHaveText('2');
  await expect(quantityOf(page, second!.detail.product.productName)).toHaveText('2');
  await expect(cartDrawer(page).getByRole('alert')).toHaveCount(0);
  await lineNamed(page, first!.detail.product.productName)
    .getByRole('button', { name: /^Remove/ })
    .tap();
  await expect(lineNamed(page, first!.detail.product.productName)).toHaveCount(0);
  await expect(bagButton(page)).toHaveAccessibleName('Bag, 2 items');

  // The connection is back, but the first send gets no answer: the sender tries again by itself.
  let removals = 0;
  await page.route('**/api/v1/userCart**', (route) =>
    route.request().method() === 'DELETE' && ++removals === 1 ? route.abort('internetdisconnected') : route.fallback(),
  );
  await context.setOffline(false);
  await expect.poll(() => cartOf(request, shopper)).toEqual({ [second!.variant.id]: 2 });
  expect(removals).toBe(2);
  await expect(bagButton(page)).toHaveAccessibleName('Bag, 2 items');
});

test("a visitor's bag opened offline keeps its lines and says their prices are not live", async ({
  page,
  context,
  request,
}) => {
  const [pick] = plentiful(await allProducts(request)).slice(19);
  const name = pick!.detail.product.productName;
  await page.goto(`${productPath(pick!.detail)}?variant=${pick!.variant.id}`);
  // A visitor's buy box wakes on this first tap (replayed once it has).
  await page.getByRole('button', { name: 'Add To Bag' }).tap();
  await expect(quantityOf(page, name)).toHaveText('1');
  await expect(cartDrawer(page).getByText(/^Not live/)).toHaveCount(0);
  await closeCartDrawer(page);

  await context.setOffline(true);
  await bagButton(page).tap();
  await expect(quantityOf(page, name)).toHaveText('1');
  await expect(
    cartDrawer(page).getByText("Not live: couldn't check the prices now. They are as you added them.", { exact: true }),
  ).toBeVisible();
});

test('checkout offline says it needs a connection, holds Place Order, and loses nothing', async ({
  page,
  context,
  request,
  shopper,
}) => {
  // Sign-up, a bag, an address and three checkout steps before the point of the test.
  test.slow();
  const { withCoupon, other } = await twoStores(request, 260);
  await fillBag(request, shopper, [withCoupon, other]);
  await addAddress(request, shopper);
  await page.goto('/checkout/address');
  await expect(page.getByRole('radio').first()).toBeChecked();
  await page.getByRole('region', { name: 'Amount to pay and next step' }).getByRole('link').tap();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await page.getByRole('radio', { name: /Cash on Delivery/ }).tap();
  const bar = page.getByRole('region', { name: 'Amount to pay and next step' });
  const place = bar.getByRole('button', { name: /Place Order/ });
  await expect(place).toBeEnabled();

  await context.setOffline(true);
  await expect(page.getByRole('alert').filter({ hasText: CHECKOUT_OFFLINE })).toBeVisible();
  await expect(place).toBeDisabled();
  await expect(place).toContainText('Needs a connection');
  await lookAt(page, 'checkout-offline-375');
  // Nothing wiped: the chosen payment and address are still there, the server cart is whole.
  await expect(page.getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked();
  await expect(page.getByRole('region', { name: /Delivering to/ })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText(CHECKOUT_OFFLINE)).toBeHidden();
  await expect(place).toBeEnabled();
  await expect(place).not.toContainText('Needs a connection');
  await expect(page.getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked();
  const cart = await request.get('/api/v1/userCart', { headers: auth(shopper) });
  expect(((await cart.json()) as { data: unknown[] }).data).toHaveLength(2);
});

test('a price whose live check could not run says so, and the label goes once the check runs', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  const [pick] = plentiful(await allProducts(request)).slice(17);
  const live = `**/api/v1/product/${pick!.detail.product.id}`;
  await page.route(live, (route) => route.abort('failed'));
  await page.goto(productPath(pick!.detail));
  const price = page.locator('[data-live-price]');
  await expect(price.getByText(PRICE_NOT_CHECKED)).toBeVisible();
  // The phone's sticky bar repeats the price, and says it too.
  await expect(page.locator('[data-sticky-buy]').getByText('Price not live', { exact: true })).toBeVisible();
  await price.scrollIntoViewIfNeeded();
  await lookAt(page, 'price-not-live-375');

  // The server is back and the phone comes back online: checked, and the label goes.
  await page.unroute(live);
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(price.getByText(ANY_NOT_LIVE)).toBeHidden();
  await expect(page.locator('[data-sticky-buy]').getByText('Price not live')).toBeHidden();

  // Offline after a live check, the price shown is the last known, and says so.
  await context.setOffline(true);
  await expect(price.getByText(PRICE_LAST_KNOWN)).toBeVisible();
  await expect(page.locator('[data-sticky-buy]').getByText('Price not live', { exact: true })).toBeVisible();
  await context.setOffline(false);
  await expect(price.getByText(ANY_NOT_LIVE)).toBeHidden();
});
