/**
 * Development-only clock moves on orders (the dev routes; never mounted in production): instead of waiting,
 * an order's times are moved back and the sweep that would have run is run.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { UNPAID, UNPAID_ORDER_TTL_MS, expireUnpaidOrders } from './status.ts';
import { settleReferralRewards } from '../wallet/referral-rewards.ts';
import { RETURN_WINDOW_MS } from '../../src/lib/rules/orders.ts';

/** An unpaid prepaid order's 30 minutes are taken as passed, and the sweep expires it; null when it is not unpaid. */
export async function expireNow(db: Db, orderId: string): Promise<boolean | null> {
  const [order] = await db
    .update(t.orders)
    .set({ createdAt: new Date(Date.now() - UNPAID_ORDER_TTL_MS - 1000) })
    .where(and(eq(t.orders.id, orderId), inArray(t.orders.paymentStatus, UNPAID)))
    .returning({ id: t.orders.id });
  if (!order) return null;
  return (await expireUnpaidOrders(db, UNPAID_ORDER_TTL_MS, orderId)).includes(orderId);
}

/**
 * The 2-day return window closes on a delivered order: its whole timeline (placing, each status) is moved
 * that much earlier, its referral reward (pending) comes due, and the reward sweep runs. Answers how many
 * rewards the sweep credited; null when the order was not delivered.
 */
export async function closeReturnWindow(db: Db, orderId: string) {
  const [delivered] = await db
    .select()
    .from(t.orderStatusHistory)
    .where(and(eq(t.orderStatusHistory.orderId, orderId), eq(t.orderStatusHistory.status, 'DELIVERED')));
  if (!delivered) return null;
  const back = sql`make_interval(secs => ${(RETURN_WINDOW_MS + 60_000) / 1000})`;
  await db
    .update(t.orderStatusHistory)
    .set({ at: sql`${t.orderStatusHistory.at} - ${back}` })
    .where(eq(t.orderStatusHistory.orderId, orderId));
  await db
    .update(t.orders)
    .set({ createdAt: sql`${t.orders.createdAt} - ${back}` })
    .where(eq(t.orders.id, orderId));
  await db
    .update(t.referralCredits)
    .set({ availableAt: sql`${t.referralCredits.availableAt} - ${back}` })
    .where(and(eq(t.referralCredits.orderId, orderId), eq(t.referralCredits.status, 'pending')));
  return settleReferralRewards(db);
}
