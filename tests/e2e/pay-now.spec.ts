/**
 * Pay now charges what it says. A prepaid checkout of two stores, left unpaid, is one payment for both
 * orders: the order page and My Orders name the amount and both orders, the button carries that amount, and
 * the provider asks for exactly that figure (read off its page) and settles both orders.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import type { Envelope } from '../../src/lib/api/types.ts';
import { orderNumber } from '../../src/lib/rules/order-number.ts';
import type { Shopper } from './session.ts';
import { addAddress } from './shopper-data.ts';
import { orderOf, twoStores } from './checkout-data.ts';
import { lookAt } from './screens.ts';

const auth = (shopper: Shopper) => ({ Authorization: `Bearer ${shopper.accessToken}` });
/** "₹2,698" or "₹2,698.00" as rupees. */
const rupeesOf = (text: string) => Number(text.replace(/[^\d.]/g, ''));

async function placeTwoStores(request: APIRequestContext, shopper: Shopper) {
  const { withCoupon, other } = await twoStores(request, 29);
  const addressId = await addAddress(request, shopper);
  const group = (pick: typeof other) => ({
    sellerId: pick.sellerId,
    couponIds: 'no_coupon',
    productIds: [pick.productId],
    variants: [pick.variantId],
    quantity: [1],
  });
  const response = await request.post('/api/v1/newOrder/create', {
    headers: auth(shopper),
    data: { orderType: 'Prepaid', addressId, useWallet: false, orderData: [group(withCoupon), group(other)] },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as Envelope<{ orderIds: string[] }>).data.orderIds;
}

test.use({ viewport: { width: 375, height: 812 } });

test('an unpaid two-store checkout: the order page and My Orders say the amount for both orders, and the provider asks for that amount', async ({
  page,
  request,
  shopper,
}) => {
  const orderIds = await placeTwoStores(request, shopper);
  expect(orderIds).toHaveLength(2);
  const [first, second] = await Promise.all(orderIds.map((id) => orderOf(request, shopper, id)));
  const both = Math.round((first!.charges.amount + second!.charges.amount) * 100) / 100;
  const numbers = [...orderIds].sort().map(orderNumber).join(', ');

  await page.goto('/my-orders');
  const rows = page.getByTestId('pay-now-text');
  await expect(rows).toHaveCount(2);
  for (const row of await rows.all())
    await expect(row).toHaveText(new RegExp(`^Pay ₹[\\d,]+(\\.\\d{2})? for 2 orders: ${numbers}$`));

  await lookAt(page, 'my-orders-375', { fullPage: true });
  await page.goto(`/my-orders/${orderIds[0]}`);
  const payment = page.getByRole('region', { name: 'Payment' });
  const said = payment.getByTestId('pay-now-text');
  await expect(said).toContainText(`for 2 orders: ${numbers} by`);
  const button = payment.getByRole('button', { name: /^Pay ₹[\d,.]+ now$/ });
  const onButton = rupeesOf((await button.textContent())!);
  // The page says the sum of both orders, not this order's own amount.
  expect(onButton).toBe(both);
  const saidAmount = /^Pay (₹[\d,.]+) for 2 orders/.exec((await said.textContent())!)![1]!;
  expect(rupeesOf(saidAmount)).toBe(both);
  await lookAt(page, 'pay-now-375', { fullPage: true });
  await button.click();

  // The provider's page asks for the amount on the button, then both orders are paid.
  await expect(page.getByRole('heading', { name: 'Vastra' })).toBeVisible();
  const asked = rupeesOf((await page.locator('.amount').textContent())!);
  expect(asked).toBe(onButton);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/my-orders/${orderIds[0]}$`));
  await expect(page.getByText('Payment received: your order is confirmed.')).toBeVisible();
  for (const id of orderIds) expect((await orderOf(request, shopper, id)).paymentStatus).toBe('paid');
  await expect(payment.getByRole('button', { name: /^Pay ₹/ })).toHaveCount(0);
});

test('a two-store checkout left unpaid, one order cancelled: the other says Pay its own amount, and paying it works', async ({
  page,
  request,
  shopper,
}) => {
  const [gone, kept] = (await placeTwoStores(request, shopper)) as [string, string];
  const own = (await orderOf(request, shopper, kept)).charges.amount;

  // The shopper cancels one of the two orders on its page.
  await page.goto(`/my-orders/${gone}`);
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await page.getByRole('dialog', { name: 'Cancel order' }).getByRole('button', { name: 'Yes, cancel' }).click();
  const reasons = page.getByRole('dialog', { name: 'Reason for cancellation' });
  await reasons.getByRole('radio', { name: 'Change of Mind' }).check();
  await reasons.getByRole('button', { name: 'Confirm cancellation' }).click();
  await expect(page.getByRole('dialog', { name: 'Order cancelled' })).toBeVisible();

  // My Orders offers Pay now under the kept order only, for its own amount.
  await page.goto('/my-orders');
  const rows = page.getByTestId('pay-now-text');
  await expect(rows).toHaveCount(1);
  await expect(rows).toHaveText(/^Pay ₹[\d,]+(\.\d{2})?$/);
  expect(rupeesOf((await rows.textContent())!)).toBe(own);

  await page.goto(`/my-orders/${kept}`);
  const payment = page.getByRole('region', { name: 'Payment' });
  const said = payment.getByTestId('pay-now-text');
  await expect(said).toContainText(/^Pay ₹[\d,.]+ by /);
  await expect(said).not.toContainText('2 orders');
  expect(rupeesOf(/^Pay (₹[\d,.]+) by/.exec((await said.textContent())!)![1]!)).toBe(own);
  const button = payment.getByRole('button', { name: /^Pay ₹[\d,.]+ now$/ });
  expect(rupeesOf((await button.textContent())!)).toBe(own);
  await lookAt(page, 'pay-after-cancel-375', { fullPage: true });
  await button.click();

  // The provider asks for the kept order's amount alone; paying it pays that order, and the cancelled one stays unpaid.
  await expect(page.getByRole('heading', { name: 'Vastra' })).toBeVisible();
  expect(rupeesOf((await page.locator('.amount').textContent())!)).toBe(own);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/my-orders/${kept}$`));
  await expect(page.getByText('Payment received: your order is confirmed.')).toBeVisible();
  expect((await orderOf(request, shopper, kept)).paymentStatus).toBe('paid');
  expect(await orderOf(request, shopper, gone)).toMatchObject({ orderStatus: 'CANCELLED', paymentStatus: 'pending' });
  await expect(payment.getByRole('button', { name: /^Pay ₹/ })).toHaveCount(0);
});
