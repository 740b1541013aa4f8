/** The browser's word that a prepaid checkout was paid: checked against the signature and the provider's record. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import type { PaymentProvider } from './payments.ts';
import { expectedCapture, paidElsewhere, settleCapture } from './payment-status.ts';

export type VerifyOutcome =
  | { ok: true }
  | { ok: false; reason: 'missing' }
  | { ok: false; reason: 'bad-signature' }
  /** The provider's record of the capture is for another order, amount or currency. */
  | { ok: false; reason: 'mismatch' }
  /** Cancelled or expired before the capture arrived; refundedPaise went back through the provider. */
  | { ok: false; reason: 'cancelled'; refundedPaise: number }
  /**
   * Another capture had paid the order first: this one goes back whole (refundPaise: the capture, when
   * known; 0 when not), whichever of verify and the webhook sent it.
   */
  | { ok: false; reason: 'paid-already'; refundPaise: number };

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
  // The provider's own record of the capture, where it has one: its order, amount and currency must be this
  // provider order's. The local provider has none: a capture is for what its order was opened for.
  let capturedPaise: number | null;
  if (payments.paymentOf) {
    const captured = await payments.paymentOf(paymentId);
    if (
      captured.orderId !== razorId ||
      captured.currency !== 'INR' ||
      !(await expectedCapture(payments, razorId, orders, captured.amountPaise))
    )
      return { ok: false, reason: 'mismatch' };
    capturedPaise = captured.amountPaise;
  } else capturedPaise = await payments.orderAmount(razorId);
  // Only an unpaid order becomes paid; one cancelled or expired first gets this capture refunded, and so
  // does all of a capture through a provider order the checkout moved on from.
  const { orders: after, refundedPaise } = await settleCapture(db, payments, {
    razorId,
    paymentId,
    userId,
    capturedPaise,
  });
  if (after.some((o) => o.paymentStatus === 'paid' && o.paymentId === paymentId)) return { ok: true };
  if (paidElsewhere(after, paymentId).length)
    return { ok: false, reason: 'paid-already', refundPaise: capturedPaise ?? 0 };
  return { ok: false, reason: 'cancelled', refundedPaise };
}
