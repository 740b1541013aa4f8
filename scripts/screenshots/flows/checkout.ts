import type { Page } from 'playwright-core';
import { base, checkoutShopper, shooter, signInOn } from '../shared.ts';

/**
 * The checkout steps signed in: order summary with wallet money, the coupon and Add address modals, the address
 * and payment steps with the delivery day, a COD order up to "Order Placed" (each order's number, amount, mode, day).
 * The first screen of each step as the shopper opens it (`bar-*`: the phone's bottom bar with the amount to pay and
 * the step's action; the side price box at 1280px), a summary line's quantity raised in place, and Place Order busy.
 */
export async function checkoutFlow(page: Page, width: number) {
  const tokens = await checkoutShopper();
  await signInOn(page, tokens);
  const { shot } = shooter(page, 'checkout', width);
  await page.goto(`${base}/checkout/order-summary`, { waitUntil: 'networkidle' });
  const rows = page.getByTestId('price-rows');
  /** The price box has the server's answer (not busy). */
  const priced = () => rows.locator('xpath=ancestor::section[not(@aria-busy)]').waitFor();
  await rows.getByText('Amount to pay', { exact: true }).waitFor();
  await page.getByRole('switch').check();
  await rows.locator('[data-row="wallet"]').waitFor();
  await shot('order-summary', true);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot('bar-order-summary', false);
  // A line's stepper in place: the quantity and the price box (and bar) follow the server's answer.
  const firstLine = page
    .getByRole('list', { name: /^Items from / })
    .first()
    .getByRole('listitem')
    .first();
  await firstLine.getByRole('button', { name: 'Increase quantity' }).click();
  await firstLine.getByRole('group', { name: 'Quantity' }).getByText('2', { exact: true }).waitFor();
  await priced();
  await firstLine.scrollIntoViewIfNeeded();
  await shot('summary-stepper', false);
  await firstLine.getByRole('button', { name: 'Decrease quantity' }).click();
  await firstLine.getByRole('group', { name: 'Quantity' }).getByText('1', { exact: true }).waitFor();
  await priced();
  await page
    .getByRole('button', { name: /Apply coupon for/ })
    .first()
    .click();
  await page.getByRole('dialog').getByRole('listitem').first().waitFor();
  await page.waitForTimeout(400);
  await shot('coupons');
  const apply = page
    .getByRole('dialog')
    .getByRole('button', { name: /^Apply / })
    .and(page.locator(':enabled'))
    .first();
  if (await apply.count()) {
    await apply.click();
    await page.getByText('Coupon Applied').waitFor();
  } else await page.keyboard.press('Escape');
  await page.waitForTimeout(400);
  await shot('order-summary-coupon', true);
  await page.getByRole('link', { name: 'Select Address' }).click();
  await page.getByRole('radio').first().waitFor();
  await page
    .getByText(/Delivery by /)
    .first()
    .waitFor();
  await shot('address', true);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot('bar-address', false);
  await page.getByRole('button', { name: 'Add address' }).click();
  await page.getByRole('dialog', { name: 'Add address' }).getByLabel('PIN code').fill('560001');
  await page.getByText('Bengaluru', { exact: false }).first().waitFor();
  await page.waitForTimeout(400);
  await shot('add-address');
  await page.keyboard.press('Escape');
  // The form asks before throwing away what was typed (the PIN).
  await page.getByRole('button', { name: 'Discard', exact: true }).click();
  await page.getByRole('dialog', { name: 'Add address' }).waitFor({ state: 'hidden' });
  await page.getByRole('link', { name: 'Select Address' }).click();
  await page.getByRole('radio', { name: /Cash on Delivery/ }).waitFor();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.waitForTimeout(300);
  await shot('payment-warning', true);
  await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
  await page
    .getByText(/Delivery by /)
    .first()
    .waitFor();
  await shot('payment', true);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot('bar-payment', false);
  // Place Order while the order is on its way (the call held until the shot is taken).
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/newOrder/create', async (route) => {
    await held;
    await route.fallback();
  });
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.getByRole('button', { name: 'Placing your order…' }).waitFor();
  await shot('bar-placing', false);
  release();
  // Order Placed reads each order back: its number, amount, mode, day and View order.
  await page
    .getByRole('dialog', { name: 'Order Placed' })
    .getByRole('link', { name: /^View order/ })
    .first()
    .waitFor();
  await page.waitForTimeout(400);
  await shot('order-placed', false);
  await page.evaluate(() => localStorage.clear());
}
