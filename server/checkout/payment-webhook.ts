/** A provider webhook whose signature was checked: a capture settles its checkout, a failure marks its try failed. */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import type { PaymentProvider } from './payments.ts';
import { expectedCapture, markFailed, settleCapture } from './payment-status.ts';
import { log } from '../log.ts';

/** The parts of a provider webhook the server reads (Razorpay's shape: amounts in paise). */
export type WebhookEvent = {
  event?: string;
  payload?: {
    payment?: { entity?: { id?: string; order_id?: string; amount?: number; currency?: string } };
    order?: { entity?: { id?: string } };
  };
};

/** 'mismatch' when a capture is not for what its checkout costs, in rupees (then nothing changes). */
export async function applyWebhook(
  db: Db,
  payments: PaymentProvider,
  event: WebhookEvent,
): Promise<'done' | 'mismatch'> {
  const payment = event.payload?.payment?.entity;
  const razorId = payment?.order_id ?? event.payload?.order?.entity?.id;
  if (razorId && (event.event === 'payment.captured' || event.event === 'order.paid')) {
    const orders = await db
      .select({ totalPaise: t.orders.totalPaise })
      .from(t.orders)
      .where(eq(t.orders.razorId, razorId));
    if (!orders.length) return 'done';
    if (
      !payment?.id ||
      typeof payment.amount !== 'number' ||
      payment.currency !== 'INR' ||
      !(await expectedCapture(payments, razorId, orders, payment.amount))
    ) {
      log.warn({ code: 'webhook-amount-mismatch', razorId }, 'a capture that does not match its order was ignored');
      return 'mismatch';
    }
    await settleCapture(db, payments, { razorId, paymentId: payment.id, capturedPaise: payment.amount });
  }
  if (razorId && event.event === 'payment.failed') await markFailed(db, razorId);
  return 'done';
}
