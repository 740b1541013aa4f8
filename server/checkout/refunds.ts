/**
 * Refund status (settings) and an order's refund (order detail): what a cancelled or returned order gives
 * back, from the order, its status history and the wallet's refund records. The rules are
 * src/lib/rules/refunds.ts; orderRefund is the one place they are applied to an order.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { refundOf, type Refund } from '../../src/lib/rules/refunds.ts';
import { RETURN_STEPS, returnStage } from '../../src/lib/rules/return-progress.ts';
import { providerRefundsOf } from './provider-refunds.ts';
import type { RefundRow } from '../reply-schemas/orders.ts';

const REFUNDABLE = ['CANCELLED', 'RETURN'] as const;
type Refundable = (typeof REFUNDABLE)[number];
type OrderRow = typeof t.orders.$inferSelect;

const isRefundable = (status: string): status is Refundable => (REFUNDABLE as readonly string[]).includes(status);

/** The history entries a refund reads: the cancel or return itself, and a return's pickup and receipt. */
const REFUND_HISTORY = [...REFUNDABLE, RETURN_STEPS['picked-up'], RETURN_STEPS.received];

/**
 * One cancelled or returned order's refund. `history`: its entries of REFUND_HISTORY (when it took its
 * current status, the latest counting, createdAt when there is none; a return's receipt starts its refund);
 * `walletRefunds`: the shopper's own wallet refund records for this order.
 */
type ProviderRefund = { amountPaise: number; status: string; createdAt: Date; updatedAt: Date };

export function orderRefund(
  order: OrderRow & { orderStatus: Refundable },
  history: { status: string; at: Date }[],
  walletRefunds: { amountPaise: number; at: Date }[],
  providerRefunds: ProviderRefund[] = [],
): { changedAt: Date; refund: Refund; stage: ReturnType<typeof returnStage> } {
  const statusTimes = history.filter((h) => h.status === order.orderStatus).map((h) => h.at);
  const stage = returnStage(order.orderStatus, history);
  const changedAt = new Date(
    statusTimes.length ? Math.max(...statusTimes.map((at) => at.getTime())) : order.createdAt.getTime(),
  );
  const refund = refundOf({
    orderStatus: order.orderStatus,
    orderType: order.orderType === 'Prepaid' ? 'Prepaid' : 'Cod',
    paymentStatus: order.paymentStatus,
    walletUsedPaise: order.walletUsedPaise,
    totalPaise: order.totalPaise,
    walletRefundedPaise: walletRefunds.reduce((sum, r) => sum + Math.max(0, r.amountPaise), 0),
    walletRefundedAt: walletRefunds.length ? new Date(Math.max(...walletRefunds.map((r) => r.at.getTime()))) : null,
    providerRefunds,
    changedAt,
    returnReceivedAt: stage?.stage === 'received' && stage.at ? new Date(stage.at) : null,
  });
  return { changedAt, refund, stage };
}

/** The refund of one order (null unless it is cancelled or returned), as the refunds list computes it. */
export async function refundOfOrder(db: Db, order: OrderRow): Promise<Refund | null> {
  const status = order.orderStatus;
  if (!isRefundable(status)) return null;
  const [history, refunds, sent] = await Promise.all([
    db
      .select({ status: t.orderStatusHistory.status, at: t.orderStatusHistory.at })
      .from(t.orderStatusHistory)
      .where(and(eq(t.orderStatusHistory.orderId, order.id), inArray(t.orderStatusHistory.status, REFUND_HISTORY))),
    db
      .select({ amountPaise: t.walletTransactions.amountPaise, at: t.walletTransactions.updatedAt })
      .from(t.walletTransactions)
      .where(
        and(
          eq(t.walletTransactions.userId, order.userId),
          eq(t.walletTransactions.type, 'refund'),
          eq(t.walletTransactions.orderId, order.id),
        ),
      ),
    providerRefundsOf(db, [order.id], order.userId),
  ]);
  return orderRefund({ ...order, orderStatus: status }, history, refunds, sent).refund;
}

export async function refundsOf(db: Db, userId: string): Promise<RefundRow[]> {
  const orders = await db
    .select()
    .from(t.orders)
    .where(and(eq(t.orders.userId, userId), inArray(t.orders.orderStatus, [...REFUNDABLE])))
    .orderBy(desc(t.orders.createdAt));
  if (!orders.length) return [];
  const ids = orders.map((o) => o.id);
  const [lines, history, refunds, sent] = await Promise.all([
    db.select().from(t.orderLines).where(inArray(t.orderLines.orderId, ids)),
    db
      .select()
      .from(t.orderStatusHistory)
      .where(and(inArray(t.orderStatusHistory.orderId, ids), inArray(t.orderStatusHistory.status, REFUND_HISTORY))),
    // The shopper's own refund records only: another shopper's rows never count towards these orders.
    db
      .select()
      .from(t.walletTransactions)
      .where(
        and(
          eq(t.walletTransactions.userId, userId),
          eq(t.walletTransactions.type, 'refund'),
          inArray(t.walletTransactions.orderId, ids),
        ),
      ),
    providerRefundsOf(db, ids, userId),
  ]);

  const rows = orders.flatMap((order): RefundRow[] => {
    const status = order.orderStatus;
    if (!isRefundable(status)) return [];
    const { changedAt, refund, stage } = orderRefund(
      { ...order, orderStatus: status },
      history.filter((h) => h.orderId === order.id),
      refunds.filter((r) => r.orderId === order.id).map((r) => ({ amountPaise: r.amountPaise, at: r.updatedAt })),
      sent.filter((r) => r.orderId === order.id),
    );
    const orderLines = lines.filter((l) => l.orderId === order.id);
    const first = orderLines[0];
    const more = orderLines.length > 1 ? ` and ${orderLines.length - 1} more` : '';
    return [
      {
        orderId: order.id,
        orderStatus: status,
        orderType: order.orderType === 'Prepaid' ? 'Prepaid' : 'Cod',
        createdAt: order.createdAt.toISOString(),
        changedAt: changedAt.toISOString(),
        productName: first ? `${first.productName}${more}` : '',
        productImgUrl: first?.imgUrls[0] ?? null,
        returnStage: stage?.stage ?? null,
        returnStageAt: stage?.at ?? null,
        ...refund,
      },
    ];
  });
  return rows.sort((a, b) => b.changedAt.localeCompare(a.changedAt));
}
