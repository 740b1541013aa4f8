/**
 * What the shopper is told about delivery, at 375 and 1280px: "Check delivery" on the product
 * page with a served and an unserved PIN (the last PIN kept for next time), and after a cash-on-delivery
 * order the Order Placed screen (each order's number, amount, payment mode, day and View order), the order
 * page and Track Order showing the same day, Track showing each status once, and the one notification of
 * the checkout opening My Orders.
 */
import { orderNumber } from '../../src/lib/rules/order-number.ts';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import type { Envelope } from '../../src/lib/api/types.ts';
import { expectAddsUp, expectRupees } from './breakdown.ts';
import { fillBag, twoStores } from './checkout-data.ts';
import { addAddress } from './shopper-data.ts';
import { type Shopper } from './session.ts';
import { LAPTOP, PHONE, screenshotsAtBothWidths } from './screens.ts';

const auth = (shopper: Shopper) => ({ Authorization: `Bearer ${shopper.accessToken}` });

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as Envelope<T>).data;
}

/** How a YYYY-MM-DD day reads on every screen: "Delivery by Tue, 1 Dec" (written out here, not by the rule under test). */
function deliveryBy(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const weekday = date.toLocaleDateString('en-US', { weekday: 'short', timeZone: 'UTC' });
  const month = date.toLocaleDateString('en-US', { month: 'short', timeZone: 'UTC' });
  return `Delivery by ${weekday}, ${date.getUTCDate()} ${month}`;
}

type Order = {
  orderId: string;
  storeName: string;
  expectedDelivery: string;
  orderType: string;
  charges: { amount: number };
  history: { status: string; at: string }[];
};

