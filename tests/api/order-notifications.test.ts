/** The My Orders list's statusAt, and the notifications behind the bell: who gets them, the unread count, mark read. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, gt } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { pgliteOnly, type TestApi } from './harness.ts';
import { startCheckoutFixture, type Variant } from './checkout-fixture.ts';

describe.each(pgliteOnly)('order statusAt and notifications on $name', (target) => {
  let api: TestApi, token: string, other: string, userId: string, addressId: string, v: Variant, sellerId: string;

  beforeAll(async () => {
    ({ api, token, other, userId, addressId, v, sellerId } = await startCheckoutFixture(target, 10));
  });
  afterAll(() => api?.close());

  const place = async (body: Record<string, unknown> = {}) => {
    const placed = await api.call('POST', 'newOrder/create', {
      token,
      body: {
        orderType: 'Cod',
        codMain: false,
        addressId,
        shippingMode: 'S',
        useWallet: false,
        orderData: [{ sellerId, couponIds: 'no_coupon', productIds: [v.productId], variants: [v.id], quantity: [1] }],
        ...body,
      },
    });
    expect(placed.status).toBe(200);
    return placed.body.data.orderIds[0] as string;
  };
  const move = (id: string, status: string) => api.call('POST', `dev/orders/${id}/status`, { body: { status } });
  const unread = async (as = token) =>
    (await api.call('GET', 'notifications/unread', { token: as })).body.data.count as number;
  const notes = async (as = token) =>
    (await api.call('GET', 'notifications', { token: as })).body.data as {
      kind: string;
      title: string;
      link: string;
      readAt: string | null;
    }[];

  it('each listed order carries statusAt: its placing time, then the time of its latest status change', async () => {
    const id = await place();
    const item = async () =>
      (await api.call('GET', 'orders/orderGet', { token })).body.data.find((o: any) => o.orderId === id);
    const placed = await item();
    expect(placed.statusAt).toBe(placed.createdAt);
    for (const status of ['IN_TRANSIST', 'OUT_FOR_DELIVERY', 'DELIVERED'])
      expect((await move(id, status)).status).toBe(200);
    const delivered = await item();
    const history = (await api.call('GET', `orders/${id}`, { token })).body.data.history;
    expect(delivered).toMatchObject({ orderStatus: 'DELIVERED', statusAt: history.at(-1).at });
    expect(new Date(delivered.statusAt).getTime()).toBeGreaterThanOrEqual(new Date(delivered.createdAt).getTime());
  });

  it('a status change notifies the owner with a link to the order; the unread count follows; mark read is the caller’s only', async () => {
    const otherBefore = await unread(other);
    const id = await place();
    await api.call('PUT', 'notifications/read', { token });
    expect(await unread()).toBe(0);
    expect((await move(id, 'IN_TRANSIST')).status).toBe(200);
    expect(await unread()).toBe(1);
    expect((await notes())[0]).toMatchObject({
      kind: 'order-status',
      title: 'In Transit',
      link: `/my-orders/${id}`,
      readAt: null,
    });
    // the other shopper's unread notes stay as they were when this shopper marks hers read, and the other way round
    const [otherUser] = await api.database.db
      .select()
      .from(t.users)
      .where(eq(t.users.isBlocked, false))
      .limit(1)
      .offset(1);
    await api.database.db.insert(t.notifications).values({
      id: crypto.randomUUID(),
      userId: otherUser!.id,
      kind: 'order-status',
      title: 'In Transit',
      body: 'x',
      link: null,
    });
    expect(await unread(other)).toBe(otherBefore + 1);
    expect((await api.call('PUT', 'notifications/read', { token })).status).toBe(200);
    expect(await unread()).toBe(0);
    expect(await unread(other)).toBe(otherBefore + 1);
    await api.call('PUT', 'notifications/read', { token: other });
    expect(await unread(other)).toBe(0);
    expect((await api.call('GET', 'notifications/unread')).status).toBe(401);
    expect(userId).toEqual(expect.any(String));
  });

  it('cancelling an order that used wallet money notifies a refund; a cash-only cancel does not', async () => {
    const cash = await place();
    await api.call('PUT', 'notifications/read', { token });
    expect(
      (
        await api.call('POST', `orders/${cash}/cancel`, {
          token,
          body: { reasonType: 'Others', reasonText: 'changed my mind' },
        })
      ).status,
    ).toBe(200);
    expect((await notes()).filter((n) => !n.readAt).map((n) => n.kind)).toEqual(['order-status']);
    await api.call('GET', 'transaction', { token });
    await api.database.db.update(t.wallets).set({ balancePaise: 10_000 }).where(eq(t.wallets.userId, userId));
    const walletPaid = await place({ useWallet: true });
    await api.call('PUT', 'notifications/read', { token });
    expect(
      (
        await api.call('POST', `orders/${walletPaid}/cancel`, {
          token,
          body: { reasonType: 'Others', reasonText: 'too late' },
        })
      ).status,
    ).toBe(200);
    const fresh = (await notes()).filter((n) => !n.readAt);
    expect(fresh.map((n) => n.kind).sort()).toEqual(['order-status', 'refund']);
    expect(fresh.find((n) => n.kind === 'refund')).toMatchObject({
      title: 'Refund initiated',
      link: `/my-orders/${walletPaid}`,
    });
    expect(await unread()).toBe(2);
  });

  it('a price drop on a tracked product notifies the tracker with a link to the product', async () => {
    const [product] = await api.database.db.select().from(t.products).where(gt(t.products.sellingPrice, 900)).limit(1);
    await api.call('POST', 'droptrack', { token, body: { ProductId: product!.id } });
    await api.call('PUT', 'notifications/read', { token });
    expect(
      (await api.call('POST', `dev/products/${product!.id}/price`, { body: { price: product!.sellingPrice - 50 } }))
        .status,
    ).toBe(200);
    expect(await unread()).toBe(1);
    expect((await notes())[0]).toMatchObject({ kind: 'price-drop', link: `/droptrack/product/${product!.id}` });
  });
});
