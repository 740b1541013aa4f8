/**
 * Checkout calls (shopper-core §7): seller coupons, the price estimate, placing the order with an
 * Idempotency-Key, prepaid verification and paying again for the same unpaid orders, and where the local
 * test provider's hosted checkout lives.
 */
import { api, LIVE_READ } from './index.ts';
import type { BodyOf, Estimate, OrderGroup } from './types.ts';

export type { Estimate };

const apiBase = (import.meta.env?.PUBLIC_API_BASE as string | undefined) ?? '/api/v1';

/** GET product/coupon/product?productId=..&productId=.. (no token needed). */
export const sellerCoupons = (productIds: string[]) =>
  api().GET('sellerCoupons', '/product/coupon/product', { ...LIVE_READ, params: { query: { productId: productIds } } });

export const estimatePrice = (orderData: OrderGroup[], useWallet: boolean) =>
  api().POST('estimatePrice', '/price/newEstimator', { body: { orderData, useWallet } });

export type CreateOrderBody = BodyOf<'/newOrder/create', 'post'>;

/** POST newOrder/create with the checkout's Idempotency-Key: a second send of the same key places nothing new. */
export const createOrder = (body: CreateOrderBody, idempotencyKey: string) =>
  api().POST('createOrder', '/newOrder/create', { body, headers: { 'Idempotency-Key': idempotencyKey } });
export type CreatedOrder = Awaited<ReturnType<typeof createOrder>>;

export const verifyPayment = (razorId: string, paymentId: string, signature: string) =>
  api().POST('verifyPayment', '/payment/verify', { body: { razorId, paymentId, signature } });

/** POST payment/retry (ours): the same provider order again for the shopper's own unpaid checkout. */
export const retryPayment = (checkoutId: string) =>
  api().POST('retryPayment', '/payment/retry', { body: { checkoutId } });

/** The local test provider's hosted checkout (development and tests), which sends the shopper back to `returnPath`. */
export function testCheckoutUrl(
  razorId: string,
  prefill: { contact: string; email: string },
  returnPath: string,
): string {
  const query = new URLSearchParams({ razorId, contact: prefill.contact, email: prefill.email, return: returnPath });
  return `${apiBase.replace(/\/$/, '')}/payment/test-checkout?${query}`;
}
