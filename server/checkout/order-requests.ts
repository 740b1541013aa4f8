/**
 * Cancelling and returning orders. A cancel is possible until the order is out for delivery: stock goes
 * back and wallet money used comes back to the wallet (a prepaid card payment is refunded to the card by
 * the provider in 2-4 working days). A return or exchange is possible once delivered.
 */
import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { CheckoutError } from './orders.ts';
import { recordWalletChange } from '../wallet/wallet.ts';
import { invalidateCatalog } from '../catalog/cache.ts';

const CANCELLABLE = ['READY_FOR_PICKUP', 'IN_TRANSIST'];

async function ownOrder(db: Db, userId: string, orderId: string) {
  const [order] = await db.select().from(t.orders).where(and(eq(t.orders.id, orderId), eq(t.orders.userId, userId)));
  if (!order) throw new CheckoutError(404, 'Order not found');
  return order;
}

async function setStatus(db: Db, order: typeof t.orders.$inferSelect, status: string, title: string) {
  await db.update(t.orders).set({ orderStatus: status }).where(eq(t.orders.id, order.id));
  await db.insert(t.orderStatusHistory).values({ id: crypto.randomUUID(), orderId: order.id, status });
  await db.insert(t.notifications).values({ id: crypto.randomUUID(), userId: order.userId, kind: 'order-status', title, body: `Order …${order.id.slice(-6)}: ${title.toLowerCase()}.`, link: `/my-orders/${order.id}` });
}

export async function cancelOrder(db: Db, userId: string, orderId: string, reason: { reasonType: string; reasonText: string }) {
  return db.transaction(async (tx) => {
    const d = tx as unknown as Db;
    const order = await ownOrder(d, userId, orderId);
    if (!CANCELLABLE.includes(order.orderStatus)) throw new CheckoutError(409, 'This order can no longer be cancelled');
    const lines = await d.select().from(t.orderLines).where(eq(t.orderLines.orderId, order.id));
    for (const line of lines) {
      if (line.variantId === line.productId) {
        await d.update(t.products).set({ stock: sql`${t.products.stock} + ${line.quantity}` }).where(eq(t.products.id, line.productId));
      } else {
        await d.update(t.variants).set({ quantity: sql`${t.variants.quantity} + ${line.quantity}` }).where(eq(t.variants.id, line.variantId));
        await d.update(t.products).set({ stock: sql`${t.products.stock} + ${line.quantity}` }).where(eq(t.products.id, line.productId));
      }
    }
    if (order.walletUsedPaise > 0) await recordWalletChange(d, userId, order.walletUsedPaise, 'refund', order.id);
    await d.insert(t.orderRequests).values({ id: crypto.randomUUID(), orderId: order.id, userId, kind: 'cancel', reasonType: reason.reasonType, reasonText: reason.reasonText });
    await setStatus(d, order, 'CANCELLED', 'Order cancelled');
    invalidateCatalog(db);
    return true;
  });
}

export async function returnOrder(db: Db, userId: string, orderId: string, input: { reasonType: string; reasonText: string; option: string; imageUrls: string[] }) {
  return db.transaction(async (tx) => {
    const d = tx as unknown as Db;
    const order = await ownOrder(d, userId, orderId);
    if (order.orderStatus !== 'DELIVERED') throw new CheckoutError(409, 'Only delivered orders can be returned');
    await d.insert(t.orderRequests).values({ id: crypto.randomUUID(), orderId: order.id, userId, kind: 'return', ...input });
    const exchange = input.option !== 'refund';
    await setStatus(d, order, exchange ? 'EXCHANGE' : 'RETURN', exchange ? 'Exchange requested' : 'Return requested');
    return true;
  });
}
