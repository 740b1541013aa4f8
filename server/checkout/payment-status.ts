/**
 * A prepaid order's payment as the provider reports it. Each change is one conditional update: only an
 * order still waiting for its money (pending, or a failed try) and still waiting for pickup changes, so a
 * payment that lands as the order expires, or after the shopper cancelled it, never marks it paid: that
 * capture is refunded through the provider instead.
 */
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { UNPAID } from './status.ts';
import type { PaymentProvider } from './payments.ts';
import { refundThroughProvider } from './provider-refunds.ts';

const awaitingPayment = and(inArray(t.orders.paymentStatus, UNPAID), eq(t.orders.orderStatus, 'READY_FOR_PICKUP'));

/** The orders matching `which` that were waiting for their money are paid now, by the provider's payment `paymentId`. */
export async function markPaid(db: Db, which: SQL | undefined, paymentId: string) {
  await db
    .update(t.orders)
    .set({ paymentStatus: 'paid', paidAt: new Date(), paymentId })
    .where(and(which, awaitingPayment));
}

/**
 * A verified capture for a checkout's orders (the provider order `razorId`, the shopper's own when `userId`
 * is given): those still waiting are paid;
 * those cancelled or expired before it arrived get their part refunded through the provider. Answers the
 * orders as they now stand and the paise sent back.
 */
export async function settleCapture(
  db: Db,
  payments: PaymentProvider,
  capture: { razorId: string; paymentId: string; userId?: string },
): Promise<{ orders: Order[]; refundedPaise: number }> {
  const { razorId, paymentId, userId } = capture;
  const which = and(eq(t.orders.razorId, razorId), userId ? eq(t.orders.userId, userId) : undefined);
  await markPaid(db, which, paymentId);
  const orders = await db.select().from(t.orders).where(which);
  const late = orders.filter((o) => o.orderStatus === 'CANCELLED' && o.paymentStatus !== 'paid');
  const refundedPaise = late.length ? await refundThroughProvider(db, payments, late, paymentId, 'late-capture') : 0;
  return { orders, refundedPaise };
}

type Order = typeof t.orders.$inferSelect;

/** The provider said a try failed: the order stays payable until it expires, and says the try failed. */
export async function markFailed(db: Db, razorId: string) {
  await db
    .update(t.orders)
    .set({ paymentStatus: 'failed' })
    .where(and(eq(t.orders.razorId, razorId), eq(t.orders.paymentStatus, 'pending')));
}
