/**
 * Money a shopper can trust: every breakdown a shopper reads adds up to the total it shows, at
 * 375 px and 1280 px; payment states follow the money; an unpaid prepaid order can be paid from its page
 * until it expires, and an expired one says so; a return says where its money goes before it is confirmed.
 * Figures are read off the page as a shopper sees them and summed here.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import type { Envelope } from '../../src/lib/api/types.ts';
import type { Shopper } from './session.ts';
import { addAddress, deliver } from './shopper-data.ts';
import { addLine, creditWallet, twoStores } from './checkout-data.ts';
import { expectAddsUp } from './breakdown.ts';
import { PHONE, screenshotsAtBothWidths } from './screens.ts';

const auth = (shopper: Shopper) => ({ Authorization: `Bearer ${shopper.accessToken}` });

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as Envelope<T>).data;
}

type Placed = { orderIds: string[]; checkoutId: string; razorId: string | null };

async function placeWithCoupon(
  request: APIRequestContext,
  shopper: Shopper,
  orderType: 'Cod' | 'Prepaid',
  startAt: number,
  useWallet = false,
): Promise<Placed> {
  const { withCoupon } = await twoStores(request, startAt);
  const addressId = await addAddress(request, shopper);
  return data<Placed>(
    await request.post('/api/v1/newOrder/create', {
      headers: auth(shopper),
      data: {
        orderType,
        addressId,
        useWallet,
        orderData: [
          {
            sellerId: withCoupon.sellerId,
            couponIds: withCoupon.coupon.id,
            productIds: [withCoupon.productId],
            variants: [withCoupon.variantId],
            quantity: [2],
          },
        ],
      },
    }),
  );
}

/** The button that opens the provider names what it charges: "Pay ₹1,899 now". */
const PAY_NOW = /^Pay ₹[\d,.]+ now$/;

const paymentState = (page: Page) => page.getByRole('region', { name: 'Payment' }).getByTestId('payment-state');

// The figures are the same text at every width (only the layout differs): read at a phone's, pictured at both.
test.describe('at 375px, with pictures at 1280px', () => {
  test.use({ viewport: PHONE });

  test('the order page’s figures add up: MRP less the discount, the coupon and the wallet, plus delivery', async ({
    page,
    request,
    shopper,
  }) => {
    await creditWallet(request, shopper, 75);
    const placed = await placeWithCoupon(request, shopper, 'Cod', 3, true);
    await page.goto(`/my-orders/${placed.orderIds[0]}`);
    const summary = page.getByTestId('order-summary');
    const { rows, total } = await expectAddsUp(summary);
    // Every kind of line the order has is there: a coupon and the wallet took something off.
    expect(rows.map((r) => r.key)).toEqual(expect.arrayContaining(['mrp', 'coupon', 'wallet', 'delivery']));
    expect(rows.find((r) => r.key === 'wallet')!.amount).toBe(-75);
    await expect(summary.locator('[data-row="total"] dt')).toHaveText('Amount to pay on delivery');
    expect(total).toBeGreaterThan(0);
    await screenshotsAtBothWidths(page, 'order-page-money', { fullPage: true });
  });

  test('the checkout price box adds up the same way', async ({ page, request, shopper }) => {
    const { withCoupon, other } = await twoStores(request, 5);
    await addLine(request, shopper, withCoupon);
    await addLine(request, shopper, other, 2);
    await page.goto('/checkout/order-summary');
    await expectAddsUp(page.getByTestId('price-rows'));
    await expect(page.getByTestId('price-rows').locator('[data-row="total"] dt')).toHaveText('Amount to pay');
  });
});

