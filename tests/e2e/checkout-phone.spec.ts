/**
 * Buying on a phone: the checkout's bottom bar carries the amount to pay (the price box's
 * own total, read off the page) and the step's action on every step, is on screen without scrolling, and
 * places the order; the checkout has no marketing footer. The order summary's lines change in place with the
 * cart drawer's stepper and Remove, the price box following the server; a failed change keeps the line and
 * says so; the applied coupon is named. At 375px, and the side price box at 1280px. Expected figures are the
 * page's before a change plus the seed's prices, never the app's rule.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import type { Envelope, ProductDetail } from '../../src/lib/api/types.ts';
import { addAddress } from './shopper-data.ts';
import { addLine, ordersOf, fillBag, twoStores, type Pick } from './checkout-data.ts';
import { expectAddsUp } from './breakdown.ts';
import { allProducts } from './catalog.ts';
import { PHONE, holdCalls, toastWith } from './phone.ts';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { storeOnFirstLoad, type Shopper } from './session.ts';
import { expectStill } from './layout-shift.ts';

const bar = (page: Page) => page.getByRole('region', { name: 'Amount to pay and next step' });
const priceBox = (page: Page) => page.getByRole('region', { name: /Price details/ });
const priceRows = (page: Page) => page.getByTestId('price-rows');
const totalText = (page: Page) => priceRows(page).locator('[data-row="total"] dd');
const lineOf = (page: Page, name: string) => page.getByRole('main').getByRole('listitem', { name, exact: true });
const quantityOf = (line: Locator) => line.getByRole('group', { name: 'Quantity' }).locator('output');
const auth = (shopper: Shopper) => ({ Authorization: `Bearer ${shopper.accessToken}` });

async function nameOf(request: APIRequestContext, pick: Pick): Promise<string> {
  const response = await request.get(`/api/v1/product/${pick.productId}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as Envelope<ProductDetail>).data.product.productName;
}

async function cartQuantities(request: APIRequestContext, shopper: Shopper): Promise<Record<string, number>> {
  const response = await request.get('/api/v1/userCart', { headers: auth(shopper) });
  expect(response.status()).toBe(200);
  const lines = ((await response.json()) as Envelope<{ variantId: string; quantity: number }[]>).data;
  return Object.fromEntries(lines.map((l) => [l.variantId, l.quantity]));
}

/** The price box's total as a number of rupees ("₹1,049" → 1049), as the shopper reads it now. */
const totalNow = async (page: Page) => Number(((await totalText(page).textContent()) ?? '').replace(/[^\d.]/g, ''));

/** The price box has its answer (not busy): its total as shown. */
async function shownTotal(page: Page): Promise<string> {
  await expect(priceBox(page)).not.toHaveAttribute('aria-busy', 'true');
  await expect(totalText(page)).toBeVisible();
  return (await totalText(page).textContent())!.trim();
}

/** The bar is on screen as the step opens (no scrolling), with the price box's total. */
async function expectBarWithTotal(page: Page) {
  const total = await shownTotal(page);
  await expect(bar(page)).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => window.scrollY), 'the page was not scrolled').toBe(0);
  await expect(bar(page)).toContainText('Amount to pay');
  await expect(bar(page).getByTestId('bar-amount')).toHaveText(total);
}

