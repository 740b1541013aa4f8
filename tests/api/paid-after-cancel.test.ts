/**
 * A payment never lands on an order that is not waiting for it: verify and the provider's
 * webhook refuse an order cancelled or expired first and send the capture back through the provider,
 * once, however many of them arrive at once; a webhook must carry the order's amount in rupees; a paid
 * order the shopper cancels is refunded through the provider too, and the shopper is told where it stands.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { bothDatabases } from './harness.ts';
import { pauseOver, startCheckoutFixture, type CheckoutFixture } from './checkout-fixture.ts';

describe.each(bothDatabases)('payments for orders no longer waiting on $name', (target) => {
  let f: CheckoutFixture;
  beforeAll(async () => {
    f = await startCheckoutFixture(target, 30);
  });
  afterAll(() => f?.api.close());

  const prepaid = async () => {
    // Each test cancels the same variant's unpaid order; the pause that follows is not what these test.
    await pauseOver(f.api, f.userId);
    const placed = await f.api.call('POST', 'newOrder/create', {
      token: f.token,
      body: {
        orderType: 'Prepaid',
        addressId: f.addressId,
        useWallet: false,
        orderData: [
          {
            sellerId: f.sellerId,
            couponIds: 'no_coupon',
            productIds: [f.v.productId],
            variants: [f.v.id],
            quantity: [1],
          },
        ],
      },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    return placed.body.data as { razorId: string; orderIds: string[]; amount: number };
  };
  const cancel = (orderId: string) =>
    f.api.call('POST', `orders/${orderId}/cancel`, {
      token: f.token,
      body: { reasonType: 'Change of Mind', reasonText: '' },
    });
  const verify = (razorId: string, paymentId: string) =>
    f.api.call('POST', 'payment/verify', {
      token: f.token,
      body: { razorId, paymentId, signature: f.api.signPayment(razorId, paymentId) },
    });
  const webhook = (entity: Record<string, unknown>) => {
    const body = JSON.stringify({ event: 'payment.captured', payload: { payment: { entity } } });
    return f.api.app.request('/api/v1/payment/webhook', {
      method: 'POST',
      body,
      headers: { 'X-Razorpay-Signature': f.api.signWebhook(body) },
    });
  };
  const orderRow = async (id: string) =>
    (await f.api.database.db.select().from(t.orders).where(eq(t.orders.id, id)))[0]!;
  const refundsOf = (orderId: string) =>
    f.api.database.db.select().from(t.paymentRefunds).where(eq(t.paymentRefunds.orderId, orderId));

  it('verify on a cancelled order answers 409, leaves it unpaid, refunds the capture through the provider and says so', async () => {
    const { razorId, orderIds, amount } = await prepaid();
    expect((await cancel(orderIds[0]!)).status).toBe(200);
    const late = await verify(razorId, 'pay_after_cancel');
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(
      `This order was cancelled before your payment arrived. ₹${(amount / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })} is on its way back to your payment method in 2-4 working days.`,
    );
    expect(await orderRow(orderIds[0]!)).toMatchObject({
      orderStatus: 'CANCELLED',
      paymentStatus: 'pending',
      paidAt: null,
    });
    expect(await refundsOf(orderIds[0]!)).toEqual([
      expect.objectContaining({
        paymentId: 'pay_after_cancel',
        amountPaise: amount,
        reason: 'late-capture',
        status: 'refunded',
        providerRefundId: expect.stringMatching(/^rfnd_test_/),
      }),
    ]);
    // The order page and the refunds list say where the money went.
    const detail = (await f.api.call('GET', `orders/${orderIds[0]}`, { token: f.token })).body.data;
    expect(detail.request.refund).toMatchObject({ mode: 'ORIGINAL_PAYMENT', state: 'REFUNDED', amount: amount / 100 });
    const notes = (await f.api.call('GET', 'notifications', { token: f.token })).body.data as {
      title: string;
      body: string;
    }[];
    expect(
      notes.some((n) => n.title === 'Refund started' && n.body.includes('arrived after the order was cancelled')),
    ).toBe(true);
  });

  it('a webhook whose amount or currency is not the order’s changes nothing; a matching one on a cancelled order refunds', async () => {
    const { razorId, orderIds, amount } = await prepaid();
    expect((await webhook({ id: 'pay_small', order_id: razorId, amount: 100, currency: 'INR' })).status).toBe(400);
    expect((await webhook({ id: 'pay_usd', order_id: razorId, amount, currency: 'USD' })).status).toBe(400);
    expect(await orderRow(orderIds[0]!)).toMatchObject({ paymentStatus: 'pending', paidAt: null });
    expect(await refundsOf(orderIds[0]!)).toEqual([]);

    expect((await cancel(orderIds[0]!)).status).toBe(200);
    expect((await webhook({ id: 'pay_hook_late', order_id: razorId, amount, currency: 'INR' })).status).toBe(200);
    expect(await orderRow(orderIds[0]!)).toMatchObject({ orderStatus: 'CANCELLED', paymentStatus: 'pending' });
    expect(await refundsOf(orderIds[0]!)).toEqual([
      expect.objectContaining({ paymentId: 'pay_hook_late', amountPaise: amount, reason: 'late-capture' }),
    ]);
  });

  it('a verify and two webhooks at once for a cancelled order send the money back once', async () => {
    const { razorId, orderIds, amount } = await prepaid();
    expect((await cancel(orderIds[0]!)).status).toBe(200);
    const refunds = vi.spyOn(f.api.payments, 'refund');
    try {
      await Promise.all([
        verify(razorId, 'pay_race'),
        webhook({ id: 'pay_race', order_id: razorId, amount, currency: 'INR' }),
        webhook({ id: 'pay_race', order_id: razorId, amount, currency: 'INR' }),
      ]);
      expect(refunds).toHaveBeenCalledTimes(1);
      expect(refunds).toHaveBeenCalledWith('pay_race', amount, expect.any(String));
    } finally {
      refunds.mockRestore();
    }
    expect(await refundsOf(orderIds[0]!)).toHaveLength(1);
  });

  it('a paid order the shopper cancels is refunded through the provider, once, and reads Refunded', async () => {
    const { razorId, orderIds, amount } = await prepaid();
    expect((await verify(razorId, 'pay_then_cancel')).status).toBe(200);
    expect(await orderRow(orderIds[0]!)).toMatchObject({ paymentStatus: 'paid', paymentId: 'pay_then_cancel' });
    const refunds = vi.spyOn(f.api.payments, 'refund');
    try {
      const answers = await Promise.all([cancel(orderIds[0]!), cancel(orderIds[0]!), cancel(orderIds[0]!)]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
      expect(refunds).toHaveBeenCalledTimes(1);
    } finally {
      refunds.mockRestore();
    }
    expect(await refundsOf(orderIds[0]!)).toEqual([
      expect.objectContaining({
        paymentId: 'pay_then_cancel',
        amountPaise: amount,
        reason: 'cancelled',
        status: 'refunded',
      }),
    ]);
    const detail = (await f.api.call('GET', `orders/${orderIds[0]}`, { token: f.token })).body.data;
    expect(detail.request.refund).toMatchObject({
      mode: 'ORIGINAL_PAYMENT',
      state: 'REFUNDED',
      parts: [{ at: expect.any(String), expectedBy: null }],
    });
  });
});
