/**
 * Paying again for an unpaid prepaid checkout: the same provider order, never a new order. The provider
 * order was opened for the whole checkout (every store's order in it), so a payment always settles all of
 * them: `checkoutPayment` is what a Pay now charges and for which orders, and the order page and My Orders
 * show exactly that figure.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import type { PaymentProvider } from './payments.ts';
import { UNPAID, UNPAID_ORDER_TTL_MS } from './status.ts';
import { rupees } from '../wallet/wallet.ts';
import { COD_FLAG_ABOVE } from '../../src/lib/rules/pricing.ts';

type Order = typeof t.orders.$inferSelect;

/** Past its 30 minutes, or no longer waiting for pickup: its stock was released. */
const expired = (o: Order, now: number) =>
  o.orderStatus !== 'READY_FOR_PICKUP' || o.createdAt.getTime() <= now - UNPAID_ORDER_TTL_MS;

export type CheckoutPayment =
  | { ok: true; razorId: string; amountPaise: number; orderIds: string[] }
  | { ok: false; reason: 'missing' | 'paid' | 'expired' };

/**
 * What paying a checkout's provider order charges now (paise) and which orders it pays, from all of the
 * checkout's orders; or why it cannot be paid. Orders are listed by id, so every screen names them alike.
 */
export function checkoutPayment(rows: Order[], now = Date.now()): CheckoutPayment {
  if (!rows.length) return { ok: false, reason: 'missing' };
  if (rows.some((o) => o.paymentStatus === 'paid')) return { ok: false, reason: 'paid' };
  if (rows.some((o) => !UNPAID.includes(o.paymentStatus) || !o.razorId || expired(o, now)))
    return { ok: false, reason: 'expired' };
  const sorted = [...rows].sort((a, b) => a.id.localeCompare(b.id));
  return {
    ok: true,
    razorId: rows[0]!.razorId!,
    amountPaise: rows.reduce((sum, o) => sum + o.totalPaise, 0),
    orderIds: sorted.map((o) => o.id),
  };
}

/** What the order page and My Orders say a Pay now charges (rupees) and for which orders; null when it cannot be paid. */
export function payNowOf(rows: Order[], now = Date.now()) {
  const payment = checkoutPayment(rows, now);
  return payment.ok ? { amount: rupees(payment.amountPaise), orderIds: payment.orderIds } : null;
}

/** The checkout's payment details again; 'missing' when it is not the shopper's, 'paid' or 'expired' when it cannot be paid. */
export async function retryPayment(db: Db, payments: PaymentProvider, userId: string, checkoutId: string) {
  const rows = await db
    .select()
    .from(t.orders)
    .where(and(eq(t.orders.checkoutId, checkoutId), eq(t.orders.userId, userId)));
  const payment = checkoutPayment(rows);
  if (!payment.ok) return payment;
  const amount = payment.amountPaise;
  return {
    ok: true as const,
    payment: {
      checkoutId,
      orderIds: payment.orderIds,
      orderType: 'Prepaid' as const,
      razorId: payment.razorId,
      amount,
      totalcost: rupees(amount),
      codMain: rupees(amount) > COD_FLAG_ABOVE,
      keyId: payments.keyId,
      checkout: payments.checkout,
    },
  };
}
