/**
 * The three-step checkout as a shopper uses it (shopper-core §2 Checkout, §4, §5, §7): lines are put in the
 * server cart through the API, the shopper signs in with stored tokens, and everything else is the pages.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { addAddress } from './shopper-data.ts';
import { addAddressInModal, creditWallet, orderOf, ordersOf, fillBag, twoStores } from './checkout-data.ts';

const toast = (page: Page, text: string) => page.locator('[data-toaster]').getByText(text, { exact: true });
const priceBox = (page: Page) => page.getByRole('region', { name: /Price details/ });
const step = (page: Page) => page.getByRole('navigation', { name: 'Checkout steps' }).locator('[aria-current="step"]');

async function toPayment(page: Page) {
  await page.goto('/checkout/order-summary');
  await priceBox(page).getByText('Amount to pay', { exact: true }).waitFor();
  await page.getByRole('link', { name: 'Select Address' }).click();
  await expect(page).toHaveURL(/\/checkout\/address$/);
  await expect(page.getByRole('radio').first()).toBeChecked();
  await page.getByRole('link', { name: 'Select Address' }).click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
}

test('COD: a coupon on one store, the wallet, a new address with PIN lookup, then "Order Placed" and the badge cleared', async ({
  page,
  request,
  shopper,
}) => {
  // The whole journey with five accessibility scans: longer than one screen's test.
  test.slow();
  const { withCoupon, other } = await twoStores(request, 0);
  await fillBag(request, shopper, [withCoupon, other]);
  await creditWallet(request, shopper, 150);

  await page.goto('/checkout/order-summary');
  await expect(step(page)).toHaveText(/Bag/);
  // Two stores, each with its own coupon control.
  await expect(page.getByRole('button', { name: /Apply coupon for/ })).toHaveCount(2);
  await expect(priceBox(page).getByText('Amount to pay', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The coupon modal: the store's coupons with their terms; apply one.
  await page
    .getByRole('button', { name: /Apply coupon for/ })
    .first()
    .click();
  const modal = page.getByRole('dialog', { name: /^Coupons for/ });
  await expect(modal).toBeVisible();
  const coupon = modal.getByRole('listitem').filter({ hasText: withCoupon.coupon.couponName });
  await expect(coupon).toContainText(`${withCoupon.coupon.discountPercent}% off, up to ₹1500`);
  await expect(coupon).toContainText(/Valid till [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await expectNoSeriousA11yViolations(page);
  await coupon.getByRole('button', { name: `Apply ${withCoupon.coupon.couponName}` }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByText('Coupon Applied')).toBeVisible();
  await expect(page.getByRole('button', { name: /Apply coupon for/ })).toHaveCount(1);
  await expect(priceBox(page).getByText(/^Coupon \(/)).toBeVisible();

  // The wallet: its balance, and the money it takes off.
  const walletSwitch = page.getByRole('switch', { name: /Use Vastra Money/ });
  await expect(page.getByText('Balance ₹150.00')).toBeVisible();
  await walletSwitch.check();
  await expect(priceBox(page).getByText('Vastra Money', { exact: true })).toBeVisible();
  await expect(priceBox(page).getByText('−₹150.00')).toBeVisible();
  await expect(priceBox(page).getByText('GST included in prices')).toBeVisible();

  await page.getByRole('link', { name: 'Select Address' }).click();
  await expect(page).toHaveURL(/\/checkout\/address$/);
  await expect(step(page)).toHaveText(/Address/);
  await expect(page.getByText('You have no saved addresses yet.', { exact: false })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A new address in the modal, with the PIN lookup filling city and state.
  await addAddressInModal(page, 'Asha Rao', shopper.phone, '14 Janpath');

  await page.getByRole('link', { name: 'Select Address' }).click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await expect(step(page)).toHaveText(/Payment/);
  await expectNoSeriousA11yViolations(page);

  // No mode: the spec's warning, and nothing is placed.
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(toast(page, 'Please select a payment mode.')).toBeVisible();
  expect(await ordersOf(request, shopper)).toHaveLength(0);

  await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  const placed = page.getByRole('dialog', { name: 'Order Placed' });
  await expect(placed).toBeVisible();
  await expect(placed.getByRole('link', { name: 'Continue shopping' })).toBeVisible();
  // The bag's record keeps the server's answer: the ordered lines have left the cart.
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('vastra:bag') ?? 'null')?.cart))
    .toEqual([]);
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('vastra:checkout') ?? '{}').attempt ?? null))
    .toBeNull();

  // One order per store; the coupon on one, the wallet money spread over them.
  const orders = await ordersOf(request, shopper);
  expect(orders).toHaveLength(2);
  const details = await Promise.all(orders.map((o) => orderOf(request, shopper, o.orderId)));
  expect(details.map((d) => d.orderType)).toEqual(['Cod', 'Cod']);
  expect(details.filter((d) => d.charges.coupon > 0)).toHaveLength(1);
  expect(details.reduce((sum, d) => sum + d.charges.walletUsed, 0)).toBeCloseTo(150, 2);

  await placed.getByRole('link', { name: 'Continue shopping' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('Prepaid: a failed payment keeps the order unpaid; "Retry payment" pays the same order (one order)', async ({
  page,
  request,
  shopper,
}) => {
  const { withCoupon } = await twoStores(request, 40);
  await fillBag(request, shopper, [withCoupon]);
  await addAddress(request, shopper);
  await toPayment(page);
  await page.getByRole('radio', { name: /Prepaid/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();

  // The local test provider's hosted checkout, shaped like Razorpay's.
  await expect(page).toHaveURL(/\/api\/v1\/payment\/test-checkout\?/);
  await expect(page.getByRole('heading', { name: 'Vastra' })).toBeVisible();
  await expect(page.getByText(shopper.phone)).toBeVisible();
  await page.getByRole('button', { name: 'Fail' }).click();

  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await expect(page.getByText('The payment did not go through.')).toBeVisible();
  const orders = await ordersOf(request, shopper);
  expect(orders).toHaveLength(1);
  expect((await orderOf(request, shopper, orders[0]!.orderId)).paymentStatus).toBe('failed');
  // The bag is empty now: the price box shows the placed order's own figures, never "Working out your total".
  await expect(priceBox(page).getByText('Amount to pay', { exact: true })).toBeVisible();
  await expect(priceBox(page)).not.toContainText('Working out your total');
  await expect(priceBox(page)).toContainText('(1 item)');

  await page.getByRole('button', { name: 'Retry payment' }).click();
  await expect(page).toHaveURL(/\/api\/v1\/payment\/test-checkout\?/);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('dialog', { name: 'Order Placed' })).toBeVisible();

  const after = await ordersOf(request, shopper);
  expect(after.map((o) => o.orderId)).toEqual(orders.map((o) => o.orderId));
  expect((await orderOf(request, shopper, after[0]!.orderId)).paymentStatus).toBe('paid');
});

test('Prepaid with the wallet covering the total: no provider opens, the order is paid', async ({
  page,
  request,
  shopper,
}) => {
  const { other } = await twoStores(request, 60);
  await fillBag(request, shopper, [other]);
  await addAddress(request, shopper);
  await creditWallet(request, shopper, 5000);
  await page.goto('/checkout/order-summary');
  await page.getByRole('switch', { name: /Use Vastra Money/ }).check();
  await expect(priceBox(page).getByText('Amount to pay', { exact: true }).locator('..')).toContainText('₹0');
  await toPayment(page);
  await page.getByRole('radio', { name: /Prepaid/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('dialog', { name: 'Order Placed' })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  const orders = await ordersOf(request, shopper);
  expect(orders).toHaveLength(1);
  expect((await orderOf(request, shopper, orders[0]!.orderId)).paymentStatus).toBe('paid');
});

test('a double click on Place Order gives one order', async ({ page, request, shopper }) => {
  const { other } = await twoStores(request, 80);
  await fillBag(request, shopper, [other]);
  await addAddress(request, shopper);
  await toPayment(page);
  await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).dblclick();
  await expect(page.getByRole('dialog', { name: 'Order Placed' })).toBeVisible();
  expect(await ordersOf(request, shopper)).toHaveLength(1);
});

test('a retry and a reload after the reply was lost send the same Idempotency-Key: one order', async ({
  page,
  request,
  shopper,
}) => {
  const { other } = await twoStores(request, 100);
  await fillBag(request, shopper, [other]);
  await addAddress(request, shopper);
  await toPayment(page);
  await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
  // The server places the order, but its answer never reaches the browser (twice).
  const keys: string[] = [];
  await page.route('**/api/v1/newOrder/create', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (keys.length <= 2) {
      await route.fetch();
      await route.abort('connectionreset');
    } else await route.fallback();
  });
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('alert')).toContainText('Failed to create new order.');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect.poll(() => keys.length).toBe(2);
  await expect(page.getByRole('alert')).toContainText('Failed to create new order.');
  expect(await ordersOf(request, shopper)).toHaveLength(1);
  // A reload finishes the attempt with its key: the server answers the order it already made.
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Order Placed' })).toBeVisible();
  expect(keys).toHaveLength(3);
  expect(new Set(keys).size).toBe(1);
  expect(await ordersOf(request, shopper)).toHaveLength(1);
});

