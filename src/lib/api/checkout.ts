/**
 * Checkout calls (shopper-core §7): seller coupons, the price estimate, placing the order with an
 * Idempotency-Key, prepaid verification and paying again for the same unpaid orders, and where the local
 * test provider's hosted checkout lives.
 */
import { api, LIVE_READ } from './index.ts';
import type { Estimate, OrderGroup, PlacedOrder, SellerCoupon } from './types.ts';
import type { PaymentMode } from '../rules/checkout.ts';

export type { Estimate };

const apiBase = (import.meta.env?.PUBLIC_API_BASE as string | undefined) ?? '/api/v1';

/** GET product/coupon/product?productId=..&productId=.. (no token needed). */
export const sellerCoupons = (productIds: string[]) =>
  api().call<SellerCoupon[]>('sellerCoupons', 'product/coupon/product', {
    ...LIVE_READ,
    query: { productId: productIds },
  });

export const estimatePrice = (orderData: OrderGroup[], useWallet: boolean) =>
  api().call<Estimate>('estimatePrice', 'price/newEstimator', { method: 'POST', body: { orderData, useWallet } });

export type CreateOrderBody = {
  orderData: OrderGroup[];
  useWallet: boolean;
  orderType: PaymentMode;
  codMain: boolean;
  addressId: string;
  shippingMode: 'S';
};
export type CreatedOrder = PlacedOrder;

export const createOrder = (body: CreateOrderBody, idempotencyKey: string) =>
  api().call<CreatedOrder>('createOrder', 'newOrder/create', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });

export const verifyPayment = (razorId: string, paymentId: string, signature: string) =>
  api().call<boolean>('verifyPayment', 'payment/verify', { method: 'POST', body: { razorId, paymentId, signature } });

/** POST payment/retry (ours): the same provider order again for the shopper's own unpaid checkout. */
export const retryPayment = (checkoutId: string) =>
  api().call<CreatedOrder>('retryPayment', 'payment/retry', { method: 'POST', body: { checkoutId } });

/** The local test provider's hosted checkout (development and tests), which sends the shopper back to `returnPath`. */
export function testCheckoutUrl(
  razorId: string,
  prefill: { contact: string; email: string },
  returnPath: string,
): string {
  const query = new URLSearchParams({ razorId, contact: prefill.contact, email: prefill.email, return: returnPath });
  return `${apiBase.replace(/\/$/, '')}/payment/test-checkout?${query}`;
}
