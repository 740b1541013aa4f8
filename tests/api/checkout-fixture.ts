/** A shopper ready to check out: signed in with an address, a second shopper, and a variant in stock above ₹600 with its seller. */
import { and, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { UNPAID_COOL_DOWN_MS } from '../../src/lib/rules/checkout.ts';
import { UNPAID_ORDER_TTL_MS } from '../../src/lib/rules/orders.ts';
import { startTestApi, type Target, type TestApi } from './harness.ts';

export const PLACE = {
  name: 'Ravi Iyer',
  phone: '9876512345',
  pinCode: '600001',
  addressMain: '4 Beach Road',
  locality: 'George Town',
  city: 'Chennai',
  state: 'Tamil Nadu',
};

export type Variant = typeof t.variants.$inferSelect;
export type CheckoutFixture = {
  api: TestApi;
  token: string;
  other: string;
  userId: string;
  addressId: string;
  v: Variant;
  sellerId: string;
};

export async function startCheckoutFixture(target: Target, minStock: number): Promise<CheckoutFixture> {
  const api = await startTestApi(target, 40);
  const people = await api.database.db.select().from(t.users).limit(2);
  const token = (await api.login(people[0]!.phone)).accessToken;
  const other = (await api.login(people[1]!.phone)).accessToken;
  const addressId = (await api.call('POST', 'address', { token, body: PLACE })).body.data.id as string;
  const [v] = (await api.database.db
    .select()
    .from(t.variants)
    .where(and(gt(t.variants.quantity, minStock), gt(t.variants.price, 600)))
    .limit(1)) as [Variant];
  const sellerId = (await api.database.db.select().from(t.products).where(eq(t.products.id, v.productId)))[0]!
    .sellerUserId;
  return { api, token, other, userId: people[0]!.id, addressId, v, sellerId };
}

/** A shopper signed in with an address to order to (Bengaluru: its PIN, city and state agree). */
export async function shopperWithAddress(api: TestApi, { id, phone }: { id: string; phone: string }) {
  const token = (await api.login(phone)).accessToken;
  const address = await api.call('POST', 'address', {
    token,
    body: {
      name: 'H',
      phone,
      pinCode: '560001',
      addressMain: '2 MG Road',
      locality: 'Ashok Nagar',
      city: 'Bengaluru',
      state: 'Karnataka',
    },
  });
  return { id, token, addressId: address.body.data.id as string };
}

/** One line of a checkout's orderData: one store's variant, no coupon. */
export const orderLine = (sellerId: string, variant: Variant, quantity = 1) => ({
  sellerId,
  couponIds: 'no_coupon',
  productIds: [variant.productId],
  variants: [variant.id],
  quantity: [quantity],
});

/** A variant of another store than `sellerId`, in stock above `minStock` and over ₹300: a second store's order. */
export async function otherStoreVariant(
  api: TestApi,
  sellerId: string,
  minStock: number,
): Promise<{ variant: Variant; seller: string }> {
  const [found] = await api.database.db
    .select({ variant: t.variants, seller: t.products.sellerUserId })
    .from(t.variants)
    .innerJoin(t.products, eq(t.products.id, t.variants.productId))
    .where(and(gt(t.variants.quantity, minStock), gt(t.variants.price, 300), ne(t.products.sellerUserId, sellerId)))
    .limit(1);
  return found!;
}

/**
 * The pause after a shopper's unpaid order was cancelled or expired runs out: its cancels, and the end of
 * the 30 minutes of an unpaid order the sweep has not expired yet, are moved back by that long, as if the
 * time had passed. For suites that place a variant again after its unpaid order ended, where the pause itself
 * is not what they test (tests/api/unpaid-hold-totals.test.ts does).
 */
export async function pauseOver(api: TestApi, userId: string) {
  const db = api.database.db;
  const pause = sql`make_interval(secs => ${UNPAID_COOL_DOWN_MS / 1000})`;
  const own = db.select({ id: t.orders.id }).from(t.orders).where(eq(t.orders.userId, userId));
  await db
    .update(t.orderStatusHistory)
    .set({ at: sql`${t.orderStatusHistory.at} - ${pause}` })
    .where(and(eq(t.orderStatusHistory.status, 'CANCELLED'), inArray(t.orderStatusHistory.orderId, own)));
  await db
    .update(t.orders)
    .set({ createdAt: sql`${t.orders.createdAt} - ${pause}` })
    .where(
      and(
        eq(t.orders.userId, userId),
        eq(t.orders.orderStatus, 'READY_FOR_PICKUP'),
        inArray(t.orders.paymentStatus, ['pending', 'failed']),
        lte(t.orders.createdAt, new Date(Date.now() - UNPAID_ORDER_TTL_MS)),
      ),
    );
}
