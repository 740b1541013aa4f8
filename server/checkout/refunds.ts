/**
 * Refund status (settings): the shopper's cancelled and returned orders and what comes back to them, from
 * the orders, their status history and the wallet's refund records. The rules are src/lib/rules/refunds.ts.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { refundOf } from '../../src/lib/rules/refunds.ts';
import type { RefundRow } from '../../src/contract/api-types.ts';

const REFUNDABLE = ['CANCELLED', 'RETURN'] as const;

export async function refundsOf(db: Db, userId: string): Promise<RefundRow[]> {
  const orders = await db
    .select()
    .from(t.orders)
    .where(and(eq(t.orders.userId, userId), inArray(t.orders.orderStatus, [...REFUNDABLE])))
    .orderBy(desc(t.orders.createdAt));
  if (!orders.length) return [];
  const ids = orders.map((o) => o.id);
  const [lines, history, refunds] = await Promise.all([
    db.select().from(t.orderLines).where(inArray(t.orderLines.orderId, ids)),
    db.select().from(t.orderStatusHistory).where(and(inArray(t.orderStatusHistory.orderId, ids), inArray(t.orderStatusHistory.status, [...REFUNDABLE]))),
    // The shopper's own refund records only: another shopper's rows never count towards these orders.
    db.select().from(t.walletTransactions).where(and(eq(t.walletTransactions.userId, userId), eq(t.walletTransactions.type, 'refund'), inArray(t.walletTransactions.orderId, ids))),
  ]);

  const rows = orders.map((order): RefundRow => {
    const changes = history.filter((h) => h.orderId === order.id && h.status === order.orderStatus).map((h) => h.at.getTime());
    const changedAt = new Date(changes.length ? Math.max(...changes) : order.createdAt.getTime());
    const orderLines = lines.filter((l) => l.orderId === order.id);
    const first = orderLines[0];
    const status = order.orderStatus as RefundRow['orderStatus'];
    const orderType = order.orderType === 'Prepaid' ? 'Prepaid' : 'Cod';
    const refund = refundOf({
      orderStatus: status,
      orderType,
      paymentStatus: order.paymentStatus,
      walletUsedPaise: order.walletUsedPaise,
      totalPaise: order.totalPaise,
      walletRefundedPaise: refunds.filter((r) => r.orderId === order.id).reduce((sum, r) => sum + Math.max(0, r.amountPaise), 0),
      changedAt,
    });
    const more = orderLines.length > 1 ? ` and ${orderLines.length - 1} more` : '';
    return {
      orderId: order.id,
      orderStatus: status,
      orderType,
      createdAt: order.createdAt.toISOString(),
      changedAt: changedAt.toISOString(),
      productName: first ? `${first.productName}${more}` : '',
      productImgUrl: first?.imgUrls[0] ?? null,
      ...refund,
    };
  });
  return rows.sort((a, b) => b.changedAt.localeCompare(a.changedAt));
}
