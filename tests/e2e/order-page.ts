/** An order made through the real API, and its page opened as a shopper opens it. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { orderNumber } from '../../src/lib/rules/order-number.ts';
import { creditWallet } from './checkout-data.ts';
import type { Shopper } from './session.ts';
import { SILK_KURTA, addAddress, placeOrder, restock } from './shopper-data.ts';

/** One order of SILK_KURTA (₹3,249) for the shopper, cash on delivery, with `wallet` rupees of Vastra Money used. */
export async function kurtaOrderFor(request: APIRequestContext, shopper: Shopper, wallet = 0): Promise<string> {
  const addressId = await addAddress(request, shopper);
  if (wallet) await creditWallet(request, shopper, wallet);
  await restock(request, SILK_KURTA);
  return placeOrder(request, shopper, addressId, { useWallet: wallet > 0, item: SILK_KURTA });
}

/** The order's page, once its heading ("Order #4827-1930-5612") shows. */
export async function openOrder(page: Page, orderId: string): Promise<void> {
  await page.goto(`/my-orders/${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber(orderId)}` })).toBeVisible();
}
