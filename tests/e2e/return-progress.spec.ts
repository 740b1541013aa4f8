/**
 * A return as it really goes, on a phone: right after "Request return" it is requested (never "Returned"),
 * with no credit note; the courier picks it up (the dev route stands in); the seller receives it, and only
 * then does Refund Status say "Returned on …", the refund move and the credit note download.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { orderCode, orderNumber } from '../../src/lib/rules/order-number.ts';
import { expect, test } from './fixtures.ts';
import { openOrder } from './order-page.ts';
import type { Shopper } from './session.ts';
import { addAddress, deliver, placeOrder, uploadPng } from './shopper-data.ts';

const auth = (shopper: Shopper) => ({ Authorization: `Bearer ${shopper.accessToken}` });

/** The shopper asks for a refund return through the API, with a picture uploaded privately as the page does. */
async function requestReturn(request: APIRequestContext, shopper: Shopper, orderId: string) {
  const file = await uploadPng(request, shopper, { isPublic: false, background: '#b3261e' });
  const reply = await request.post(`/api/v1/orders/${orderId}/return`, {
    headers: auth(shopper),
    data: { reasonType: 'Item damaged or defective', reasonText: '', option: 'refund', imageUrls: [file] },
  });
  expect(reply.status(), await reply.text()).toBe(200);
}

const step = async (request: APIRequestContext, orderId: string, name: 'return-pickup' | 'return-received') =>
  expect((await request.post(`/api/v1/dev/orders/${orderId}/${name}`)).status()).toBe(200);

/** Settings' Refund Status row of this order. */
async function refundRow(page: Page, orderId: string) {
  await page.goto('/settings?section=REFUND_STATUS');
  const row = page
    .getByRole('list', { name: 'Refunds' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: `Order ${orderNumber(orderId)}` }) });
  await expect(row).toBeVisible();
  return row;
}

test('at 375px a return is requested, then picked up, then returned; the credit note comes only on receipt', async ({
  page,
  request,
  shopper,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const orderId = await placeOrder(request, shopper, await addAddress(request, shopper));
  await deliver(request, orderId);
  await requestReturn(request, shopper, orderId);

  // Requested: not "Returned", the refund waits, no credit note (a disabled button says when).
  let row = await refundRow(page, orderId);
  await expect(row).toContainText(/Return requested on [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await expect(row).not.toContainText('Returned on');
  await expect(row).toContainText('Refund requested');
  await openOrder(page, orderId);
  await expect(page.getByRole('button', { name: 'Download credit note' })).toHaveCount(0);
  const later = page.getByRole('button', { name: 'Credit note once received' });
  await expect(later).toBeDisabled();
  await expect(later).toHaveAccessibleDescription(
    'Your credit note will be ready once the seller has received the returned item.',
  );
  await page.getByRole('button', { name: 'Refund status' }).click();
  const modal = page.getByRole('dialog', { name: 'Refund status' });
  const steps = modal.getByRole('list', { name: 'Return progress' }).getByRole('listitem');
  await expect(steps).toHaveText([
    /^Return requested[A-Z][a-z]{2} \d{1,2}, \d{4}$/,
    /^Picked up by the courierBy [A-Z][a-z]{2} \d{1,2}, \d{4}$/,
    'Received by the sellerAfter pickup',
    'Refund startedOnce the seller receives it',
  ]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // Picked up by the courier: the row says so; still no refund and no credit note.
  await step(request, orderId, 'return-pickup');
  row = await refundRow(page, orderId);
  await expect(row).toContainText(/Picked up on [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await expect(row).toContainText('Refund requested');
  await openOrder(page, orderId);
  await expect(page.getByRole('button', { name: 'Download credit note' })).toHaveCount(0);

  // Received by the seller: returned, refunded to Vastra Money, and the credit note downloads.
  await step(request, orderId, 'return-received');
  row = await refundRow(page, orderId);
  await expect(row).toContainText(/Returned on [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await expect(row).toContainText('Refunded');
  await openOrder(page, orderId);
  await page.getByRole('button', { name: 'Refund status' }).click();
  await expect(modal.getByRole('list', { name: 'Return progress' }).getByRole('listitem')).toHaveText([
    /^Return requested/,
    /^Picked up by the courier[A-Z][a-z]{2} \d{1,2}, \d{4}$/,
    /^Received by the seller[A-Z][a-z]{2} \d{1,2}, \d{4}$/,
    /^Refund started[A-Z][a-z]{2} \d{1,2}, \d{4}$/,
  ]);
  await expect(modal.getByTestId('refund-state')).toHaveText('Refunded');
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toBeHidden();
  // Track has the pickup and the receipt, and says where the return is.
  await page.getByRole('button', { name: 'Track Order' }).click();
  const track = page.getByRole('dialog', { name: 'Track Order' });
  const history = track.getByRole('list', { name: 'Order status history' });
  await expect(history.getByRole('listitem').filter({ hasText: 'Return picked up' })).toHaveCount(1);
  await expect(history.getByRole('listitem').last()).toContainText('Return received by the seller');
  await expect(track.getByRole('status')).toHaveText('Received by the seller: your refund is on its way.');
  await track.getByRole('button', { name: 'Close' }).click();
  await expect(track).toBeHidden();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download credit note' }).click();
  expect((await downloading).suggestedFilename()).toBe(`vastra-credit-note-${orderCode(orderId)}.pdf`);
});
