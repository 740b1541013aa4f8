/**
 * A prepaid order's payment as the provider reports it. Each change is one conditional update: only an
 * order still waiting for its money (pending, or a failed try) and still waiting for pickup changes, so a
 * payment that lands as the order expires, or after the shopper cancelled it, never marks it paid.
 */
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { UNPAID } from './status.ts';

const awaitingPayment = and(inArray(t.orders.paymentStatus, UNPAID), eq(t.orders.orderStatus, 'READY_FOR_PICKUP'));

/** The orders matching `which` that were waiting for their money are paid now. */
export async function markPaid(db: Db, which: SQL | undefined) {
  await db.update(t.orders).set({ paymentStatus: 'paid', paidAt: new Date() }).where(and(which, awaitingPayment));
}

/** The provider said a try failed: the order stays payable until it expires, and says the try failed. */
export async function markFailed(db: Db, razorId: string) {
  await db.update(t.orders).set({ paymentStatus: 'failed' }).where(and(eq(t.orders.razorId, razorId), eq(t.orders.paymentStatus, 'pending')));
}
