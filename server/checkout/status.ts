/**
 * Order status changes and what follows them. The spec shows no transitions, so they are ours:
 * READY_FOR_PICKUP -> IN_TRANSIST -> OUT_FOR_DELIVERY -> DELIVERED, with CANCELLED before delivery and
 * RETURN or EXCHANGE after it. Each change is recorded and notifies the shopper. A referred shopper's first
 * delivered order records the referrer's reward as pending, and a return voids it; the reward is credited
 * once the return window has closed (wallet/referral-rewards.ts).
 *
 * Every change is one conditional update (`... WHERE status IN (allowed) RETURNING`): when the same change
 * arrives several times at once, PostgreSQL lets exactly one of them match, and only that one goes on to
 * move money or stock.
 */
import crypto from 'node:crypto';
import { and, eq, inArray, lte, type SQL } from 'drizzle-orm';
import { withTransaction, type Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { recordWalletChange } from '../wallet/wallet.ts';
import { recordReferralReward, voidReferralReward } from '../wallet/referral-rewards.ts';
import { invalidateCatalog } from '../catalog/cache.ts';
import { restock } from '../social/stock-alerts.ts';
import { bookShipment, newShipment, type Shipment } from '../delivery/shipment.ts';
import { dropTrackProductPath } from '../../src/lib/paths.ts';
import { refundNote, statusNote } from '../../src/lib/rules/order-notes.ts';
import { UNPAID_ORDER_TTL_MS, previousStatuses } from '../../src/lib/rules/orders.ts';
import { formatRupees } from '../../src/lib/rules/price.ts';
import type { NoticeKey } from '../../src/lib/i18n/notices.ts';
import { languageOf, languagesOf } from '../account/language.ts';
import { noticeWords } from '../notices/words.ts';

/** A status change's notification title, in the notices catalog. */
const TITLES: Record<string, NoticeKey> = {
  IN_TRANSIST: 'notice_status_in_transit',
  OUT_FOR_DELIVERY: 'notice_status_out_for_delivery',
  DELIVERED: 'notice_status_delivered',
  CANCELLED: 'notice_status_cancelled',
  RETURN: 'notice_status_return',
  EXCHANGE: 'notice_status_exchange',
};

type Order = typeof t.orders.$inferSelect;

/**
 * Moves an order to `status` if it is still in one of the statuses that may precede it (and matches
 * `where`, e.g. its owner). Returns the order as it was changed, or null when another request got there
 * first or the change is not allowed. Records the history row and the shopper's notification.
 */
export async function transitionOrder(
  db: Db,
  orderId: string,
  status: string,
  options: { where?: SQL; title?: NoticeKey; paymentStatus?: string } = {},
): Promise<Order | null> {
  const [order] = await db
    .update(t.orders)
    .set({ orderStatus: status, ...(options.paymentStatus ? { paymentStatus: options.paymentStatus } : {}) })
    .where(and(eq(t.orders.id, orderId), inArray(t.orders.orderStatus, previousStatuses(status)), options.where))
    .returning();
  if (!order) return null;
  const words = noticeWords(await languageOf(db, order.userId));
  const titleKey = options.title ?? TITLES[status];
  const title = titleKey ? words.say(titleKey) : status;
  await db.insert(t.orderStatusHistory).values({ id: crypto.randomUUID(), orderId, status });
  await db.insert(t.notifications).values({
    id: crypto.randomUUID(),
    userId: order.userId,
    kind: 'order-status',
    ...statusNote(words, order.id, await productNamesOf(db, order.id), title, status, order.expectedDelivery),
  });
  return order;
}

/** The names of an order's products, for its notifications. */
async function productNamesOf(db: Db, orderId: string): Promise<string[]> {
  const lines = await db
    .select({ productName: t.orderLines.productName })
    .from(t.orderLines)
    .where(eq(t.orderLines.orderId, orderId));
  return lines.map((l) => l.productName);
}

/**
 * Undoes what placing the order took, after a change to CANCELLED took effect: its units go back on the
 * shelf and the wallet money it used goes back to the wallet.
 */
export async function releaseOrder(db: Db, order: Order) {
  const lines = await db.select().from(t.orderLines).where(eq(t.orderLines.orderId, order.id));
  // Back on the shelf; shoppers waiting for a variant that was sold out hear it is back (Notify me).
  await restock(db, lines);
  if (order.walletUsedPaise > 0) await recordWalletChange(db, order.userId, order.walletUsedPaise, 'refund', order.id);
  await notifyRefund(db, order);
}

/**
 * The shopper hears of the money a cancellation sends back: the wallet money it used (back at once) and a
 * verified prepaid payment (back to the original payment mode). A cash-on-delivery order paid nothing: no note.
 */
async function notifyRefund(db: Db, order: Order) {
  const paidByCard = order.orderType === 'Prepaid' && order.paymentStatus === 'paid' ? order.totalPaise : 0;
  const paise = Math.max(0, order.walletUsedPaise) + Math.max(0, paidByCard);
  if (paise <= 0) return;
  await db.insert(t.notifications).values({
    id: crypto.randomUUID(),
    userId: order.userId,
    kind: 'refund',
    ...refundNote(noticeWords(await languageOf(db, order.userId)), order.id, await productNamesOf(db, order.id), paise),
  });
}

/**
 * The courier's side (the dev route stands in for it): one step along the chain. Picking the order up (to In
 * Transit) books its shipment: the courier and AWB given, else a courier of the demo's and a new AWB.
 */
export async function advanceOrderStatus(
  db: Db,
  orderId: string,
  status: string,
  shipment: Partial<Shipment> = {},
): Promise<'ok' | 'missing' | 'not-allowed'> {
  const outcome = await withTransaction(db, async (d) => {
    const changed = await transitionOrder(d, orderId, status);
    if (!changed) {
      const [exists] = await d.select({ id: t.orders.id }).from(t.orders).where(eq(t.orders.id, orderId));
      return exists ? 'not-allowed' : 'missing';
    }
    if (status === 'IN_TRANSIST') await bookShipment(d, orderId, newShipment(shipment));
    if (status === 'CANCELLED') await releaseOrder(d, changed);
    if (status === 'DELIVERED') await recordReferralReward(d, changed.userId, orderId);
    if (status === 'RETURN') await voidReferralReward(d, orderId);
    return 'ok' as const;
  });
  // Cleared after the commit, so no reader caches the stock as it was before.
  if (outcome === 'ok' && status === 'CANCELLED') invalidateCatalog(db);
  return outcome;
}

/** How long a prepaid order holds its stock while the payment is not verified (the rule's, shown to shoppers too). */
export { UNPAID_ORDER_TTL_MS };

/** A prepaid order still waiting for its money: never paid, or its last try failed. */
export const UNPAID = ['pending', 'failed'];

/**
 * Prepaid orders whose payment was not verified within the time expire: cancelled, and their stock and
 * wallet money released. Each is a conditional change (still pending, still ready for pickup), so a payment verified
 * at the same moment wins or loses cleanly. Returns the ids cancelled (`onlyOrderId`: that order alone, for the dev route).
 */
export async function expireUnpaidOrders(
  db: Db,
  olderThanMs = UNPAID_ORDER_TTL_MS,
  onlyOrderId?: string,
): Promise<string[]> {
  const stale = await db
    .select({ id: t.orders.id })
    .from(t.orders)
    .where(
      and(
        inArray(t.orders.paymentStatus, UNPAID),
        eq(t.orders.orderStatus, 'READY_FOR_PICKUP'),
        lte(t.orders.createdAt, new Date(Date.now() - olderThanMs)),
        onlyOrderId ? eq(t.orders.id, onlyOrderId) : undefined,
      ),
    );
  const expired: string[] = [];
  for (const { id } of stale) {
    const done = await withTransaction(db, async (d) => {
      const order = await transitionOrder(d, id, 'CANCELLED', {
        where: inArray(t.orders.paymentStatus, UNPAID),
        paymentStatus: 'expired',
        title: 'notice_status_expired',
      });
      if (order) await releaseOrder(d, order);
      return Boolean(order);
    });
    if (done) expired.push(id);
  }
  if (expired.length) invalidateCatalog(db);
  return expired;
}

/** A new selling price: recorded in the history; shoppers tracking the product hear of a drop. */
export async function recordPriceChange(db: Db, productId: string, price: number) {
  const [product] = await db.select().from(t.products).where(eq(t.products.id, productId));
  if (!product) return false;
  await withTransaction(db, async (d) => {
    await d.update(t.products).set({ sellingPrice: price }).where(eq(t.products.id, productId));
    await d.update(t.variants).set({ price }).where(eq(t.variants.productId, productId));
    await d.insert(t.priceHistory).values({ id: crypto.randomUUID(), productId, price });
  });
  invalidateCatalog(db);
  if (price < product.sellingPrice) {
    const trackers = await db.select().from(t.droptrackEntries).where(eq(t.droptrackEntries.productId, productId));
    const languages = await languagesOf(
      db,
      trackers.map((entry) => entry.userId),
    );
    for (const entry of trackers) {
      await db.update(t.droptrackEntries).set({ updatedAt: new Date() }).where(eq(t.droptrackEntries.id, entry.id));
      const words = noticeWords(languages.get(entry.userId)!);
      await db.insert(t.notifications).values({
        id: crypto.randomUUID(),
        userId: entry.userId,
        kind: 'price-drop',
        title: words.say('notice_price_drop_title'),
        body: words.say('notice_price_drop', {
          product: product.name,
          price: formatRupees(price),
          was: formatRupees(product.sellingPrice),
        }),
        link: dropTrackProductPath(productId),
      });
    }
  }
  return true;
}
