/**
 * Prepaid payments through a provider adapter. The default local test provider issues an order id as the
 * razorId and signs payments with HMAC-SHA256 over "orderId|paymentId", exactly as Razorpay does, so the
 * same verification path runs in tests. An order becomes paid only after its signature verifies.
 */
import crypto from 'node:crypto';
import { jwtSecret } from '../auth/secret.ts';

export type PaymentProvider = {
  name: string;
  /** Creates the provider's order for an amount in paise; returns its id (the razorId). */
  createOrder: (amountPaise: number, receipt: string) => Promise<string>;
  verifyPayment: (orderId: string, paymentId: string, signature: string) => boolean;
};

function hmac(secret: string | Uint8Array, text: string) {
  return crypto.createHmac('sha256', secret).update(text).digest('hex');
}

function safeEqual(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/** The secret is read when first needed, so an app built only to read the catalog needs none. */
export function localTestProvider(secret?: Uint8Array): PaymentProvider & { sign: (orderId: string, paymentId: string) => string } {
  const key = () => secret ?? jwtSecret();
  return {
    name: 'local-test',
    createOrder: async (_amount, receipt) => `order_test_${receipt.replace(/-/g, '').slice(0, 14)}`,
    verifyPayment: (orderId, paymentId, signature) => safeEqual(hmac(key(), `${orderId}|${paymentId}`), signature),
    sign: (orderId, paymentId) => hmac(key(), `${orderId}|${paymentId}`),
  };
}
