/**
 * What one shopper's unpaid prepaid checkouts may hold: five unpaid prepaid orders used to take
 * all 25 units of a variant for 30 minutes, again and again. Now at most 2 checkouts wait for payment and they
 * hold at most 5 units of a variant; past that the order is refused with a 409 saying what to do. On
 * PostgreSQL the parallel orders run side by side (the check is in place_order, under the shopper's row lock).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gt, inArray, lt, ne } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { DEMO_SHOPPER } from '../../server/seed/shoppers.ts';
import { startTestApi, bothDatabases, type TestApi } from './harness.ts';
import { shopperWithAddress } from './checkout-fixture.ts';

type Variant = typeof t.variants.$inferSelect;
const atOnce = <T>(n: number, request: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => request(i)));
const TOO_MANY =
  'You have 2 orders waiting for payment. Pay for or cancel one of them in My Orders before placing another prepaid order.';

describe.each(bothDatabases)('stock held by unpaid prepaid orders on $name', (target) => {
  let api: TestApi;
  let variants: (Variant & { sellerId: string })[];
  let shoppers: { id: string; phone: string }[];

  beforeAll(async () => {
    api = await startTestApi(target, 30);
    const db = api.database.db;
    const rows = await db
      .select()
      .from(t.variants)
      .where(and(gt(t.variants.quantity, 25), gt(t.variants.price, 300), lt(t.variants.price, 3000)));
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
      .map((v) => ({ ...v, sellerId: products.find((p) => p.id === v.productId)!.sellerUserId }));
    shoppers = await db
      .select({ id: t.users.id, phone: t.users.phone })
      .from(t.users)
      .where(and(eq(t.users.isBlocked, false), ne(t.users.phone, DEMO_SHOPPER.phone)))
      .limit(5);
  });
  afterAll(() => api?.close());

  const db = () => api.database.db;
  const stockOf = async (variantId: string) =>
    (await db().select().from(t.variants).where(eq(t.variants.id, variantId)))[0]!.quantity;

  /** A shopper signed in with an address to order to. */
  const shopper = (i: number) => shopperWithAddress(api, shoppers[i]!);
  type Shopper = Awaited<ReturnType<typeof shopper>>;
  const order = (
    s: Shopper,
    v: Variant & { sellerId: string },
    quantity: number,
    orderType: 'Prepaid' | 'Cod' = 'Prepaid',
    useWallet = false,
  ) =>
    api.call('POST', 'newOrder/create', {
      token: s.token,
      body: {
        orderType,
        addressId: s.addressId,
        useWallet,
        orderData: [
          {
            sellerId: v.sellerId,
            couponIds: 'no_coupon',
            productIds: [v.productId],
            variants: [v.id],
            quantity: [quantity],
          },
        ],
      },
    });
  const pay = (s: Shopper, razorId: string) =>
    api.call('POST', 'payment/verify', {
      token: s.token,
      body: { razorId, paymentId: `pay_${razorId}`, signature: api.signPayment(razorId, `pay_${razorId}`) },
    });

  it('six prepaid orders at once from one shopper: exactly 2 placed, the rest 409, stock taken for the 2 only', async () => {
    const s = await shopper(0);
    const v = variants[0]!;
    const before = await stockOf(v.id);
    const replies = await atOnce(6, () => order(s, v, 1));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 200, 409, 409, 409, 409]);
    for (const refused of replies.filter((r) => r.status === 409)) expect(refused.body.message).toBe(TOO_MANY);
    expect(await stockOf(v.id)).toBe(before - 2);
    const placed = await db().select().from(t.orders).where(eq(t.orders.userId, s.id));
    expect(placed).toHaveLength(2);
    expect(placed.every((o) => o.orderType === 'Prepaid' && o.paymentStatus === 'pending')).toBe(true);
  });

  it('five unpaid orders of 5 units cannot take 25: the second is refused for the units, whatever the variant stock', async () => {
    const s = await shopper(1);
    const v = variants[1]!;
    const before = await stockOf(v.id);
    expect((await order(s, v, 5)).status).toBe(200);
    const second = await order(s, v, 5);
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(
      `Your orders waiting for payment already hold 5 of ${(await db().select().from(t.products).where(eq(t.products.id, v.productId)))[0]!.name}, and at most 5 of one product can wait for payment. Pay for or cancel the pending order in My Orders first.`,
    );
    expect(second.body.errors).toHaveProperty([v.id]);
    expect((await order(s, v, 1)).status).toBe(409);
    // Another product is fine (a second checkout), and the held product's stock only lost the first 5.
    expect((await order(s, variants[2]!, 5)).status).toBe(200);
    expect(await stockOf(v.id)).toBe(before - 5);
  });

  it('the units add up across checkouts: 3 then 2 of a variant is allowed, a third checkout is not', async () => {
    const s = await shopper(2);
    const v = variants[3]!;
    expect((await order(s, v, 3)).status).toBe(200);
    expect((await order(s, v, 3)).status).toBe(409); // 3 held + 3 > 5
    expect((await order(s, v, 2)).status).toBe(200); // 3 + 2 = 5
    const third = await order(s, variants[4]!, 1);
    expect(third.status).toBe(409);
    expect(third.body.message).toBe(TOO_MANY);
  });

  it('paying, cancelling or the order expiring frees a place; cash on delivery and wallet-paid orders are never held back', async () => {
    const s = await shopper(3);
    const [a, b] = [await order(s, variants[5]!, 1), await order(s, variants[5]!, 1)];
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await order(s, variants[5]!, 1)).status).toBe(409);
    // Cash on delivery waits for no payment, nor does a prepaid order the wallet covers: neither is counted nor capped.
    expect((await order(s, variants[5]!, 5, 'Cod')).status).toBe(200);
    expect(
      (await api.call('POST', 'dev/wallet/credit', { body: { phone: shoppers[3]!.phone, rupees: 20_000 } })).status,
    ).toBe(200);
    const covered = await order(s, variants[5]!, 5, 'Prepaid', true);
    expect(covered.status).toBe(200);
    expect(covered.body.data.razorId).toBeNull();
    expect((await pay(s, a.body.data.razorId)).status).toBe(200);
    const c = await order(s, variants[5]!, 1);
    expect(c.status).toBe(200);
    expect((await order(s, variants[5]!, 1)).status).toBe(409);
    expect(
      (
        await api.call('POST', `orders/${b.body.data.orderIds[0]}/cancel`, {
          token: s.token,
          body: { reasonType: 'Others', reasonText: 'Changed my mind' },
        })
      ).status,
    ).toBe(200);
    // Another product: the one cancelled pauses before it can wait for payment again (unpaid-hold-totals.test.ts).
    const d = await order(s, variants[7]!, 1);
    expect(d.status).toBe(200);
    expect((await api.call('POST', `dev/orders/${c.body.data.orderIds[0]}/expire`, {})).status).toBe(200);
    expect((await order(s, variants[8]!, 1)).status).toBe(200);
    expect((await order(s, variants[8]!, 1)).status).toBe(409);
  });

  it('a payment that failed still waits for its money: it counts until paid or past its 30 minutes', async () => {
    const s = await shopper(4);
    const first = await order(s, variants[6]!, 1);
    expect(first.status).toBe(200);
    await db().update(t.orders).set({ paymentStatus: 'failed' }).where(eq(t.orders.id, first.body.data.orderIds[0]));
    expect((await order(s, variants[6]!, 1)).status).toBe(200);
    expect((await order(s, variants[6]!, 1)).status).toBe(409);
    // Past its 30 minutes it can no longer be paid: it stops counting before the sweep gets to it (its
    // product pauses before it can wait for payment again, so another one).
    await db()
      .update(t.orders)
      .set({ createdAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(t.orders.id, first.body.data.orderIds[0]));
    expect((await order(s, variants[9]!, 1)).status).toBe(200);
  });
});