// The same steps at every width: they run at a phone's; the page is no wider than the window at both widths.
test.describe('at 375px, with pictures at 1280px', () => {
  test.use({ viewport: PHONE });

  test('product page: Check delivery gives the day for a served PIN, says an unknown PIN is not served, and keeps the last PIN', async ({
    page,
    request,
  }) => {
    const catalog = await data<{ items: { product: { id: string; SellerUserId: string } }[] }>(
      await request.get('/api/v1/catalog/products?limit=20'),
    );
    const { id, SellerUserId } = catalog.items[3]!.product;
    const served = await data<{ expectedBy: string }>(
      await request.get(`/api/v1/delivery/estimate?pin=560034&productId=${id}`),
    );

    await page.goto(`/stores/${SellerUserId}/products/${id}`);
    const box = page.getByRole('region', { name: 'Check delivery' });
    const pin = box.getByRole('textbox', { name: 'PIN code' });
    await pin.scrollIntoViewIfNeeded();
    await expect(box.getByRole('status')).toHaveText('Enter a PIN code to see when it would reach you.');

    await pin.fill('5600');
    await box.getByRole('button', { name: 'Check' }).click();
    await expect(box.getByRole('status')).toHaveText('Enter a 6-digit PIN code');
    await expect(pin).toHaveAttribute('aria-invalid', 'true');

    await pin.fill('560034');
    await pin.press('Enter');
    await expect(box.getByRole('status')).toContainText(deliveryBy(served.expectedBy));
    await expect(box.getByRole('status')).toContainText('To Bengaluru, Karnataka.');

    await pin.fill('999999');
    await box.getByRole('button', { name: 'Check' }).click();
    await expect(box.getByRole('status')).toHaveText("We don't deliver to this PIN yet");
    const product = await screenshotsAtBothWidths(page, 'delivery-pin-not-served');
    expect(product.phoneScrollWidth).toBeLessThanOrEqual(PHONE.width);
    expect(product.laptopScrollWidth).toBeLessThanOrEqual(LAPTOP.width);

    // The last PIN checked is kept on the device: filled in and checked again on the next product page.
    await page.goto(`/stores/${catalog.items[1]!.product.SellerUserId}/products/${catalog.items[1]!.product.id}`);
    const again = page.getByRole('region', { name: 'Check delivery' });
    await again.scrollIntoViewIfNeeded();
    await expect(again.getByRole('textbox', { name: 'PIN code' })).toHaveValue('999999');
    await expect(again.getByRole('status')).toHaveText("We don't deliver to this PIN yet");
  });

  test('after a COD order: Order Placed lists each order with its number, amount, mode and day; View order and Track show the same day, each step once', async ({
    page,
    request,
    shopper,
  }) => {
    const { withCoupon, other } = await twoStores(request, 120);
    await fillBag(request, shopper, [withCoupon, other]);
    await addAddress(request, shopper);
    const promised = await data<{ sellers: { sellerId: string; storeName: string; expectedBy: string }[] }>(
      await request.get(
        `/api/v1/delivery/estimate?pin=560001&productId=${withCoupon.productId}&productId=${other.productId}`,
      ),
    );

    // Checkout: the chosen address's day (each store's when they differ), on the address and payment steps.
    await page.goto('/checkout/address');
    await expect(page.getByRole('radio').first()).toBeChecked();
    const days = new Set(promised.sellers.map((s) => s.expectedBy));
    for (const seller of promised.sellers) {
      await expect(
        page.getByText(
          days.size > 1 ? `${seller.storeName}: ${deliveryBy(seller.expectedBy)}` : deliveryBy(seller.expectedBy),
        ),
      ).toBeVisible();
    }
    await page.getByRole('link', { name: 'Select Address' }).click();
    await expect(page).toHaveURL(/\/checkout\/payment$/);
    await expect(page.getByRole('region', { name: /^Delivering to/ })).toContainText(
      deliveryBy(promised.sellers[0]!.expectedBy),
    );
    await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
    await page.getByRole('button', { name: 'Place Order' }).click();

    const placed = page.getByRole('dialog', { name: 'Order Placed' });
    await expect(placed).toBeVisible();
    const cards = placed.getByRole('listitem');
    await expect(cards).toHaveCount(2);
    await expect(placed.getByText('2 orders, one per seller')).toBeVisible();
    const list = await data<{ orderId: string }[]>(
      await request.get('/api/v1/orders/orderGet', { headers: auth(shopper) }),
    );
    const orders = await Promise.all(
      list.map(async (o) => data<Order>(await request.get(`/api/v1/orders/${o.orderId}`, { headers: auth(shopper) }))),
    );
    for (const order of orders) {
      const number = orderNumber(order.orderId);
      const card = placed.getByRole('listitem', { name: `Order ${number}` });
      await expect(card).toContainText(`Order ${number}`);
      await expect(card).toContainText(order.storeName);
      const amount = /Amount\s*(₹[\d,.]+)/.exec((await card.textContent()) ?? '');
      expect(amount, `Order ${number}: its amount`).not.toBeNull();
      expectRupees(amount![1]!, order.charges.amount);
      await expect(card).toContainText('PaymentCash on delivery');
      await expect(card).toContainText(deliveryBy(order.expectedDelivery));
      await expect(card.getByRole('link', { name: `View order ${number}` })).toHaveAttribute(
        'href',
        `/my-orders/${order.orderId}`,
      );
      // The day the order keeps is the one checkout showed for its store.
      expect(order.expectedDelivery).toBe(promised.sellers.find((s) => s.storeName === order.storeName)!.expectedBy);
    }
    // The checkout's money, as one breakdown that adds up to what the two orders come to.
    const { total } = await expectAddsUp(placed.getByTestId('placed-breakdown'));
    expect(total).toBeCloseTo(
      orders.reduce((sum, o) => sum + o.charges.amount, 0),
      2,
    );
    const placedDialog = await screenshotsAtBothWidths(page, 'delivery-order-placed');
    expect(placedDialog.phoneScrollWidth).toBeLessThanOrEqual(PHONE.width);
    expect(placedDialog.laptopScrollWidth).toBeLessThanOrEqual(LAPTOP.width);

    // View order opens the order page, which shows the same day; Track shows it too, with each step once.
    const first = orders[0]!;
    const firstNumber = orderNumber(first.orderId);
    // The courier system sent the first step twice: Track still shows it once.
    await page.route(`**/api/v1/orders/${first.orderId}`, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Envelope<Order>;
      body.data.history = [...body.data.history, ...body.data.history];
      await route.fulfill({ response, json: body });
    });
    await placed.getByRole('link', { name: `View order ${firstNumber}` }).click();
    await expect(page).toHaveURL(new RegExp(`/my-orders/${first.orderId}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Order ${firstNumber}` })).toBeVisible();
    await expect(
      page.getByText(deliveryBy(first.expectedDelivery), { exact: true }).filter({ visible: true }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Track Order' }).click();
    const track = page.getByRole('dialog', { name: 'Track Order' });
    await expect(track.getByText(deliveryBy(first.expectedDelivery), { exact: true })).toBeVisible();
    const steps = track.getByRole('list', { name: 'Order status history' }).getByRole('listitem');
    await expect(steps).toHaveText([/^Order placed/, /^In Transit\s*Coming next/, /^Out for Delivery/, /^Delivered/]);
    await expect(steps.filter({ hasText: 'Order placed' })).toHaveCount(1);
    await expect(steps.first()).toHaveAttribute('aria-current', 'step');
  });
});

test('the checkout’s one notification names the products and opens My Orders', async ({ page, request, shopper }) => {
  const { withCoupon, other } = await twoStores(request, 200);
  await fillBag(request, shopper, [withCoupon, other]);
  const addressId = await addAddress(request, shopper);
  const name = async (productId: string) =>
    (await data<{ product: { productName: string } }>(await request.get(`/api/v1/product/${productId}`))).product
      .productName;
  await data(
    await request.post('/api/v1/newOrder/create', {
      headers: auth(shopper),
      data: {
        orderType: 'Cod',
        addressId,
        useWallet: false,
        orderData: [withCoupon, other].map((p) => ({
          sellerId: p.sellerId,
          couponIds: 'no_coupon',
          productIds: [p.productId],
          variants: [p.variantId],
          quantity: [1],
        })),
      },
    }),
  );
  await page.goto('/privacy-policy');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await bell.click();
  const notes = page.getByRole('dialog', { name: 'Notifications' });
  const note = notes.getByRole('listitem');
  await expect(note).toHaveCount(1);
  await expect(note).toContainText(`Order placed: ${await name(withCoupon.productId)} and 1 more`);
  await note.getByRole('link').click();
  const myOrders = page.getByRole('dialog', { name: 'My Orders' });
  await expect(myOrders).toBeVisible();
  await expect(myOrders.getByRole('listitem')).toHaveCount(2);
  await expect(myOrders.getByRole('listitem').first()).toContainText(
    /Order #\d{4}-\d{4}-\d{4} · Delivery by [A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]{2}/,
  );
});
