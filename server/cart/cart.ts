/**
 * The signed-in shopper's cart. Every read and write is scoped to the user id from the token.
 * A line's variant is a variant row, or the product itself when it is sold without variants.
 */
import crypto from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { cartLines, products, stores, variants } from '../db/schema.ts';
import { MAX_PER_PRODUCT, MAX_QUANTITY_WARNING } from '../../src/lib/rules/limits.ts';
import { sellerHtml } from '../catalog/seller-html.ts';
import type { CartLine } from '../../src/contract/api-types.ts';

/** The reply's shape is the storefront's contract (src/contract/api-types.ts). */
export type { CartLine };

export type Buyable = { productId: string; variantId: string; price: number; mrp: number; stock: number; color: string; size: string; images: string[] };

/** What a (product, variant) pair sells at now, or null when the pair does not exist. */
export async function findBuyable(db: Db, productId: string, variantId: string): Promise<Buyable | null> {
  const [product] = await db.select().from(products).where(eq(products.id, productId));
  if (!product) return null;
  if (variantId === product.id) {
    const hasVariants = (await db.select({ id: variants.id }).from(variants).where(eq(variants.productId, productId)).limit(1)).length > 0;
    if (hasVariants) return null;
    return {
      productId, variantId, price: product.sellingPrice, mrp: product.mrp, stock: product.stock,
      color: product.specs.color ?? '', size: product.specs.size ?? '', images: product.imgUrls,
    };
  }
  const [variant] = await db.select().from(variants).where(and(eq(variants.id, variantId), eq(variants.productId, productId)));
  if (!variant) return null;
  return {
    productId, variantId, price: variant.price, mrp: variant.mrp, stock: variant.quantity,
    color: variant.color, size: variant.size, images: variant.imgUrls.length ? variant.imgUrls : product.imgUrls,
  };
}

/** One line of the user's cart, in the cart's shape. */
export async function cartLine(db: Db, userId: string, lineId: string): Promise<CartLine | null> {
  return (await cartOf(db, userId, lineId))[0] ?? null;
}

export async function cartOf(db: Db, userId: string, onlyLine?: string): Promise<CartLine[]> {
  const rows = await db
    .select({ line: cartLines, product: products })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(and(eq(cartLines.userId, userId), onlyLine ? eq(cartLines.id, onlyLine) : undefined))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
  const variantIds = rows.map((r) => r.line.variantId).filter((id, i) => id !== rows[i]!.line.productId);
  const variantRows = variantIds.length ? await db.select().from(variants).where(inArray(variants.id, variantIds)) : [];
  const byId = new Map(variantRows.map((v) => [v.id, v]));
  const sellerIds = [...new Set(rows.map((r) => r.product.sellerUserId))];
  const storeRows = sellerIds.length ? await db.select({ id: stores.id, storeName: stores.storeName }).from(stores).where(inArray(stores.id, sellerIds)) : [];
  const storeNames = new Map(storeRows.map((s) => [s.id, s.storeName]));
  return rows.map(({ line, product }) => {
    const v = byId.get(line.variantId);
    return {
      id: line.id,
      variantId: line.variantId,
      productId: line.productId,
      quantity: line.quantity,
      addedPrice: line.addedPrice,
      Product: {
        SellerUserId: product.sellerUserId,
        storeName: storeNames.get(product.sellerUserId) ?? '',
        productName: product.name,
        productDesc: sellerHtml(product.description),
        productSellingPrice: v?.price ?? product.sellingPrice,
        productMRP: v?.mrp ?? product.mrp,
      },
      ProductVarient: {
        VarientImgUrl: v?.imgUrls.length ? v.imgUrls : product.imgUrls,
        VarientColor: v?.color ?? product.specs.color ?? '',
        VarientSize: v?.size ?? product.specs.size ?? '',
        VarientPrice: v?.price ?? product.sellingPrice,
        VarientMrp: v?.mrp ?? product.mrp,
        VarientQuantity: v?.quantity ?? product.stock,
      },
    };
  });
}

export type AddOutcome = { ok: true; lineId: string } | { ok: false; status: 400 | 404; message: string };

/** Adds to the line for that variant (creating it), never past 5 or past the stock. */
export async function addToCart(db: Db, userId: string, input: { productId: string; variantId: string; quantity: number }, clamp = false): Promise<AddOutcome> {
  const buyable = await findBuyable(db, input.productId, input.variantId);
  if (!buyable) return { ok: false, status: 404, message: 'Product not found' };
  if (buyable.stock <= 0) return { ok: false, status: 400, message: 'Variant out of stock' };
  const [existing] = await db.select().from(cartLines).where(and(eq(cartLines.userId, userId), eq(cartLines.variantId, input.variantId)));
  let quantity = (existing?.quantity ?? 0) + input.quantity;
  const cap = Math.min(MAX_PER_PRODUCT, buyable.stock);
  if (quantity > cap) {
    if (!clamp) return { ok: false, status: 400, message: quantity > MAX_PER_PRODUCT ? MAX_QUANTITY_WARNING : 'Not enough stock' };
    quantity = cap;
  }
  // Adding again means the shopper has seen the price now: the line's added price follows it.
  if (existing) {
    await db.update(cartLines).set({ quantity, addedPrice: buyable.price }).where(eq(cartLines.id, existing.id));
    return { ok: true, lineId: existing.id };
  }
  const id = crypto.randomUUID();
  await db.insert(cartLines).values({ id, userId, productId: input.productId, variantId: input.variantId, quantity, addedPrice: buyable.price });
  return { ok: true, lineId: id };
}

/** Sets a line's quantity (1 to 5, checked by the route's schema), never above the stock now. */
export async function setLineQuantity(db: Db, userId: string, lineId: string, quantity: number): Promise<'ok' | 'missing' | 'over-stock'> {
  const [line] = await db.select().from(cartLines).where(and(eq(cartLines.id, lineId), eq(cartLines.userId, userId)));
  if (!line) return 'missing';
  const buyable = await findBuyable(db, line.productId, line.variantId);
  // Lowering a quantity is always allowed (a line above the stock is fixed by going down).
  if (quantity > line.quantity && quantity > (buyable?.stock ?? 0)) return 'over-stock';
  const updated = await db
    .update(cartLines)
    .set({ quantity })
    .where(and(eq(cartLines.id, lineId), eq(cartLines.userId, userId)))
    .returning({ id: cartLines.id });
  return updated.length ? 'ok' : 'missing';
}

export async function removeLine(db: Db, userId: string, lineId: string): Promise<'ok' | 'missing'> {
  const deleted = await db
    .delete(cartLines)
    .where(and(eq(cartLines.id, lineId), eq(cartLines.userId, userId)))
    .returning({ id: cartLines.id });
  return deleted.length ? 'ok' : 'missing';
}
