/**
 * A prepaid order's payment as the provider reports it. Each change is one conditional update: only an
 * order still waiting for its money (pending, or a failed try) and still waiting for pickup changes, so a
 * payment that lands as the order expires, or after the shopper cancelled it, never marks it paid: that
 * capture is refunded through the provider instead.
 */
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { withTransaction, type Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { UNPAID } from './status.ts';
import type { PaymentProvider } from './payments.ts';
import { refundThroughProvider, wholeOrder, type RefundPart } from './provider-refunds.ts';

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
 * is given): those still waiting are paid; those cancelled or expired before it arrived get their part
 * refunded through the provider, and so does whatever else it took (`capturedPaise`, when known) beyond the
 * orders it paid and refunded: all of a capture through a provider order the checkout moved on from (Pay
 * now after a cancel, payment-retry.ts), or a second capture of orders another one already paid. The checkout's rows are locked first, in the order Pay now locks
 * them, so a capture and a move to a new provider order never half-happen together. Answers the orders as
 * they now stand and the paise sent back.
 */
export async function settleCapture(
  db: Db,
  payments: PaymentProvider,
  capture: { razorId: string; paymentId: string; userId?: string; capturedPaise: number | null },
): Promise<{ orders: Order[]; refundedPaise: number }> {
  const { razorId, paymentId, userId, capturedPaise } = capture;
  const which = and(eq(t.orders.razorId, razorId), userId ? eq(t.orders.userId, userId) : undefined);
  const { orders, parts } = await withTransaction(db, async (d) => {
    const checkouts = d.select({ id: t.orders.checkoutId }).from(t.orders).where(which);
    // FOR NO KEY UPDATE, not FOR UPDATE: a refund row's foreign key check takes FOR KEY SHARE on its orders,
    // which FOR UPDATE blocks. Another capture's refund insert (several orders, not in id order) then
    // deadlocked with this lock, and the request that lost kept its capture unapplied and unrefunded.
    const checkout = await d
      .select()
      .from(t.orders)
      .where(inArray(t.orders.checkoutId, checkouts))
      .orderBy(asc(t.orders.id))
      .for('no key update');
    await markPaid(d, which, paymentId);
    const orders = await d.select().from(t.orders).where(which);
    const late = orders.filter((o) => o.orderStatus === 'CANCELLED' && o.paymentStatus !== 'paid');
    const parts: RefundPart[] = late.map((o) => wholeOrder(o, 'late-capture'));
    const paid = orders.filter((o) => o.paymentStatus === 'paid' && o.paymentId === paymentId);
    const kept = [...paid, ...late].reduce((sum, o) => sum + o.totalPaise, 0);
    // The rest goes back too. A second capture of orders another capture already paid (two tabs, two
    // captures by the provider) is recorded against the first order it paid again; otherwise the rest is of
    // a provider order the checkout moved on from, recorded against an order not already refunded above.
    const rest = capturedPaise === null ? 0 : capturedPaise - kept;
    const paidByAnother = paidElsewhere(orders, paymentId);
    const duplicate = checkout.find((o) => paidByAnother.some((p) => p.id === o.id));
    const on = checkout.find((o) => !late.some((l) => l.id === o.id) && (!userId || o.userId === userId));
    if (rest > 0 && duplicate) parts.push({ order: duplicate, amountPaise: rest, reason: 'duplicate-capture' });
    else if (rest > 0 && on) parts.push({ order: on, amountPaise: rest, reason: 'superseded' });
    return { orders, parts };
  });
  const refundedPaise = parts.length ? await refundThroughProvider(db, payments, parts, paymentId, razorId) : 0;
  return { orders, refundedPaise };
}

/** The orders paid by a capture other than `paymentId`: a second capture finds its orders so. */
export const paidElsewhere = (orders: Order[], paymentId: string) =>
  orders.filter((o) => o.paymentStatus === 'paid' && o.paymentId !== paymentId);

/**
 * What a provider order asks for, to check a capture against: the orders on it (every order it was opened
 * for, unless the checkout moved on to a new provider order), else the provider's own record of it.
 */
export async function expectedCapture(
  payments: PaymentProvider,
  razorId: string,
  ordersOnIt: { totalPaise: number }[],
  capturedPaise: number,
): Promise<boolean> {
  const due = ordersOnIt.reduce((sum, o) => sum + o.totalPaise, 0);
  return capturedPaise === due || capturedPaise === (await payments.orderAmount(razorId));
}

type Order = typeof t.orders.$inferSelect;

/** The provider said a try failed: the order stays payable until it expires, and says the try failed. */
export async function markFailed(db: Db, razorId: string) {
  await db
    .update(t.orders)
    .set({ paymentStatus: 'failed' })
    .where(and(eq(t.orders.razorId, razorId), eq(t.orders.paymentStatus, 'pending')));
}
