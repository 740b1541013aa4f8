/**
 * Cancelling and returning orders. A cancel is possible until the order is out for delivery: stock goes
 * back and wallet money used comes back to the wallet (a prepaid card payment is refunded through the
 * provider, reaching the card in 2-4 working days). A return or exchange is possible once delivered, for 2 days.
 * The status change comes first and is conditional, so parallel requests refund and restock once.
 */
import crypto from 'node:crypto';
import { and, desc, eq, gte, exists, sql } from 'drizzle-orm';
import { withTransaction, type Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { CheckoutError } from './orders.ts';
import { releaseOrder, transitionOrder, UNPAID } from './status.ts';
import { settleIfNothingDue } from './payment-retry.ts';
import { invalidateCatalog } from '../catalog/cache.ts';
import { RETURN_WINDOW_MS, returnAllowed } from '../../src/lib/rules/orders.ts';
import { exchangeChoices, exchangeKindOf, type ExchangeKind, type ReturnOption } from '../../src/lib/rules/exchange.ts';
import { PICKUP_DAYS } from '../../src/lib/rules/refunds.ts';
import type { OrderRequest } from '../reply-schemas/orders.ts';
import { refundOfOrder } from './refunds.ts';
import { refundThroughProvider, wholeOrder } from './provider-refunds.ts';
import type { PaymentProvider } from './payments.ts';
import type { z } from 'zod';
import type { returnSchema } from '../../src/lib/schemas.ts';
import { returnPicturesProblem } from '../uploads/private-refs.ts';
import { voidReferralReward } from '../wallet/referral-rewards.ts';
import { restock, type StockLine } from '../social/stock-alerts.ts';
import type { S3Storage } from '../uploads/s3.ts';

/** After a refused change: 404 when the order is not this shopper's, else 409 with the reason. */
async function refuse(db: Db, userId: string, orderId: string, reason: string): Promise<never> {
  const [order] = await db
    .select({ id: t.orders.id })
    .from(t.orders)
    .where(and(eq(t.orders.id, orderId), eq(t.orders.userId, userId)));
  throw order ? new CheckoutError(409, reason) : new CheckoutError(404, 'Order not found');
}

/**
 * A paid prepaid order's card/UPI money goes back through the provider once the cancel has committed (no
 * provider call waits inside the transaction; the refund row's key makes it once).
 */
export async function cancelOrder(
  db: Db,
  payments: PaymentProvider,
  userId: string,
  orderId: string,
  reason: { reasonType: string; reasonText: string },
) {
  const order = await withTransaction(db, async (d) => {
    const changed = await transitionOrder(d, orderId, 'CANCELLED', { where: eq(t.orders.userId, userId) });
    if (!changed) return refuse(d, userId, orderId, 'This order can no longer be cancelled');
    await releaseOrder(d, changed);
    await d.insert(t.orderRequests).values({
      id: crypto.randomUUID(),
      orderId: changed.id,
      userId,
      kind: 'cancel',
      reasonType: reason.reasonType,
      reasonText: reason.reasonText,
    });
    return changed;
  });
  invalidateCatalog(db); // after the commit, so no reader caches the stock as it was
  if (order.paymentStatus === 'paid' && order.paymentId)
    await refundThroughProvider(db, payments, [wholeOrder(order, 'cancelled')], order.paymentId, order.razorId ?? '');
  // An unpaid checkout whose other orders the wallet covered: with this one gone, nothing is left to pay.
  else if (order.orderType === 'Prepaid' && UNPAID.includes(order.paymentStatus))
    await settleIfNothingDue(db, userId, order.checkoutId);
  return true;
}

export type ReturnInput = z.output<typeof returnSchema>;

/**
 * A return (refund) or an exchange of a delivered order, within 2 days of its delivery. The pictures must be
 * the shopper's own private uploads; an exchange names one of the order's lines and a variant the exchange
 * rule offers for it (rules/exchange.ts). The status change and, for an exchange, taking the replacement's
 * units off the shelf are one transaction: when either fails, neither happens.
 */
export async function returnOrder(
  db: Db,
  userId: string,
  orderId: string,
  input: ReturnInput,
  s3: S3Storage | null = null,
) {
  const [own] = await db
    .select({ id: t.orders.id })
    .from(t.orders)
    .where(and(eq(t.orders.id, orderId), eq(t.orders.userId, userId)));
  if (!own) throw new CheckoutError(404, 'Order not found');
  // Outside the transaction: with S3 this may ask the bucket.
  const pictures = await returnPicturesProblem(db, userId, input.imageUrls, s3);
  if (pictures)
    throw new CheckoutError(400, 'Invalid input', {
      imageUrls: [pictures.reason === 'kind' ? pictures.message : 'Upload the pictures first'],
    });
  const kind = exchangeKindOf(input.option);
  // The schema requires it; checked again so no caller can change the status without taking the replacement.
  if (kind && !input.exchange)
    throw new CheckoutError(400, 'Invalid input', { exchange: ['Choose the item to exchange it for'] });
  const done = await withTransaction(db, async (d) => {
    const replacement = kind && input.exchange ? await exchangeTarget(d, orderId, input.exchange, kind) : null;
    const now = Date.now();
    // The 2-day window is part of the conditional update: delivered, and delivered within the window.
    const recentlyDelivered = exists(
      d
        .select({ id: t.orderStatusHistory.id })
        .from(t.orderStatusHistory)
        .where(
          and(
            eq(t.orderStatusHistory.orderId, t.orders.id),
            eq(t.orderStatusHistory.status, 'DELIVERED'),
            gte(t.orderStatusHistory.at, new Date(now - RETURN_WINDOW_MS)),
          ),
        ),
    );
    const order = await transitionOrder(d, orderId, kind ? 'EXCHANGE' : 'RETURN', {
      where: and(eq(t.orders.userId, userId), recentlyDelivered),
      title: kind ? 'notice_exchange_requested' : 'notice_return_requested',
    });
    if (!order) return refuse(d, userId, orderId, await returnRefusal(d, orderId, now));
    if (replacement) await reserve(d, replacement);
    // A refund within the window: the referrer's reward for this order, still pending, never becomes money.
    else await voidReferralReward(d, orderId);
    // What goes back goes on sale again (the exchanged line, or every line of a refund); waiting shoppers hear of it.
    await restock(d, await returnedLines(d, orderId, replacement?.lineId));
    await d.insert(t.orderRequests).values({
      id: crypto.randomUUID(),
      orderId: order.id,
      userId,
      kind: 'return',
      reasonType: input.reasonType,
      reasonText: input.reasonText,
      option: input.option,
      imageUrls: input.imageUrls,
      ...(replacement
        ? {
            exchangeLineId: replacement.lineId,
            exchangeVariantId: replacement.variantId,
            exchangeColor: replacement.color,
            exchangeSize: replacement.size,
          }
        : {}),
    });
    return true;
  });
  invalidateCatalog(db); // after the commit: the returned units (and an exchange's replacement) changed the stock
  return done;
}

/** The lines a return gives back: the one exchanged, or all of them for a refund. */
async function returnedLines(db: Db, orderId: string, exchangedLineId?: string): Promise<StockLine[]> {
  const lines = await db
    .select()
    .from(t.orderLines)
    .where(and(eq(t.orderLines.orderId, orderId), exchangedLineId ? eq(t.orderLines.id, exchangedLineId) : undefined));
  return lines.map((l) => ({ productId: l.productId, variantId: l.variantId, quantity: l.quantity }));
}

type Replacement = {
  lineId: string;
  productId: string;
  variantId: string;
  color: string;
  size: string;
  quantity: number;
  kind: ExchangeKind;
};

const NOT_A_CHOICE: Record<ExchangeKind, string> = {
  size: 'Choose another size of this colour',
  color: 'Choose another colour in this size',
};
const SOLD_OUT: Record<ExchangeKind, string> = {
  size: 'This size is no longer in stock',
  color: 'This colour is no longer in stock',
};

/**
 * The variant an exchange asks for, checked with the exchange rule against the product's real variants:
 * 400 when it is not one the rule could ever offer for this line (another product, the wrong kind), 409 when
 * it is such a variant but lacks the stock for the line's quantity now.
 */
async function exchangeTarget(
  db: Db,
  orderId: string,
  wanted: { lineId: string; variantId: string },
  kind: ExchangeKind,
): Promise<Replacement> {
  const [line] = await db
    .select()
    .from(t.orderLines)
    .where(and(eq(t.orderLines.id, wanted.lineId), eq(t.orderLines.orderId, orderId)));
  if (!line) throw new CheckoutError(400, 'Invalid input', { exchange: ['Choose an item of this order to exchange'] });
  const candidates = (await db.select().from(t.variants).where(eq(t.variants.productId, line.productId))).map((v) => ({
    variantId: v.id,
    color: v.color,
    size: v.size,
    stock: v.quantity,
    price: v.price,
  }));
  const from = {
    variantId: line.variantId,
    color: line.color,
    size: line.size,
    quantity: line.quantity,
    price: line.price,
  };
  const isChoice = (list: { variantId: string }[]) => list.some((c) => c.variantId === wanted.variantId);
  // The same rule twice: once as if every variant had stock (could it ever be offered?), once with the stock now.
  if (
    !isChoice(
      exchangeChoices(
        candidates.map((c) => ({ ...c, stock: Number.POSITIVE_INFINITY })),
        from,
        kind,
      ),
    )
  ) {
    throw new CheckoutError(400, 'Invalid input', { exchange: [NOT_A_CHOICE[kind]] });
  }
  if (!isChoice(exchangeChoices(candidates, from, kind)))
    throw new CheckoutError(409, SOLD_OUT[kind], { exchange: [SOLD_OUT[kind]] });
  const chosen = candidates.find((c) => c.variantId === wanted.variantId)!;
  return {
    lineId: line.id,
    productId: line.productId,
    variantId: chosen.variantId,
    color: chosen.color,
    size: chosen.size,
    quantity: line.quantity,
    kind,
  };
}

/**
 * Takes the replacement's units off the shelf: one conditional update, so of two exchanges into the last
 * unit one succeeds; the other throws 409 and its transaction (with the status change) rolls back.
 */
async function reserve(db: Db, r: Replacement) {
  const taken = await db
    .update(t.variants)
    .set({ quantity: sql`${t.variants.quantity} - ${r.quantity}` })
    .where(and(eq(t.variants.id, r.variantId), gte(t.variants.quantity, r.quantity)))
    .returning({ id: t.variants.id });
  if (!taken.length) throw new CheckoutError(409, SOLD_OUT[r.kind], { exchange: [SOLD_OUT[r.kind]] });
  await db
    .update(t.products)
    .set({ stock: sql`greatest(${t.products.stock} - ${r.quantity}, 0)` })
    .where(eq(t.products.id, r.productId));
}

/** Why a return was refused: not delivered (or already returned), or delivered more than 2 days ago. */
async function returnRefusal(db: Db, orderId: string, now: number) {
  const [order] = await db.select({ status: t.orders.orderStatus }).from(t.orders).where(eq(t.orders.id, orderId));
  if (order?.status !== 'DELIVERED') return 'Only delivered orders can be returned';
  const [delivered] = await db
    .select({ at: t.orderStatusHistory.at })
    .from(t.orderStatusHistory)
    .where(and(eq(t.orderStatusHistory.orderId, orderId), eq(t.orderStatusHistory.status, 'DELIVERED')))
    .orderBy(desc(t.orderStatusHistory.at))
    .limit(1);
  return returnAllowed('DELIVERED', delivered?.at, now)
    ? 'Only delivered orders can be returned'
    : 'The 2-day return window for this order has closed';
}

const DAY_MS = 86_400_000;

/**
 * The shopper's newest cancel or return request of this order, as the order detail shows it (OrderRequest):
 * when a courier collects a return, the exchange with the variant it had and the one it becomes, and for a
 * cancelled or refunded order its refund, by the same rule as the settings' Refund Status.
 */
export async function orderRequestOf(
  db: Db,
  order: typeof t.orders.$inferSelect,
  lines: (typeof t.orderLines.$inferSelect)[],
): Promise<OrderRequest | null> {
  const [row] = await db
    .select()
    .from(t.orderRequests)
    .where(and(eq(t.orderRequests.orderId, order.id), eq(t.orderRequests.userId, order.userId)))
    .orderBy(desc(t.orderRequests.createdAt), desc(t.orderRequests.id))
    .limit(1);
  if (!row) return null;
  const line = lines.find((l) => l.id === row.exchangeLineId);
  const exchange =
    row.exchangeLineId && row.exchangeVariantId
      ? {
          lineId: row.exchangeLineId,
          productName: line?.productName ?? '',
          from: { variantId: line?.variantId ?? '', color: line?.color ?? '', size: line?.size ?? '' },
          to: { variantId: row.exchangeVariantId, color: row.exchangeColor ?? '', size: row.exchangeSize ?? '' },
        }
      : null;
  return {
    kind: row.kind === 'cancel' ? 'cancel' : 'return',
    reasonType: row.reasonType,
    reasonText: row.reasonText,
    option: (row.option as ReturnOption | null) ?? null,
    imageUrls: row.imageUrls,
    createdAt: row.createdAt.toISOString(),
    pickupBy: row.kind === 'return' ? new Date(row.createdAt.getTime() + PICKUP_DAYS * DAY_MS).toISOString() : null,
    exchange,
    // Null for an exchange: refunds are for cancelled and returned orders only.
    refund: await refundOfOrder(db, order),
  };
}
