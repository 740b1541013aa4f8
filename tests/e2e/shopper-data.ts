/**
 * A shopper's own data made through the real API, as a shopper and the courier would make it: addresses,
 * orders placed and cancelled, a friend who signs up with the shopper's code and whose order is delivered.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import type { Envelope, ProductDetail } from '../../src/lib/api/types.ts';
import { newShopper, type Shopper, type Tokens } from './session.ts';

const auth = (shopper: Tokens) => ({ Authorization: `Bearer ${shopper.accessToken}` });

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as Envelope<T>).data;
}

/**
 * A 32 px PNG uploaded as the pages do: presigned, then PUT to the address the API handed out (relative on
 * local storage, so it is resolved on the page's origin). Its reference, for a review, post or return.
 */
export async function uploadPng(
  request: APIRequestContext,
  shopper: Tokens,
  { isPublic, background }: { isPublic: boolean; background: string },
): Promise<string> {
  const { preSignedUrl, file } = await data<{ preSignedUrl: string; file: string }>(
    await request.post('/api/v1/upload', {
      headers: auth(shopper),
      data: { contentType: 'image/png', ext: 'png', isPublic },
    }),
  );
  const png = await sharp({ create: { width: 32, height: 32, channels: 3, background } })
    .png()
    .toBuffer();
  const put = await request.put(preSignedUrl, { headers: { 'Content-Type': 'image/png' }, data: png });
  expect(put.status()).toBe(200);
  return file;
}

export const HOME = {
  name: 'Asha Rao',
  pinCode: '560001',
  addressMain: '21 Residency Road',
  locality: 'Shanthala Nagar',
  city: 'Bengaluru',
  state: 'Karnataka',
};

/** Ours: the optional parts of an address. */
export type AddressExtras = { addressType?: 'Home' | 'Work' | 'Other'; landmark?: string; altPhone?: string };

export async function addAddress(
  request: APIRequestContext,
  shopper: Shopper,
  address: Partial<typeof HOME> & AddressExtras = {},
): Promise<string> {
  const saved = await data<{ id: string }>(
    await request.post('/api/v1/address', {
      headers: auth(shopper),
      data: { ...HOME, phone: shopper.phone, ...address },
    }),
  );
  return saved.id;
}

/** An in-stock variant priced above 600 rupees, so ₹500 of wallet money covers only part of it. */
export async function pricedVariant(request: APIRequestContext): Promise<OrderItem> {
  const page = await data<{ items: ProductDetail[] }>(await request.get('/api/v1/catalog/products?limit=200'));
  for (const detail of page.items) {
    const variant = detail.varient.find((v) => v.VarientQuantity > 10 && v.VarientPrice > 600);
    if (variant) return { productId: detail.product.id, variantId: variant.id, sellerId: detail.product.SellerUserId };
  }
  throw new Error('no variant in stock above ₹600');
}

export type OrderItem = { productId: string; variantId: string; sellerId: string };

/**
 * A seeded variant (server/seed, fixed seed) for tests that write an order's money out: Heritage Silk Kurtas,
 * Charcoal XXL, ₹3,249 (MRP ₹4,049, so ₹800 off; GST in the price ₹495.61; delivery free).
 */
export const SILK_KURTA: OrderItem = {
  productId: '3635c3c8-4fec-4af6-978f-33620da842a6',
  variantId: 'dd4b7868-17da-45ba-948f-d6a14b4e60ff',
  sellerId: '8cc9a767-76a8-4079-8bd0-f254174632f8',
};

/** The seller counts the variant's stock again (40), so orders from earlier runs on the same data never sell it out. */
export async function restock(request: APIRequestContext, item: OrderItem) {
  await data(
    await request.post(`/api/v1/dev/products/${item.productId}/stock`, {
      data: { variantId: item.variantId, quantity: 40 },
    }),
  );
}

/** One cash-on-delivery order of one unit: of `item` when given, else of a variant above ₹600. */
export async function placeOrder(
  request: APIRequestContext,
  shopper: Shopper,
  addressId: string,
  options: { useWallet?: boolean; item?: OrderItem } = {},
): Promise<string> {
  const { productId, variantId, sellerId } = options.item ?? (await pricedVariant(request));
  const placed = await data<{ orderIds: string[] }>(
    await request.post('/api/v1/newOrder/create', {
      headers: auth(shopper),
      data: {
        orderType: 'Cod',
        addressId,
        useWallet: options.useWallet ?? false,
        orderData: [
          { sellerId, couponIds: 'no_coupon', productIds: [productId], variants: [variantId], quantity: [1] },
        ],
      },
    }),
  );
  return placed.orderIds[0]!;
}

export async function cancelOrder(request: APIRequestContext, shopper: Shopper, orderId: string) {
  await data(
    await request.post(`/api/v1/orders/${orderId}/cancel`, {
      headers: auth(shopper),
      data: { reasonType: 'Change of Mind' },
    }),
  );
}

/** Deletes one of the shopper's own Lens posts. */
export async function deletePost(request: APIRequestContext, shopper: Tokens, postId: string) {
  await data(await request.delete(`/api/v1/post/${postId}`, { headers: auth(shopper) }));
}

export async function deliver(request: APIRequestContext, orderId: string) {
  for (const status of ['IN_TRANSIST', 'OUT_FOR_DELIVERY', 'DELIVERED'])
    await data(await request.post(`/api/v1/dev/orders/${orderId}/status`, { data: { status } }));
}

/** The delivered order's 2-day return window passes: a referral reward it earned is credited. */
export async function closeReturnWindow(request: APIRequestContext, orderId: string) {
  await data(await request.post(`/api/v1/dev/orders/${orderId}/close-return-window`));
}

/**
 * A shopper with something in every section: a friend who joined with their code and whose order was
 * delivered and kept past its return window (₹500 referral reward), an order paid with that money and cancelled (refunded to the wallet),
 * and a cash-on-delivery order cancelled (nothing to refund).
 */
export async function shopperWithHistory(request: APIRequestContext, label: string) {
  const shopper = await newShopper(request, label);
  const friend = await newShopper(request, `${label}f`, shopper.displayname);
  const friendOrder = await placeOrder(request, friend, await addAddress(request, friend));
  await deliver(request, friendOrder);
  await closeReturnWindow(request, friendOrder);
  const addressId = await addAddress(request, shopper);
  const walletOrder = await placeOrder(request, shopper, addressId, { useWallet: true });
  await cancelOrder(request, shopper, walletOrder);
  const codOrder = await placeOrder(request, shopper, addressId);
  await cancelOrder(request, shopper, codOrder);
  const wallet = await data<{ walletData: { id: string } }>(
    await request.get('/api/v1/transaction', { headers: auth(shopper) }),
  );
  return { shopper, walletOrder, codOrder, walletId: wallet.walletData.id };
}
