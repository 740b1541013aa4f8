/**
 * Notify me: a shopper waits for a sold-out variant and hears once, in notifications, when its stock comes back
 * (a seller's stock count, a cancelled order, a return), however many restocks arrive at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gt } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { DEMO_SHOPPER } from '../../server/seed/shoppers.ts';
import { startTestApi, bothDatabases, type TestApi } from './harness.ts';
import { uploadPicture } from './return-fixture.ts';

type Variant = typeof t.variants.$inferSelect;

describe.each(bothDatabases)('Notify me on $name', (target) => {
  let api: TestApi;
  let demo: string;
  let shopper: { id: string; token: string };
  let other: { id: string; token: string };
  let variants: Variant[];

  beforeAll(async () => {
    api = await startTestApi(target, 40);
    demo = (await api.login(DEMO_SHOPPER.phone)).accessToken;
    const people = await api.database.db.select().from(t.users).where(eq(t.users.isBlocked, false)).limit(3);
    const others = people.filter((p) => p.phone !== DEMO_SHOPPER.phone);
    shopper = { id: others[0]!.id, token: (await api.login(others[0]!.phone)).accessToken };
    other = { id: others[1]!.id, token: (await api.login(others[1]!.phone)).accessToken };
    variants = await api.database.db
      .select()
      .from(t.variants)
      .where(and(gt(t.variants.quantity, 3), gt(t.variants.price, 800)))
      .limit(6);
    expect(variants).toHaveLength(6);
  });
  afterAll(() => api?.close());

  const db = () => api.database.db;
  const setStock = (v: Variant, quantity: number) =>
    api.call('POST', `dev/products/${v.productId}/stock`, { body: { variantId: v.id, quantity } });
  const notify = (v: Variant, token: string) =>
    api.call('POST', 'stock-alerts', { token, body: { productId: v.productId, variantId: v.id } });
  const waiting = async (v: Variant, token: string) =>
    (await api.call('GET', `stock-alerts/check?variantId=${v.id}`, { token })).body.data;
  const stockOf = async (v: Variant) =>
    (await db().select().from(t.variants).where(eq(t.variants.id, v.id)))[0]!.quantity;
  const productStockOf = async (v: Variant) =>
    (await db().select().from(t.products).where(eq(t.products.id, v.productId)))[0]!.stock;
  const backInStock = async (userId: string, v: Variant) =>
    (
      await db()
        .select()
        .from(t.notifications)
        .where(and(eq(t.notifications.userId, userId), eq(t.notifications.kind, 'back-in-stock')))
    ).filter((n) => n.link?.includes(`variant=${v.id}`));

  it('asks for a token and validates its input', async () => {
    const v = variants[0]!;
    expect((await api.call('POST', 'stock-alerts', { body: { productId: v.productId, variantId: v.id } })).status).toBe(
      401,
    );
    expect((await api.call('GET', `stock-alerts/check?variantId=${v.id}`)).status).toBe(401);
    const missing = await api.call('POST', 'stock-alerts', { token: shopper.token, body: { productId: v.productId } });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors)).toContain('variantId');
    expect(
      (
        await api.call('POST', 'stock-alerts', {
          token: shopper.token,
          body: { productId: v.productId, variantId: 'x'.repeat(65) },
        })
      ).status,
    ).toBe(400);
    expect((await api.call('GET', 'stock-alerts/check', { token: shopper.token })).status).toBe(400);
    // An unknown product, and a variant the product does not have.
    expect((await notify({ ...v, productId: 'no-such-product' }, shopper.token)).status).toBe(404);
    expect((await notify({ ...v, id: 'no-such-variant' }, shopper.token)).status).toBe(404);
    // In stock: nothing to wait for.
    const inStock = await notify(v, shopper.token);
    expect(inStock.status).toBe(409);
    expect(inStock.body.message).toBe('This variant is in stock');
    const badStock = await api.call('POST', `dev/products/${v.productId}/stock`, {
      body: { variantId: v.id, quantity: -1 },
    });
    expect(badStock.status).toBe(400);
    expect(Object.keys(badStock.body.errors)).toEqual(['quantity']);
  });

  it('a second tap does not duplicate; cancelling is the shopper’s own', async () => {
    const v = variants[0]!;
    expect((await setStock(v, 0)).status).toBe(200);
    expect(await stockOf(v)).toBe(0);
    expect((await notify(v, shopper.token)).status).toBe(200);
    expect((await notify(v, shopper.token)).status).toBe(200);
    const rows = await db()
      .select()
      .from(t.stockAlerts)
      .where(and(eq(t.stockAlerts.userId, shopper.id), eq(t.stockAlerts.variantId, v.id)));
    expect(rows).toHaveLength(1);
    expect(await waiting(v, shopper.token)).toBe(true);
    expect(await waiting(v, other.token)).toBe(false);
    // Another shopper cannot cancel it.
    expect((await api.call('DELETE', `stock-alerts?variantId=${v.id}`, { token: other.token })).status).toBe(404);
    expect(await waiting(v, shopper.token)).toBe(true);
    expect((await api.call('DELETE', `stock-alerts?variantId=${v.id}`, { token: shopper.token })).status).toBe(200);
    expect(await waiting(v, shopper.token)).toBe(false);
    expect((await api.call('DELETE', `stock-alerts?variantId=${v.id}`, { token: shopper.token })).status).toBe(404);
  });

  it('a restock by the seller tells each waiting shopper once, with a link to the variant, and marks the alert sent', async () => {
    const v = variants[0]!;
    const [product] = await db().select().from(t.products).where(eq(t.products.id, v.productId));
    expect(await stockOf(v)).toBe(0);
    expect((await notify(v, shopper.token)).status).toBe(200);
    expect((await notify(v, other.token)).status).toBe(200);
    const totalBefore = await productStockOf(v);
    expect((await setStock(v, 4)).status).toBe(200);
    expect(await productStockOf(v)).toBe(totalBefore + 4);
    for (const who of [shopper, other]) {
      const notes = await backInStock(who.id, v);
      expect(notes).toHaveLength(1);
      expect(notes[0]!.title).toBe(`Back in stock: ${product!.name}`);
      expect(notes[0]!.link).toBe(`/stores/${product!.sellerUserId}/products/${v.productId}?variant=${v.id}`);
      expect(await waiting(v, who.token)).toBe(false);
    }
    // In the shopper's own feed, and nobody else's.
    const feed = (await api.call('GET', 'notifications', { token: shopper.token })).body.data;
    expect(feed.filter((n: { kind: string }) => n.kind === 'back-in-stock')).toHaveLength(1);
    expect(
      await backInStock((await db().select().from(t.users).where(eq(t.users.phone, DEMO_SHOPPER.phone)))[0]!.id, v),
    ).toHaveLength(0);
    // More stock later, or selling out and coming back without anyone asking again: no second note.
    expect((await setStock(v, 9)).status).toBe(200);
    expect((await setStock(v, 0)).status).toBe(200);
    expect((await setStock(v, 2)).status).toBe(200);
    expect(await backInStock(shopper.id, v)).toHaveLength(1);
    // Sold out again and asked again: told again when it is back.
    expect((await setStock(v, 0)).status).toBe(200);
    expect((await notify(v, shopper.token)).status).toBe(200);
    expect((await setStock(v, 1)).status).toBe(200);
    expect(await backInStock(shopper.id, v)).toHaveLength(2);
  });

  it('a cancelled order giving the last unit back tells the waiting shopper', async () => {
    const v = variants[2]!;
    const sellerId = (await db().select().from(t.products).where(eq(t.products.id, v.productId)))[0]!.sellerUserId;
    expect((await setStock(v, 1)).status).toBe(200);
    const placed = await api.call('POST', 'newOrder/create', {
      token: demo,
      body: {
        orderType: 'Cod',
        addressId: 'demo-address-home',
        useWallet: false,
        orderData: [{ sellerId, couponIds: 'no_coupon', productIds: [v.productId], variants: [v.id], quantity: [1] }],
      },
    });
    expect(placed.status).toBe(200);
    expect(await stockOf(v)).toBe(0);
    expect((await notify(v, shopper.token)).status).toBe(200);
    const orderId = placed.body.data.orderIds[0];
    expect(
      (
        await api.call('POST', `orders/${orderId}/cancel`, {
          token: demo,
          body: { reasonType: 'Others', reasonText: 'Changed my mind' },
        })
      ).status,
    ).toBe(200);
    expect(await stockOf(v)).toBe(1);
    expect(await backInStock(shopper.id, v)).toHaveLength(1);
  });

  it('a return puts the units back on sale and tells the waiting shopper', async () => {
    const v = variants[3]!;
    const sellerId = (await db().select().from(t.products).where(eq(t.products.id, v.productId)))[0]!.sellerUserId;
    expect((await setStock(v, 2)).status).toBe(200);
    const placed = await api.call('POST', 'newOrder/create', {
      token: demo,
      body: {
        orderType: 'Cod',
        addressId: 'demo-address-home',
        useWallet: false,
        orderData: [{ sellerId, couponIds: 'no_coupon', productIds: [v.productId], variants: [v.id], quantity: [2] }],
      },
    });
    expect(placed.status).toBe(200);
    const orderId = placed.body.data.orderIds[0];
    for (const status of ['IN_TRANSIST', 'OUT_FOR_DELIVERY', 'DELIVERED']) {
      expect((await api.call('POST', `dev/orders/${orderId}/status`, { body: { status } })).status).toBe(200);
    }
    expect(await stockOf(v)).toBe(0);
    expect((await notify(v, shopper.token)).status).toBe(200);
    const imageUrls = [await uploadPicture(api, demo)];
    const returned = await api.call('POST', `orders/${orderId}/return`, {
      token: demo,
      body: { reasonType: 'wrong size', reasonText: '', option: 'refund', imageUrls },
    });
    expect(returned.status).toBe(200);
    expect(await stockOf(v)).toBe(2);
    expect(await backInStock(shopper.id, v)).toHaveLength(1);
  });

  it('eight restocks at once tell each waiting shopper exactly once', async () => {
    const v = variants[4]!;
    expect((await setStock(v, 0)).status).toBe(200);
    expect((await notify(v, shopper.token)).status).toBe(200);
    expect((await notify(v, other.token)).status).toBe(200);
    const replies = await Promise.all(Array.from({ length: 8 }, (_, i) => setStock(v, i + 1)));
    expect(replies.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(await backInStock(shopper.id, v)).toHaveLength(1);
    expect(await backInStock(other.id, v)).toHaveLength(1);
    const alerts = await db().select().from(t.stockAlerts).where(eq(t.stockAlerts.variantId, v.id));
    expect(alerts.every((a) => a.notifiedAt !== null)).toBe(true);
  });

  it('eight taps at once keep one alert', async () => {
    const v = variants[5]!;
    expect((await setStock(v, 0)).status).toBe(200);
    const replies = await Promise.all(Array.from({ length: 8 }, () => notify(v, shopper.token)));
    expect(replies.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(
      await db()
        .select()
        .from(t.stockAlerts)
        .where(and(eq(t.stockAlerts.userId, shopper.id), eq(t.stockAlerts.variantId, v.id))),
    ).toHaveLength(1);
  });
});
