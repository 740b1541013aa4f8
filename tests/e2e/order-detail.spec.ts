/**
 * The order detail page as a shopper uses it (stores-and-social §2.10, §4, §5, §9): orders placed
 * and moved through the real API, the page read by roles and visible text.
 */
import { orderNumber, orderCode } from '../../src/lib/rules/order-number.ts';
import fs from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import type { Envelope } from '../../src/lib/api/types.ts';
import { expect, test } from './fixtures.ts';
import { kurtaOrderFor, openOrder } from './order-page.ts';
import {
  expectNoSeriousA11yViolations,
  expectNoSeriousA11yViolationsWhileHeld,
  heldAutoCloses,
  holdAutoClose,
} from './axe.ts';
import { newShopper, type Shopper } from './session.ts';

const auth = (shopper: Shopper) => ({ Authorization: `Bearer ${shopper.accessToken}` });

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as Envelope<T>).data;
}

type Order = {
  orderId: string;
  orderStatus: string;
  charges: {
    totalMrp: number;
    discountOnMrp: number;
    tax: number;
    amount: number;
    walletUsed: number;
    delivery: number;
  };
};
const orderOf = async (request: APIRequestContext, shopper: Shopper, orderId: string) =>
  data<Order>(await request.get(`/api/v1/orders/${orderId}`, { headers: auth(shopper) }));
const move = async (request: APIRequestContext, orderId: string, status: string) =>
  data(await request.post(`/api/v1/dev/orders/${orderId}/status`, { data: { status } }));
const number = (orderId: string) => orderCode(orderId);

/**
 * The shopper's address and one cash-on-delivery order of SILK_KURTA (₹3,249), paid partly from the wallet
 * when `wallet` rupees are given. Made before the page first loads (the fixture signs the shopper in then).
 */
