/** A shopper's favourite stores. */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { brandCards } from '../catalog/queries.ts';

const entry = (userId: string, storeId: string) =>
  and(eq(t.favouriteStores.userId, userId), eq(t.favouriteStores.storeId, storeId));

export async function isFavourite(db: Db, userId: string, storeId: string): Promise<boolean> {
  const [row] = await db.select().from(t.favouriteStores).where(entry(userId, storeId));
  return Boolean(row);
}

/** False when the store does not exist; a second add is no change. */
export async function addFavourite(db: Db, userId: string, storeId: string): Promise<boolean> {
  const [store] = await db.select({ id: t.stores.id }).from(t.stores).where(eq(t.stores.id, storeId));
  if (!store) return false;
  await db.insert(t.favouriteStores).values({ userId, storeId }).onConflictDoNothing();
  return true;
}

/** False when the store was not a favourite. */
export async function removeFavourite(db: Db, userId: string, storeId: string): Promise<boolean> {
  const removed = await db.delete(t.favouriteStores).where(entry(userId, storeId)).returning();
  return removed.length > 0;
}

/** The shopper's favourite stores as store cards, the latest favourited first. */
export async function favouriteStoreCards(db: Db, userId: string) {
  const rows = await db
    .select({ storeId: t.favouriteStores.storeId })
    .from(t.favouriteStores)
    .where(eq(t.favouriteStores.userId, userId))
    .orderBy(desc(t.favouriteStores.createdAt));
  return brandCards(
    db,
    rows.map((r) => r.storeId),
  );
}
