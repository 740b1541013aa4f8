/**
 * What a shopper's unpaid prepaid orders may hold, as the checkout says it on a 375px phone: a prepaid order
 * of 11 products is refused with what to do, and the bag and the choices stay; Retry payment on an order
 * cancelled meanwhile says it was cancelled; its product cannot wait for payment again at once, and cash on
 * delivery places it. Lines are put in the server cart through the API; everything else is the pages.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import type { Envelope, ProductDetail } from '../../src/lib/api/types.ts';
import { PHONE } from './phone.ts';
import { addAddress } from './shopper-data.ts';
import { addLine, ordersOf, type Pick } from './checkout-data.ts';
import type { Shopper } from './session.ts';
import { lookAt } from './screens.ts';

const auth = (shopper: Shopper) => ({ Authorization: `Bearer ${shopper.accessToken}` });
const bar = (page: Page) => page.getByRole('region', { name: 'Amount to pay and next step' });

/** `count` in-stock variants, one per product, from `startAt` in the catalog, with their product's name. */
async function inStock(request: APIRequestContext, count: number, startAt: number) {
  const response = await request.get('/api/v1/catalog/products?limit=200');
  expect(response.status()).toBe(200);
  const items = ((await response.json()) as Envelope<{ items: ProductDetail[] }>).data.items;
  const picks: (Pick & { name: string })[] = [];
  for (const detail of [...items.slice(startAt), ...items.slice(0, startAt)]) {
    const variant = detail.varient.find((v) => v.VarientQuantity > 10);
    if (!variant) continue;
    picks.push({
      productId: detail.product.id,
      variantId: variant.id,
      sellerId: detail.product.SellerUserId,
      price: variant.VarientPrice,
      name: detail.product.productName,
    });
    if (picks.length === count) return picks;
  }
  throw new Error(`fewer than ${count} products in stock`);
}

async function bagCount(request: APIRequestContext, shopper: Shopper) {
  const response = await request.get('/api/v1/userCart', { headers: auth(shopper) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as Envelope<unknown[]>).data.length;
}

/**
 * The message is on screen whole, above the bottom bar, without the shopper scrolling to it. The page scrolls
 * smoothly, so the position is polled until the scroll has brought the message clear of the bar.
 */
async function expectReadable(page: Page, message: Locator) {
  await expect(message).toBeInViewport({ ratio: 1 });
  const clearance = async () => {
    const [box, barBox] = [(await message.boundingBox())!, (await bar(page).boundingBox())!];
    return barBox.y - (box.y + box.height);
  };
  await expect.poll(clearance, { message: 'the message ends above the bar' }).toBeGreaterThanOrEqual(0);
}

/** From the bag through the address (the one saved is chosen) to the payment step, with the bar's links. */
async function toPayment(page: Page) {
  await page.goto('/checkout/order-summary');
  await bar(page).getByRole('link', { name: 'Select Address' }).tap();
  await expect(page).toHaveURL(/\/checkout\/address$/);
  await expect(page.getByRole('radio').first()).toBeChecked();
  await bar(page).getByRole('link', { name: 'Select Address' }).tap();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
}

test.use(PHONE);

test('a prepaid order of 11 products is refused with what to do; the bag and the payment choice stay', async ({
  page,
  request,
  shopper,
}) => {
  const picks = await inStock(request, 11, 60);
  for (const pick of picks) await addLine(request, shopper, pick);
  await addAddress(request, shopper);
  await toPayment(page);
  await page.getByRole('radio', { name: /Prepaid/ }).tap();
  await bar(page).getByRole('button', { name: 'Place Order' }).tap();

  const alert = page.getByRole('alert');
  await expect(alert).toHaveText(
    'Failed to create new order. Orders waiting for payment may hold at most 10 products and 20 items in all, and this order has 11 products (11 items). Remove some from your bag, or choose Cash on Delivery. Your bag and choices are kept: try again.',
  );
  await expectReadable(page, alert);
  await lookAt(page, 'too-much-unpaid-375');
  await expect(page.getByRole('radio', { name: /Prepaid/ })).toBeChecked();
  await expect(bar(page).getByRole('button', { name: 'Place Order' })).toBeEnabled();
  expect(await ordersOf(request, shopper)).toHaveLength(0);
  expect(await bagCount(request, shopper)).toBe(11);
  await page.getByRole('navigation', { name: 'Checkout steps' }).getByRole('link', { name: /Bag/ }).tap();
  await expect(page.getByRole('main').getByRole('listitem', { name: picks[10]!.name, exact: true })).toBeVisible();
});

test('Retry payment on an order cancelled meanwhile says so; its product cannot wait for payment again yet, cash on delivery places it', async ({
  page,
  request,
  shopper,
}) => {
  const [pick] = await inStock(request, 1, 90);
  await addLine(request, shopper, pick!);
  await addAddress(request, shopper);
  await toPayment(page);
  await page.getByRole('radio', { name: /Prepaid/ }).tap();
  await bar(page).getByRole('button', { name: 'Place Order' }).tap();
  await expect(page).toHaveURL(/\/api\/v1\/payment\/test-checkout\?/);
  await page.getByRole('button', { name: 'Fail' }).tap();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await expect(page.getByText('The payment did not go through.')).toBeVisible();

  // Cancelled from My Orders (another tab), unpaid.
  const [order] = await ordersOf(request, shopper);
  const cancelled = await request.post(`/api/v1/orders/${order!.orderId}/cancel`, {
    headers: auth(shopper),
    data: { reasonType: 'Change of Mind', reasonText: '' },
  });
  expect(cancelled.status()).toBe(200);
  await page.getByRole('button', { name: 'Retry payment' }).tap();
  const closed = page.getByRole('region', { name: 'Nothing to pay' });
  await expect(closed.getByRole('alert')).toHaveText('This order was cancelled, so there is nothing to pay.');
  await expect(closed).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('button', { name: 'Retry payment' })).toHaveCount(0);
  await expect(closed.getByRole('link', { name: 'View My Orders' })).toHaveAttribute('href', '/my-orders');
  await lookAt(page, 'retry-cancelled-375', { fullPage: true });

  // The same product again, prepaid: refused for now, with the way to order it at once.
  await addLine(request, shopper, pick!);
  await toPayment(page);
  await expect(page.getByRole('radio', { name: /Prepaid/ })).toBeChecked();
  await bar(page).getByRole('button', { name: 'Place Order' }).tap();
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText(
    new RegExp(
      `^Failed to create new order\\. ${pick!.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} was in an unpaid order of yours that was cancelled, so it cannot wait for payment again for 1[45] more minutes\\. Choose Cash on Delivery to order it now\\. Your bag and choices are kept: try again\\.$`,
    ),
  );
  await expectReadable(page, alert);
  await lookAt(page, 'paused-after-cancel-375');
  expect(await bagCount(request, shopper)).toBe(1);

  await page.getByRole('radio', { name: /Cash on Delivery/ }).tap();
  await bar(page).getByRole('button', { name: 'Place Order' }).tap();
  await expect(page.getByRole('dialog', { name: 'Order Placed' })).toBeVisible();
  expect(await ordersOf(request, shopper)).toHaveLength(2);
});
