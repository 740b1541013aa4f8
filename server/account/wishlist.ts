/** The shopper's wishlist: product variants, shown at today's price and stock. */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { findBuyable } from '../cart/cart.ts';
import { sellerHtml } from '../catalog/seller-html.ts';

type Wished = { productId: string; varientId: string };

const itemIs = (userId: string, { productId, varientId }: Wished) =>
  and(
    eq(t.wishlistItems.userId, userId),
    eq(t.wishlistItems.productId, productId),
    eq(t.wishlistItems.variantId, varientId),
  );

/** Wishlist items, newest first, in the spec's shape (Product, ProductVarient, VarientColor, VarientSize). */
export async function wishlistOf(db: Db, userId: string) {
  const rows = await db
    .select({ item: t.wishlistItems, product: t.products })
    .from(t.wishlistItems)
    .innerJoin(t.products, eq(t.products.id, t.wishlistItems.productId))
    .where(eq(t.wishlistItems.userId, userId))
    .orderBy(desc(t.wishlistItems.createdAt));
  return Promise.all(
    rows.map(async ({ item, product }) => {
      const buyable = await findBuyable(db, item.productId, item.variantId);
      return {
        Product: {
          id: product.id,
          SellerUserId: product.sellerUserId,
          productName: product.name,
          productDesc: sellerHtml(product.description),
          productImgUrls: product.imgUrls,
          productSellingPrice: buyable?.price ?? product.sellingPrice,
          productMRP: buyable?.mrp ?? product.mrp,
        },
        ProductVarient: {
          id: item.variantId,
          VarientName: [buyable?.color, buyable?.size].filter(Boolean).join(' / '),
          VarientQuantity: buyable?.stock ?? 0,
        },
        VarientColor: buyable?.color ?? '',
        VarientSize: buyable?.size ?? '',
      };
    }),
  );
}

export async function isWishlisted(db: Db, userId: string, wished: Wished) {
  const [row] = await db.select().from(t.wishlistItems).where(itemIs(userId, wished));
  return Boolean(row);
}

/** Adds a variant (adding twice is harmless); false when no such product variant is for sale. */
export async function addToWishlist(db: Db, userId: string, { productId, varientId }: Wished) {
  if (!(await findBuyable(db, productId, varientId))) return false;
  await db.insert(t.wishlistItems).values({ userId, productId, variantId: varientId }).onConflictDoNothing();
  return true;
}

/** False when the variant was not on the wishlist. */
export async function removeFromWishlist(db: Db, userId: string, wished: Wished) {
  const removed = await db.delete(t.wishlistItems).where(itemIs(userId, wished)).returning();
  return removed.length > 0;
}
