/**
 * The whole bag-to-order path in one go, as a shopper on a laptop: a visitor adds two products from
 * two stores on their product pages, signs in from the drawer (the bag moves to the account), changes a
 * quantity in the drawer, applies a coupon to one store, uses the wallet, adds a new address with the PIN
 * lookup, places a cash-on-delivery order and sees "Order Placed". The API then holds one order per store.
 */
import { expect, test, type Locator } from '@playwright/test';
import { bagButton, cartDrawer, closeCartDrawer } from './bag.ts';
import { addAddressInModal, creditWallet, orderOf, ordersOf, twoStores } from './checkout-data.ts';
import { nthCodeSentTo, newShopper } from './session.ts';
import type { Envelope, ProductDetail } from '../../src/lib/api/types.ts';

const quantityOf = (line: Locator) => line.getByRole('group', { name: 'Quantity' }).locator('output');

test.use({ viewport: { width: 1280, height: 900 } });

test('visitor bag from two stores -> sign in -> drawer quantity -> coupon, wallet, new address -> COD -> Order Placed', async ({
  page,
  request,
}) => {
  // The whole journey from a visitor's bag to Order Placed: longer than one screen's test.
  test.slow();
  const { withCoupon, other } = await twoStores(request, 80);
  const shopper = await newShopper(request, 'journey');
  await creditWallet(request, shopper, 100);
  const nameOf = async (productId: string) =>
    ((await (await request.get(`/api/v1/product/${productId}`)).json()) as Envelope<ProductDetail>).data.product
      .productName;
  const [firstName, secondName] = [await nameOf(withCoupon.productId), await nameOf(other.productId)];

  // A visitor adds one product from each store; each add opens the drawer.
  await page.goto(`/stores/${withCoupon.sellerId}/products/${withCoupon.productId}?variant=${withCoupon.variantId}`);
  await page.getByRole('button', { name: 'Add To Bag' }).first().click();
  await closeCartDrawer(page);
  await page.goto(`/stores/${other.sellerId}/products/${other.productId}?variant=${other.variantId}`);
  await page.getByRole('button', { name: 'Add To Bag' }).first().click();
  const drawer = cartDrawer(page);
  await expect(drawer.getByRole('listitem', { name: firstName, exact: true })).toBeVisible();
  await expect(drawer.getByRole('listitem', { name: secondName, exact: true })).toBeVisible();
  await expect(bagButton(page)).toHaveAccessibleName('Bag, 2 items');

  // Signing in from the drawer comes back to it, with the bag now in the account.
  await drawer.getByRole('link', { name: 'Login / Register' }).click();
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(shopper.phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = await nthCodeSentTo(request, shopper.phone, 2);
  await page.getByRole('textbox', { name: 'Digit 1 of 4' }).click();
  await page.keyboard.type(code);
  await expect(drawer).toBeVisible();
  const first = drawer.getByRole('listitem', { name: firstName, exact: true });
  await expect(first).toBeVisible();
  await expect(drawer.getByRole('listitem', { name: secondName, exact: true })).toBeVisible();

  // Two of the first product.
  await first.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(quantityOf(first)).toHaveText('2');
  await expect(bagButton(page)).toHaveAccessibleName('Bag, 3 items');
  await drawer.getByRole('link', { name: 'Proceed to Checkout' }).click();

  // Order summary: a coupon on the first store, the wallet on.
  await expect(page).toHaveURL(/\/checkout\/order-summary$/);
  const priceBox = page.getByRole('region', { name: /Price details/ });
  await expect(priceBox.getByText('Amount to pay', { exact: true })).toBeVisible();
  await page
    .getByRole('button', { name: /Apply coupon for/ })
    .first()
    .click();
  const coupons = page.getByRole('dialog', { name: /^Coupons for/ });
  await coupons.getByRole('button', { name: `Apply ${withCoupon.coupon.couponName}` }).click();
  await expect(coupons).toBeHidden();
  await expect(page.getByText('Coupon Applied')).toBeVisible();
  await page.getByRole('switch', { name: /Use Vastra Money/ }).check();
  await expect(priceBox.getByText('−₹100.00')).toBeVisible();
  await page.getByRole('link', { name: 'Select Address' }).click();

  // Address: a new one through the modal, the PIN lookup filling city and state.
  await expect(page).toHaveURL(/\/checkout\/address$/);
  await addAddressInModal(page, 'Meera Iyer', shopper.phone, '7 Temple Street');
  await page.getByRole('link', { name: 'Select Address' }).click();

  // Payment: cash on delivery, placed once.
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  const placed = page.getByRole('dialog', { name: 'Order Placed' });
  await expect(placed).toBeVisible();
  // Checkout's header has no bag: back in the shop it is empty.
  await placed.getByRole('link', { name: 'Continue shopping' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(bagButton(page)).toHaveAccessibleName('Bag, 0 items');

  // One order per store, the coupon on one of them, the wallet money used, the two units kept.
  const orders = await ordersOf(request, shopper);
  expect(orders).toHaveLength(2);
  const details = await Promise.all(orders.map((o) => orderOf(request, shopper, o.orderId)));
  expect(details.map((d) => d.orderType)).toEqual(['Cod', 'Cod']);
  expect(details.filter((d) => d.charges.coupon > 0)).toHaveLength(1);
  expect(details.reduce((sum, d) => sum + d.charges.walletUsed, 0)).toBeCloseTo(100, 2);
  const lines = await Promise.all(
    orders.map(
      async (o) =>
        (
          (await (
            await request.get(`/api/v1/orders/${o.orderId}`, {
              headers: { Authorization: `Bearer ${shopper.accessToken}` },
            })
          ).json()) as Envelope<{ lines: { variantId: string; quantity: number }[] }>
        ).data.lines,
    ),
  );
  expect(lines.flat().find((l) => l.variantId === withCoupon.variantId)?.quantity).toBe(2);
});
