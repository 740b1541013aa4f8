import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gt } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { startTestApi, pgliteOnly, type TestApi } from './harness.ts';

describe.each(pgliteOnly)('order status, referral reward and price drops on $name', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(target, 30);
  });
  afterAll(() => api?.close());

  it('a referred shopper’s first delivered order credits the referrer 500 once, after its return window; transitions follow the chain', async () => {
    const [referrer] = await api.database.db.select().from(t.users).where(eq(t.users.isBlocked, false)).limit(1);
    const referrerToken = (await api.login(referrer!.phone)).accessToken;
    const friend = {
      displayname: 'friend.one',
      fullname: 'Friend One',
      email: 'friend@example.in',
      phone: '9988776655',
      country_code: '91',
      referredBy: referrer!.displayname,
    };
    await api.call('POST', 'otpless/signUp', { body: friend });
    const token = (
      await api.call('PUT', 'otpless/signUpVerify', {
        body: { phoneNumber: friend.phone, otp: api.lastCode(friend.phone) },
      })
    ).body.data.accessToken;
    const addressId = (
      await api.call('POST', 'address', {
        token,
        body: {
          name: 'F',
          phone: friend.phone,
          pinCode: '110001',
          addressMain: '1 Janpath',
          locality: 'Connaught Place',
          city: 'New Delhi',
          state: 'Delhi',
        },
      })
    ).body.data.id;
    const [v] = await api.database.db.select().from(t.variants).where(gt(t.variants.quantity, 5)).limit(1);
    const [p] = await api.database.db.select().from(t.products).where(eq(t.products.id, v!.productId));
    const placeOne = async () =>
      (
        await api.call('POST', 'newOrder/create', {
          token,
          body: {
            orderType: 'Cod',
            addressId,
            orderData: [
              {
                sellerId: p!.sellerUserId,
                couponIds: 'no_coupon',
                productIds: [p!.id],
                variants: [v!.id],
                quantity: [1],
              },
            ],
          },
        })
      ).body.data.orderIds[0];
    const first = await placeOne();
    const second = await placeOne();
    const move = (id: string, status: string) => api.call('POST', `dev/orders/${id}/status`, { body: { status } });
    expect((await move(first, 'DELIVERED')).status).toBe(409); // must pass through transit first
    for (const status of ['IN_TRANSIST', 'OUT_FOR_DELIVERY', 'DELIVERED'])
      expect((await move(first, status)).status).toBe(200);
    for (const status of ['IN_TRANSIST', 'OUT_FOR_DELIVERY', 'DELIVERED']) await move(second, status);
    // Credited once the first order's return window has closed (the second's window changes nothing).
    expect(
      (await api.call('GET', 'transaction', { token: referrerToken })).body.data.transactionData.filter(
        (x: any) => x.type === 'referral',
      ),
    ).toEqual([]);
    expect((await api.call('POST', `dev/orders/${second}/close-return-window`)).body.data).toBe(0);
    expect((await api.call('POST', `dev/orders/${first}/close-return-window`)).body.data).toBe(1);
    const wallet = (await api.call('GET', 'transaction', { token: referrerToken })).body.data;
    expect(wallet.transactionData.filter((x: any) => x.type === 'referral')).toEqual([
      expect.objectContaining({ money: 500, orderId: first }),
    ]);
    const notes = (await api.call('GET', 'notifications', { token })).body.data.map((n: any) => n.title);
    expect(notes).toEqual(expect.arrayContaining(['In Transit', 'Out for Delivery', 'Delivered']));
    const history = (await api.call('GET', `orders/${first}`, { token })).body.data.history.map((h: any) => h.status);
    expect(history).toEqual(['READY_FOR_PICKUP', 'IN_TRANSIST', 'OUT_FOR_DELIVERY', 'DELIVERED']);
  });

  it('a price drop is recorded and tells every shopper tracking the product', async () => {
    const [u] = await api.database.db.select().from(t.users).where(eq(t.users.isBlocked, false)).limit(2).offset(1);
    const token = (await api.login(u!.phone)).accessToken;
    const [product] = await api.database.db.select().from(t.products).where(gt(t.products.sellingPrice, 500)).limit(1);
    await api.call('POST', 'droptrack', { token, body: { ProductId: product!.id } });
    expect((await api.get(`product/${product!.id}`)).body.data.product.productSellingPrice).toBe(product!.sellingPrice); // now cached
    expect(
      (await api.call('POST', `dev/products/${product!.id}/price`, { body: { price: product!.sellingPrice - 100 } }))
        .status,
    ).toBe(200);
    expect((await api.get(`product/${product!.id}`)).body.data.product.productSellingPrice).toBe(
      product!.sellingPrice - 100,
    ); // cache cleared
    const item = (await api.call('GET', 'droptrack', { token })).body.data.find(
      (d: any) => d.productId === product!.id,
    );
    expect(item).toMatchObject({
      originalPrice: product!.sellingPrice,
      currentPrice: product!.sellingPrice - 100,
      diff: Math.round((100 / product!.sellingPrice) * 100),
    });
    const notes = (await api.call('GET', 'notifications', { token })).body.data;
    expect(notes[0]).toMatchObject({ kind: 'price-drop', link: `/droptrack/product/${product!.id}` });
    const history = await api.database.db
      .select()
      .from(t.priceHistory)
      .where(and(eq(t.priceHistory.productId, product!.id)));
    expect(history.at(-1)!.price).toBe(product!.sellingPrice - 100);
    // The DropTrack product view carries the drop and the history since tracking began.
    const view = (await api.call('GET', `droptrack/product/${product!.id}`, { token })).body.data;
    expect(view.details).toMatchObject({
      tracked: true,
      originalPrice: product!.sellingPrice,
      currentPrice: product!.sellingPrice - 100,
    });
    expect(view.details.priceHistory.at(-1)).toMatchObject({ price: product!.sellingPrice - 100 });
    expect(Date.parse(view.details.priceHistory.at(-1).at)).toBeGreaterThanOrEqual(
      Date.parse(view.details.trackedSince),
    );
  });

  it('a drop from ₹2,000 to ₹1,500 reads 25%, from ₹999 to ₹666 33% (whole percent), and a rise is negative', async () => {
    const [u] = await api.database.db.select().from(t.users).where(eq(t.users.isBlocked, false)).limit(1).offset(3);
    const token = (await api.login(u!.phone)).accessToken;
    const products = await api.database.db.select().from(t.products).limit(3).offset(5);
    expect(products).toHaveLength(3);
    const [a, b, c] = products;
    const price = (id: string, value: number) =>
      api.call('POST', `dev/products/${id}/price`, { body: { price: value } });
    for (const [p, start] of [
      [a!, 2000],
      [b!, 999],
      [c!, 1000],
    ] as const) {
      expect((await price(p.id, start)).status).toBe(200);
      expect((await api.call('POST', 'droptrack', { token, body: { ProductId: p.id } })).status).toBe(200);
    }
    await price(a!.id, 1500);
    await price(b!.id, 666);
    await price(c!.id, 1100);
    const list = (await api.call('GET', 'droptrack', { token })).body.data;
    const item = (id: string) => list.find((d: any) => d.productId === id);
    expect(item(a!.id)).toMatchObject({ originalPrice: 2000, currentPrice: 1500, diff: 25 });
    expect(item(b!.id)).toMatchObject({ originalPrice: 999, currentPrice: 666, diff: 33 });
    expect(item(c!.id)).toMatchObject({ originalPrice: 1000, currentPrice: 1100, diff: -10 });
    const notes = (await api.call('GET', 'notifications', { token })).body.data;
    expect(notes.map((n: any) => n.body)).toEqual(
      expect.arrayContaining([expect.stringContaining('is now ₹1,500 (was ₹2,000).')]),
    );
  });
});
