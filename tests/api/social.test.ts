import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { DEMO_SHOPPER } from '../../server/seed/shoppers.ts';
import { startTestApi, pgliteOnly, type TestApi } from './harness.ts';
import { uploadPicture } from './return-fixture.ts';
import { exchangeChoices } from '../../src/lib/rules/exchange.ts';

describe.each(pgliteOnly)('people, DropTrack and orders after purchase on $name', (target) => {
  let api: TestApi;
  let demo: string;
  let someone: { id: string; token: string };
  beforeAll(async () => {
    api = await startTestApi(target, 48);
    demo = (await api.login(DEMO_SHOPPER.phone)).accessToken;
    const [u] = await api.database.db.select().from(t.users).where(eq(t.users.isBlocked, false)).limit(1);
    someone = { id: u!.id, token: (await api.login(u!.phone)).accessToken };
  });
  afterAll(() => api?.close());

  it('the demo shopper has a wallet, addresses, orders in every status and tracked products', async () => {
    const wallet = (await api.call('GET', 'transaction', { token: demo })).body.data;
    expect(wallet.walletData.money).toBe(750);
    expect((await api.call('GET', 'address/getAll', { token: demo })).body.data[0].defaultAddress).toBe(true);
    const statuses = (await api.call('GET', 'orders/orderGet', { token: demo })).body.data.map(
      (o: any) => o.orderStatus,
    );
    expect(new Set(statuses)).toEqual(
      new Set(['READY_FOR_PICKUP', 'IN_TRANSIST', 'OUT_FOR_DELIVERY', 'DELIVERED', 'CANCELLED', 'RETURN', 'EXCHANGE']),
    );
    const tracked = (await api.call('GET', 'droptrack', { token: demo })).body.data;
    expect(tracked.length).toBeGreaterThan(0);
    for (const item of tracked)
      expect(item.diff).toBe(Math.round(((item.originalPrice - item.currentPrice) / item.originalPrice) * 100));
  });

  it('follows and unfollows, with the check and the profile counts', async () => {
    const check = async () =>
      (await api.call('GET', `follow/${someone.id}`, { token: demo })).body.data.checkForFollowed;
    if (await check()) await api.call('DELETE', `follow/${someone.id}`, { token: demo });
    expect(await check()).toBe(false);
    const before = (await api.get(`user/profile/${someone.id}`)).body.data.followers.length;
    expect((await api.call('POST', 'follow', { token: demo, body: { followTo: someone.id } })).status).toBe(200);
    expect(await check()).toBe(true);
    expect((await api.get(`user/profile/${someone.id}`)).body.data.followers.length).toBe(before + 1);
    expect((await api.call('POST', 'follow', { token: someone.token, body: { followTo: someone.id } })).status).toBe(
      400,
    );
    expect((await api.call('DELETE', `follow/${someone.id}`, { token: demo })).status).toBe(200);
    expect(await check()).toBe(false);
  });

  it('favourites a store and saves a product, per shopper', async () => {
    const [store] = await api.database.db.select().from(t.stores).limit(1);
    const favourite = (token: string) => api.call('GET', `favourite/check?storeId=${store!.id}`, { token });
    await api.call('POST', 'favourite/add', { token: someone.token, body: { storeId: store!.id } });
    expect((await favourite(someone.token)).body.data).toBe(true);
    await api.call('DELETE', `favourite/remove?storeId=${store!.id}`, { token: someone.token });
    expect((await favourite(someone.token)).body.data).toBe(false);
    const [product] = await api.database.db.select().from(t.products).limit(1);
    await api.call('POST', 'saved', { token: someone.token, body: { ProductId: product!.id } });
    expect((await api.call('GET', `saved/check/${product!.id}`, { token: someone.token })).body.data).toBe(true);
    expect((await api.call('GET', 'saved', { token: someone.token })).body.data.map((p: any) => p.id)).toEqual([
      product!.id,
    ]);
  });

  it('lists the shopper’s own saved products and favourite stores, latest first, and Remove takes one off', async () => {
    const stores = await api.database.db.select().from(t.stores).limit(2);
    const products = await api.database.db.select().from(t.products).limit(3);
    const mine = (
      await api.login(
        (await api.database.db.select().from(t.users).where(eq(t.users.isBlocked, false)).limit(3))[2]!.phone,
      )
    ).accessToken;
    expect((await api.call('GET', 'favourite')).status).toBe(401);
    expect((await api.call('GET', 'favourite', { token: mine })).body.data).toEqual([]);
    for (const store of stores)
      expect((await api.call('POST', 'favourite/add', { token: mine, body: { storeId: store.id } })).status).toBe(200);
    const listed = (await api.call('GET', 'favourite', { token: mine })).body.data;
    expect(listed.map((s: { id: string }) => s.id)).toEqual([stores[1]!.id, stores[0]!.id]);
    expect(listed[0].name).toBe(stores[1]!.storeName);
    // Another shopper's list is theirs alone.
    expect(
      (await api.call('GET', 'favourite', { token: someone.token })).body.data.map((s: { id: string }) => s.id),
    ).not.toContain(stores[1]!.id);
    await api.call('DELETE', `favourite/remove?storeId=${stores[1]!.id}`, { token: mine });
    expect((await api.call('GET', 'favourite', { token: mine })).body.data.map((s: { id: string }) => s.id)).toEqual([
      stores[0]!.id,
    ]);

    for (const product of products.slice(1))
      expect((await api.call('POST', 'saved', { token: mine, body: { ProductId: product.id } })).status).toBe(200);
    expect((await api.call('GET', 'saved', { token: mine })).body.data.map((p: { id: string }) => p.id)).toEqual([
      products[2]!.id,
      products[1]!.id,
    ]);
    expect((await api.call('DELETE', `saved/${products[2]!.id}`, { token: mine })).status).toBe(200);
    expect((await api.call('GET', 'saved', { token: mine })).body.data.map((p: { id: string }) => p.id)).toEqual([
      products[1]!.id,
    ]);
  });

  it('tracks a product from today’s price and stops tracking it', async () => {
    const [product] = await api.database.db.select().from(t.products).limit(1);
    expect((await api.call('GET', `droptrack/check/${product!.id}`, { token: someone.token })).body.data).toBe(false);
    expect(
      (await api.call('POST', 'droptrack', { token: someone.token, body: { ProductId: product!.id } })).status,
    ).toBe(200);
    const view = (await api.call('GET', `droptrack/product/${product!.id}`, { token: someone.token })).body.data;
    expect(view.details).toMatchObject({
      tracked: true,
      originalPrice: product!.sellingPrice,
      currentPrice: product!.sellingPrice,
      diff: 0,
    });
    expect(view.product.id).toBe(product!.id);
    expect(Date.parse(view.details.trackedSince)).toBeGreaterThan(Date.now() - 60_000);
    expect(Array.isArray(view.details.priceHistory)).toBe(true);
    expect((await api.call('DELETE', `droptrack/delete/${product!.id}`, { token: someone.token })).status).toBe(200);
    expect((await api.call('GET', 'droptrack', { token: someone.token })).body.data).toEqual([]);
  });

  it('Lens lists posts with product cards; feature requests need some words', async () => {
    const lens = (await api.get('userpost/getAll')).body.data;
    expect(lens.length).toBeGreaterThan(0);
    expect(lens[0]).toMatchObject({
      id: expect.any(String),
      imageUrls: expect.any(Array),
      productId: lens[0].product.id,
      SellerUserId: lens[0].product.SellerUserId,
    });
    expect(lens.every((p: any) => p.ratings === undefined)).toBe(true);
    const videos = lens.filter((p: any) => p.videoUrls.length > 0);
    expect(videos.length).toBeGreaterThan(0);
    for (const v of videos) {
      const clip = /^lens\/clip-(\d)\.webm$/.exec(v.videoUrls[0]);
      expect(clip).not.toBeNull();
      expect(
        fs.statSync(new URL(`../../server/seed/assets/lens-${clip![1]}.webm`, import.meta.url)).size,
      ).toBeGreaterThan(10_000);
      // Each clip shows one category's art (1 a kurta, 2 a watch, 3 a bag): its post is about such a product.
      const [product] = await api.database.db.select().from(t.products).where(eq(t.products.id, v.productId));
      const shown: Record<string, string> = { 1: 'fashion', 2: 'watches', 3: 'bags' };
      expect(product!.categoryId).toBe(shown[clip![1]!]);
    }
    expect((await api.call('POST', 'feature', { token: someone.token, body: { msg: 'hi' } })).body.errors.msg).toEqual([
      'No input found',
    ]);
    expect(
      (await api.call('POST', 'feature', { token: someone.token, body: { msg: 'Please add a size guide for kurtas' } }))
        .status,
    ).toBe(200);
  });

  it('cancelling an order paid partly from the wallet refunds exactly what it used: ₹750 of a ₹1,000 order', async () => {
    const wallet = async () => (await api.call('GET', 'transaction', { token: demo })).body.data;
    expect((await wallet()).walletData.money).toBe(750);
    // A ₹1,000 line (MRP ₹1,200) of a product with stock; the demo shopper's ₹750 pays for part of it.
    const [variant] = await api.database.db.select().from(t.variants).limit(1);
    await api.database.db
      .update(t.variants)
      .set({ price: 1000, mrp: 1200, quantity: 50 })
      .where(eq(t.variants.id, variant!.id));
    const [product] = await api.database.db.select().from(t.products).where(eq(t.products.id, variant!.productId));
    const addressId = (await api.call('GET', 'address/getAll', { token: demo })).body.data[0].id;
    const placed = await api.call('POST', 'newOrder/create', {
      token: demo,
      body: {
        orderType: 'Cod',
        codMain: false,
        addressId,
        shippingMode: 'S',
        useWallet: true,
        orderData: [
          {
            sellerId: product!.sellerUserId,
            couponIds: 'no_coupon',
            productIds: [product!.id],
            variants: [variant!.id],
            quantity: [1],
          },
        ],
      },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.data.totalcost).toBe(250);
    const orderId = placed.body.data.orderIds[0];
    expect((await wallet()).walletData.money).toBe(0);

    expect(
      (await api.call('POST', `orders/${orderId}/cancel`, { token: demo, body: { reasonType: 'Change of Mind' } })).body
        .data,
    ).toBe(true);
    const after = await wallet();
    expect(after.walletData.money).toBe(750);
    const refunds = after.transactionData.filter((x: any) => x.type === 'refund' && x.orderId === orderId);
    expect(refunds).toEqual([expect.objectContaining({ money: 750 })]);
  });

  it('cancels an order before delivery (stock comes back) and returns a delivered one', async () => {
    const orders = (await api.call('GET', 'orders/orderGet', { token: demo })).body.data;
    const open = orders.find((o: any) => o.orderStatus === 'READY_FOR_PICKUP');
    const delivered = orders.find((o: any) => o.orderStatus === 'DELIVERED');
    const others = await api.call('POST', `orders/${open.orderId}/cancel`, {
      token: someone.token,
      body: { reasonType: 'Change of Mind' },
    });
    expect(others.status).toBe(404);
    const noText = await api.call('POST', `orders/${open.orderId}/cancel`, {
      token: demo,
      body: { reasonType: 'Others', reasonText: ' ' },
    });
    expect(noText.body.errors.reasonText).toEqual(['Write your reason']);
    const [line] = await api.database.db.select().from(t.orderLines).where(eq(t.orderLines.orderId, open.orderId));
    const stock = async () =>
      (await api.database.db.select().from(t.products).where(eq(t.products.id, line!.productId)))[0]!.stock;
    const before = await stock();
    expect(
      (await api.call('POST', `orders/${open.orderId}/cancel`, { token: demo, body: { reasonType: 'Change of Mind' } }))
        .body.data,
    ).toBe(true);
    expect(await stock()).toBe(before + line!.quantity);
    expect((await api.call('GET', `orders/${open.orderId}`, { token: demo })).body.data.orderStatus).toBe('CANCELLED');
    expect(
      (await api.call('POST', `orders/${open.orderId}/cancel`, { token: demo, body: { reasonType: 'Change of Mind' } }))
        .status,
    ).toBe(409);
    const mismatch = await api.call('POST', `orders/${delivered.orderId}/return`, {
      token: demo,
      body: { reasonType: 'Received the wrong item', option: 'exchange-size', imageUrls: ['uploads/x.webp'] },
    });
    expect(mismatch.status).toBe(400);
    const noPicture = await api.call('POST', `orders/${delivered.orderId}/return`, {
      token: demo,
      body: { reasonType: 'wrong size', option: 'exchange-size', imageUrls: [] },
    });
    expect(noPicture.body.errors.imageUrls).toEqual(['Add at least one picture']);
    // An exchange for another size of the delivered item (the seeded returnable order's item has one), with a picture really uploaded.
    const [deliveredLine] = await api.database.db
      .select()
      .from(t.orderLines)
      .where(eq(t.orderLines.orderId, delivered.orderId));
    const candidates = (
      await api.database.db.select().from(t.variants).where(eq(t.variants.productId, deliveredLine!.productId))
    ).map((v) => ({ variantId: v.id, color: v.color, size: v.size, stock: v.quantity, price: v.price }));
    const [to] = exchangeChoices(candidates, { ...deliveredLine!, quantity: deliveredLine!.quantity }, 'size');
    const exchange = {
      reasonType: 'wrong size',
      option: 'exchange-size',
      imageUrls: [await uploadPicture(api, demo)],
      exchange: { lineId: deliveredLine!.id, variantId: to!.variantId },
    };
    // Past the 2-day window, then delivered an hour ago.
    const deliveredAgo = (hours: number) =>
      api.database.db
        .update(t.orderStatusHistory)
        .set({ at: new Date(Date.now() - hours * 3_600_000) })
        .where(and(eq(t.orderStatusHistory.orderId, delivered.orderId), eq(t.orderStatusHistory.status, 'DELIVERED')));
    await deliveredAgo(72);
    expect((await api.call('POST', `orders/${delivered.orderId}/return`, { token: demo, body: exchange })).status).toBe(
      409,
    );
    await deliveredAgo(1);
    const ok = await api.call('POST', `orders/${delivered.orderId}/return`, { token: demo, body: exchange });
    expect(ok.body.data, JSON.stringify(ok.body)).toBe(true);
    expect((await api.call('GET', `orders/${delivered.orderId}`, { token: demo })).body.data.orderStatus).toBe(
      'EXCHANGE',
    );
    const notes = (await api.call('GET', 'notifications', { token: demo })).body.data;
    expect(notes.map((n: any) => n.title)).toEqual(expect.arrayContaining(['Order cancelled', 'Exchange requested']));
  });
});
