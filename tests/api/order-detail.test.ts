import { orderCode } from '../../src/lib/rules/order-number.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { ensureWallet } from '../../server/wallet/wallet.ts';
import { bothDatabases } from './harness.ts';
import { startCheckoutFixture, type CheckoutFixture } from './checkout-fixture.ts';
import { uploadPicture } from './return-fixture.ts';
import { pdfText } from './invoice-fixture.ts';

describe.each(bothDatabases)('order detail, invoice and cancel on $name', (target) => {
  let f: CheckoutFixture;
  beforeAll(async () => {
    f = await startCheckoutFixture(target, 10);
  });
  afterAll(() => f?.api.close());

  const place = async (token: string, addressId: string, useWallet = false) => {
    const placed = await f.api.call('POST', 'newOrder/create', {
      token,
      body: {
        orderType: 'Cod',
        addressId,
        useWallet,
        orderData: [
          {
            sellerId: f.sellerId,
            couponIds: 'no_coupon',
            productIds: [f.v.productId],
            variants: [f.v.id],
            quantity: [2],
          },
        ],
      },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    return placed.body.data as { orderIds: string[]; totalcost: number };
  };
  const invoice = (token: string, orderId: string) =>
    f.api.app.request(`/api/v1/orders/${orderId}/invoice`, { headers: { Authorization: `Bearer ${token}` } });

  it('the courier’s pickup books the shipment the order page shows: courier and AWB, kept by later steps; a wrong AWB is refused', async () => {
    const { orderIds } = await place(f.token, f.addressId);
    const orderId = orderIds[0]!;
    const detail = async () => (await f.api.call('GET', `orders/${orderId}`, { token: f.token })).body.data;
    expect((await detail()).shipment).toBeNull();
    const refused = await f.api.call('POST', `dev/orders/${orderId}/status`, {
      body: { status: 'IN_TRANSIST', awb: 'awb 12' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toMatchObject({ awb: ['An AWB of 8 to 20 capital letters or digits'] });
    expect((await detail()).shipment).toBeNull();
    // Two pickups at once: one moves the order and books it, the other finds it moved.
    const [a, b] = await Promise.all(
      [
        { courier: 'Blue Dart', awb: '90412345678' },
        { courier: 'Delhivery', awb: '1490220031337' },
      ].map((s) => f.api.call('POST', `dev/orders/${orderId}/status`, { body: { status: 'IN_TRANSIST', ...s } })),
    );
    expect([a!.status, b!.status].sort()).toEqual([200, 409]);
    const booked =
      a!.status === 200 ? { courier: 'Blue Dart', awb: '90412345678' } : { courier: 'Delhivery', awb: '1490220031337' };
    expect((await detail()).shipment).toEqual(booked);
    expect(
      (await f.api.call('POST', `dev/orders/${orderId}/status`, { body: { status: 'OUT_FOR_DELIVERY' } })).status,
    ).toBe(200);
    expect((await detail()).shipment).toEqual(booked);
  });

  it('the order carries the GST inside its prices; its invoice waits until the order ships, then is a PDF holding the order id, the buyer and the amount paid', async () => {
    const { orderIds, totalcost } = await place(f.token, f.addressId);
    const orderId = orderIds[0]!;
    const order = (await f.api.call('GET', `orders/${orderId}`, { token: f.token })).body.data;
    // Two units at the fixture's price and MRP: the breakdown's lines, as stored when the order was placed.
    expect(order.charges).toMatchObject({
      totalMrp: 2 * f.v.mrp,
      discountOnMrp: 2 * (f.v.mrp - f.v.price),
      coupon: 0,
      walletUsed: 0,
      amount: totalcost,
    });
    expect(
      order.charges.totalMrp -
        order.charges.discountOnMrp -
        order.charges.coupon -
        order.charges.walletUsed +
        order.charges.delivery,
    ).toBe(totalcost);
    expect(order.lines[0]).toMatchObject({
      couponShare: 0,
      hsn: expect.stringMatching(/^\d{4}$/),
      gstPercent: expect.any(Number),
    });

    const early = await invoice(f.token, orderId);
    expect(early.status).toBe(409);
    expect((await early.json()).message).toBe('Your tax invoice will be ready to download once this order ships.');
    expect((await f.api.call('POST', `dev/orders/${orderId}/status`, { body: { status: 'IN_TRANSIST' } })).status).toBe(
      200,
    );
    const reply = await invoice(f.token, orderId);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('Content-Type')).toBe('application/pdf');
    expect(reply.headers.get('Content-Disposition')).toBe(
      `attachment; filename="vastra-invoice-${orderCode(orderId)}.pdf"`,
    );
    expect(reply.headers.get('Cache-Control')).toBe('private, no-store');
    const bytes = await reply.arrayBuffer();
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const text = await pdfText(bytes);
    expect(text).toContain(orderId);
    expect(text).toContain('Tax Invoice');
    expect(text).toContain('Ravi Iyer');
    const total = `₹${totalcost.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    expect(text).toContain(total);
    expect(text).toContain('GSTIN');
  });

  it('another shopper gets 404 for the order, its invoice and its cancel, and the order is untouched', async () => {
    const { orderIds } = await place(f.token, f.addressId);
    const orderId = orderIds[0]!;
    expect((await f.api.call('GET', `orders/${orderId}`, { token: f.other })).status).toBe(404);
    expect((await invoice(f.other, orderId)).status).toBe(404);
    expect(
      (await f.api.call('POST', `orders/${orderId}/cancel`, { token: f.other, body: { reasonType: 'Change of Mind' } }))
        .status,
    ).toBe(404);
    expect((await f.api.app.request(`/api/v1/orders/${orderId}/invoice`)).status).toBe(401);
    expect((await f.api.call('GET', `orders/${orderId}`, { token: f.token })).body.data.orderStatus).toBe(
      'READY_FOR_PICKUP',
    );
  });

  it('cancelling with Others needs text; a cancel returns the stock and the wallet money, and an order cancelled before it shipped has no invoice', async () => {
    // Wallet money to spend: ₹300 credited to the shopper.
    await ensureWallet(f.api.database.db, f.userId);
    await f.api.database.db.update(t.wallets).set({ balancePaise: 30_000 }).where(eq(t.wallets.userId, f.userId));
    const stock = async () =>
      (await f.api.database.db.select().from(t.variants).where(eq(t.variants.id, f.v.id)))[0]!.quantity;
    const wallet = async () => (await f.api.call('GET', 'transaction', { token: f.token })).body.data;
    const before = await stock();
    const { orderIds } = await place(f.token, f.addressId, true);
    const orderId = orderIds[0]!;
    expect(await stock()).toBe(before - 2);
    expect((await wallet()).walletData.money).toBe(0);

    const noText = await f.api.call('POST', `orders/${orderId}/cancel`, {
      token: f.token,
      body: { reasonType: 'Others', reasonText: '  ' },
    });
    expect(noText.status).toBe(400);
    const done = await f.api.call('POST', `orders/${orderId}/cancel`, {
      token: f.token,
      body: { reasonType: 'Others', reasonText: 'Found it cheaper' },
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(await stock()).toBe(before);
    const after = await wallet();
    expect(after.walletData.money).toBe(300);
    expect(
      after.transactionData.filter(
        (x: { type: string; orderId: string }) => x.type === 'refund' && x.orderId === orderId,
      ),
    ).toEqual([expect.objectContaining({ money: 300 })]);
    // The wallet money is back, so that part of the refund is done, dated when it was recorded.
    const cancelled = (await f.api.call('GET', `orders/${orderId}`, { token: f.token })).body.data;
    expect(cancelled.request.refund).toMatchObject({
      state: 'REFUNDED',
      mode: 'WALLET',
      amount: 300,
      parts: [{ state: 'REFUNDED', at: expect.any(String) }],
    });
    const refused = await invoice(f.token, orderId);
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe('This order was cancelled before it shipped, so it has no invoice.');
  });
  it('a return is accepted only for a delivered order within 2 days (48 h) of its delivery; else 409', async () => {
    const body = {
      reasonType: 'wrong size',
      reasonText: '',
      option: 'refund',
      imageUrls: [await uploadPicture(f.api, f.token)],
    };
    const deliveredAgo = async (orderId: string, hours: number) => {
      await f.api.database.db
        .update(t.orderStatusHistory)
        .set({ at: new Date(Date.now() - hours * 3_600_000) })
        .where(and(eq(t.orderStatusHistory.orderId, orderId), eq(t.orderStatusHistory.status, 'DELIVERED')));
    };
    const deliver = async (orderId: string) => {
      for (const status of ['IN_TRANSIST', 'OUT_FOR_DELIVERY', 'DELIVERED'])
        expect((await f.api.call('POST', `dev/orders/${orderId}/status`, { body: { status } })).status).toBe(200);
    };
    const [early, late, inTime] = [
      (await place(f.token, f.addressId)).orderIds[0]!,
      (await place(f.token, f.addressId)).orderIds[0]!,
      (await place(f.token, f.addressId)).orderIds[0]!,
    ];

    const notDelivered = await f.api.call('POST', `orders/${early}/return`, { token: f.token, body });
    expect(notDelivered.status).toBe(409);
    expect(notDelivered.body.message).toBe('Only delivered orders can be returned');

    await deliver(late);
    await deliveredAgo(late, 49);
    const tooLate = await f.api.call('POST', `orders/${late}/return`, { token: f.token, body });
    expect(tooLate.status).toBe(409);
    expect(tooLate.body.message).toBe('The 2-day return window for this order has closed');
    expect((await f.api.call('GET', `orders/${late}`, { token: f.token })).body.data.orderStatus).toBe('DELIVERED');
    expect((await f.api.call('POST', `orders/${late}/return`, { token: f.other, body })).status).toBe(404);

    await deliver(inTime);
    await deliveredAgo(inTime, 47);
    const accepted = await f.api.call('POST', `orders/${inTime}/return`, { token: f.token, body });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect((await f.api.call('GET', `orders/${inTime}`, { token: f.token })).body.data.orderStatus).toBe('RETURN');
    const again = await f.api.call('POST', `orders/${inTime}/return`, { token: f.token, body });
    expect(again.status).toBe(409);
  });
});
