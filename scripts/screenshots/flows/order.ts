import type { Page } from 'playwright-core';
import { base, call, checkoutShopper, shooter, signInOn } from '../shared.ts';

/**
 * The order detail page of a cash-on-delivery order paid partly from the wallet and moved into transit, with
 * Track Order, then the cancel modals (confirm, reasons with "Others" and text, success) and the refund status;
 * then a prepaid order whose payment failed, with Pay now.
 */
export async function orderFlow(page: Page, width: number) {
  const shopper = await checkoutShopper();
  const line = shopper.lines[0]!;
  const placed = await call<{ orderIds: string[] }>('POST', 'newOrder/create', shopper.accessToken, {
    orderType: 'Cod',
    addressId: shopper.addressId,
    useWallet: true,
    orderData: [
      {
        sellerId: line.sellerId,
        couponIds: 'no_coupon',
        productIds: [line.productId],
        variants: [line.variantId],
        quantity: [2],
      },
    ],
  });
  const orderId = placed.orderIds[0]!;
  await call('POST', `dev/orders/${orderId}/status`, null, { status: 'IN_TRANSIST' });
  await signInOn(page, shopper);
  const { shot, settle } = shooter(page, 'order', width);
  await page.goto(`${base}/my-orders/${orderId}`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Track Order' }).waitFor();
  await shot('detail', true);
  await page.getByRole('button', { name: 'Track Order' }).click();
  await page.getByRole('dialog', { name: 'Track Order' }).waitFor();
  await settle();
  await shot('track');
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'Track Order' }).waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await settle();
  await shot('confirm-cancel');
  await page.getByRole('button', { name: 'Yes, cancel' }).click();
  await page.getByRole('radio', { name: 'Others' }).check();
  await page.getByPlaceholder('Write your reason').fill('Ordered the wrong size');
  await settle();
  await shot('cancel-reason');
  await page.getByRole('button', { name: 'Confirm cancellation' }).click();
  await page.getByRole('dialog', { name: 'Order cancelled' }).waitFor();
  await settle();
  await shot('cancel-success');
  await page.waitForURL(`${base}/`);
  await page.goto(`${base}/my-orders/${orderId}`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Track Order' }).waitFor();
  await shot('detail-cancelled', true);
  await page.getByRole('button', { name: 'Refund status' }).click();
  await page.getByRole('dialog', { name: 'Refund status' }).waitFor();
  await settle();
  await shot('refund-status');
  await page.keyboard.press('Escape');

  // A prepaid order whose payment failed: Payment failed, the time to pay by and Pay now.
  const unpaid = await call<{ orderIds: string[]; razorId: string }>('POST', 'newOrder/create', shopper.accessToken, {
    orderType: 'Prepaid',
    addressId: shopper.addressId,
    useWallet: false,
    orderData: [
      {
        sellerId: line.sellerId,
        couponIds: 'no_coupon',
        productIds: [line.productId],
        variants: [line.variantId],
        quantity: [1],
      },
    ],
  });
  await fetch(`${base}/api/v1/payment/test-checkout`, {
    method: 'POST',
    body: new URLSearchParams({ razorId: unpaid.razorId, outcome: 'fail', return: '/' }),
    redirect: 'manual',
  });
  await page.goto(`${base}/my-orders/${unpaid.orderIds[0]}`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Pay now' }).waitFor();
  await shot('unpaid', true);
  await page.evaluate(() => localStorage.clear());
}
