/** Saved (bookmarked) products. */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { productCards } from '../catalog/queries.ts';

const entry = (userId: string, productId: string) =>
  and(eq(t.savedProducts.userId, userId), eq(t.savedProducts.productId, productId));

export async function isSaved(db: Db, userId: string, productId: string): Promise<boolean> {
  const [row] = await db.select().from(t.savedProducts).where(entry(userId, productId));
  return Boolean(row);
}

/** The saved products as cards, the latest saved first. */
export async function savedCards(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(t.savedProducts)
    .where(eq(t.savedProducts.userId, userId))
    .orderBy(desc(t.savedProducts.createdAt));
  return productCards(
    db,
    rows.map((s) => s.productId),
  );
}

/** False when the product does not exist; saving twice is one save. */
export async function saveProduct(db: Db, userId: string, productId: string): Promise<boolean> {
  const [product] = await db.select({ id: t.products.id }).from(t.products).where(eq(t.products.id, productId));
  if (!product) return false;
  await db.insert(t.savedProducts).values({ userId, productId }).onConflictDoNothing();
  return true;
}

/** False when the product was not saved. */
export async function unsaveProduct(db: Db, userId: string, productId: string): Promise<boolean> {
  const removed = await db.delete(t.savedProducts).where(entry(userId, productId)).returning();
  return removed.length > 0;
}
