/**
 * What all of one shopper's unpaid prepaid checkouts may hold together, and the pause after one is cancelled.
 * One prepaid checkout naming every scarce variant used to hold them all for 30 minutes, and cancelling it
 * and placing it again held them again at once. Now the checkouts waiting for payment hold at most 10
 * products and 20 items in all, and a variant of an unpaid order cancelled (or expired) cannot wait for
 * payment again in that shopper's checkouts for 15 minutes. On PostgreSQL the parallel checkouts run side
 * by side: the totals are counted in place_order under the shopper's row lock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { DEMO_SHOPPER } from '../../server/seed/shoppers.ts';
import { startTestApi, bothDatabases, type TestApi } from './harness.ts';
import { shopperWithAddress } from './checkout-fixture.ts';

type Variant = typeof t.variants.$inferSelect & { sellerId: string; productName: string };
type Line = { v: Variant; quantity: number };
const atOnce = <T>(n: number, request: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => request(i)));

describe.each(bothDatabases)('what unpaid prepaid checkouts hold in all on $name', (target) => {
  let api: TestApi;
  let variants: Variant[];
  let shoppers: { id: string; phone: string }[];

  beforeAll(async () => {
    api = await startTestApi(target, 48);
    const db = api.database.db;
    const rows = await db
      .select()
      .from(t.variants)
      .where(and(gt(t.variants.quantity, 25), gt(t.variants.price, 0)));
    const products = await db
      .select()
      .from(t.products)
      .where(
        inArray(
          t.products.id,
          rows.map((v) => v.productId),
        ),
      );
    // One variant per product, so two lines never name the same product.
    const seen = new Set<string>();
    variants = rows
      .filter((v) => !seen.has(v.productId) && seen.add(v.productId))
      .map((v) => {
        const product = products.find((p) => p.id === v.productId)!;
        return { ...v, sellerId: product.sellerUserId, productName: product.name };
      });
    expect(variants.length).toBeGreaterThanOrEqual(24);
    shoppers = await db
      .select({ id: t.users.id, phone: t.users.phone })
      .from(t.users)
      .where(and(eq(t.users.isBlocked, false), ne(t.users.phone, DEMO_SHOPPER.phone)))
      .limit(7);
  });
  afterAll(() => api?.close());

  const db = () => api.database.db;
  const stockOf = async (ids: string[]) =>
    (await db().select().from(t.variants).where(inArray(t.variants.id, ids))).reduce((n, v) => n + v.quantity, 0);

  /** A shopper signed in with an address to order to. */
  const shopper = (i: number) => shopperWithAddress(api, shoppers[i]!);
  type Shopper = Awaited<ReturnType<typeof shopper>>;

  /** One checkout of these lines, one group per seller. */
  const order = (s: Shopper, lines: Line[], orderType: 'Prepaid' | 'Cod' = 'Prepaid') => {
    const sellers = [...new Set(lines.map((l) => l.v.sellerId))];
    return api.call('POST', 'newOrder/create', {
      token: s.token,
      body: {
        orderType,
        addressId: s.addressId,
        useWallet: false,
        orderData: sellers.map((sellerId) => {
          const mine = lines.filter((l) => l.v.sellerId === sellerId);
          return {
            sellerId,
            couponIds: 'no_coupon',
            productIds: mine.map((l) => l.v.productId),
            variants: mine.map((l) => l.v.id),
            quantity: mine.map((l) => l.quantity),
          };
        }),
      },
    });
  };
  const each = (vs: Variant[], quantity: number): Line[] => vs.map((v) => ({ v, quantity }));
  const pay = (s: Shopper, razorId: string) =>
    api.call('POST', 'payment/verify', {
      token: s.token,
      body: { razorId, paymentId: `pay_${razorId}`, signature: api.signPayment(razorId, `pay_${razorId}`) },
    });
  const cancel = (s: Shopper, orderId: string) =>
    api.call('POST', `orders/${orderId}/cancel`, {
      token: s.token,
      body: { reasonType: 'Others', reasonText: 'Changed my mind' },
    });
  const ordersOf = (userId: string) => db().select().from(t.orders).where(eq(t.orders.userId, userId));

  it('one prepaid checkout of 11 products is refused whole, says what to do, takes nothing and keeps the bag; as cash on delivery it goes through', async () => {
    const s = await shopper(0);
    const eleven = variants.slice(0, 11);
    for (const v of eleven) {
      const added = await api.call('POST', 'userCart', {
        token: s.token,
        body: { productId: v.productId, varaint: v.id, quantity: 1, reference: false },
      });
      expect(added.status).toBe(200);
    }
    const before = await stockOf(eleven.map((v) => v.id));
    const refused = await order(s, each(eleven, 1));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'Orders waiting for payment may hold at most 10 products and 20 items in all, and this order has 11 products (11 items). Remove some from your bag, or choose Cash on Delivery.',
    );
    expect(refused.body.errors).toHaveProperty('orderData');
    expect(await stockOf(eleven.map((v) => v.id))).toBe(before);
    expect(await ordersOf(s.id)).toHaveLength(0);
    const bag = (await api.call('GET', 'userCart', { token: s.token })).body.data as { variantId: string }[];
    expect(bag.map((l) => l.variantId).sort()).toEqual(eleven.map((v) => v.id).sort());
    // Ten products are within the cap; cash on delivery waits for no payment and is not capped.
    expect((await order(s, each(eleven.slice(0, 10), 1))).status).toBe(200);
    expect((await order(s, each(eleven, 1), 'Cod')).status).toBe(200);
  });

  it('the items add up across checkouts: 20 held, one more is refused until the first is paid', async () => {
    const s = await shopper(1);
    const first = await order(s, each(variants.slice(0, 4), 5));
    expect(first.status).toBe(200);
    const more = await order(s, each(variants.slice(4, 5), 1));
    expect(more.status).toBe(409);
    expect(more.body.message).toBe(
      'Orders waiting for payment may hold at most 10 products and 20 items in all. Yours already hold 4 products (20 items) and this order adds 1 product (1 item). Pay for or cancel the pending order in My Orders, remove some from your bag, or choose Cash on Delivery.',
    );
    expect((await pay(s, first.body.data.razorId)).status).toBe(200);
    expect((await order(s, each(variants.slice(4, 5), 1))).status).toBe(200);
  });

  it('the products add up across checkouts: 6 held, 5 more are refused, 4 more are placed', async () => {
    const s = await shopper(2);
    expect((await order(s, each(variants.slice(0, 6), 1))).status).toBe(200);
    const five = await order(s, each(variants.slice(6, 11), 2));
    expect(five.status).toBe(409);
    expect(five.body.message).toBe(
      'Orders waiting for payment may hold at most 10 products and 20 items in all. Yours already hold 6 products (6 items) and this order adds 5 products (10 items). Pay for or cancel the pending order in My Orders, remove some from your bag, or choose Cash on Delivery.',
    );
    expect((await order(s, each(variants.slice(6, 10), 2))).status).toBe(200);
  });

  it('four checkouts of 6 products sent at once: one is placed, the stock of the others is untouched', async () => {
    const s = await shopper(3);
    const sets = [0, 1, 2, 3].map((i) => variants.slice(i * 6, i * 6 + 6));
    const before = await Promise.all(sets.map((set) => stockOf(set.map((v) => v.id))));
    const replies = await atOnce(4, (i) => order(s, each(sets[i]!, 1)));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    const placed = replies.findIndex((r) => r.status === 200);
    const after = await Promise.all(sets.map((set) => stockOf(set.map((v) => v.id))));
    expect(after).toEqual(before.map((n, i) => (i === placed ? n - 6 : n)));
    const checkouts = new Set((await ordersOf(s.id)).map((o) => o.checkoutId));
    expect([...checkouts]).toEqual([replies[placed]!.body.data.checkoutId]);
  });

  it('four checkouts of 12 items sent at once: one is placed', async () => {
    const s = await shopper(4);
    const sets = [0, 1, 2, 3].map((i) => variants.slice(i * 3, i * 3 + 3));
    const replies = await atOnce(4, (i) => order(s, each(sets[i]!, 4)));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    const held = await db()
      .select({ units: sql<number>`coalesce(sum(${t.orderLines.quantity}), 0)::int` })
      .from(t.orderLines)
      .innerJoin(t.orders, eq(t.orders.id, t.orderLines.orderId))
      .where(eq(t.orders.userId, s.id));
    expect(held[0]!.units).toBe(12);
  });

  it('a variant of an unpaid order the shopper cancelled cannot wait for payment again for 15 minutes; cash on delivery and other variants can', async () => {
    const s = await shopper(5);
    const [v, w] = [variants[12]!, variants[13]!];
    const placed = await order(s, [
      { v, quantity: 5 },
      { v: w, quantity: 1 },
    ]);
    expect(placed.status).toBe(200);
    const stockBefore = await stockOf([v.id]);
    for (const orderId of placed.body.data.orderIds as string[]) expect((await cancel(s, orderId)).status).toBe(200);
    expect(await stockOf([v.id])).toBe(stockBefore + 5);

    const again = await order(s, [{ v, quantity: 5 }]);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      `${v.productName} was in an unpaid order of yours that was cancelled, so it cannot wait for payment again for 15 more minutes. Choose Cash on Delivery to order it now.`,
    );
    expect(again.body.errors).toHaveProperty([v.id]);
    expect(await stockOf([v.id])).toBe(stockBefore + 5);
    // A checkout naming it with another product is refused whole.
    expect(
      (
        await order(s, [
          { v: variants[14]!, quantity: 1 },
          { v, quantity: 1 },
        ])
      ).status,
    ).toBe(409);
    expect((await order(s, [{ v: variants[14]!, quantity: 1 }])).status).toBe(200);
    expect((await order(s, [{ v, quantity: 1 }], 'Cod')).status).toBe(200);

    // Fifteen minutes after the cancel it may wait for payment again.
    const cancelledIds = placed.body.data.orderIds as string[];
    await db()
      .update(t.orderStatusHistory)
      .set({ at: sql`${t.orderStatusHistory.at} - make_interval(secs => 901)` })
      .where(and(inArray(t.orderStatusHistory.orderId, cancelledIds), eq(t.orderStatusHistory.status, 'CANCELLED')));
    expect((await order(s, [{ v, quantity: 1 }])).status).toBe(200);
  });

  it('an unpaid order that expired gives its variants the same pause', async () => {
    const s = await shopper(6);
    const v = variants[15]!;
    const placed = await order(s, [{ v, quantity: 1 }]);
    expect(placed.status).toBe(200);
    const orderId = placed.body.data.orderIds[0] as string;
    expect((await api.call('POST', `dev/orders/${orderId}/expire`, {})).status).toBe(200);
    const again = await order(s, [{ v, quantity: 1 }]);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      `${v.productName} was in an unpaid order of yours that expired, so it cannot wait for payment again for 15 more minutes. Choose Cash on Delivery to order it now.`,
    );
    expect((await order(s, [{ v: variants[16]!, quantity: 1 }])).status).toBe(200);
  });
});
