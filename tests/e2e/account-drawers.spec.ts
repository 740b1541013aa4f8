/**
 * The My Orders drawer and the Notifications drawer (the bell), as a shopper with orders in every status
 * (made through the API, statuses moved with the dev route) and as a visitor.
 */
import { orderNumber } from '../../src/lib/rules/order-number.ts';
import { site } from '../../src/lib/site.ts';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import type { Shopper } from './session.ts';
import { addAddress, cancelOrder, deliver, placeOrder } from './shopper-data.ts';
import { expectNoSeriousA11yViolations } from './axe.ts';
import type { Envelope } from '../../src/lib/api/types.ts';
import type { OrderListItem } from '../../src/lib/api/orders.ts';

/** The day as the spec writes it ("Sep 5, 2026", India time), by the platform's own formatter, not the app's rule. */
const day = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));

const move = async (request: APIRequestContext, orderId: string, ...statuses: string[]) => {
  for (const status of statuses)
    expect((await request.post(`/api/v1/dev/orders/${orderId}/status`, { data: { status } })).status()).toBe(200);
};

/** Seven orders for the shopper, one per status the drawer labels, placed oldest first. */
async function everyStatus(request: APIRequestContext, shopper: Shopper) {
  const addressId = await addAddress(request, shopper);
  const ids: Record<string, string> = {};
  for (const status of [
    'READY_FOR_PICKUP',
    'IN_TRANSIST',
    'OUT_FOR_DELIVERY',
    'DELIVERED',
    'CANCELLED',
    'RETURN',
    'EXCHANGE',
  ]) {
    ids[status] = await placeOrder(request, shopper, addressId);
  }
  await move(request, ids.IN_TRANSIST!, 'IN_TRANSIST');
  await move(request, ids.OUT_FOR_DELIVERY!, 'IN_TRANSIST', 'OUT_FOR_DELIVERY');
  await deliver(request, ids.DELIVERED!);
  await cancelOrder(request, shopper, ids.CANCELLED!);
  await deliver(request, ids.RETURN!);
  await move(request, ids.RETURN!, 'RETURN');
  await deliver(request, ids.EXCHANGE!);
  await move(request, ids.EXCHANGE!, 'EXCHANGE');
  return { ids, addressId };
}

async function ordersOf(request: APIRequestContext, shopper: Shopper) {
  const response = await request.get('/api/v1/orders/orderGet', {
    headers: { Authorization: `Bearer ${shopper.accessToken}` },
  });
  return ((await response.json()) as Envelope<OrderListItem[]>).data;
}