test('a reload on the payment step keeps the coupon, the address and the payment mode', async ({
  page,
  request,
  shopper,
}) => {
  const { withCoupon } = await twoStores(request, 120);
  await fillBag(request, shopper, [withCoupon]);
  await addAddress(request, shopper);
  await addAddress(request, shopper, { name: 'Office', addressMain: '9 MG Road' });
  await page.goto('/checkout/order-summary');
  await page.getByRole('button', { name: /Apply coupon for/ }).click();
  await page.getByRole('button', { name: `Apply ${withCoupon.coupon.couponName}` }).click();
  await expect(page.getByText('Coupon Applied')).toBeVisible();
  await page.getByRole('link', { name: 'Select Address' }).click();
  await page.getByRole('radio', { name: /9 MG Road/ }).check();
  await page.getByRole('link', { name: 'Select Address' }).click();
  await page.getByRole('radio', { name: /Prepaid/ }).check();

  await page.reload();
  await expect(page.getByRole('radio', { name: /Prepaid/ })).toBeChecked();
  await expect(priceBox(page).getByText(/^Coupon \(/)).toBeVisible();
  await expect(page.getByRole('region', { name: /Delivering to/ })).toContainText('9 MG Road');
  await page
    .getByRole('navigation', { name: 'Checkout steps' })
    .getByRole('link', { name: /Address/ })
    .click();
  await expect(page.getByRole('radio', { name: /9 MG Road/ })).toBeChecked();

  // The coupon comes off with its remove button.
  await page.getByRole('navigation', { name: 'Checkout steps' }).getByRole('link', { name: /Bag/ }).click();
  await page.getByRole('button', { name: /^Remove coupon for/ }).click();
  await expect(page.getByText('Coupon Applied')).toBeHidden();
  await expect(priceBox(page).getByText(/^Coupon \(/)).toBeHidden();
  await expect(page.getByRole('button', { name: /Apply coupon for/ })).toBeVisible();
});

test('a visitor opening a step goes to login, returning to that step', async ({ page }) => {
  await page.goto('/checkout/payment');
  await expect(page).toHaveURL(/\/auth\/login\?next=%2Fcheckout%2Fpayment$/);
  await page.goto('/checkout/address');
  await expect(page).toHaveURL(/\/auth\/login\?next=%2Fcheckout%2Faddress$/);
});

test('a step opened without what it needs goes back: an empty bag to order summary, no address to address', async ({
  page,
  request,
  shopper,
}) => {
  const { other } = await twoStores(request, 160);
  await page.goto('/checkout/payment');
  await expect(page).toHaveURL(/\/checkout\/order-summary$/);
  await expect(page.getByRole('heading', { name: 'Your bag is empty' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
  const { addLine } = await import('./checkout-data.ts');
  await addLine(request, shopper, other);
  await page.evaluate(() => localStorage.removeItem('vastra:checkout'));
  await page.goto('/checkout/payment');
  await expect(page).toHaveURL(/\/checkout\/address$/);
});

test.describe('at 375px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('every step fits without sideways scrolling and its buttons are reachable', async ({
    page,
    request,
    shopper,
  }) => {
    const { withCoupon, other } = await twoStores(request, 200);
    await fillBag(request, shopper, [withCoupon, other]);
    await addAddress(request, shopper);
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

    await page.goto('/checkout/order-summary');
    await expect(page.getByRole('link', { name: 'Checkout' })).toBeVisible();
    await priceBox(page).getByText('Amount to pay', { exact: true }).waitFor();
    expect(await fits()).toBe(true);
    await page.getByRole('link', { name: 'Select Address' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('link', { name: 'Select Address' })).toBeInViewport();
    await page
      .getByRole('button', { name: /Apply coupon for/ })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: /^Coupons for/ })).toBeVisible();
    expect(await fits()).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'Select Address' }).click();
    await expect(page.getByRole('radio').first()).toBeChecked();
    expect(await fits()).toBe(true);
    await page.getByRole('link', { name: 'Select Address' }).click();
    await expect(page.getByRole('radio', { name: /Prepaid/ })).toBeVisible();
    expect(await fits()).toBe(true);
    // Once the page is whole (the address and the total arrive after the step paints), the button is reachable.
    await expect(page.getByRole('region', { name: /Delivering to/ })).toBeVisible();
    await expect(priceBox(page).getByText('Amount to pay', { exact: true })).toBeVisible();
    const place = page.getByRole('button', { name: 'Place Order' });
    await place.scrollIntoViewIfNeeded();
    await expect(place).toBeInViewport();
    await expect(place).toBeEnabled();
  });
});
