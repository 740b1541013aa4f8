/**
 * A shopper's notifications: the store's own (orders placed, order status changes, price drops, refunds, …)
 * and those telling of another shopper's doing (a Lens post, with its author as actor), which the store does
 * not vouch for: `fromStore` tells them apart, and the bell's drawer marks only the store's.
 */
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';

/** The latest 50, newest first. */
export async function notificationsOf(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(t.notifications)
    .where(eq(t.notifications.userId, userId))
    .orderBy(desc(t.notifications.createdAt))
    .limit(50);
  return rows.map(({ userId: _u, actorId, groupedSince: _g, ...n }) => ({
    ...n,
    fromStore: actorId === null,
    createdAt: n.createdAt.toISOString(),
    readAt: n.readAt?.toISOString() ?? null,
  }));
}

/** How many are unread (all of them, not only the latest 50). */
export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(t.notifications)
    .where(and(eq(t.notifications.userId, userId), isNull(t.notifications.readAt)));
  return Number(row?.n ?? 0);
}

export async function markAllRead(db: Db, userId: string): Promise<void> {
  await db
    .update(t.notifications)
    .set({ readAt: new Date() })
    .where(and(eq(t.notifications.userId, userId), isNull(t.notifications.readAt)));
}
