/** The shopper's own orders as My Orders and the order page show them. */
import type { z } from '@hono/zod-openapi';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { OrderDetail, OrderListItem } from '../reply-schemas/orders.ts';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { sellerHtml } from '../catalog/seller-html.ts';
import { RETURN_WINDOW_MS } from '../../src/lib/rules/orders.ts';
import { orderRequestOf } from './order-requests.ts';
import { orderCharges } from './order-charges.ts';
import { payNowOf } from './payment-retry.ts';

/** One of the shopper's own orders with its lines, history and store name; null when it is not theirs. */
export async function ownOrder(db: Db, userId: string, orderId: string) {
  const [order] = await db
    .select()
    .from(t.orders)
    .where(and(eq(t.orders.id, orderId), eq(t.orders.userId, userId)));
  if (!order) return null;
  const [lines, history, store] = await Promise.all([
    db.select().from(t.orderLines).where(eq(t.orderLines.orderId, order.id)),
    db
      .select()
      .from(t.orderStatusHistory)
      .where(eq(t.orderStatusHistory.orderId, order.id))
      .orderBy(asc(t.orderStatusHistory.at)),
    db.select({ storeName: t.stores.storeName }).from(t.stores).where(eq(t.stores.id, order.sellerId)),
  ]);
  return { order, lines, history, storeName: store[0]?.storeName ?? '' };
}

/** The shopper's orders, newest first, each with when it took its status and its first line's product. */
export async function orderListOf(db: Db, userId: string): Promise<z.infer<typeof OrderListItem>[]> {
  const rows = await db.select().from(t.orders).where(eq(t.orders.userId, userId)).orderBy(desc(t.orders.createdAt));
  const ids = rows.map((o) => o.id);
  const [lines, history] = rows.length
    ? await Promise.all([
        db.select().from(t.orderLines).where(inArray(t.orderLines.orderId, ids)),
        db.select().from(t.orderStatusHistory).where(inArray(t.orderStatusHistory.orderId, ids)),
      ])
    : [[], []];
  const byCheckout = Map.groupBy(rows, (o) => o.checkoutId);
  const latest = new Map<string, Date>();
  for (const h of history) if (h.at > (latest.get(h.orderId) ?? new Date(0))) latest.set(h.orderId, h.at);
  return rows.map((o) => {
    const first = lines.find((l) => l.orderId === o.id);
    return {
      orderId: o.id,
      orderStatus: o.orderStatus,
      orderType: o.orderType === 'Prepaid' ? ('Prepaid' as const) : ('Cod' as const),
      paymentStatus: o.paymentStatus,
      createdAt: o.createdAt.toISOString(),
      statusAt: (latest.get(o.id) ?? o.createdAt).toISOString(),
      expectedDelivery: o.expectedDelivery,
      payNow: o.orderType === 'Prepaid' ? payNowOf(o.id, byCheckout.get(o.checkoutId) ?? [o]) : null,
      Product: {
        productName: first?.productName ?? '',
        productDesc: sellerHtml(first?.productDesc ?? ''),
        productImgUrls: first?.imgUrls ?? [],
      },
    };
  });
}

/** One of the shopper's orders in full (money, lines, history, return window, request); null when it is not theirs. */
export async function orderDetailOf(
  db: Db,
  userId: string,
  orderId: string,
): Promise<z.infer<typeof OrderDetail> | null> {
  const found = await ownOrder(db, userId, orderId);
  if (!found) return null;
  const { order, lines, history, storeName } = found;
  // A payment pays every order of the checkout still due: the page says what it charges from all of them.
  const checkout =
    order.orderType === 'Prepaid'
      ? await db
          .select()
          .from(t.orders)
          .where(and(eq(t.orders.checkoutId, order.checkoutId), eq(t.orders.userId, userId)))
      : [];
  const delivered = history.filter((h) => h.status === 'DELIVERED').map((h) => h.at.getTime());
  const deliveredAt = delivered.length ? new Date(Math.max(...delivered)) : null;
  return {
    orderId: order.id,
    checkoutId: order.checkoutId,
    orderStatus: order.orderStatus,
    orderType: order.orderType === 'Prepaid' ? 'Prepaid' : 'Cod',
    paymentStatus: order.paymentStatus,
    createdAt: order.createdAt.toISOString(),
    expectedDelivery: order.expectedDelivery,
    sellerId: order.sellerId,
    storeName,
    address: order.address,
    paidAt: order.paidAt?.toISOString() ?? null,
    payNow: checkout.length ? payNowOf(order.id, checkout) : null,
    charges: orderCharges(order, lines),
    lines: lines.map(({ orderId: _o, ...l }) => ({ ...l, productDesc: sellerHtml(l.productDesc) })),
    history: history.map((h) => ({ status: h.status, at: h.at.toISOString() })),
    shipment: order.courier && order.awb ? { courier: order.courier, awb: order.awb } : null,
    deliveredAt: deliveredAt?.toISOString() ?? null,
    returnUntil: deliveredAt ? new Date(deliveredAt.getTime() + RETURN_WINDOW_MS).toISOString() : null,
    request: await orderRequestOf(db, order, lines),
  };
}
