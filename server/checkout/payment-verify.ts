/** The browser's word that a prepaid checkout was paid: checked against the signature and the provider's record. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import type { PaymentProvider } from './payments.ts';
import { settleCapture } from './payment-status.ts';

export type VerifyOutcome =
  | { ok: true }
  | { ok: false; reason: 'missing' }
  | { ok: false; reason: 'bad-signature' }
  /** The provider's record of the capture is for another order, amount or currency. */
  | { ok: false; reason: 'mismatch' }
  /** Cancelled or expired before the capture arrived; refundedPaise went back through the provider. */
  | { ok: false; reason: 'cancelled'; refundedPaise: number };

export async function verifyPayment(
  db: Db,
  payments: PaymentProvider,
  userId: string,
  proof: { razorId: string; paymentId: string; signature: string },
): Promise<VerifyOutcome> {
  const { razorId, paymentId, signature } = proof;
  const mine = and(eq(t.orders.razorId, razorId), eq(t.orders.userId, userId));
  const orders = await db.select({ totalPaise: t.orders.totalPaise }).from(t.orders).where(mine);
  if (!orders.length) return { ok: false, reason: 'missing' };
  if (!payments.verifyPayment(razorId, paymentId, signature)) return { ok: false, reason: 'bad-signature' };
  // The provider's own record of the capture, where it has one: its order, amount and currency must be this checkout's.
  if (payments.paymentOf) {
    const captured = await payments.paymentOf(paymentId);
    const due = orders.reduce((sum, o) => sum + o.totalPaise, 0);
    if (captured.orderId !== razorId || captured.amountPaise !== due || captured.currency !== 'INR')
      return { ok: false, reason: 'mismatch' };
  }
  // Only an unpaid order becomes paid; one cancelled or expired first gets this capture refunded.
  const { orders: after, refundedPaise } = await settleCapture(db, payments, { razorId, paymentId, userId });
  if (after.some((o) => o.paymentStatus === 'paid' && o.paymentId === paymentId)) return { ok: true };
  return { ok: false, reason: 'cancelled', refundedPaise };
}
