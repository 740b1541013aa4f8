/**
 * Prepaid payments through a provider adapter. The default local test provider issues an order id as the
 * razorId and signs payments with HMAC-SHA256 over "orderId|paymentId", exactly as Razorpay does, so the
 * same verification path runs in tests. In production the Razorpay adapter creates real orders and checks
 * payment and webhook signatures with the razorpay package's helpers. An order becomes paid only after a
 * signature verifies.
 */
import crypto from 'node:crypto';
import type Razorpay from 'razorpay';
import { validatePaymentVerification, validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils.js';
import { keyFor } from '../auth/secret.ts';

export type PaymentProvider = {
  name: string;
  /** The key id the browser's checkout opens with (Razorpay's public key id; a fixed test id locally). */
  keyId: string;
  /** Which checkout the browser opens: Razorpay's script, or the local test provider's hosted page. */
  checkout: 'razorpay' | 'local-test';
  /** Creates the provider's order for an amount in paise; returns its id (the razorId). */
  createOrder: (amountPaise: number, receipt: string) => Promise<string>;
  /**
   * The amount (paise) a provider order was opened for, as the provider holds it (Razorpay: orders.fetch), or
   * null when it does not say. Asked only when a capture is not for what the orders on that provider order
   * cost: a checkout whose remaining orders moved to a new provider order (payment-retry.ts).
   */
  orderAmount: (orderId: string) => Promise<number | null>;
  verifyPayment: (orderId: string, paymentId: string, signature: string) => boolean;
  /** Checks a webhook's signature over its raw body. */
  verifyWebhook: (rawBody: string, signature: string) => boolean;
  /**
   * The captured payment as the provider holds it, to check its amount and currency against the order
   * (Razorpay: payments.fetch). The local provider has none: it signs only for the amount it was opened with.
   */
  paymentOf?: (paymentId: string) => Promise<{ orderId: string; amountPaise: number; currency: string }>;
  /** Sends `amountPaise` of a captured payment back to where it came from; the provider's refund id and whether it is done. */
  refund: (paymentId: string, amountPaise: number, receipt: string) => Promise<{ id: string; processed: boolean }>;
};

function hmac(secret: string | Uint8Array, text: string) {
  return crypto.createHmac('sha256', secret).update(text).digest('hex');
}

function safeEqual(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

export const LOCAL_TEST_KEY_ID = 'rzp_test_local';

/** The local provider can sign a payment itself: its hosted test checkout does, when the shopper presses Pay. */
export type SigningProvider = PaymentProvider & { sign: (orderId: string, paymentId: string) => string };
export const canSign = (provider: PaymentProvider): provider is SigningProvider =>
  typeof (provider as Partial<SigningProvider>).sign === 'function';

/** The secret is read when first needed, so an app built only to read the catalog needs none. */
export function localTestProvider(secret?: Uint8Array): PaymentProvider & {
  sign: (orderId: string, paymentId: string) => string;
  signWebhook: (rawBody: string) => string;
} {
  const key = () => secret ?? keyFor('test-payments');
  return {
    name: 'local-test',
    keyId: LOCAL_TEST_KEY_ID,
    checkout: 'local-test',
    // The id carries the amount, standing in for the provider's own record of its order (orderAmount).
    createOrder: async (amount, receipt) => `order_test_${hmac(key(), `${receipt}|${amount}`).slice(0, 14)}_${amount}`,
    orderAmount: async (orderId) => {
      const amount = /^order_test_[0-9a-f]{14}_(\d+)$/.exec(orderId)?.[1];
      return amount ? Number(amount) : null;
    },
    verifyPayment: (orderId, paymentId, signature) => safeEqual(hmac(key(), `${orderId}|${paymentId}`), signature),
    verifyWebhook: (rawBody, signature) => safeEqual(hmac(key(), rawBody), signature),
    // Records nothing itself: the refund row the server writes is the record; a test refund is done at once.
    refund: async (paymentId, amountPaise, receipt) => ({
      id: `rfnd_test_${hmac(key(), `${paymentId}|${amountPaise}|${receipt}`).slice(0, 14)}`,
      processed: true,
    }),
    sign: (orderId, paymentId) => hmac(key(), `${orderId}|${paymentId}`),
    signWebhook: (rawBody) => hmac(key(), rawBody),
  };
}

export function razorpayProvider(keyId: string, keySecret: string, webhookSecret: string): PaymentProvider {
  // The SDK (and the HTTP client it brings) is loaded with the first call to Razorpay, not with the server
  // (docs/development.md, "Imports").
  let loaded: Promise<Razorpay> | undefined;
  const razorpay = () =>
    (loaded ??= import('razorpay').then(({ default: Sdk }) => new Sdk({ key_id: keyId, key_secret: keySecret })));
  return {
    name: 'razorpay',
    keyId,
    checkout: 'razorpay',
    createOrder: async (amountPaise, receipt) => {
      const sdk = await razorpay();
      return (await sdk.orders.create({ amount: amountPaise, currency: 'INR', receipt: receipt.slice(0, 40) })).id;
    },
    orderAmount: async (orderId) => {
      const sdk = await razorpay();
      return Number((await sdk.orders.fetch(orderId)).amount);
    },
    verifyPayment: (orderId, paymentId, signature) =>
      validatePaymentVerification({ order_id: orderId, payment_id: paymentId }, signature, keySecret),
    verifyWebhook: (rawBody, signature) => validateWebhookSignature(rawBody, signature, webhookSecret),
    paymentOf: async (paymentId) => {
      const sdk = await razorpay();
      const payment = await sdk.payments.fetch(paymentId);
      return {
        orderId: String(payment.order_id),
        amountPaise: Number(payment.amount),
        currency: String(payment.currency),
      };
    },
    refund: async (paymentId, amountPaise, receipt) => {
      const sdk = await razorpay();
      const refund = await sdk.payments.refund(paymentId, { amount: amountPaise, receipt: receipt.slice(0, 40) });
      return { id: refund.id, processed: refund.status === 'processed' };
    },
  };
}

/** Razorpay when its keys are configured, else the local test provider. */
export function paymentProviderFromEnv(env = process.env): PaymentProvider {
  if (env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET && env.RAZORPAY_WEBHOOK_SECRET) {
    return razorpayProvider(env.RAZORPAY_KEY_ID, env.RAZORPAY_KEY_SECRET, env.RAZORPAY_WEBHOOK_SECRET);
  }
  return localTestProvider();
}
