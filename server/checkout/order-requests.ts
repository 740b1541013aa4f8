/**
 * Cancelling and returning orders. A cancel is possible until the order is out for delivery: stock goes
 * back and wallet money used comes back to the wallet (a prepaid card payment is refunded to the card by
 * the provider in 2-4 working days). A return or exchange is possible once delivered.
 * The status change comes first and is conditional, so parallel requests refund and restock once.
 */
import crypto from 'node:crypto';
import { and, desc, eq, gte, exists } from 'drizzle-orm';
import { withTransaction, type Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { CheckoutError } from './orders.ts';
import { releaseOrder, transitionOrder } from './status.ts';
import { invalidateCatalog } from '../catalog/cache.ts';
import { RETURN_WINDOW_MS, returnAllowed } from '../../src/lib/rules/orders.ts';

/** After a refused change: 404 when the order is not this shopper's, else 409 with the reason. */
async function refuse(db: Db, userId: string, orderId: string, reason: string): Promise<never> {
  const [order] = await db.select({ id: t.orders.id }).from(t.orders).where(and(eq(t.orders.id, orderId), eq(t.orders.userId, userId)));
  throw order ? new CheckoutError(409, reason) : new CheckoutError(404, 'Order not found');
}

export async function cancelOrder(db: Db, userId: string, orderId: string, reason: { reasonType: string; reasonText: string }) {
  await withTransaction(db, async (d) => {
    const order = await transitionOrder(d, orderId, 'CANCELLED', { where: eq(t.orders.userId, userId) });
    if (!order) return refuse(d, userId, orderId, 'This order can no longer be cancelled');
    await releaseOrder(d, order);
    await d.insert(t.orderRequests).values({ id: crypto.randomUUID(), orderId: order.id, userId, kind: 'cancel', reasonType: reason.reasonType, reasonText: reason.reasonText });
  });
  invalidateCatalog(db); // after the commit, so no reader caches the stock as it was
  return true;
}

export async function returnOrder(db: Db, userId: string, orderId: string, input: { reasonType: string; reasonText: string; option: string; imageUrls: string[] }) {
  return withTransaction(db, async (d) => {
    const exchange = input.option !== 'refund';
    const now = Date.now();
    // The 2-day window is part of the conditional update: delivered, and delivered within the window.
    const recentlyDelivered = exists(
      d.select({ id: t.orderStatusHistory.id }).from(t.orderStatusHistory)
        .where(and(eq(t.orderStatusHistory.orderId, t.orders.id), eq(t.orderStatusHistory.status, 'DELIVERED'), gte(t.orderStatusHistory.at, new Date(now - RETURN_WINDOW_MS)))),
    );
    const order = await transitionOrder(d, orderId, exchange ? 'EXCHANGE' : 'RETURN', {
      where: and(eq(t.orders.userId, userId), recentlyDelivered),
      title: exchange ? 'Exchange requested' : 'Return requested',
    });
    if (!order) return refuse(d, userId, orderId, await returnRefusal(d, orderId, now));
    await d.insert(t.orderRequests).values({ id: crypto.randomUUID(), orderId: order.id, userId, kind: 'return', ...input });
    return true;
  });
}

/** Why a return was refused: not delivered (or already returned), or delivered more than 2 days ago. */
async function returnRefusal(db: Db, orderId: string, now: number) {
  const [order] = await db.select({ status: t.orders.orderStatus }).from(t.orders).where(eq(t.orders.id, orderId));
  if (order?.status !== 'DELIVERED') return 'Only delivered orders can be returned';
  const [delivered] = await db.select({ at: t.orderStatusHistory.at }).from(t.orderStatusHistory)
    .where(and(eq(t.orderStatusHistory.orderId, orderId), eq(t.orderStatusHistory.status, 'DELIVERED'))).orderBy(desc(t.orderStatusHistory.at)).limit(1);
  return returnAllowed('DELIVERED', delivered?.at, now) ? 'Only delivered orders can be returned' : 'The 2-day return window for this order has closed';
}
