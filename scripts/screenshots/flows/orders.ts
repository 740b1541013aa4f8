import type { Page } from 'playwright-core';
import { call, freshPhone, out, read, signInOn, signUp, type Tokens } from '../shared.ts';

type Listed = { product: { id: string; SellerUserId: string }; varient: { id: string; VarientQuantity: number }[] };

/** A new shopper with five orders moved along by the dev route (placed, in transit, delivered, cancelled, returned). */
async function shopperWithOrders(): Promise<Tokens> {
  const phone = freshPhone();
  const tokens = await signUp('orders', phone);
  const token = tokens.accessToken;
  const addressId = (
    await call<{ id: string }>('POST', 'address', token, {
      name: 'Meera Iyer',
      phone,
      pinCode: '560001',
      addressMain: '21 Residency Road',
      locality: 'Shanthala Nagar',
      city: 'Bengaluru',
      state: 'Karnataka',
    })
  ).id;
  const items = (await read<{ items: Listed[] }>('catalog/products?limit=40')).items.filter((d) =>
    d.varient.some((v) => v.VarientQuantity > 3),
  );
  const steps = [
    [],
    ['IN_TRANSIST'],
    ['IN_TRANSIST', 'OUT_FOR_DELIVERY', 'DELIVERED'],
    ['CANCELLED'],
    ['IN_TRANSIST', 'OUT_FOR_DELIVERY', 'DELIVERED', 'RETURN'],
  ];
  for (const [i, statuses] of steps.entries()) {
    const d = items[i]!;
    const variant = d.varient.find((v) => v.VarientQuantity > 3)!;
    const placed = await call<{ orderIds: string[] }>('POST', 'newOrder/create', token, {
      orderType: 'Cod',
      addressId,
      useWallet: false,
      orderData: [
        {
          sellerId: d.product.SellerUserId,
          couponIds: 'no_coupon',
          productIds: [d.product.id],
          variants: [variant.id],
          quantity: [1],
        },
      ],
    });
    for (const status of statuses) await call('POST', `dev/orders/${placed.orderIds[0]}/status`, null, { status });
  }
  return tokens;
}

/** The My Orders drawer (from the account menu, or the hamburger's on a phone) and the Notifications drawer, signed in. */
export async function accountDrawers(page: Page, width: number) {
  const tokens = await shopperWithOrders();
  await signInOn(page, tokens);
  await page.reload({ waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${out}/bell-count-${width}.png` });
  const phone = width <= 810;
  await page.getByRole('button', { name: phone ? 'Menu' : 'Account menu', exact: true }).click();
  await page
    .getByRole('dialog', { name: phone ? 'Menu' : 'Account' })
    .getByRole('button', { name: 'My Orders' })
    .click();
  await page.getByRole('dialog', { name: 'My Orders' }).getByRole('listitem').first().waitFor();
  await page.waitForTimeout(600);
  await page.screenshot({ path: `${out}/orders-drawer-${width}.png` });
  await page.keyboard.press('Escape');
  await page.waitForTimeout(400);
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await page.getByRole('dialog', { name: 'Notifications' }).getByRole('listitem').first().waitFor();
  await page.waitForTimeout(600);
  await page.screenshot({ path: `${out}/notifications-drawer-${width}.png` });
  await page.evaluate(() => localStorage.clear());
}
