import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { razorpayProvider } from '../../server/checkout/payments.ts';

const hmac = (secret: string, text: string) => crypto.createHmac('sha256', secret).update(text).digest('hex');

describe('the Razorpay adapter', () => {
  const provider = razorpayProvider('rzp_test_key', 'key-secret', 'hook-secret');

  it('accepts a payment signed with the key secret over order|payment, and nothing else', () => {
    expect(provider.verifyPayment('order_1', 'pay_1', hmac('key-secret', 'order_1|pay_1'))).toBe(true);
    expect(provider.verifyPayment('order_1', 'pay_2', hmac('key-secret', 'order_1|pay_1'))).toBe(false);
    expect(provider.verifyPayment('order_1', 'pay_1', hmac('hook-secret', 'order_1|pay_1'))).toBe(false);
  });

  it('accepts a webhook signed with the webhook secret over the raw body', () => {
    const body = JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { order_id: 'order_1' } } },
    });
    expect(provider.verifyWebhook(body, hmac('hook-secret', body))).toBe(true);
    expect(provider.verifyWebhook(`${body} `, hmac('hook-secret', body))).toBe(false);
  });
});
