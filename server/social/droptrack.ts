/** DropTrack: products a shopper tracks from the price when tracking began (diff = percent drop since). */
import crypto from 'node:crypto';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { productDetail } from '../catalog/queries.ts';
import { dropPercent } from '../../src/lib/rules/price.ts';

export async function trackedList(db: Db, userId: string) {
  const rows = await db
    .select({ entry: t.droptrackEntries, product: t.products })
    .from(t.droptrackEntries)
    .innerJoin(t.products, eq(t.products.id, t.droptrackEntries.productId))
    .where(eq(t.droptrackEntries.userId, userId))
    .orderBy(desc(t.droptrackEntries.updatedAt));
  const stores = rows.length
    ? await db
        .select()
        .from(t.stores)
        .where(
          inArray(
            t.stores.id,
            rows.map((r) => r.product.sellerUserId),
          ),
        )
    : [];
  return rows.map(({ entry, product }) => ({
    id: entry.id,
    productId: product.id,
    SellerUserId: product.sellerUserId,
    product: { name: product.name, productImg: product.imgUrls },
    storeName: stores.find((s) => s.id === product.sellerUserId)?.storeName ?? '',
    updatedAt: entry.updatedAt.toISOString(),
    originalPrice: entry.originalPrice,
    currentPrice: product.sellingPrice,
    diff: dropPercent(entry.originalPrice, product.sellingPrice),
  }));
}

/** The product as DropTrack shows it, with the drop since tracking and the price history. */
export async function trackedProduct(db: Db, userId: string, productId: string) {
  const detail = await productDetail(db, productId);
  if (!detail) return null;
  const [entry] = await db
    .select()
    .from(t.droptrackEntries)
    .where(and(eq(t.droptrackEntries.userId, userId), eq(t.droptrackEntries.productId, productId)));
  const history = await db
    .select()
    .from(t.priceHistory)
    .where(eq(t.priceHistory.productId, productId))
    .orderBy(asc(t.priceHistory.at));
  const current = detail.product.productSellingPrice;
  const original = entry?.originalPrice ?? current;
  return {
    ...detail,
    details: {
      tracked: Boolean(entry),
      /** When this shopper began tracking (null when not tracked): the chart and "lowest seen" start here. */
      trackedSince: entry ? entry.createdAt.toISOString() : null,
      originalPrice: original,
      currentPrice: current,
      diff: dropPercent(original, current),
      priceHistory: history.map((h) => ({ price: h.price, at: h.at.toISOString() })),
    },
  };
}

export async function startTracking(db: Db, userId: string, productId: string): Promise<boolean> {
  const [product] = await db.select().from(t.products).where(eq(t.products.id, productId));
  if (!product) return false;
  await db
    .insert(t.droptrackEntries)
    .values({ id: crypto.randomUUID(), userId, productId, originalPrice: product.sellingPrice })
    .onConflictDoNothing();
  return true;
}

export async function isTracked(db: Db, userId: string, productId: string): Promise<boolean> {
  const [row] = await db
    .select()
    .from(t.droptrackEntries)
    .where(and(eq(t.droptrackEntries.userId, userId), eq(t.droptrackEntries.productId, productId)));
  return Boolean(row);
}

/** False when the product was not tracked. */
export async function stopTracking(db: Db, userId: string, productId: string): Promise<boolean> {
  const removed = await db
    .delete(t.droptrackEntries)
    .where(and(eq(t.droptrackEntries.userId, userId), eq(t.droptrackEntries.productId, productId)))
    .returning();
  return removed.length > 0;
}