/** Scrolled to the very end, the last of the page (the price box, the legal links) is clear of the bar. */
async function expectEndClearOfBar(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const barBox = (await bar(page).boundingBox())!;
  for (const last of [priceBox(page), page.getByRole('contentinfo')]) {
    const box = (await last.boundingBox())!;
    expect(box.y + box.height, 'ends above the bar').toBeLessThanOrEqual(barBox.y + 1);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

test.describe('at 375px', () => {
  test.use(PHONE);

  test('the bottom bar shows the amount to pay and the step action on every step, and Place Order there places the order; no marketing footer', async ({
    page,
    request,
    shopper,
  }) => {
    const { withCoupon, other } = await twoStores(request, 220);
    await fillBag(request, shopper, [withCoupon, other]);
    await addAddress(request, shopper);

    await page.goto('/checkout/order-summary');
    await expectBarWithTotal(page);
    // The lean checkout footer: the legal links only.
    await expect(page.getByText(/Consumer policy/)).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Social' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Follow us' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await expectEndClearOfBar(page);
    await expectNoSeriousA11yViolations(page);

    await bar(page).getByRole('link', { name: 'Select Address' }).tap();
    await expect(page).toHaveURL(/\/checkout\/address$/);
    await expect(page.getByRole('radio').first()).toBeChecked();
    await expectBarWithTotal(page);
    await expect(page.getByText(/Consumer policy/)).toHaveCount(0);

    await bar(page).getByRole('link', { name: 'Select Address' }).tap();
    await expect(page).toHaveURL(/\/checkout\/payment$/);
    await expect(page.getByRole('region', { name: /Delivering to/ })).toBeVisible();
    await page.getByRole('radio', { name: /Cash on Delivery/ }).tap();
    await expectBarWithTotal(page);
    await expect(page.getByText(/Consumer policy/)).toHaveCount(0);
    await expectEndClearOfBar(page);

    // Place Order in the bar: busy while the order is on its way, then Order Placed.
    const place = await holdCalls(page, '**/api/v1/newOrder/create', 'POST');
    await bar(page).getByRole('button', { name: 'Place Order' }).tap();
    await place.arrived;
    const placing = bar(page).getByRole('button', { name: 'Placing your order…' });
    await expect(placing).toBeVisible();
    await expect(placing).toBeDisabled();
    await expect(placing.locator('[class*="spinner"]')).toBeVisible();
    place.release();
    await expect(page.getByRole('dialog', { name: 'Order Placed' })).toBeVisible();
    expect(await ordersOf(request, shopper)).toHaveLength(2);
  });

  test('summary lines change in place: plus adds the item price to the total, the limit and a failed change are said, Remove takes a line out; the coupon is named', async ({
    page,
    request,
    shopper,
  }) => {
    const { withCoupon, other } = await twoStores(request, 240);
    await fillBag(request, shopper, [withCoupon, other]);
    const otherName = await nameOf(request, other);

    await page.goto('/checkout/order-summary');
    const first = await expectAddsUp(priceRows(page));
    await expect(bar(page).getByTestId('bar-amount')).toHaveText(await shownTotal(page));
    const line = lineOf(page, otherName);
    await expect(quantityOf(line)).toHaveText('1');

    // Plus: the line shows 2, the server has 2, and the total rises by the item's price (seed), in the bar too.
    await line.getByRole('button', { name: 'Increase quantity' }).tap();
    await expect(quantityOf(line)).toHaveText('2');
    await expect.poll(() => totalNow(page)).toBe(first.total + other.price);
    const second = await expectAddsUp(priceRows(page));
    expect(second.total).toBe(first.total + other.price);
    await expect(bar(page).getByTestId('bar-amount')).toHaveText(await shownTotal(page));
    await expect(priceBox(page)).toContainText('(3 items)');
    expect((await cartQuantities(request, shopper))[other.variantId]).toBe(2);

    // The drawer's limit and message: 5 of one product at most.
    for (const n of [3, 4, 5]) {
      await line.getByRole('button', { name: 'Increase quantity' }).tap();
      await expect(quantityOf(line)).toHaveText(String(n));
    }
    await line.getByRole('button', { name: 'Increase quantity' }).tap();
    await expect(toastWith(page, 'Max quantity is 5 for one product.')).toBeVisible();
    await expect(quantityOf(line)).toHaveText('5');
    await expect.poll(() => totalNow(page)).toBe(first.total + 4 * other.price);
    const atFive = await shownTotal(page);

    // A change the server refuses: the line goes back to 5, the total stays, and the shopper is told.
    await page.route('**/api/v1/userCart**', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: '{"message":"Server error","data":null}',
          })
        : route.fallback(),
    );
    await line.getByRole('button', { name: 'Decrease quantity' }).tap();
    await expect(toastWith(page, 'Failed to update product quaantity in cart.')).toBeVisible();
    await expect(quantityOf(line)).toHaveText('5');
    expect(await shownTotal(page)).toBe(atFive);
    await expect(bar(page).getByTestId('bar-amount')).toHaveText(atFive);
    expect((await cartQuantities(request, shopper))[other.variantId]).toBe(5);
    await page.unroute('**/api/v1/userCart**');

    // Remove: the line goes (no confirmation, as in the drawer) and the total is the other store's line alone.
    await line.getByRole('button', { name: `Remove ${otherName}` }).tap();
    await expect(line).toHaveCount(0);
    await expect.poll(() => totalNow(page)).toBe(first.total - other.price);
    await expect(priceBox(page)).toContainText('(1 item)');
    await expect(bar(page).getByTestId('bar-amount')).toHaveText(await shownTotal(page));
    expect(await cartQuantities(request, shopper)).toEqual({ [withCoupon.variantId]: 1 });

    // The coupon, named in the price box; the figures still add up.
    await page.getByRole('button', { name: /Apply coupon for/ }).tap();
    await page
      .getByRole('dialog', { name: /^Coupons for/ })
      .getByRole('button', { name: `Apply ${withCoupon.coupon.couponName}` })
      .tap();
    await expect(priceRows(page).getByText(`Coupon (${withCoupon.coupon.couponName})`, { exact: true })).toBeVisible();
    const withOff = await expectAddsUp(priceRows(page));
    expect(withOff.total).toBeLessThan(withCoupon.price);
    await expect(bar(page).getByTestId('bar-amount')).toHaveText(await shownTotal(page));
  });

  test('plus at the stock says "Only N left" in the summary, as in the drawer', async ({ page, request, shopper }) => {
    const products = await allProducts(request);
    const low = products.find(
      (d) => d.varient.length > 0 && d.varient.every((v) => v.VarientQuantity > 0 && v.VarientQuantity < 5),
    );
    expect(low, 'a product whose every variant has 1 to 4 in stock (seed stock fixture)').toBeDefined();
    const variant = low!.varient[0]!;
    await addLine(
      request,
      shopper,
      { productId: low!.product.id, variantId: variant.id, sellerId: low!.product.SellerUserId },
      variant.VarientQuantity,
    );

    await page.goto('/checkout/order-summary');
    const line = lineOf(page, low!.product.productName);
    await expect(quantityOf(line)).toHaveText(String(variant.VarientQuantity));
    await shownTotal(page);
    await line.getByRole('button', { name: 'Increase quantity' }).tap();
    await expect(toastWith(page, `Only ${variant.VarientQuantity} left`)).toBeVisible();
    await expect(quantityOf(line)).toHaveText(String(variant.VarientQuantity));
    expect(Object.values(await cartQuantities(request, shopper))).toEqual([variant.VarientQuantity]);
  });

  test('the payment choices, and the page, stay where the thumb saw them when the delivery address arrives', async ({
    page,
    request,
    shopper,
  }) => {
    const { other } = await twoStores(request, 240);
    await fillBag(request, shopper, [other]);
    const addressId = await addAddress(request, shopper);
    // Straight to payment with the address chosen on the step before; the address list is held.
    await storeOnFirstLoad(page, { 'vastra:checkout': JSON.stringify({ addressId }) });
    const addresses = await holdCalls(page, '**/api/v1/address/getAll', 'GET');
    // The bag's read comes after the address's here (it may on a phone): the delivery line waits for it.
    const bag = await holdCalls(page, '**/api/v1/userCart', 'GET');
    await page.goto('/checkout/payment');
    const prepaid = page.getByRole('radio', { name: /Prepaid/ });
    await expect(prepaid).toBeVisible();
    await addresses.arrived;
    const before = (await prepaid.boundingBox())!;
    addresses.release();
    const deliverTo = page.getByRole('region', { name: /Delivering to/ });
    await expect(deliverTo).toBeVisible();
    expect((await prepaid.boundingBox())!.y).toBe(before.y);
    await bag.arrived;
    bag.release();
    await expect(deliverTo.getByText(/^Delivery by /)).toBeVisible();
    // Nor does the price box under the step: it waits for the address before it shows, and the delivery line
    // above it holds its place until the bag is read.
    await expect(page.getByRole('region', { name: /Price details/ })).toBeVisible();
    await expectStill(page);
  });
});

test.describe('at 1280px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the price box stays beside the step with its own button, and there is no bottom bar', async ({
    page,
    request,
    shopper,
  }) => {
    const { other } = await twoStores(request, 260);
    await fillBag(request, shopper, [other]);
    await page.goto('/checkout/order-summary');
    await shownTotal(page);
    await expect(bar(page)).toBeHidden();
    const side = (await priceBox(page).boundingBox())!;
    const heading = (await page.getByRole('heading', { name: 'Order summary' }).boundingBox())!;
    expect(side.x, 'the price box is to the right of the step').toBeGreaterThan(heading.x + heading.width);
    await expect(priceBox(page).getByRole('link', { name: 'Select Address' })).toBeInViewport();
    await expect(page.getByText(/Consumer policy/)).toHaveCount(0);
  });
});
