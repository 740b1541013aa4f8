import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { bothDatabases, type TestApi } from './harness.ts';
import { PLACE, startCheckoutFixture, type Variant } from './checkout-fixture.ts';

describe.each(bothDatabases)('checkout and orders on $name', (target) => {
  let api: TestApi, token: string, userId: string, addressId: string, other: string, v: Variant, sellerId: string;

  beforeAll(async () => {
    ({ api, token, userId, addressId, other, v, sellerId } = await startCheckoutFixture(target, 10));
  });
  afterAll(() => api?.close());

  const group = (quantity: number, couponIds: string | string[] = 'no_coupon', variant = v) => ({
    sellerId,
    couponIds,
    productIds: [variant.productId],
    variants: [variant.id],
    quantity: [quantity],
  });
  const order = (body: Record<string, unknown>, headers: Record<string, string> = {}, as = token) =>
    api.call('POST', 'newOrder/create', {
      token: as,
      headers,
      body: { orderType: 'Cod', codMain: false, addressId, shippingMode: 'S', useWallet: false, ...body },
    });

  it("lists a seller's valid coupons without a token", async () => {
    const { status, body } = await api.get(`product/coupon/product?productId=${v.productId}`);
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThan(0);
    for (const coupon of body.data) {
      expect(coupon.SellerUserId).toBe(sellerId);
      expect(new Date(coupon.endDate).getTime()).toBeGreaterThan(Date.now());
    }
  });

  it('estimates from database prices with the seller coupon, never the client’s numbers', async () => {
    const [coupon] = await api.database.db
      .select()
      .from(t.coupons)
      .where(
        and(
          eq(t.coupons.sellerUserId, sellerId),
          eq(t.coupons.purchaseRequired, false),
          gt(t.coupons.endDate, new Date()),
        ),
      );
    const { status, body } = await api.call('POST', 'price/newEstimator', {
      token,
      body: { orderData: [group(2, [coupon!.id])], useWallet: false },
    });
    expect(status).toBe(200);
    const sub = v.price * 2;
    const off = Math.min(1500, Math.round((sub * coupon!.discountPercent) / 100));
    expect(body.data).toMatchObject({
      orderCost: sub,
      MainDiscount: (v.mrp - v.price) * 2,
      couponData: [{ sellerId, couponId: coupon!.id, discount: off }],
      deliveryFee: 0,
      totalcost: sub - off,
    });
    // The applied coupon comes back by name too, for the price box's "Coupon (NAME)".
    expect(body.data.couponData[0].couponName).toBe(coupon!.couponName);
  });

  it('leaves an expired coupon out of the estimate and refuses it when ordering', async () => {
    const [expired] = await api.database.db
      .select()
      .from(t.coupons)
      .where(and(eq(t.coupons.sellerUserId, sellerId), sql`${t.coupons.endDate} < now()`));
    const est = await api.call('POST', 'price/newEstimator', { token, body: { orderData: [group(1, expired!.id)] } });
    expect(est.body.data.couponData).toEqual([]);
    const placed = await order({ orderData: [group(1, expired!.id)] });
    expect(placed.status).toBe(400);
  });

  it('places a cash-on-delivery order: stock goes down, the ordered cart line goes (the others stay), the order is listed', async () => {
    await api.call('POST', 'userCart', {
      token,
      body: { productId: v.productId, varaint: v.id, quantity: 2, reference: false },
    });
    const [kept] = await api.database.db
      .select()
      .from(t.variants)
      .where(and(sql`${t.variants.productId} <> ${v.productId}`, sql`${t.variants.quantity} > 0`))
      .limit(1);
    expect(
      (
        await api.call('POST', 'userCart', {
          token,
          body: { productId: kept!.productId, varaint: kept!.id, quantity: 1, reference: false },
        })
      ).status,
    ).toBe(200);
    const before = (await api.database.db.select().from(t.variants).where(eq(t.variants.id, v.id)))[0]!.quantity;
    const placed = await order({ orderData: [group(2)] });
    expect(placed.status).toBe(200);
    expect(placed.body.data).toMatchObject({ orderType: 'Cod', razorId: null, orderIds: [expect.any(String)] });
    expect((await api.database.db.select().from(t.variants).where(eq(t.variants.id, v.id)))[0]!.quantity).toBe(
      before - 2,
    );
    const left = (await api.call('GET', 'userCart', { token })).body.data as { id: string; variantId: string }[];
    expect(left.map((l) => l.variantId)).toEqual([kept!.id]);
    expect((await api.call('DELETE', 'userCart', { token, body: { id: left[0]!.id } })).status).toBe(200);
    const list = (await api.call('GET', 'orders/orderGet', { token })).body.data;
    expect(list[0]).toMatchObject({
      orderId: placed.body.data.orderIds[0],
      orderStatus: 'READY_FOR_PICKUP',
      Product: { productImgUrls: v.imgUrls },
    });
    const detail = await api.call('GET', `orders/${placed.body.data.orderIds[0]}`, { token });
    expect(detail.body.data).toMatchObject({
      address: { city: 'Chennai' },
      charges: {
        totalMrp: v.mrp * 2,
        discountOnMrp: (v.mrp - v.price) * 2,
        amount: v.price * 2 + (v.price * 2 >= 499 ? 0 : 49),
      },
      history: [{ status: 'READY_FOR_PICKUP' }],
    });
    expect((await api.call('GET', `orders/${placed.body.data.orderIds[0]}`, { token: other })).status).toBe(404);
    expect((await api.call('GET', 'orders/orderGet', { token: other })).body.data).toEqual([]);
  });

  describe('amounts from the spec’s numbers', () => {
    // A line of its own (another product) whose price each case sets, with stock to spare.
    let w: typeof t.variants.$inferSelect;
    let wSeller: string;
    let tenPercent: string;
    let quarterAbove2999: string;
    beforeAll(async () => {
      [w] = (await api.database.db
        .select()
        .from(t.variants)
        .where(sql`${t.variants.productId} <> ${v.productId}`)
        .limit(1)) as [typeof t.variants.$inferSelect];
      await api.database.db.update(t.variants).set({ quantity: 500 }).where(eq(t.variants.id, w.id));
      wSeller = (await api.database.db.select().from(t.products).where(eq(t.products.id, w.productId)))[0]!
        .sellerUserId;
      const coupons = await api.database.db
        .select()
        .from(t.coupons)
        .where(and(eq(t.coupons.sellerUserId, wSeller), gt(t.coupons.endDate, new Date())));
      tenPercent = coupons.find((c) => c.discountPercent === 10 && !c.purchaseRequired)!.id;
      quarterAbove2999 = coupons.find(
        (c) => c.discountPercent === 25 && c.purchaseRequired && c.purchaseValue === 2999,
      )!.id;
    });
    const setPrice = (price: number, mrp = price) =>
      api.database.db.update(t.variants).set({ price, mrp }).where(eq(t.variants.id, w.id));
    const line = (quantity: number, couponIds: string = 'no_coupon') => ({
      sellerId: wSeller,
      couponIds,
      productIds: [w.productId],
      variants: [w.id],
      quantity: [quantity],
    });
    const estimateOf = async (group: ReturnType<typeof line>) => {
      const { status, body } = await api.call('POST', 'price/newEstimator', {
        token,
        body: { orderData: [group], useWallet: false },
      });
      expect(status).toBe(200);
      return body.data;
    };

    it('10% of 2 x ₹1,000 (MRP ₹1,500) is ₹200 off: ₹1,800 to pay, ₹1,000 saved, delivery free', async () => {
      await setPrice(1000, 1500);
      expect(await estimateOf(line(2, tenPercent))).toMatchObject({
        orderCost: 2000,
        MainDiscount: 1000,
        couponData: [{ sellerId: wSeller, couponId: tenPercent, discount: 200 }],
        deliveryFee: 0,
        totalcost: 1800,
        codMain: false,
      });
    });

    it('25% of ₹7,000 stops at the ₹1,500 cap; below its ₹2,999 minimum the coupon is left out', async () => {
      await setPrice(7000);
      expect(await estimateOf(line(1, quarterAbove2999))).toMatchObject({
        orderCost: 7000,
        couponData: [{ discount: 1500 }],
        totalcost: 5500,
        codMain: true,
      });
      await setPrice(2998);
      expect(await estimateOf(line(1, quarterAbove2999))).toMatchObject({
        orderCost: 2998,
        couponData: [],
        totalcost: 2998,
      });
    });

    it('under ₹499 delivery is ₹49 (₹450 pays ₹499); from ₹499 it is free', async () => {
      await setPrice(450);
      expect(await estimateOf(line(1))).toMatchObject({ orderCost: 450, deliveryFee: 49, totalcost: 499 });
      await setPrice(499);
      expect(await estimateOf(line(1))).toMatchObject({ orderCost: 499, deliveryFee: 0, totalcost: 499 });
    });

    it('codMain is the server’s, true only above 2500: ₹2,500 is false, ₹2,501 is true, whatever the client says', async () => {
      await setPrice(2500);
      const at = await order({ codMain: true, orderData: [line(1)] });
      expect(at.status, JSON.stringify(at.body)).toBe(200);
      expect(at.body.data).toMatchObject({ totalcost: 2500, codMain: false });
      await setPrice(2501);
      const above = await order({ codMain: false, orderData: [line(1)] });
      expect(above.status, JSON.stringify(above.body)).toBe(200);
      expect(above.body.data).toMatchObject({ totalcost: 2501, codMain: true });
    });
  });

  it('refuses bad input with field messages and another shopper’s address', async () => {
    const noMode = await api.call('POST', 'newOrder/create', { token, body: { addressId, orderData: [group(1)] } });
    expect(noMode.status).toBe(400);
    expect(noMode.body.errors.orderType).toEqual(['Please select a payment mode.']);
    const theirs = (await api.call('POST', 'address', { token: other, body: PLACE })).body.data.id;
    expect((await order({ addressId: theirs, orderData: [group(1)] })).status).toBe(404);
    const mismatched = await order({ orderData: [{ ...group(1), quantity: [1, 1] }] });
    expect(mismatched.status).toBe(400);
  });

  it('a repeated Idempotency-Key gives one order, sequentially and at once', async () => {
    const headers = { 'Idempotency-Key': 'checkout-key-0001' };
    const first = await order({ orderData: [group(1)] }, headers);
    const again = await order({ orderData: [group(1)] }, headers);
    expect(again.status).toBe(200);
    expect(again.body.data.checkoutId).toBe(first.body.data.checkoutId);
    const burst = await Promise.all(
      Array.from({ length: 5 }, () => order({ orderData: [group(1)] }, { 'Idempotency-Key': 'checkout-key-0002' })),
    );
    // Every one of the burst is answered with the one order (those sent while it was placed wait for it).
    expect(burst.map((b) => b.status)).toEqual([200, 200, 200, 200, 200]);
    const created = new Set(burst.map((b) => b.body.data.checkoutId));
    expect(created.size).toBe(1);
    const rows = await api.database.db
      .select()
      .from(t.orders)
      .where(inArray(t.orders.checkoutId, [first.body.data.checkoutId, ...created]));
    expect(rows).toHaveLength(2);
  });

  it('a failed attempt keeps nothing under its key: the same key places the order once it can be placed', async () => {
    const headers = { 'Idempotency-Key': 'checkout-key-0003' };
    const [stock] = await api.database.db
      .select({ quantity: t.variants.quantity })
      .from(t.variants)
      .where(eq(t.variants.id, v.id));
    await api.database.db.update(t.variants).set({ quantity: 0 }).where(eq(t.variants.id, v.id));
    const refused = await order({ orderData: [group(1)] }, headers);
    expect(refused.status).toBe(409);
    expect(
      await api.database.db
        .select()
        .from(t.idempotencyKeys)
        .where(eq(t.idempotencyKeys.key, headers['Idempotency-Key'])),
    ).toEqual([]);
    await api.database.db.update(t.variants).set({ quantity: stock!.quantity }).where(eq(t.variants.id, v.id));
    const placed = await order({ orderData: [group(1)] }, headers);
    expect(placed.status).toBe(200);
    expect((await order({ orderData: [group(1)] }, headers)).body.data.checkoutId).toBe(placed.body.data.checkoutId);
  });

  it('a line short of stock refuses the whole order by name: the other line keeps its stock, and nothing is written', async () => {
    const db = api.database.db;
    // Two other products in stock from two sellers; the second is sold out for this test. Stock is taken in
    // product order across the order's groups, so the first line's units are taken before the shortfall and
    // must be given back.
    const inStock = await db
      .selectDistinctOn([t.variants.productId], {
        id: t.variants.id,
        productId: t.variants.productId,
        quantity: t.variants.quantity,
        name: t.products.name,
        sellerId: t.products.sellerUserId,
      })
      .from(t.variants)
      .innerJoin(t.products, eq(t.products.id, t.variants.productId))
      .where(and(gt(t.variants.quantity, 0), sql`${t.variants.productId} <> ${v.productId}`))
      .orderBy(t.variants.productId, t.variants.id);
    const kept = inStock[0];
    const short = inStock.find((row) => row.sellerId !== kept!.sellerId);
    await db.update(t.variants).set({ quantity: 0 }).where(eq(t.variants.id, short!.id));
    const stockOf = async (id: string) =>
      (await db.select({ quantity: t.variants.quantity }).from(t.variants).where(eq(t.variants.id, id)))[0]!.quantity;
    const ordersBefore = (await db.select().from(t.orders).where(eq(t.orders.userId, userId))).length;
    const groupOf = (l: typeof kept) => ({
      sellerId: l!.sellerId,
      couponIds: 'no_coupon',
      productIds: [l!.productId],
      variants: [l!.id],
      quantity: [1],
    });
    const refused = await order({ orderData: [groupOf(short), groupOf(kept)] });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`Only a few left of ${short!.name}: not enough stock for this order`);
    expect(refused.body.errors).toEqual({ [short!.id]: ['Not enough stock'] });
    expect(await stockOf(kept!.id)).toBe(kept!.quantity);
    expect(await db.select().from(t.orders).where(eq(t.orders.userId, userId))).toHaveLength(ordersBefore);
    await db.update(t.variants).set({ quantity: short!.quantity }).where(eq(t.variants.id, short!.id));
  });

  it('20 concurrent orders for the last 5 units give exactly 5 orders', async () => {
    const [last] = await api.database.db
      .select()
      .from(t.variants)
      .where(and(gt(t.variants.quantity, 0), sql`${t.variants.id} <> ${v.id}`))
      .limit(1);
    await api.database.db.update(t.variants).set({ quantity: 5 }).where(eq(t.variants.id, last!.id));
    const lastSeller = (await api.database.db.select().from(t.products).where(eq(t.products.id, last!.productId)))[0]!
      .sellerUserId;
    const g = {
      sellerId: lastSeller,
      couponIds: 'no_coupon',
      productIds: [last!.productId],
      variants: [last!.id],
      quantity: [1],
    };
    const results = await Promise.all(Array.from({ length: 20 }, () => order({ orderData: [g] })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect(results.filter((r) => r.status === 409)).toHaveLength(15);
    expect((await api.database.db.select().from(t.variants).where(eq(t.variants.id, last!.id)))[0]!.quantity).toBe(0);
    const lines = await api.database.db.select().from(t.orderLines).where(eq(t.orderLines.variantId, last!.id));
    expect(lines).toHaveLength(5);
  });

  it('uses the wallet and records the debit', async () => {
    await api.call('GET', 'transaction', { token });
    await api.database.db.update(t.wallets).set({ balancePaise: 25_050 }).where(eq(t.wallets.userId, userId));
    const placed = await order({ useWallet: true, orderData: [group(1)] });
    expect(placed.status).toBe(200);
    expect(placed.body.data.totalcost).toBeCloseTo(v.price - 250.5, 2);
    const wallet = (await api.call('GET', 'transaction', { token })).body.data;
    expect(wallet.walletData.money).toBe(0);
    expect(wallet.transactionData[0]).toMatchObject({
      type: 'order',
      money: -250.5,
      orderId: placed.body.data.orderIds[0],
    });
  });

  it('a prepaid order is paid only after its signature verifies', async () => {
    const placed = await order({ orderType: 'Prepaid', orderData: [group(1)] });
    const { razorId, amount, orderIds } = placed.body.data;
    expect(razorId).toEqual(expect.any(String));
    expect(amount).toBe(v.price * 100 + (v.price >= 499 ? 0 : 4900));
    const status = async () =>
      (await api.database.db.select().from(t.orders).where(eq(t.orders.id, orderIds[0])))[0]!.paymentStatus;
    expect(await status()).toBe('pending');
    const forged = await api.call('POST', 'payment/verify', {
      token,
      body: { razorId, paymentId: 'pay_1', signature: 'f'.repeat(64) },
    });
    expect(forged.status).toBe(400);
    expect(await status()).toBe('pending');
    const signature = api.signPayment(razorId, 'pay_1');
    expect(
      (await api.call('POST', 'payment/verify', { token: other, body: { razorId, paymentId: 'pay_1', signature } }))
        .status,
    ).toBe(404);
    expect(
      (await api.call('POST', 'payment/verify', { token, body: { razorId, paymentId: 'pay_1', signature } })).body.data,
    ).toBe(true);
    expect(await status()).toBe('paid');
  });

  it('a signed payment webhook marks the order paid; an unsigned one changes nothing', async () => {
    const placed = await order({ orderType: 'Prepaid', orderData: [group(1)] });
    const { razorId, orderIds } = placed.body.data;
    const status = async () =>
      (await api.database.db.select().from(t.orders).where(eq(t.orders.id, orderIds[0])))[0]!.paymentStatus;
    const body = JSON.stringify({
      event: 'payment.captured',
      payload: {
        payment: { entity: { id: 'pay_hook', order_id: razorId, amount: placed.body.data.amount, currency: 'INR' } },
      },
    });
    const forged = await api.app.request('/api/v1/payment/webhook', {
      method: 'POST',
      body,
      headers: { 'X-Razorpay-Signature': 'nope' },
    });
    expect(forged.status).toBe(400);
    expect(await status()).toBe('pending');
    const signed = await api.app.request('/api/v1/payment/webhook', {
      method: 'POST',
      body,
      headers: { 'X-Razorpay-Signature': api.signWebhook(body) },
    });
    expect(signed.status).toBe(200);
    expect(await status()).toBe('paid');
  });
});
