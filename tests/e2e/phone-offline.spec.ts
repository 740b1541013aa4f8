/**
 * Offline is named: a call that fails because the phone is offline says "You're offline: we'll
 * try again when you're back", never "Failed to …"; bag and wishlist changes made offline are kept and sent
 * when the connection returns (or on the next page load), and a refusal that comes back then is said; a read
 * is asked again by itself. At 375px, offline through context.setOffline.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import type { ProductDetail, Varient } from '../../src/lib/api/types.ts';
import { allProducts, categoryWithChoices, productPath } from './catalog.ts';
import type { Tokens } from './session.ts';
import { bagButton, cartDrawer, closeCartDrawer } from './bag.ts';
import { PHONE, buyBoxReady, toastWith } from './phone.ts';

test.use(PHONE);

const OFFLINE = "You're offline: we'll try again when you're back";
const auth = (tokens: Tokens) => ({ Authorization: `Bearer ${tokens.accessToken}` });

/** Products whose every variant has 6 or more in stock, each with a name of its own. */
function plentiful(products: ProductDetail[]): { detail: ProductDetail; variant: Varient }[] {
  const unique = (d: ProductDetail) =>
    products.filter((o) => o.product.productName === d.product.productName).length === 1;
  return products
    .filter((d) => d.varient.length > 0 && d.varient.every((v) => v.VarientQuantity >= 6) && unique(d))
    .map((detail) => ({ detail, variant: detail.varient[0]! }));
}

async function cartOf(request: APIRequestContext, tokens: Tokens): Promise<Record<string, number>> {
  const body = (await (await request.get('/api/v1/userCart', { headers: auth(tokens) })).json()) as {
    data: { variantId: string; quantity: number }[];
  };
  return Object.fromEntries(body.data.map((line) => [line.variantId, line.quantity]));
}

async function wishlistOf(request: APIRequestContext, tokens: Tokens): Promise<string[]> {
  const body = (await (await request.get('/api/v1/wishlist', { headers: auth(tokens) })).json()) as {
    data: { ProductVarient: { id: string } }[];
  };
  return body.data.map((item) => item.ProductVarient.id);
}