test('My Orders: every status label with its date, newest first; a row goes to the order; keyboard and axe', async ({
  page,
  request,
  shopper,
}) => {
  const { ids } = await everyStatus(request, shopper);
  const listed = await ordersOf(request, shopper);
  const item = (status: string) => listed.find((o) => o.orderId === ids[status])!;
  await page.goto('/privacy-policy');

  // By keyboard: the avatar opens the account menu, Enter on "My Orders" opens the drawer in its place.
  await page.getByRole('button', { name: 'Account menu' }).focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Account' });
  await menu.getByRole('button', { name: 'My Orders' }).focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'My Orders' });
  await expect(drawer).toBeVisible();
  await expect(menu).toBeHidden();

  const rows = drawer.getByRole('listitem');
  await expect(rows).toHaveCount(7);
  const labels = {
    READY_FOR_PICKUP: `Order placed on ${day(item('READY_FOR_PICKUP').createdAt)}`,
    IN_TRANSIST: 'In Transit',
    OUT_FOR_DELIVERY: 'Out for Delivery',
    DELIVERED: `Delivered on ${day(item('DELIVERED').statusAt)}`,
    CANCELLED: `Order cancelled on ${day(item('CANCELLED').statusAt)}`,
    RETURN: 'Return',
    EXCHANGE: 'Exchange',
  };
  // Newest first: the last placed (EXCHANGE) on top.
  const order = [
    'EXCHANGE',
    'RETURN',
    'CANCELLED',
    'DELIVERED',
    'OUT_FOR_DELIVERY',
    'IN_TRANSIST',
    'READY_FOR_PICKUP',
  ] as const;
  for (const [index, status] of order.entries()) {
    const row = rows.nth(index);
    await expect(row).toContainText(labels[status]);
    await expect(row.getByRole('link').first()).toHaveAttribute('href', `/my-orders/${ids[status]}`);
    await expect(row).toContainText(item(status).Product.productName);
    // What reached the shopper can be rated and shared; what did not, cannot.
    const received = status === 'DELIVERED' || status === 'RETURN' || status === 'EXCHANGE';
    await expect(row.getByRole('link', { name: /^Rate / })).toHaveCount(received ? 1 : 0);
    if (received)
      await expect(row.getByRole('link', { name: /^Rate / })).toHaveAttribute('href', `/my-orders/${ids[status]}#rate`);
  }
  await expect(drawer.locator('img').first()).toHaveAttribute('src', /.+/);
  await expectNoSeriousA11yViolations(page, { label: 'with the My Orders drawer open' });

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeFocused();

  // The hamburger's "My Orders" opens it too (phone width), and a row is a link to the order detail.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'My Orders' }).click();
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/my-orders/${ids.EXCHANGE}`));
});

test('My Orders: a failed read offers Retry; a shopper without orders is sent shopping', async ({
  page,
  shopper: _signedIn,
}) => {
  await page.goto('/privacy-policy');
  // Reads are sent again by themselves on a 500 (src/lib/api/call-policy.ts): fail them all until Retry.
  let failing = true;
  await page.route('**/api/v1/orders/orderGet', (route) =>
    failing ? route.fulfill({ status: 500, body: '{}' }) : route.continue(),
  );
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'My Orders' }).click();
  const drawer = page.getByRole('dialog', { name: 'My Orders' });
  await expect(drawer.getByRole('alert')).toContainText('Failed to load your orders.');
  failing = false;
  await drawer.getByRole('button', { name: 'Retry' }).click();
  await expect(drawer).toContainText('No orders yet');
  await expect(drawer.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/marketplace');
});

test('the bell: unread count, opening marks read (count 0), links to the order, a new one shows on returning to the tab', async ({
  page,
  request,
  shopper,
}) => {
  const addressId = await addAddress(request, shopper);
  const first = await placeOrder(request, shopper, addressId);
  await move(request, first, 'IN_TRANSIST', 'OUT_FOR_DELIVERY');
  await page.goto('/privacy-policy');

  const bell = page.getByRole('button', { name: /^Notifications/ });
  // Placing gave one note, each status change one more.
  await expect(bell).toHaveAccessibleName('Notifications, 3 unread');
  await expect(bell).toContainText('3');

  await bell.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Notifications' });
  await expect(drawer).toBeVisible();
  const rows = drawer.getByRole('listitem');
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toContainText('Out for Delivery');
  await expect(rows.first().getByRole('link')).toHaveAttribute('href', `/my-orders/${first}`);
  // The store's own note: its mark ("From Vastra"), then the title.
  await expect(rows.last()).toContainText(new RegExp(`^From ${site.name}\\s*Order placed: .+`));
  await expect(rows.last()).toContainText(`Order ${orderNumber(first)}`);
  await expect(rows.last().getByRole('link')).toHaveAttribute('href', `/my-orders/${first}`);
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(bell.locator('[data-count]')).toBeHidden();
  await expectNoSeriousA11yViolations(page, { label: 'with the Notifications drawer open' });
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(bell).toBeFocused();

  // Still read after a reload; a new one arrives while the shopper is away and shows on coming back. The
  // header's account script listens for the return to the tab once it has loaded: its first unread read says so.
  const unreadRead = page.waitForResponse((r) => r.url().endsWith('/api/v1/notifications/unread') && r.ok());
  await page.reload();
  await unreadRead;
  await expect(bell).toHaveAccessibleName('Notifications');
  await move(request, first, 'DELIVERED');
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await bell.click();
  await expect(drawer.getByRole('listitem').first()).toContainText('Delivered');
  await expect(bell).toHaveAccessibleName('Notifications');
});

test('the bell for a visitor: no count, and the drawer says "Log in to continue"', async ({ page }) => {
  await page.goto('/privacy-policy');
  const bell = page.getByRole('button', { name: 'Notifications' });
  await expect(bell.locator('[data-count]')).toBeHidden();
  await bell.click();
  const drawer = page.getByRole('dialog', { name: 'Notifications' });
  await expect(drawer.getByRole('heading', { name: 'Log in to continue' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Login / Register' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, { label: 'with the visitor’s Notifications drawer open' });
});
