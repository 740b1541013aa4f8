import type { Page } from 'playwright-core';
import { base, checkoutShopper, shooter, signInOn } from '../shared.ts';

/**
 * The checkout steps signed in: order summary with wallet money, the coupon and Add address modals, the address
 * and payment steps with the delivery day, a COD order up to "Order Placed" (each order's number, amount, mode, day).
 */
export async function checkoutFlow(page: Page, width: number) {
  const tokens = await checkoutShopper();
  await signInOn(page, tokens);
  const { shot } = shooter(page, 'checkout', width);
  await page.goto(`${base}/checkout/order-summary`, { waitUntil: 'networkidle' });
  await page.getByText('Total', { exact: true }).waitFor();
  await page.getByRole('switch').check();
  await page.getByText(/used$/).waitFor();
  await shot('order-summary', true);
  await page.getByRole('button', { name: /Apply coupon for/ }).first().click();
  await page.getByRole('dialog').getByRole('listitem').first().waitFor();
  await page.waitForTimeout(400);
  await shot('coupons');
  const apply = page.getByRole('dialog').getByRole('button', { name: /^Apply / }).and(page.locator(':enabled')).first();
  if (await apply.count()) {
    await apply.click();
    await page.getByText('Coupon Applied').waitFor();
  } else await page.keyboard.press('Escape');
  await page.waitForTimeout(400);
  await shot('order-summary-coupon', true);
  await page.getByRole('link', { name: 'Select Address' }).click();
  await page.getByRole('radio').first().waitFor();
  await page.getByText(/Delivery by /).first().waitFor();
  await shot('address', true);
  await page.getByRole('button', { name: 'Add address' }).click();
  await page.getByRole('dialog', { name: 'Add address' }).getByLabel('PIN code').fill('560001');
  await page.getByText('Bengaluru', { exact: false }).first().waitFor();
  await page.waitForTimeout(400);
  await shot('add-address');
  await page.keyboard.press('Escape');
  await page.waitForTimeout(400);
  await page.getByRole('link', { name: 'Select Address' }).click();
  await page.getByRole('radio', { name: /Cash on Delivery/ }).waitFor();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.waitForTimeout(300);
  await shot('payment-warning', true);
  await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
  await page.getByText(/Delivery by /).first().waitFor();
  await shot('payment', true);
  await page.getByRole('button', { name: 'Place Order' }).click();
  // Order Placed reads each order back: its number, amount, mode, day and View order.
  await page.getByRole('dialog', { name: 'Order Placed' }).getByRole('link', { name: /^View order/ }).first().waitFor();
  await page.waitForTimeout(400);
  await shot('order-placed', false);
  await page.evaluate(() => localStorage.clear());
}
