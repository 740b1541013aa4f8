/**
 * Shoppers ready to write reviews and Lens posts in the API tests, through the in-process app or a serving
 * process alike: an address, one COD order of a product moved to DELIVERED through the dev route.
 */
import { expect } from 'vitest';
import { PLACE } from './checkout-fixture.ts';

type Call = (
  method: string,
  path: string,
  options?: { body?: unknown; token?: string },
) => Promise<{ status: number; body: any }>;

export type Delivered = { productId: string };

/** Orders one unit of the variant for the shopper and delivers it: they may now review it and post about it. */
export async function deliverTo(
  call: Call,
  token: string,
  variant: { id: string; productId: string },
  sellerId: string,
): Promise<Delivered> {
  const address = await call('POST', 'address', { token, body: PLACE });
  expect(address.status, JSON.stringify(address.body)).toBe(200);
  const placed = await call('POST', 'newOrder/create', {
    token,
    body: {
      orderType: 'Cod',
      addressId: address.body.data.id,
      orderData: [
        { sellerId, couponIds: 'no_coupon', productIds: [variant.productId], variants: [variant.id], quantity: [1] },
      ],
    },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const orderId = placed.body.data.orderIds[0];
  for (const status of ['IN_TRANSIST', 'OUT_FOR_DELIVERY', 'DELIVERED'])
    expect((await call('POST', `dev/orders/${orderId}/status`, { body: { status } })).status).toBe(200);
  return { productId: variant.productId };
}

/** A review the form would send. */
export const REVIEW = {
  ratings: 4,
  postTitle: 'Soft and true to size',
  postDesc: 'The cotton is soft and the fit is exactly as the chart says.',
  imageUrls: [],
  videoUrls: [],
};

/** n copies of a request, started together. */
export const atOnce = <T>(n: number, request: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => request(i)));

/** How many of the replies had each status, e.g. { 200: 60, 429: 140 }. */
export const tally = (replies: { status: number }[]) =>
  replies.reduce<Record<number, number>>((counts, r) => ({ ...counts, [r.status]: (counts[r.status] ?? 0) + 1 }), {});
