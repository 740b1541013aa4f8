/**
 * Money sent back through the payment provider: a paid order the shopper cancelled, or a capture that
 * arrived for orders no longer waiting for it (cancelled or expired first). Each order's refund row is
 * claimed with one insert on its unique (payment, order) key, so a verify and a webhook for the same
 * capture, or two of either at once, send the money back once. The row records the provider's refund id
 * and whether it is done; the shopper is told.
 */
import crypto from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import type { PaymentProvider } from './payments.ts';
import { orderNumber } from '../../src/lib/rules/orders.ts';
import { orderPath } from '../../src/lib/paths.ts';
import { formatRupeesExact } from '../../src/lib/rules/price.ts';
import { REFUND_TIME } from '../../src/lib/rules/refunds.ts';
import { log } from '../log.ts';

type Order = typeof t.orders.$inferSelect;
export type RefundReason = 'late-capture' | 'cancelled' | 'returned';

/** Refunds these orders' part of a captured payment; answers the paise sent back now (0 when another request had). */
export async function refundThroughProvider(
  db: Db,
  payments: PaymentProvider,
  orders: Order[],
  paymentId: string,
  reason: RefundReason,
): Promise<number> {
  const due = orders.filter((o) => o.totalPaise > 0 && o.razorId);
  if (!due.length) return 0;
  const claimed = await db
    .insert(t.paymentRefunds)
    .values(
      due.map((o) => ({
        id: crypto.randomUUID(),
        orderId: o.id,
        userId: o.userId,
        razorId: o.razorId!,
        paymentId,
        amountPaise: o.totalPaise,
        reason,
      })),
    )
    .onConflictDoNothing()
    .returning();
  if (!claimed.length) return 0;
  const amountPaise = claimed.reduce((sum, r) => sum + r.amountPaise, 0);
  const ids = claimed.map((r) => r.id);
  try {
    const refund = await payments.refund(paymentId, amountPaise, `refund-${claimed[0]!.orderId}`);
    await db
      .update(t.paymentRefunds)
      .set({ providerRefundId: refund.id, status: refund.processed ? 'refunded' : 'initiated', updatedAt: new Date() })
      .where(inArray(t.paymentRefunds.id, ids));
  } catch (error) {
    // The rows stay initiated without a provider id: the shopper still sees the refund started, and support can resend it.
    log.error(
      { code: (error as { code?: string }).code ?? 'provider-refund-failed', paymentId },
      'provider refund failed',
    );
  }
  // A cancel already told the shopper its money is on its way (releaseOrder); a late capture is news.
  if (reason === 'late-capture') {
    for (const row of claimed) {
      const order = due.find((o) => o.id === row.orderId)!;
      await db.insert(t.notifications).values({
        id: crypto.randomUUID(),
        userId: order.userId,
        kind: 'refund',
        title: 'Refund started',
        body: `Order ${orderNumber(order.id)}: your payment arrived after the order was cancelled. ${formatRupeesExact(row.amountPaise / 100)} goes back to your payment method ${REFUND_TIME}.`,
        link: orderPath(order.id),
      });
    }
  }
  return amountPaise;
}

/** The provider refunds of one order, newest first. */
export const providerRefundsOf = (db: Db, orderIds: string[], userId: string) =>
  orderIds.length
    ? db
        .select()
        .from(t.paymentRefunds)
        .where(and(inArray(t.paymentRefunds.orderId, orderIds), eq(t.paymentRefunds.userId, userId)))
    : Promise.resolve([]);
