/**
 * The GST a shopper reads is the invoice's. Signature Face Serum, Green 30 ml (seeded: ₹399, beauty, GST 18%)
 * alone pays ₹49 delivery: ₹60.86 of GST inside the serum and ₹7.47 inside the delivery charge, taxed at the
 * serum's rate; its invoice's tax total is ₹68.33 (tests/api/gst-with-delivery.test.ts reads an invoice so).
 * The checkout and the order page used to say ₹60.86.
 */
import { expect, test } from './fixtures.ts';
import { addAddress, placeOrder, restock, type OrderItem } from './shopper-data.ts';
import { addLine } from './checkout-data.ts';
import { lookAt } from './screens.ts';

const SERUM: OrderItem = {
  productId: '0f4ca884-05e6-4924-b96c-3b0718dfc425',
  variantId: 'a6bc34b1-c134-495a-b4b5-4a8071f50dda',
  sellerId: 'a60d43b9-be05-48fd-9462-676ee5247f86',
};

test.use({ viewport: { width: 375, height: 812 } });

test('checkout and the order page show the invoice’s GST, delivery charge included: ₹68.33', async ({
  page,
  request,
  shopper,
}) => {
  await restock(request, SERUM);
  await addLine(request, shopper, SERUM);
  await page.goto('/checkout/order-summary');
  const box = page.getByTestId('price-rows');
  await expect(box.locator('[data-row="delivery"]')).toHaveText('Delivery₹49');
  await expect(box.locator('[data-row="total"]')).toHaveText('Amount to pay₹448');
  await expect(box.locator('[data-row="tax"]')).toHaveText('GST included in prices and delivery₹68.33');
  await lookAt(page, 'gst-checkout-375', { fullPage: true });

  const orderId = await placeOrder(request, shopper, await addAddress(request, shopper), { item: SERUM });
  await page.goto(`/my-orders/${orderId}`);
  const summary = page.getByTestId('order-summary');
  await expect(summary.locator('[data-row="delivery"]')).toHaveText('Delivery₹49');
  await expect(summary.locator('[data-row="tax"]')).toHaveText('GST included in prices and delivery₹68.33');
  await lookAt(page, 'gst-order-375', { fullPage: true });
});
