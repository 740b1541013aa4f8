/**
 * A second capture of an order another capture already paid (the shopper paid in two tabs, or the provider
 * captured twice): the order stays paid by the first, the second is refunded in full through the provider
 * once, recorded as a refund row, the shopper is told, and verify answers that the order was already paid.
 * On PostgreSQL the captures run side by side and queue on the checkout's row locks.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { bothDatabases } from './harness.ts';
import { orderLine, startCheckoutFixture, type CheckoutFixture } from './checkout-fixture.ts';

const rupees = (paise: number) =>
  `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe.each(bothDatabases)('a second capture of a paid order on $name', (target) => {
  let f: CheckoutFixture;
  beforeAll(async () => {
    f = await startCheckoutFixture(target, 30);
  });
  afterAll(() => f?.api.close());

  const prepaid = async () => {
    const placed = await f.api.call('POST', 'newOrder/create', {
      token: f.token,
      body: { orderType: 'Prepaid', addressId: f.addressId, useWallet: false, orderData: [orderLine(f.sellerId, f.v)] },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    return placed.body.data as { razorId: string; orderIds: string[]; amount: number };
  };
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
  const alreadyPaid = (amount: number) =>
    `This order was already paid by another payment. This payment of ${rupees(amount)} is on its way back to your payment method in 2-4 working days.`;

  it('two captures verified at once: one pays the order, the other is refunded whole, once, and verify says so', async () => {
    const { razorId, orderIds, amount } = await prepaid();
    const refunds = vi.spyOn(f.api.payments, 'refund');
    let answers: { status: number; body: any }[];
    try {
      answers = await Promise.all([verify(razorId, 'pay_tab_one'), verify(razorId, 'pay_tab_two')]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(refunds).toHaveBeenCalledTimes(1);
      expect(refunds).toHaveBeenCalledWith(
        answers[0]!.status === 200 ? 'pay_tab_two' : 'pay_tab_one',
        amount,
        expect.any(String),
      );
    } finally {
      refunds.mockRestore();
    }
    const [paidBy, extra] =
      answers[0]!.status === 200 ? ['pay_tab_one', 'pay_tab_two'] : ['pay_tab_two', 'pay_tab_one'];
    expect(answers.find((a) => a.status === 409)!.body.message).toBe(alreadyPaid(amount));
    expect(await orderRow(orderIds[0]!)).toMatchObject({ paymentStatus: 'paid', paymentId: paidBy });
    expect(await refundsOf(orderIds[0]!)).toEqual([
      expect.objectContaining({
        paymentId: extra,
        amountPaise: amount,
        reason: 'duplicate-capture',
        status: 'refunded',
        providerRefundId: expect.stringMatching(/^rfnd_test_/),
      }),
    ]);
    // The order itself is paid and not refunded: its page shows no refund; the shopper is told about the extra payment.
    const detail = (await f.api.call('GET', `orders/${orderIds[0]}`, { token: f.token })).body.data;
    expect(detail).toMatchObject({ paymentStatus: 'paid', request: null });
    const notes = (await f.api.call('GET', 'notifications', { token: f.token })).body.data as {
      title: string;
      body: string;
    }[];
    expect(notes.filter((n) => n.title === 'Refund started').map((n) => n.body)).toContainEqual(
      expect.stringContaining(`a second payment arrived after the order was already paid. ${rupees(amount)} goes back`),
    );
  });

  it('a second capture by verify and two webhooks at once, after the first paid: refunded once, the first kept', async () => {
    const { razorId, orderIds, amount } = await prepaid();
    expect((await verify(razorId, 'pay_first')).status).toBe(200);
    const refunds = vi.spyOn(f.api.payments, 'refund');
    try {
      const [late, ...hooks] = await Promise.all([
        verify(razorId, 'pay_second'),
        webhook({ id: 'pay_second', order_id: razorId, amount, currency: 'INR' }),
        webhook({ id: 'pay_second', order_id: razorId, amount, currency: 'INR' }),
        // The first capture's own webhook changes nothing.
        webhook({ id: 'pay_first', order_id: razorId, amount, currency: 'INR' }),
      ]);
      expect(late.status).toBe(409);
      expect(late.body.message).toMatch(/^This order was already paid by another payment\./);
      expect(hooks.map((h) => h.status)).toEqual([200, 200, 200]);
      expect(refunds).toHaveBeenCalledTimes(1);
      expect(refunds).toHaveBeenCalledWith('pay_second', amount, expect.any(String));
    } finally {
      refunds.mockRestore();
    }
    expect(await orderRow(orderIds[0]!)).toMatchObject({ paymentStatus: 'paid', paymentId: 'pay_first' });
    expect((await refundsOf(orderIds[0]!)).map((r) => [r.paymentId, r.amountPaise, r.reason])).toEqual([
      ['pay_second', amount, 'duplicate-capture'],
    ]);
    // Verifying the first capture again still answers paid.
    expect((await verify(razorId, 'pay_first')).status).toBe(200);
  });
});
