/**
 * Money sent back through the payment provider: a paid order the shopper cancelled, or a capture that
 * arrived for orders no longer waiting for it (cancelled or expired first). Each order's refund row is
 * claimed with one insert on its unique (payment, order) key, so a verify and a webhook for the same
 * capture, or two of either at once, send the money back once. The row records the provider's refund id
 * and whether it is done; the shopper is told.
 */
import crypto from 'node:crypto';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import type { PaymentProvider } from './payments.ts';
import { orderPath } from '../../src/lib/paths.ts';
import { formatRupeesExact } from '../../src/lib/rules/price.ts';
import { orderText } from '../../src/lib/rules/order-notes.ts';
import { REFUND_WORKING_DAYS, REFUND_WORKING_DAYS_FROM } from '../../src/lib/rules/refunds.ts';
import type { NoticeKey } from '../../src/lib/i18n/notices.ts';
import { languageOf } from '../account/language.ts';
import { noticeWords } from '../notices/words.ts';
import { log } from '../log.ts';

type Order = typeof t.orders.$inferSelect;
/**
 * 'superseded': the part of a capture through a provider order the checkout had moved on from (an order of
 * it was cancelled and Pay now opened a new one for the rest), beyond the cancelled orders' own parts.
 * 'duplicate-capture': a capture of orders another capture had already paid, sent back whole.
 */
export type RefundReason = 'late-capture' | 'cancelled' | 'returned' | 'superseded' | 'duplicate-capture';

/** Refunds of payments the order never kept (the shopper hears of them in a notification), not the order's own refund. */
const NOT_THE_ORDERS_OWN: RefundReason[] = ['superseded', 'duplicate-capture'];

const refundNews: Record<'late-capture' | 'superseded' | 'duplicate-capture', NoticeKey> = {
  'late-capture': 'notice_late_capture',
  superseded: 'notice_superseded',
  'duplicate-capture': 'notice_duplicate_capture',
};

/** One order's part of a capture going back: its own total, or for 'superseded' what the capture paid beyond the orders. */
export type RefundPart = { order: Order; amountPaise: number; reason: RefundReason };

/** The order's own total going back, for the provider order it was placed on. */
export const wholeOrder = (order: Order, reason: RefundReason): RefundPart => ({
  order,
  amountPaise: order.totalPaise,
  reason,
});

/**
 * Refunds these parts of the captured payment `paymentId` through the provider order `razorId`; answers the
 * paise sent back now (0 when another request had).
 */
export async function refundThroughProvider(
  db: Db,
  payments: PaymentProvider,
  parts: RefundPart[],
  paymentId: string,
  razorId: string,
): Promise<number> {
  const due = parts.filter((p) => p.amountPaise > 0);
  if (!due.length) return 0;
  const claimed = await db
    .insert(t.paymentRefunds)
    .values(
      due.map(({ order: o, amountPaise, reason }) => ({
        id: crypto.randomUUID(),
        orderId: o.id,
        userId: o.userId,
        razorId,
        paymentId,
        amountPaise,
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
  // A return's refund is told by its own step (return-progress).
  for (const row of claimed) {
    if (row.reason === 'cancelled' || row.reason === 'returned') continue;
    const order = due.find((p) => p.order.id === row.orderId)!.order;
    const words = noticeWords(await languageOf(db, order.userId));
    await db.insert(t.notifications).values({
      id: crypto.randomUUID(),
      userId: order.userId,
      kind: 'refund',
      title: words.say('notice_provider_refund_title'),
      body: words.say('notice_provider_refund', {
        order: orderText(order.id, words),
        news: words.say(refundNews[row.reason as keyof typeof refundNews]),
        amount: formatRupeesExact(row.amountPaise / 100),
        // The one refund time (REFUND_TIME in English; a unit test holds the catalog's English to it).
        time: words.say('notice_refund_time', { from: REFUND_WORKING_DAYS_FROM, to: REFUND_WORKING_DAYS }),
      }),
      link: orderPath(order.id),
    });
  }
  return amountPaise;
}

/**
 * The provider refunds of these orders' own money. A 'superseded' or 'duplicate-capture' part is the refund
 * of a payment the order never kept, so it is not counted as this order's refund.
 */
export const providerRefundsOf = (db: Db, orderIds: string[], userId: string) =>
  orderIds.length
    ? db
        .select()
        .from(t.paymentRefunds)
        .where(
          and(
            inArray(t.paymentRefunds.orderId, orderIds),
            eq(t.paymentRefunds.userId, userId),
            notInArray(t.paymentRefunds.reason, NOT_THE_ORDERS_OWN),
          ),
        )
    : Promise.resolve([]);
