/**
 * Paying again for an unpaid prepaid checkout. The provider order was opened for the whole checkout (every
 * store's order in it), so a payment settles every order still waiting for it: `checkoutPayment` is what a
 * Pay now charges and for which orders, and the order page and My Orders show exactly that figure.
 *
 * When the shopper cancelled one of the checkout's orders before paying, the open provider order asks for
 * more than is still due. Pay now then opens a new provider order for what the remaining orders cost and
 * moves them onto it, under a lock on the checkout's rows; the old provider order keeps only the cancelled
 * orders, so a capture that still arrives through it settles nothing and is refunded whole
 * (payment-status.ts `settleCapture`).
 */
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { withTransaction, type Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import type { PaymentProvider } from './payments.ts';
import { UNPAID, UNPAID_ORDER_TTL_MS } from './status.ts';
import { rupees } from '../wallet/wallet.ts';
import { COD_FLAG_ABOVE } from '../../src/lib/rules/pricing.ts';

type Order = typeof t.orders.$inferSelect;

/** Still waiting for its money: unpaid, waiting for pickup (not cancelled) and within its 30 minutes. */
export const awaitingPayment = (o: Order, now = Date.now()) =>
  UNPAID.includes(o.paymentStatus) &&
  o.orderStatus === 'READY_FOR_PICKUP' &&
  Boolean(o.razorId) &&
  o.createdAt.getTime() > now - UNPAID_ORDER_TTL_MS;

export type CheckoutPayment =
  | {
      ok: true;
      /** The provider order the due orders are on now. */
      razorId: string;
      /** What is still due (paise): the orders still waiting for payment, and nothing for one cancelled. */
      amountPaise: number;
      orderIds: string[];
      /** The open provider order asks for another amount (an order on it was cancelled): pay through a new one. */
      reopen: boolean;
    }
  /** cod: cash on delivery, nothing to pay online; cancelled: every order of it was cancelled unpaid by the shopper. */
  | { ok: false; reason: 'missing' | 'paid' | 'cod' | 'cancelled' | 'expired' };

/**
 * What paying a checkout charges now (paise) and which orders it pays, from all of the checkout's orders;
 * or why it cannot be paid. Orders are listed by id, so every screen names them alike.
 */
export function checkoutPayment(rows: Order[], now = Date.now()): CheckoutPayment {
  if (!rows.length) return { ok: false, reason: 'missing' };
  if (rows.every((o) => o.orderType === 'Cod')) return { ok: false, reason: 'cod' };
  if (rows.some((o) => o.paymentStatus === 'paid')) return { ok: false, reason: 'paid' };
  const due = rows.filter((o) => awaitingPayment(o, now)).sort((a, b) => a.id.localeCompare(b.id));
  if (!due.length) {
    // Expiry cancels an order too, but marks its payment expired; the shopper's own cancel leaves it unpaid.
    const cancelled = rows.every((o) => o.orderStatus === 'CANCELLED' && UNPAID.includes(o.paymentStatus));
    return { ok: false, reason: cancelled ? 'cancelled' : 'expired' };
  }
  const razorId = due[0]!.razorId!;
  const amountPaise = due.reduce((sum, o) => sum + o.totalPaise, 0);
  // The open provider order was opened for every order on it, those cancelled since included.
  const openPaise = rows.filter((o) => o.razorId === razorId).reduce((sum, o) => sum + o.totalPaise, 0);
  return {
    ok: true,
    razorId,
    amountPaise,
    orderIds: due.map((o) => o.id),
    reopen: openPaise !== amountPaise || due.some((o) => o.razorId !== razorId),
  };
}

/**
 * What the order page and My Orders say a Pay now on `orderId` charges (rupees) and for which orders, from
 * its checkout's orders; null when it cannot be paid (a cancelled order of a checkout still due included).
 */
export function payNowOf(orderId: string, rows: Order[], now = Date.now()) {
  const payment = checkoutPayment(rows, now);
  // Nothing due (the wallet covered what is left) is not a payment: there is no "Pay ₹0 now".
  return payment.ok && payment.amountPaise > 0 && payment.orderIds.includes(orderId)
    ? { amount: rupees(payment.amountPaise), orderIds: payment.orderIds }
    : null;
}

const checkoutOf = (userId: string, checkoutId: string) =>
  and(eq(t.orders.checkoutId, checkoutId), eq(t.orders.userId, userId));

/** Another request changed the checkout each time this one tried to move it to a new provider order. */
const TRIES = 3;

/**
 * The checkout's payment details: its provider order, or a new one for what is still due when an order of it
 * was cancelled. 'missing' when it is not the shopper's; 'paid', 'cod', 'cancelled' or 'expired' when it
 * cannot be paid; 'changed' when other requests kept changing it.
 */
export async function retryPayment(db: Db, payments: PaymentProvider, userId: string, checkoutId: string) {
  const which = checkoutOf(userId, checkoutId);
  for (let attempt = 0; attempt < TRIES; attempt++) {
    const payment = checkoutPayment(await db.select().from(t.orders).where(which));
    if (!payment.ok) return payment;
    if (!payment.reopen) return { ok: true as const, payment: reply(payments, checkoutId, payment) };
    if (payment.amountPaise === 0) {
      // A cancel settles this itself (settleNothingDue); here only if that lost a race.
      if (await settleNothingDue(db, which, payment)) return { ok: false as const, reason: 'paid' as const };
      continue;
    }
    // Opened before the lock, so no provider call waits while the rows are locked. One left unused (the
    // checkout changed meanwhile) is never shown to anyone, and the provider expires it unpaid.
    const razorId = await payments.createOrder(payment.amountPaise, checkoutId);
    const moved = await whileUnchanged(db, which, payment, (d, ids) =>
      d.update(t.orders).set({ razorId }).where(inArray(t.orders.id, ids)),
    );
    if (moved) return { ok: true as const, payment: reply(payments, checkoutId, { ...payment, razorId }) };
  }
  return { ok: false as const, reason: 'changed' as const };
}

/**
 * Nothing left to pay: the wallet covered the orders kept (the one cancelled was what the card paid for), so
 * they are paid. Guarded like every change here: only if the rows are still as `read` found them.
 */
function settleNothingDue(db: Db, which: SQL | undefined, read: Extract<CheckoutPayment, { ok: true }>) {
  return whileUnchanged(db, which, read, (d, ids) =>
    d
      .update(t.orders)
      .set({ paymentStatus: 'paid', paidAt: new Date() })
      .where(and(inArray(t.orders.id, ids), inArray(t.orders.paymentStatus, UNPAID))),
  );
}

/**
 * After one order of a prepaid checkout was cancelled: when what the checkout's other orders still wait for
 * sums to nothing, they are marked paid at once, so no page offers a Pay now of ₹0. False when something is
 * still due (or nothing waits); another request changing the checkout meanwhile is read again, a few times.
 */
export async function settleIfNothingDue(db: Db, userId: string, checkoutId: string): Promise<boolean> {
  const which = checkoutOf(userId, checkoutId);
  for (let attempt = 0; attempt < TRIES; attempt++) {
    const payment = checkoutPayment(await db.select().from(t.orders).where(which));
    if (!payment.ok || payment.amountPaise !== 0) return false;
    if (await settleNothingDue(db, which, payment)) return true;
  }
  return false;
}

/**
 * Runs `change` on the checkout's due orders with its rows locked (in id order, as a capture locks them), only
 * if they are still exactly the orders and amount `read` found; false when another request changed them first.
 */
function whileUnchanged(
  db: Db,
  which: SQL | undefined,
  read: { razorId: string; amountPaise: number; orderIds: string[] },
  change: (d: Db, orderIds: string[]) => Promise<unknown>,
): Promise<boolean> {
  return withTransaction(db, async (d) => {
    // The lock a capture takes (payment-status.ts `settleCapture`): it never blocks a refund row's foreign key check.
    const locked = await d.select().from(t.orders).where(which).orderBy(asc(t.orders.id)).for('no key update');
    const now = checkoutPayment(locked);
    if (!now.ok || now.razorId !== read.razorId || now.amountPaise !== read.amountPaise) return false;
    if (now.orderIds.join() !== read.orderIds.join()) return false;
    await change(d, now.orderIds);
    return true;
  });
}

function reply(
  payments: PaymentProvider,
  checkoutId: string,
  p: { razorId: string; amountPaise: number; orderIds: string[] },
) {
  const amount = p.amountPaise;
  return {
    checkoutId,
    orderIds: p.orderIds,
    orderType: 'Prepaid' as const,
    razorId: p.razorId,
    amount,
    totalcost: rupees(amount),
    codMain: rupees(amount) > COD_FLAG_ABOVE,
    keyId: payments.keyId,
    checkout: payments.checkout,
  };
}
