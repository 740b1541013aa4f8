/**
 * Order status changes and what follows them. The spec shows no transitions, so they are ours:
 * READY_FOR_PICKUP -> IN_TRANSIST -> OUT_FOR_DELIVERY -> DELIVERED, with CANCELLED before delivery and
 * RETURN or EXCHANGE after it. Each change is recorded, notifies the shopper, and a first delivered order
 * credits the referrer's wallet (Refer & Earn: up to 500 rupees; the spec's "within 2 business days" is
 * the payout promise shown to shoppers, the credit itself is recorded at delivery).
 */
import crypto from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { ensureWallet, recordWalletChange } from '../wallet/wallet.ts';
import { invalidateCatalog } from '../catalog/cache.ts';

export const NEXT_STATUSES: Record<string, string[]> = {
  READY_FOR_PICKUP: ['IN_TRANSIST', 'CANCELLED'],
  IN_TRANSIST: ['OUT_FOR_DELIVERY', 'CANCELLED'],
  OUT_FOR_DELIVERY: ['DELIVERED'],
  DELIVERED: ['RETURN', 'EXCHANGE'],
  CANCELLED: [],
  RETURN: [],
  EXCHANGE: [],
};

export const REFERRAL_REWARD_PAISE = 50_000;

const TITLES: Record<string, string> = {
  IN_TRANSIST: 'In Transit', OUT_FOR_DELIVERY: 'Out for Delivery', DELIVERED: 'Delivered', CANCELLED: 'Order cancelled', RETURN: 'Return', EXCHANGE: 'Exchange',
};

export async function advanceOrderStatus(db: Db, orderId: string, status: string): Promise<'ok' | 'missing' | 'not-allowed'> {
  return db.transaction(async (tx) => {
    const d = tx as unknown as Db;
    const [order] = await d.select().from(t.orders).where(eq(t.orders.id, orderId));
    if (!order) return 'missing' as const;
    if (!NEXT_STATUSES[order.orderStatus]?.includes(status)) return 'not-allowed' as const;
    await d.update(t.orders).set({ orderStatus: status }).where(eq(t.orders.id, orderId));
    await d.insert(t.orderStatusHistory).values({ id: crypto.randomUUID(), orderId, status });
    await d.insert(t.notifications).values({
      id: crypto.randomUUID(), userId: order.userId, kind: 'order-status', title: TITLES[status] ?? status,
      body: `Order …${order.id.slice(-6)} is now ${(TITLES[status] ?? status).toLowerCase()}.`, link: `/my-orders/${order.id}`,
    });
    if (status === 'DELIVERED') await rewardReferrer(d, order.userId, order.id);
    return 'ok' as const;
  });
}

/** The referrer earns once, on the referred shopper's first delivered order. */
async function rewardReferrer(db: Db, userId: string, orderId: string) {
  const [user] = await db.select().from(t.users).where(eq(t.users.id, userId));
  if (!user?.referredBy || user.referralRewarded) return;
  const earlier = await db.select({ id: t.orders.id }).from(t.orders).where(and(eq(t.orders.userId, userId), eq(t.orders.orderStatus, 'DELIVERED'), ne(t.orders.id, orderId)));
  if (earlier.length) return;
  await ensureWallet(db, user.referredBy);
  await recordWalletChange(db, user.referredBy, REFERRAL_REWARD_PAISE, 'referral', orderId);
  await db.update(t.users).set({ referralRewarded: true }).where(eq(t.users.id, userId));
}

/** A new selling price: recorded in the history; shoppers tracking the product hear of a drop. */
export async function recordPriceChange(db: Db, productId: string, price: number) {
  const [product] = await db.select().from(t.products).where(eq(t.products.id, productId));
  if (!product) return false;
  await db.update(t.products).set({ sellingPrice: price }).where(eq(t.products.id, productId));
  await db.update(t.variants).set({ price }).where(eq(t.variants.productId, productId));
  await db.insert(t.priceHistory).values({ id: crypto.randomUUID(), productId, price });
  invalidateCatalog(db);
  if (price < product.sellingPrice) {
    const trackers = await db.select().from(t.droptrackEntries).where(eq(t.droptrackEntries.productId, productId));
    for (const entry of trackers) {
      await db.update(t.droptrackEntries).set({ updatedAt: new Date() }).where(eq(t.droptrackEntries.id, entry.id));
      await db.insert(t.notifications).values({
        id: crypto.randomUUID(), userId: entry.userId, kind: 'price-drop', title: 'Price drop',
        body: `${product.name} is now ₹${price.toLocaleString('en-IN')} (was ₹${product.sellingPrice.toLocaleString('en-IN')}).`, link: `/droptrack/product/${productId}`,
      });
    }
  }
  return true;
}
