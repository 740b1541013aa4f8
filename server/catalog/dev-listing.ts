/** Dev-only stand-in for a seller listing a product: copies one (with its variants) under fresh ids. */
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { withTransaction, type Db } from '../db/open.ts';
import * as t from '../db/schema.ts';

export async function listCopyOfProduct(
  db: Db,
  productId: string,
): Promise<{ id: string; SellerUserId: string } | null> {
  return withTransaction(db, async (tx) => {
    const [product] = await tx.select().from(t.products).where(eq(t.products.id, productId));
    if (!product) return null;
    const id = `p-${randomUUID()}`;
    await tx.insert(t.products).values({ ...product, id, name: `${product.name} (new)`, createdAt: new Date() });
    const variants = await tx
      .select()
      .from(t.variants)
      .where(eq(t.variants.productId, productId))
      .orderBy(asc(t.variants.position));
    if (variants.length)
      await tx.insert(t.variants).values(variants.map((v) => ({ ...v, id: `v-${randomUUID()}`, productId: id })));
    return { id, SellerUserId: product.sellerUserId };
  });
}