test.describe('order detail', () => {
  test('shows the placed order: lines, address, payment and a summary equal to the API’s; axe finds nothing serious', async ({
    page,
    request,
    shopper,
  }) => {
    const orderId = await kurtaOrderFor(request, shopper, 100);
    await openOrder(page, orderId);
    await expect(page).toHaveTitle(`Order ${orderNumber(orderId)} | Vastra`);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    await expect(page.getByRole('link', { name: 'Back' })).toBeVisible();
    // Home and DropTrack are hidden on my-orders paths (shopper-core §2 Header), the shell included.
    await expect(page.getByRole('banner').getByRole('link', { name: 'DropTrack' })).toHaveCount(0);
    // ₹3,249 less ₹100 of Vastra Money; MRP ₹4,049; GST in the price ₹495.61; delivery free.
    const summary = page.getByTestId('order-summary');
    await expect(summary.locator('[data-row="total"]')).toHaveText('Amount to pay on delivery₹3,149');
    await expect(summary.locator('[data-row="mrp"]')).toHaveText('Total MRP₹4,049');
    await expect(summary.locator('[data-row="tax"]')).toHaveText('GST included in prices₹495.61');
    await expect(summary).toContainText('Vastra Money−₹100.00');
    await expect(summary.locator('[data-row="delivery"]')).toHaveText('DeliveryFREE');
    await expect(page.getByRole('region', { name: 'Delivery address' })).toContainText('21 Residency Road');
    await expect(page.getByRole('region', { name: 'Payment' })).toContainText('Cash on delivery');
    await expect(page.getByRole('region', { name: 'Payment' })).toContainText('Pay on delivery');
    await expect(page.getByRole('region', { name: /Items/ })).toContainText('Qty: 1');
    await expect(page.getByRole('button', { name: 'Cancel order' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: 'on the order detail page' });
  });

  test('Track Order shows the status history moved by the courier with dates, and what comes next; an outside click closes it', async ({
    page,
    request,
    shopper,
  }) => {
    const orderId = await kurtaOrderFor(request, shopper);
    await move(request, orderId, 'IN_TRANSIST');
    await move(request, orderId, 'OUT_FOR_DELIVERY');
    await openOrder(page, orderId);
    // Out for delivery: too late to cancel (the server's rule).
    await expect(page.getByRole('button', { name: 'Track Order' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Track Order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Track Order' });
    const steps = dialog.getByRole('list', { name: 'Order status history' }).getByRole('listitem');
    await expect(steps).toHaveCount(4);
    await expect(steps.nth(0)).toContainText('Order placed');
    await expect(steps.nth(1)).toContainText('In Transit');
    await expect(steps.nth(2)).toContainText('Out for Delivery');
    await expect(steps.nth(3)).toContainText('Delivered');
    await expect(steps.nth(3)).toContainText('Coming next');
    await expect(steps.nth(1)).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M/);
    // What comes next is on the timeline ("Coming next"), not said again under it; the pickup booked a courier.
    await expect(dialog.getByRole('status')).toHaveCount(0);
    await expect(dialog.getByText(/^Shipped with .+ · AWB \d{12}$/)).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: 'with Track Order open' });
    await page.mouse.click(4, 4);
    await expect(dialog).toBeHidden();
  });

  test('Download Invoice, once the order ships, saves a PDF named by the order whose text holds the order id and the amount paid', async ({
    page,
    request,
    shopper,
  }) => {
    const orderId = await kurtaOrderFor(request, shopper);
    await move(request, orderId, 'IN_TRANSIST');
    await openOrder(page, orderId);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Invoice' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`vastra-invoice-${number(orderId)}.pdf`);
    const bytes = fs.readFileSync((await download.path())!);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
    expect(text).toContain(orderId);
    expect(text).toContain('₹3,249.00');
  });

  test('cancel: Others needs text, then success closes itself and goes home, and the wallet money is refunded', async ({
    page,
    request,
    shopper,
  }) => {
    const orderId = await kurtaOrderFor(request, shopper, 200);
    expect((await orderOf(request, shopper, orderId)).charges.walletUsed).toBe(200);
    await openOrder(page, orderId);
    await page.getByRole('button', { name: 'Cancel order' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel order' });
    await expect(confirm).toContainText('Are you sure you want to cancel this order?');
    await expectNoSeriousA11yViolations(page, { label: 'with confirm-cancel open' });
    await confirm.getByRole('button', { name: 'Yes, cancel' }).click();

    const reasons = page.getByRole('dialog', { name: 'Reason for cancellation' });
    await expect(reasons.getByRole('radio')).toHaveCount(7);
    const submit = reasons.getByRole('button', { name: 'Confirm cancellation' });
    await expect(submit).toBeDisabled();
    await expectNoSeriousA11yViolations(page, { label: 'with select-cancel-reason open' });
    await reasons.getByRole('radio', { name: 'Others' }).check();
    await expect(submit).toBeDisabled();
    const words = reasons.getByPlaceholder('Write your reason');
    await words.fill('   ');
    await expect(submit).toBeDisabled();
    await words.fill('Found a better fit');
    await expect(submit).toBeEnabled();
    await holdAutoClose(page);
    await submit.click();

    const success = page.getByRole('dialog', { name: 'Order cancelled' });
    await expect(success).toBeVisible();
    // Only the money really paid is mentioned: this order used ₹200 of Vastra Money, and was cash on delivery.
    await expect(success).toContainText('₹200.00 is back in your Vastra Money.');
    // One self-close timer of the spec's delay, counted while it is held (after the scan it may already have run).
    await expect.poll(() => heldAutoCloses(page)).toBe(1);
    await expectNoSeriousA11yViolationsWhileHeld(page, { label: 'with cancel-success open' });
    // Then it closed itself and went home.
    await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });

    expect((await orderOf(request, shopper, orderId)).orderStatus).toBe('CANCELLED');
    const wallet = await data<{
      walletData: { money: number };
      transactionData: { type: string; orderId: string | null; money: number }[];
    }>(await request.get('/api/v1/transaction', { headers: auth(shopper) }));
    expect(wallet.walletData.money).toBe(200);
    expect(wallet.transactionData.filter((x) => x.type === 'refund' && x.orderId === orderId)).toEqual([
      expect.objectContaining({ money: 200 }),
    ]);
  });

  test('a failed cancel keeps the modal and shows the message', async ({ page, request, shopper }) => {
    const orderId = await kurtaOrderFor(request, shopper);
    await openOrder(page, orderId);
    // The courier moves it on while the shopper decides: the server refuses the cancel.
    await move(request, orderId, 'IN_TRANSIST');
    await move(request, orderId, 'OUT_FOR_DELIVERY');
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await page.getByRole('dialog', { name: 'Cancel order' }).getByRole('button', { name: 'Yes, cancel' }).click();
    const reasons = page.getByRole('dialog', { name: 'Reason for cancellation' });
    await reasons.getByRole('radio', { name: 'Change of Mind' }).check();
    await reasons.getByRole('button', { name: 'Confirm cancellation' }).click();
    await expect(reasons.getByRole('alert')).toHaveText('Failed to cancel your order.');
    await expect(reasons).toBeVisible();
    expect((await orderOf(request, shopper, orderId)).orderStatus).toBe('OUT_FOR_DELIVERY');
  });

  test('another shopper’s order reads "Order not found"; a visitor is asked to log in and comes back', async ({
    page,
    request,
    shopper: _stranger,
  }) => {
    // The order is another shopper's; the one signed in on the page (the fixture's) is a stranger to it.
    const orderId = await kurtaOrderFor(request, await newShopper(request, 'odowner'));
    await page.goto(`/my-orders/${orderId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
    await expect(page.getByText(`Order ${orderNumber(orderId)}`)).toHaveCount(0);

    await page.evaluate(() => localStorage.clear());
    await page.goto(`/my-orders/${orderId}`);
    const gate = page.getByRole('region', { name: 'Log in to continue' });
    await expect(gate.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(gate.getByRole('link', { name: 'Login / Register' })).toHaveAttribute(
      'href',
      `/auth/login?next=${encodeURIComponent(`/my-orders/${orderId}`)}`,
    );
  });

  test('/my-orders is a page at 375px: the same list as the drawer, each row opening its order; Back and reload keep it', async ({
    page,
    request,
    shopper,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const orderId = await kurtaOrderFor(request, shopper);
    await page.goto('/my-orders');
    await expect(page).toHaveTitle('My Orders | Vastra');
    await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
    const row = page.getByRole('link', { name: new RegExp(`Order ${orderNumber(orderId)}`) });
    await expect(row).toBeVisible();
    await page.reload();
    await row.click();
    await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber(orderId)}` })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/my-orders$/);
    await expect(row).toBeVisible();
  });
});