async function addLine(
  request: APIRequestContext,
  tokens: Tokens,
  pick: { detail: ProductDetail; variant: Varient },
  quantity: number,
) {
  const response = await request.post('/api/v1/userCart', {
    headers: auth(tokens),
    data: { productId: pick.detail.product.id, varaint: pick.variant.id, quantity, reference: false },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** No toast says "Failed to …". */
const expectNoFailure = (page: Page) => expect(page.locator('[data-toaster]').getByText(/^Failed to/)).toHaveCount(0);

test('offline, Add To Bag and the wishlist say so, keep the change, and send it once the phone is back online', async ({
  page,
  context,
  request,
  shopper,
}) => {
  // A sign-up, the drawer's code loaded online, then the offline add: slow on a busy machine.
  test.slow();
  const [pick] = plentiful(await allProducts(request)).slice(3);
  await page.goto(`${productPath(pick!.detail)}?variant=${pick!.variant.id}`);
  await buyBoxReady(page);
  await expect(bagButton(page)).toHaveAccessibleName('Bag, 0 items');
  // Once online, so the drawer's code is on the phone (a service worker keeps it for pages loaded offline).
  await bagButton(page).tap();
  await closeCartDrawer(page);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Add To Bag' }).tap();
  await expect(toastWith(page, OFFLINE)).toBeVisible();
  await expectNoFailure(page);
  // Counted at once, though not sent yet, and in the drawer, which opens as after any add.
  await expect(bagButton(page)).toHaveAccessibleName('Bag, 1 item');
  await expect(cartDrawer(page).getByRole('listitem', { name: pick!.detail.product.productName })).toBeVisible();
  await closeCartDrawer(page);
  await page.getByRole('button', { name: 'Add to wishlist' }).tap();
  await expect(page.getByRole('button', { name: 'Remove from wishlist' })).toBeVisible();
  await expect(toastWith(page, OFFLINE)).toBeVisible();
  await expectNoFailure(page);
  expect(await cartOf(request, shopper)).toEqual({});

  await context.setOffline(false);
  await expect.poll(() => cartOf(request, shopper)).toEqual({ [pick!.variant.id]: 1 });
  await expect.poll(() => wishlistOf(request, shopper)).toEqual([pick!.variant.id]);
  await expect(bagButton(page)).toHaveAccessibleName('Bag, 1 item');
});

test('drawer changes made offline outlive the page and are sent on the next page load; a refusal is said then', async ({
  page,
  context,
  request,
  shopper,
}) => {
  // A sign-up, two pages and a refusal: more than the default time on a busy machine.
  test.slow();
  const [first, second] = plentiful(await allProducts(request)).slice(5);
  await addLine(request, shopper, first!, 3);
  await addLine(request, shopper, second!, 5);
  await page.goto(`${productPath(second!.detail)}?variant=${second!.variant.id}`);
  await buyBoxReady(page);
  await bagButton(page).tap();
  const drawer = cartDrawer(page);
  const line = drawer.getByRole('listitem', { name: first!.detail.product.productName, exact: true });
  await expect(line.getByRole('group', { name: 'Quantity' }).locator('output')).toHaveText('3');

  await context.setOffline(true);
  await line.getByRole('button', { name: 'Increase quantity' }).tap();
  await expect(toastWith(page, OFFLINE)).toBeVisible();
  // The change stays as made, not put back.
  await expect(line.getByRole('group', { name: 'Quantity' }).locator('output')).toHaveText('4');
  await expectNoFailure(page);
  await drawer.getByRole('button', { name: 'Close' }).tap();
  await expect(drawer).toBeHidden();
  // Already 5 of this one in the bag: the server will refuse this add when it arrives.
  await page.getByRole('button', { name: 'Add To Bag' }).tap();
  await expect(toastWith(page, OFFLINE)).toBeVisible();
  await page.close();

  await context.setOffline(false);
  const next = await context.newPage();
  // The header's read of the cart leaves before the kept quantity is sent and comes back after the refusal: an
  // answer older than the bag shown, which must not undo the confirmed 4.
  let readLeft!: () => void;
  const left = new Promise<void>((resolve) => (readLeft = resolve));
  const refused = next.waitForResponse((r) => r.url().endsWith('/api/v1/userCart') && r.request().method() === 'POST');
  let reads = 0;
  await next.route('**/api/v1/userCart', async (route) => {
    const method = route.request().method();
    if (method === 'PUT') await left;
    if (method !== 'GET' || ++reads > 1) return route.fallback();
    const older = await route.fetch();
    readLeft();
    await refused;
    await route.fulfill({ response: older });
  });
  // Watched from the first byte: the refusal is said for 3 s as soon as the kept changes are sent, which on a
  // busy machine can be before the page's load event.
  await next.goto('/privacy-policy', { waitUntil: 'commit' });
  await expect(toastWith(next, 'Max quantity is 5 for one product.')).toBeVisible();
  await expect.poll(() => cartOf(request, shopper)).toEqual({ [first!.variant.id]: 4, [second!.variant.id]: 5 });
  await expect(bagButton(next)).toHaveAccessibleName('Bag, 9 items');
});

test('a quick view opened offline says so and loads by itself once the phone is back online', async ({
  page,
  context,
  request,
}) => {
  const { path } = await categoryWithChoices(request);
  await page.goto(path);
  const buttons = page.getByRole('button', { name: /^Quick View: / });
  // Once online, so the quick view's code is on the phone.
  const firstName = (await buttons.first().getAttribute('aria-label'))!.replace(/^Quick View: /, '');
  await buttons.first().tap();
  const first = page.getByRole('dialog', { name: firstName });
  await expect(first.getByRole('button', { name: 'Add to wishlist' })).toBeVisible();
  await first.getByRole('button', { name: 'Close' }).tap();
  await expect(first).toBeHidden();

  await context.setOffline(true);
  const secondName = (await buttons.nth(1).getAttribute('aria-label'))!.replace(/^Quick View: /, '');
  await buttons.nth(1).tap();
  const failed = page.getByRole('dialog', { name: 'Quick view' });
  await expect(failed.getByText(OFFLINE, { exact: true })).toBeVisible();
  await expect(failed.getByText(/^Failed to/)).toHaveCount(0);
  await context.setOffline(false);
  await expect(
    page.getByRole('dialog', { name: secondName }).getByRole('button', { name: 'Add to wishlist' }),
  ).toBeVisible();
});
