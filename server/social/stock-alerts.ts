/**
 * Notify me: a signed-in shopper waits for a sold-out variant (stock_alerts, one row per shopper and variant).
 * Wherever stock comes back (restock below: a seller's or the dev route's stock update, a cancelled or expired
 * order, a return), the variant's waiting shoppers each get one notification and their alert is marked sent,
 * in one conditional update (`notified_at IS NULL ... RETURNING`): of two restocks at once, the second finds
 * nothing left to send.
 */
import crypto from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { withTransaction, type Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { backInStockNote } from '../../src/lib/rules/stock-alerts.ts';
import { languagesOf } from '../account/language.ts';
import { noticeWords } from '../notices/words.ts';

/** A variant of a product (the base product's own option has the product's id) with its stock now. */
async function variantOf(db: Db, productId: string, variantId: string) {
  const [product] = await db.select().from(t.products).where(eq(t.products.id, productId));
  if (!product) return null;
  if (variantId === productId) return { product, color: '', size: '', stock: product.stock };
  const [variant] = await db
    .select()
    .from(t.variants)
    .where(and(eq(t.variants.id, variantId), eq(t.variants.productId, productId)));
  return variant ? { product, color: variant.color, size: variant.size, stock: variant.quantity } : null;
}

/** Is the shopper waiting for this variant (asked, not yet told)? */
export async function isWaiting(db: Db, userId: string, variantId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: t.stockAlerts.id })
    .from(t.stockAlerts)
    .where(
      and(eq(t.stockAlerts.userId, userId), eq(t.stockAlerts.variantId, variantId), isNull(t.stockAlerts.notifiedAt)),
    );
  return Boolean(row);
}

/**
 * Starts waiting. 'missing' when the product has no such variant, 'in-stock' when it can be bought now.
 * A second tap is no change (one row per shopper and variant); an alert already sent waits again.
 */
export async function addStockAlert(
  db: Db,
  userId: string,
  productId: string,
  variantId: string,
): Promise<'ok' | 'missing' | 'in-stock'> {
  const found = await variantOf(db, productId, variantId);
  if (!found) return 'missing';
  if (found.stock > 0) return 'in-stock';
  await db
    .insert(t.stockAlerts)
    .values({ id: crypto.randomUUID(), userId, productId, variantId })
    .onConflictDoUpdate({
      target: [t.stockAlerts.userId, t.stockAlerts.variantId],
      set: { notifiedAt: null, createdAt: sql`now()` },
      setWhere: sql`${t.stockAlerts.notifiedAt} is not null`,
    });
  return 'ok';
}

/** Stops waiting; false when the shopper was not waiting for it. */
export async function removeStockAlert(db: Db, userId: string, variantId: string): Promise<boolean> {
  const removed = await db
    .delete(t.stockAlerts)
    .where(
      and(eq(t.stockAlerts.userId, userId), eq(t.stockAlerts.variantId, variantId), isNull(t.stockAlerts.notifiedAt)),
    )
    .returning({ id: t.stockAlerts.id });
  return removed.length > 0;
}

/**
 * Tells the shoppers waiting for these variants, where the variant now has stock: each waiting alert is marked
 * sent and its shopper gets one notification. Returns how many were told. Run it in the transaction that
 * restocked, so the notes and the stock commit together.
 */
export async function notifyBackInStock(db: Db, items: { productId: string; variantId: string }[]): Promise<number> {
  let told = 0;
  const seen = new Set<string>();
  for (const { productId, variantId } of items) {
    if (seen.has(variantId)) continue;
    seen.add(variantId);
    const found = await variantOf(db, productId, variantId);
    if (!found || found.stock <= 0) continue;
    const sent = await db
      .update(t.stockAlerts)
      .set({ notifiedAt: new Date() })
      .where(
        and(
          eq(t.stockAlerts.variantId, variantId),
          eq(t.stockAlerts.productId, productId),
          isNull(t.stockAlerts.notifiedAt),
        ),
      )
      .returning({ userId: t.stockAlerts.userId });
    if (!sent.length) continue;
    const variant = {
      storeId: found.product.sellerUserId,
      productId,
      variantId,
      productName: found.product.name,
      color: found.color,
      size: found.size,
    };
    // Each shopper's note in their own language.
    const languages = await languagesOf(
      db,
      sent.map(({ userId }) => userId),
    );
    await db.insert(t.notifications).values(
      sent.map(({ userId }) => ({
        id: crypto.randomUUID(),
        userId,
        kind: 'back-in-stock',
        ...backInStockNote(variant, noticeWords(languages.get(userId)!)),
      })),
    );
    told += sent.length;
  }
  return told;
}

export type StockLine = { productId: string; variantId: string; quantity: number };

/**
 * Puts units back on the shelf (a cancelled or expired order, a return): the variant's quantity and the
 * product's total each grow by one relative update, then the waiting shoppers are told.
 */
export async function restock(db: Db, lines: StockLine[]): Promise<void> {
  for (const line of lines) {
    if (line.variantId !== line.productId) {
      await db
        .update(t.variants)
        .set({ quantity: sql`${t.variants.quantity} + ${line.quantity}` })
        .where(eq(t.variants.id, line.variantId));
    }
    await db
      .update(t.products)
      .set({ stock: sql`${t.products.stock} + ${line.quantity}` })
      .where(eq(t.products.id, line.productId));
  }
  await notifyBackInStock(db, lines);
}

/** setVariantStock in a transaction of its own (the dev route's seller recount). */
export const recountVariantStock = (db: Db, productId: string, variantId: string, quantity: number) =>
  withTransaction(db, (d) => setVariantStock(d, productId, variantId, quantity));

/**
 * A seller's stock count for one variant (the dev route stands in for the seller tool): the variant takes the
 * new count under a row lock and the product's total moves by the difference; then the waiting shoppers are
 * told. Run inside a transaction. False when the product has no such variant.
 */
export async function setVariantStock(
  db: Db,
  productId: string,
  variantId: string,
  quantity: number,
): Promise<boolean> {
  const [product] = await db
    .select({ id: t.products.id })
    .from(t.products)
    .where(eq(t.products.id, productId))
    .for('update');
  if (!product) return false;
  if (variantId === productId) {
    await db.update(t.products).set({ stock: quantity }).where(eq(t.products.id, productId));
  } else {
    const [variant] = await db
      .select({ quantity: t.variants.quantity })
      .from(t.variants)
      .where(and(eq(t.variants.id, variantId), eq(t.variants.productId, productId)))
      .for('update');
    if (!variant) return false;
    await db.update(t.variants).set({ quantity }).where(eq(t.variants.id, variantId));
    await db
      .update(t.products)
      .set({ stock: sql`greatest(${t.products.stock} + ${quantity - variant.quantity}, 0)` })
      .where(eq(t.products.id, productId));
  }
  await notifyBackInStock(db, [{ productId, variantId }]);
  return true;
}