test.describe('payment states', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('an unpaid prepaid order says Payment pending in My Orders and on its page, and Pay now pays it there', async ({
    page,
    request,
    shopper,
  }) => {
    const placed = await placeWithCoupon(request, shopper, 'Prepaid', 13);
    await page.goto('/');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'My Orders' }).click();
    await expect(page.getByRole('dialog', { name: 'My Orders' })).toContainText('Payment pending');
    await page.getByRole('dialog', { name: 'My Orders' }).getByRole('link').first().click();

    await expect(page).toHaveURL(new RegExp(`/my-orders/${placed.orderIds[0]}$`));
    await expect(paymentState(page)).toHaveText('Payment pending');
    const payment = page.getByRole('region', { name: 'Payment' });
    await expect(payment).toContainText(/Pay ₹[\d,.]+ by \d{1,2}:\d{2} [AP]M on [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    await expect(page.getByTestId('order-summary').locator('[data-row="total"] dt')).toHaveText('Amount to pay');
    await payment.getByRole('button', { name: PAY_NOW }).click();

    // The provider's sheet (the local test provider's page), then back to the order.
    await expect(page.getByRole('heading', { name: 'Vastra' })).toBeVisible();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/my-orders/${placed.orderIds[0]}$`));
    await expect(page.getByText('Payment received: your order is confirmed.')).toBeVisible();
    await expect(paymentState(page)).toHaveText(/^Paid on [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    await expect(payment.getByRole('button', { name: PAY_NOW })).toHaveCount(0);
    await expect(page.getByTestId('order-summary').locator('[data-row="total"] dt')).toHaveText('Amount paid');
  });

  test('a failed payment says so and can be tried again; an expired order says it expired and its items went back on sale', async ({
    page,
    request,
    shopper,
  }) => {
    const placed = await placeWithCoupon(request, shopper, 'Prepaid', 17);
    await page.goto(`/my-orders/${placed.orderIds[0]}`);
    await page.getByRole('button', { name: PAY_NOW }).click();
    await page.getByRole('button', { name: 'Fail', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/my-orders/${placed.orderIds[0]}$`));
    await expect(page.getByRole('alert')).toHaveText('The payment did not go through.');
    await expect(paymentState(page)).toHaveText('Payment failed');
    await expect(page.getByRole('button', { name: PAY_NOW })).toBeEnabled();

    expect(await data<boolean>(await request.post(`/api/v1/dev/orders/${placed.orderIds[0]}/expire`))).toBe(true);
    await page.reload();
    await expect(paymentState(page)).toHaveText('Payment expired: not charged');
    await expect(page.getByRole('region', { name: 'Payment' })).toContainText(
      'Nothing was charged, and its items went back on sale.',
    );
    await expect(page.getByRole('button', { name: PAY_NOW })).toHaveCount(0);
    await expect(page.getByTestId('order-summary').locator('[data-row="total"] dt')).toHaveText('Amount (not charged)');
  });

  test('a cancelled order refunds its wallet money: Refunded with the date and where it went, and the figures add up', async ({
    page,
    request,
    shopper,
  }) => {
    await creditWallet(request, shopper, 120);
    const placed = await placeWithCoupon(request, shopper, 'Cod', 19, true);
    await data(
      await request.post(`/api/v1/orders/${placed.orderIds[0]}/cancel`, {
        headers: auth(shopper),
        data: { reasonType: 'Change of Mind' },
      }),
    );
    await page.goto(`/my-orders/${placed.orderIds[0]}`);
    await expect(paymentState(page)).toHaveText('Refunded');
    await page.getByRole('button', { name: 'Refund status' }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund status' });
    await expect(dialog.getByTestId('refund-parts')).toHaveText(
      /^₹120\.00 to Vastra Money: refunded on [A-Z][a-z]{2} \d{1,2}, \d{4}$/,
    );
    await expectAddsUp(dialog.getByTestId('refund-breakdown'));
  });

  test('a delivered cash-on-delivery order’s return says the money goes to Vastra Money before it is confirmed', async ({
    page,
    request,
    shopper,
  }) => {
    const placed = await placeWithCoupon(request, shopper, 'Cod', 23);
    await deliver(request, placed.orderIds[0]!);
    const order = await data<{ charges: { amount: number } }>(
      await request.get(`/api/v1/orders/${placed.orderIds[0]}`, { headers: auth(shopper) }),
    );
    await page.goto(`/my-orders/${placed.orderIds[0]}`);
    await expect(paymentState(page)).toHaveText('Paid on delivery');
    await page.getByRole('button', { name: 'Return order' }).click();
    const plan = page.getByRole('dialog').getByTestId('refund-plan');
    const rupees = order.charges.amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    await expect(plan).toHaveText(`Your refund: ₹${rupees} to Vastra Money, once the seller receives the item.`);
    await expect(page.getByRole('dialog')).not.toContainText('original payment mode');
  });
});
