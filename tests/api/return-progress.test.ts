/**
 * A return's real road through the app: requested, picked up by the courier, received by the seller (the dev
 * routes stand in for both). Until the seller has the item, Refund Status says the return is requested or
 * picked up (never "returned"), the refund waits and the credit note is refused; on receipt the refund moves
 * (cash paid at the door to the wallet, a prepaid payment back through the provider) and the credit note
 * exists. Each step is one conditional update: the same step sent at once moves, and pays, once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import type { OrderDetail } from '../../src/lib/api/orders.ts';
import { bothDatabases } from './harness.ts';
import { startCheckoutFixture, type CheckoutFixture } from './checkout-fixture.ts';
import { uploadPicture } from './return-fixture.ts';

const RECEIPT_FIRST = 'Your credit note will be ready once the seller has received the returned item.';

describe.each(bothDatabases)('a return’s progress on $name', (target) => {
  let f: CheckoutFixture;

  beforeAll(async () => {
    f = await startCheckoutFixture(target, 30);
  });
  afterAll(() => f?.api.close());

  const call = (method: 'GET' | 'POST', path: string, body?: unknown) =>
    f.api.call(method, path, { token: f.token, ...(body ? { body } : {}) });
  const dev = (orderId: string, step: string, body?: unknown) =>
    f.api.call('POST', `dev/orders/${orderId}/${step}`, body ? { body } : {});

  /** A delivered order of one unit, cash on delivery or paid by card, returned for a refund. */
  async function returned(orderType: 'Cod' | 'Prepaid' = 'Cod') {
    const placed = await call('POST', 'newOrder/create', {
      orderType,
      addressId: f.addressId,
      orderData: [
        {
          sellerId: f.sellerId,
          couponIds: 'no_coupon',
          productIds: [f.v.productId],
          variants: [f.v.id],
          quantity: [1],
        },
      ],
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const orderId = placed.body.data.orderIds[0] as string;
    if (orderType === 'Prepaid') {
      const { razorId } = placed.body.data as { razorId: string };
      const paymentId = `pay_${orderId.slice(-8)}`;
      const signature = f.api.signPayment(razorId, paymentId);
      expect((await call('POST', 'payment/verify', { razorId, paymentId, signature })).body.data).toBe(true);
    }
    for (const status of ['IN_TRANSIST', 'OUT_FOR_DELIVERY', 'DELIVERED'])
      expect((await dev(orderId, 'status', { status })).status).toBe(200);
    const reply = await call('POST', `orders/${orderId}/return`, {
      reasonType: 'Item damaged or defective',
      reasonText: '',
      option: 'refund',
      imageUrls: [await uploadPicture(f.api, f.token)],
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return orderId;
  }

  const detail = async (orderId: string) => (await call('GET', `orders/${orderId}`)).body.data as OrderDetail;
  const listed = async (orderId: string) =>
    (await call('GET', 'orders/refunds')).body.data.find((r: { orderId: string }) => r.orderId === orderId);
  const creditNote = (orderId: string) =>
    f.api.app.request(`/api/v1/orders/${orderId}/credit-note`, { headers: { Authorization: `Bearer ${f.token}` } });
  const walletRefunds = (orderId: string) =>
    f.api.database.db
      .select()
      .from(t.walletTransactions)
      .where(and(eq(t.walletTransactions.orderId, orderId), eq(t.walletTransactions.type, 'refund')));

  it('right after the request: Refund Status says "requested", the refund waits and the credit note is refused (409)', async () => {
    const orderId = await returned();
    const row = await listed(orderId);
    expect(row).toMatchObject({ orderStatus: 'RETURN', returnStage: 'requested', state: 'REQUESTED' });
    const order = await detail(orderId);
    expect(order.request!.refund!.state).toBe('REQUESTED');
    const refused = await creditNote(orderId);
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(RECEIPT_FIRST);
    expect(await walletRefunds(orderId)).toEqual([]);
  });

  it('picked up: the stage and its date show, and still no refund or credit note', async () => {
    const orderId = await returned();
    expect((await dev(orderId, 'return-received')).status).toBe(409); // not before the pickup
    expect((await dev(orderId, 'return-pickup')).status).toBe(200);
    expect((await dev(orderId, 'return-pickup')).status).toBe(409); // once
    const order = await detail(orderId);
    const pickedUp = order.history.find((h) => h.status === 'RETURN_PICKED_UP');
    expect(pickedUp).toBeDefined();
    expect(await listed(orderId)).toMatchObject({
      returnStage: 'picked-up',
      returnStageAt: pickedUp!.at,
      state: 'REQUESTED',
    });
    expect((await creditNote(orderId)).status).toBe(409);
    expect(await walletRefunds(orderId)).toEqual([]);
  });

  it('received: cash paid at the door comes back to the wallet, Refund Status says "received" and refunded, and the credit note downloads', async () => {
    const orderId = await returned();
    const amount = (await detail(orderId)).charges.amount;
    expect((await dev(orderId, 'return-pickup')).status).toBe(200);
    expect((await dev(orderId, 'return-received')).status).toBe(200);
    const refunds = await walletRefunds(orderId);
    expect(refunds.map((r) => r.amountPaise)).toEqual([Math.round(amount * 100)]);
    expect(await listed(orderId)).toMatchObject({
      returnStage: 'received',
      state: 'REFUNDED',
      mode: 'WALLET',
      amount,
    });
    const reply = await creditNote(orderId);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('Content-Type')).toBe('application/pdf');
    const notes = await f.api.database.db
      .select()
      .from(t.notifications)
      .where(eq(t.notifications.link, `/my-orders/${orderId}`));
    expect(notes.map((n) => n.title)).toEqual(expect.arrayContaining(['Return picked up', 'Return received']));
  });

  it('received, paid by card: the payment goes back through the provider, once', async () => {
    const orderId = await returned('Prepaid');
    expect((await dev(orderId, 'return-pickup')).status).toBe(200);
    expect((await listed(orderId)).parts).toEqual([
      expect.objectContaining({ mode: 'ORIGINAL_PAYMENT', state: 'REQUESTED' }),
    ]);
    expect((await dev(orderId, 'return-received')).status).toBe(200);
    const sent = await f.api.database.db.select().from(t.paymentRefunds).where(eq(t.paymentRefunds.orderId, orderId));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ reason: 'returned', amountPaise: (await detail(orderId)).charges.amount * 100 });
    expect((await listed(orderId)).parts[0].state).not.toBe('REQUESTED');
  });

  it('the same receipt sent six times at once: one moves it, one refund is paid, one history entry', async () => {
    const orderId = await returned();
    expect((await dev(orderId, 'return-pickup')).status).toBe(200);
    const [wallet] = await f.api.database.db.select().from(t.wallets).where(eq(t.wallets.userId, f.userId));
    const before = wallet?.balancePaise ?? 0;
    const replies = await Promise.all(Array.from({ length: 6 }, () => dev(orderId, 'return-received')));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const refunds = await walletRefunds(orderId);
    expect(refunds).toHaveLength(1);
    const [after] = await f.api.database.db.select().from(t.wallets).where(eq(t.wallets.userId, f.userId));
    expect(after!.balancePaise - before).toBe(refunds[0]!.amountPaise);
    const history = await f.api.database.db
      .select()
      .from(t.orderStatusHistory)
      .where(and(eq(t.orderStatusHistory.orderId, orderId), eq(t.orderStatusHistory.status, 'RETURN_RECEIVED')));
    expect(history).toHaveLength(1);
  });

  it('the same pickup sent six times at once moves it once', async () => {
    const orderId = await returned();
    const replies = await Promise.all(Array.from({ length: 6 }, () => dev(orderId, 'return-pickup')));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const history = await f.api.database.db
      .select()
      .from(t.orderStatusHistory)
      .where(and(eq(t.orderStatusHistory.orderId, orderId), eq(t.orderStatusHistory.status, 'RETURN_PICKED_UP')));
    expect(history).toHaveLength(1);
  });

  it('refuses the steps for an order that is not returned (409) or does not exist (404)', async () => {
    const placed = await call('POST', 'newOrder/create', {
      orderType: 'Cod',
      addressId: f.addressId,
      orderData: [
        {
          sellerId: f.sellerId,
          couponIds: 'no_coupon',
          productIds: [f.v.productId],
          variants: [f.v.id],
          quantity: [1],
        },
      ],
    });
    const orderId = placed.body.data.orderIds[0] as string;
    expect((await dev(orderId, 'return-pickup')).status).toBe(409);
    expect((await dev(orderId, 'return-received')).status).toBe(409);
    expect((await dev('no-such-order', 'return-pickup')).status).toBe(404);
  });
});
