/**
 * Track Order on a phone (375 px): the courier and AWB booked when the courier picked the order up, what comes
 * next said once, and no Track on a cancelled order. Orders placed and moved through the real API.
 */
import type { APIRequestContext } from '@playwright/test';
import type { Envelope } from '../../src/lib/api/types.ts';
import { expect, test } from './fixtures.ts';
import { kurtaOrderFor, openOrder } from './order-page.ts';
import { PHONE } from './phone.ts';
import { cancelOrder } from './shopper-data.ts';
import { lookAt } from './screens.ts';

test.use(PHONE);

async function data<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as Envelope<T>).data;
}

test('Track Order names the courier and AWB the pickup booked, and says what comes next once', async ({
  page,
  request,
  shopper,
}) => {
  const orderId = await kurtaOrderFor(request, shopper);
  await openOrder(page, orderId);
  // Before the pickup: the courier is not known yet, and Track says when it will be.
  await page.getByRole('button', { name: 'Track Order' }).tap();
  let dialog = page.getByRole('dialog', { name: 'Track Order' });
  await expect(dialog).toContainText('The courier and AWB number show here once the order is picked up.');
  await dialog.getByRole('button', { name: 'Close' }).tap();
  await expect(dialog).toBeHidden();

  await data(
    await request.post(`/api/v1/dev/orders/${orderId}/status`, {
      data: { status: 'IN_TRANSIST', courier: 'Blue Dart', awb: '90412345678' },
    }),
  );
  await openOrder(page, orderId);
  await page.getByRole('button', { name: 'Track Order' }).tap();
  dialog = page.getByRole('dialog', { name: 'Track Order' });
  await expect(dialog.getByText('Shipped with Blue Dart · AWB 90412345678')).toBeVisible();
  const steps = dialog.getByRole('list', { name: 'Order status history' }).getByRole('listitem');
  await expect(steps).toHaveCount(4);
  await expect(steps.nth(2)).toContainText('Out for Delivery');
  await expect(steps.nth(2)).toContainText('Coming next');
  // Said once: no "Next: Out for Delivery" under the timeline.
  await expect(dialog.getByText('Coming next')).toHaveCount(1);
  await expect(dialog.getByText(/Next:/)).toHaveCount(0);
  await lookAt(page, 'trust-edges-track-375');
});

test('a cancelled order offers no Track Order', async ({ page, request, shopper }) => {
  const orderId = await kurtaOrderFor(request, shopper);
  await cancelOrder(request, shopper, orderId);
  await openOrder(page, orderId);
  await expect(page.getByText('Cancelled', { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Track Order' })).toHaveCount(0);
});
