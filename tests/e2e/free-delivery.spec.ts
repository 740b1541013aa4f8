/**
 * The bag says how to get free delivery, per store: "Add ₹100 more from Noor Botanicals for free delivery"
 * below the ₹499 a store's goods deliver free from (₹49 delivery below it), and "Free delivery from …" once
 * met: in the My Cart drawer and on checkout's bag step, at 375px.
 */

import { expect, test } from './fixtures.ts';
import { allProducts, productPath, read } from './catalog.ts';
import { bagButton, cartDrawer } from './bag.ts';
import { PHONE } from './phone.ts';
import { addLine } from './checkout-data.ts';
import { lookAt } from './screens.ts';

test.use(PHONE);

/** A variant from ₹250 to ₹498 with stock for two: one is short of ₹499, two reach it. */
async function underThreshold(request: Parameters<typeof allProducts>[0]) {
  const products = await allProducts(request);
  for (const detail of products.slice(40)) {
    const variant = detail.varient.find((v) => v.VarientQuantity >= 4 && v.VarientPrice >= 250 && v.VarientPrice < 499);
    if (!variant) continue;
    const { storeName } = await read<{ storeName: string }>(request, `product/${detail.product.id}`);
    return {
      pick: { productId: detail.product.id, variantId: variant.id, sellerId: detail.product.SellerUserId },
      price: variant.VarientPrice,
      storeName,
      name: detail.product.productName,
      path: `${productPath(detail)}?variant=${variant.id}`,
    };
  }
  throw new Error('no variant priced ₹250–₹498 with stock');
}

test('the drawer and the checkout bag say how much more from the store makes delivery free, then that it is free', async ({
  page,
  request,
  shopper,
}) => {
  test.slow();
  const { pick, price, storeName } = await underThreshold(request);
  await addLine(request, shopper, pick);
  const short = `Add ₹${499 - price} more from ${storeName} for free delivery`;
  const free = `Free delivery from ${storeName}`;

  await page.goto('/privacy-policy');
  await expect(bagButton(page)).toHaveAccessibleName('Bag, 1 item');
  await bagButton(page).tap();
  const drawer = cartDrawer(page);
  const notes = drawer.getByRole('list', { name: 'Free delivery' });
  await expect(notes.getByRole('listitem')).toHaveText([short]);
  await lookAt(page, 'free-delivery-drawer-short-375');

  // A second one reaches ₹499: free, and the nudge is gone.
  await drawer.getByRole('button', { name: 'Increase quantity' }).tap();
  await expect(notes.getByRole('listitem')).toHaveText([free]);
  await lookAt(page, 'free-delivery-drawer-free-375');
  // The bag is left for checkout once the server has the decrease: a change still on its way when the page
  // is left can be lost (the bag's one-outbox rework makes every change survive leaving the page).
  const decreased = page.waitForResponse((r) => r.url().endsWith('/api/v1/userCart') && r.request().method() === 'PUT');
  await drawer.getByRole('button', { name: 'Decrease quantity' }).tap();
  await expect(notes.getByRole('listitem')).toHaveText([short]);
  expect((await decreased).ok()).toBe(true);

  // Checkout's bag step, under the store's items, from the server's estimate; the price box charges ₹49.
  await page.goto('/checkout/order-summary');
  const group = page.getByRole('region', { name: storeName });
  await expect(group.getByText(short, { exact: true })).toBeVisible();
  const delivery = page.getByTestId('price-rows').first().locator('[data-row="delivery"] dd');
  await expect(delivery).toHaveText('₹49');
  await lookAt(page, 'free-delivery-checkout-short-375');
  await group.getByRole('button', { name: 'Increase quantity' }).tap();
  await expect(group.getByText(free, { exact: true })).toBeVisible();
  await expect(group.getByText(short, { exact: true })).toHaveCount(0);
  await expect(delivery).toHaveText('FREE');
  await lookAt(page, 'free-delivery-checkout-free-375');
});

test("a visitor's drawer says it too, once its check of the lines has named the store", async ({ page, request }) => {
  const { price, storeName, path } = await underThreshold(request);
  await page.goto(path);
  // A visitor's buy box wakes on this first tap (replayed once it has); the drawer opens with the line.
  await page.getByRole('button', { name: 'Add To Bag' }).first().tap();
  const notes = cartDrawer(page).getByRole('list', { name: 'Free delivery' });
  await expect(notes.getByRole('listitem')).toHaveText([
    `Add ₹${499 - price} more from ${storeName} for free delivery`,
  ]);
  await cartDrawer(page).getByRole('button', { name: 'Increase quantity' }).tap();
  await expect(notes.getByRole('listitem')).toHaveText([`Free delivery from ${storeName}`]);
  await lookAt(page, 'free-delivery-visitor-375');
});
