/** A shopper's bag for checkout tests, made through the real API: lines from two stores, one with a coupon it can use. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Envelope, ProductDetail, SellerCoupon } from '../../src/lib/api/types.ts';
import type { Shopper } from './session.ts';

const auth = (shopper: Shopper) => ({ Authorization: `Bearer ${shopper.accessToken}` });

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as Envelope<T>).data;
}

export type Pick = { productId: string; variantId: string; sellerId: string; price: number };

/**
 * Two in-stock variants from two stores. The first store has a coupon without a minimum (or one its price
 * reaches), so a test can apply it; `startAt` spreads parallel tests over the catalog's stock.
 */
export async function twoStores(
  request: APIRequestContext,
  startAt = 0,
): Promise<{ withCoupon: Pick & { coupon: SellerCoupon }; other: Pick }> {
  const page = await data<{ items: ProductDetail[] }>(await request.get('/api/v1/catalog/products?limit=200'));
  const items = [...page.items.slice(startAt), ...page.items.slice(0, startAt)];
  let withCoupon: (Pick & { coupon: SellerCoupon }) | null = null;
  for (const detail of items) {
    const variant = detail.varient.find((v) => v.VarientQuantity > 10 && v.VarientPrice > 600 && v.VarientPrice < 2000);
    if (!variant) continue;
    const pick = {
      productId: detail.product.id,
      variantId: variant.id,
      sellerId: detail.product.SellerUserId,
      price: variant.VarientPrice,
    };
    if (!withCoupon) {
      const coupons = await data<SellerCoupon[]>(
        await request.get(`/api/v1/product/coupon/product?productId=${detail.product.id}`),
      );
      const usable = coupons.find((c) => !c.purchaseRequired || c.purchaseValue <= variant.VarientPrice);
      if (usable) withCoupon = { ...pick, coupon: usable };
      continue;
    }
    if (pick.sellerId !== withCoupon.sellerId) return { withCoupon, other: pick };
  }
  throw new Error('no two stores with stock and a usable coupon');
}

export async function addLine(request: APIRequestContext, shopper: Shopper, pick: Omit<Pick, 'price'>, quantity = 1) {
  await data(
    await request.post('/api/v1/userCart', {
      headers: auth(shopper),
      data: { productId: pick.productId, varaint: pick.variantId, quantity, reference: false },
    }),
  );
}

export async function creditWallet(request: APIRequestContext, shopper: Shopper, rupees: number) {
  await data(await request.post('/api/v1/dev/wallet/credit', { data: { phone: shopper.phone, rupees } }));
}

export type OrderListItem = { orderId: string; orderStatus: string };
export const ordersOf = async (request: APIRequestContext, shopper: Shopper) =>
  data<OrderListItem[]>(await request.get('/api/v1/orders/orderGet', { headers: auth(shopper) }));
export const orderOf = async (request: APIRequestContext, shopper: Shopper, orderId: string) =>
  data<{ paymentStatus: string; orderType: string; charges: { walletUsed: number; coupon: number; amount: number } }>(
    await request.get(`/api/v1/orders/${orderId}`, { headers: auth(shopper) }),
  );

/** The shopper's server cart holds one of each pick (the `shopper` fixture signs them in at the first page load). */
export async function fillBag(request: APIRequestContext, shopper: Shopper, picks: Pick[]): Promise<void> {
  for (const pick of picks) await addLine(request, shopper, pick);
}

/**
 * The address step's "Add address" modal, as a shopper fills it: the PIN lookup fills city and state, then
 * saving closes the modal and chooses the new address.
 */
export async function addAddressInModal(page: Page, name: string, phone: string, street: string) {
  await page.getByRole('button', { name: 'Add address' }).click();
  const form = page.getByRole('dialog', { name: 'Add address' });
  await form.getByLabel('Full name').fill(name);
  await form.getByLabel('Mobile number').fill(phone);
  await form.getByLabel('PIN code').fill('560041');
  await expect(form.getByLabel('City / District')).toHaveValue('Bengaluru');
  await expect(form.getByLabel('State')).toHaveValue('Karnataka');
  await form.getByLabel('Locality').fill('Jayanagar East');
  await form.getByLabel('House no., building, street').fill(street);
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('radio', { name: new RegExp(street) })).toBeChecked();
}
