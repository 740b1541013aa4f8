/**
 * Screens whose content arrives after their first paint hold still meanwhile: nothing a shopper can already see
 * or tap moves when a read answers (a tap aimed at one control must not land on another), and the page's layout
 * shift (CLS) stays under 0.01. The reads are held until the waiting state is on screen, as on a slow network.
 */
import { test, expect } from './fixtures.ts';
import { PHONE, holdCalls } from './phone.ts';
import { kurtaOrderFor, openOrder } from './order-page.ts';
import { creditWallet, fillBag, twoStores } from './checkout-data.ts';
import { addAddress } from './shopper-data.ts';
import { expectStill } from './layout-shift.ts';
import { lookAt } from './screens.ts';

test.describe('at 375px', () => {
  test.use(PHONE);

  test("an order's page and the own profile hold still while they load", async ({ page, request, shopper }) => {
    const orderId = await kurtaOrderFor(request, shopper);
    const order = await holdCalls(page, `**/api/v1/orders/${orderId}`, 'GET');
    const opened = openOrder(page, orderId);
    await expect(page.getByRole('status').filter({ hasText: 'Loading your order…' })).toBeVisible();
    order.release();
    await opened;
    await expectStill(page);

    const profile = await holdCalls(page, '**/api/v1/user/profile', 'GET');
    await page.goto('/user/me');
    await expect(page.getByRole('status').filter({ hasText: 'Loading the profile…' })).toBeVisible();
    profile.release();
    await expect(page.getByRole('region', { name: 'Profile' }).getByText(shopper.displayname)).toBeVisible();
    await expectStill(page);
  });

  test("checkout's address step holds still while the addresses arrive", async ({ page, request, shopper }) => {
    const { other } = await twoStores(request, 330);
    await fillBag(request, shopper, [other]);
    await addAddress(request, shopper);
    const addresses = await holdCalls(page, '**/api/v1/address/getAll', 'GET');
    await page.goto('/checkout/address');
    await expect(page.getByRole('status').filter({ hasText: 'Loading your addresses…' })).toBeVisible();
    addresses.release();
    await expect(page.getByRole('radio', { checked: true })).toBeVisible();
    await expect(page.getByRole('region', { name: /Price details/ })).toBeVisible();
    await expectStill(page);
  });
});

test.describe('at 1280px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the order summary's controls stay put while its prices are worked out", async ({ page, request, shopper }) => {
    const { withCoupon, other } = await twoStores(request, 320);
    await fillBag(request, shopper, [withCoupon, other]);
    await creditWallet(request, shopper, 50);
    const estimate = await holdCalls(page, '**/api/v1/price/newEstimator', 'POST');
    await page.goto('/checkout/order-summary');
    const priceBox = page.getByRole('region', { name: /Price details/ });
    await expect(priceBox.getByRole('status')).toHaveText('Working out your total…');
    const controls = [
      page.getByRole('button', { name: /Apply coupon for/ }).first(),
      page.getByRole('button', { name: /Apply coupon for/ }).last(),
      page.getByRole('switch', { name: /Use Vastra Money/ }),
      priceBox.getByRole('link', { name: 'Select Address' }),
    ];
    for (const control of controls) await expect(control).toBeVisible();
    const before = await Promise.all(controls.map(async (c) => (await c.boundingBox())!.y));
    await lookAt(page, 'order-summary-pricing-1280');
    estimate.release();
    await expect(priceBox).not.toHaveAttribute('aria-busy', 'true');
    await expect(priceBox.getByText('Amount to pay')).toBeVisible();
    const after = await Promise.all(controls.map(async (c) => (await c.boundingBox())!.y));
    expect(after).toEqual(before);
    await lookAt(page, 'order-summary-priced-1280');
    await expectStill(page);
  });
});
