/**
 * The signed-in shopper's cart. Every read and write is scoped to the user id from the token.
 * A line's variant is a variant row, or the product itself when it is sold without variants.
 */
import crypto from 'node:crypto';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { perDatabase } from '../db/per-database.ts';
import { cartLines, products, stores, variants } from '../db/schema.ts';
import { MAX_PER_PRODUCT, MAX_QUANTITY_WARNING } from '../../src/lib/rules/limits.ts';
import { sellerHtml } from '../catalog/seller-html.ts';
import type { CartLine } from '../../src/contract/api-types.ts';

/** The reply's shape is the storefront's contract (src/contract/api-types.ts). */
export type { CartLine };

export type Buyable = {
  productId: string; variantId: string; price: number; mrp: number; stock: number; color: string; size: string; images: string[];
  /** The product's own fields: checkout records them with the line, the bag shows them. */
  productName: string; productDesc: string; sellerId: string; storeName: string;
};

type ProductRow = typeof products.$inferSelect;
type VariantRow = typeof variants.$inferSelect;

/** A pair as it sells now: the variant's price, stock and look, or the product's own when it has none. */
function buyableOf(product: ProductRow, variant: VariantRow | null, variantId: string, storeName: string | null): Buyable {
  return {
    productId: product.id, variantId, productName: product.name, productDesc: product.description, sellerId: product.sellerUserId, storeName: storeName ?? '',
    price: variant?.price ?? product.sellingPrice,
    mrp: variant?.mrp ?? product.mrp,
    stock: variant?.quantity ?? product.stock,
    color: variant?.color ?? product.specs.color ?? '',
    size: variant?.size ?? product.specs.size ?? '',
    images: variant?.imgUrls.length ? variant.imgUrls : product.imgUrls,
  };
}

/** One query (every add to the bag and every order line asks), prepared: see findBuyable. */
const buyableQuery = perDatabase((db: Db) =>
  db
    .select({
      product: products,
      variant: variants,
      storeName: stores.storeName,
      hasVariants: sql<boolean>`exists (select 1 from ${variants} where ${variants.productId} = ${products.id})`,
    })
    .from(products)
    .leftJoin(variants, and(eq(variants.id, sql.placeholder('variantId')), eq(variants.productId, products.id)))
    .leftJoin(stores, eq(stores.id, products.sellerUserId))
    .where(eq(products.id, sql.placeholder('productId')))
    .prepare('find_buyable'),
);

/**
 * What a (product, variant) pair sells at now, or null when the pair does not exist: the product, the variant
 * when the pair names one, the store's name, and whether the product has variants at all (one sold with
 * variants is not buyable under its own id).
 */
export async function findBuyable(db: Db, productId: string, variantId: string): Promise<Buyable | null> {
  const [row] = await buyableQuery(db).execute({ productId, variantId });
  if (!row) return null;
  const ownId = variantId === productId;
  if (ownId ? row.hasVariants : !row.variant) return null;
  return buyableOf(row.product, row.variant, variantId, row.storeName);
}

type LineRow = Pick<typeof cartLines.$inferSelect, 'id' | 'variantId' | 'productId' | 'quantity' | 'addedPrice'>;

/** A bag line in the reply's shape, from the line and what its pair sells at now. */
function toCartLine(line: LineRow, b: Buyable): CartLine {
  return {
    id: line.id,
    variantId: line.variantId,
    productId: line.productId,
    quantity: line.quantity,
    addedPrice: line.addedPrice,
    Product: {
      SellerUserId: b.sellerId,
      storeName: b.storeName,
      productName: b.productName,
      productDesc: sellerHtml(b.productDesc),
      productSellingPrice: b.price,
      productMRP: b.mrp,
    },
    ProductVarient: { VarientImgUrl: b.images, VarientColor: b.color, VarientSize: b.size, VarientPrice: b.price, VarientMrp: b.mrp, VarientQuantity: b.stock },
  };
}

/**
 * The cart, in one query (every signed-in page reads it), prepared: the variant when the line has one (a
 * product sold without variants is its own variant id) and the seller's store name.
 */
const cartQuery = perDatabase((db: Db) =>
  db
    .select({ line: cartLines, product: products, variant: variants, storeName: stores.storeName })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .leftJoin(variants, and(eq(variants.id, cartLines.variantId), ne(cartLines.variantId, cartLines.productId)))
    .leftJoin(stores, eq(stores.id, products.sellerUserId))
    .where(eq(cartLines.userId, sql.placeholder('userId')))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id))
    .prepare('cart_of'),
);

export async function cartOf(db: Db, userId: string): Promise<CartLine[]> {
  const rows = await cartQuery(db).execute({ userId });
  return rows.map(({ line, product, variant, storeName }) => toCartLine(line, buyableOf(product, variant, line.variantId, storeName)));
}

/**
 * The add as one upsert, prepared (every add runs it): a new line, or the line's quantity plus the added one
 * where that stays within the cap (`capped`: refused otherwise, nothing returned), or stopping at the cap
 * (`clamped`: the login merge). Adding again means the shopper has seen the price now: the added price follows it.
 */
function prepareAdd(db: Db, clamp: boolean) {
  const summed = sql`${cartLines.quantity} + ${sql.placeholder('quantity')}`;
  const cap = sql.placeholder('cap');
  return db
    .insert(cartLines)
    .values({
      id: sql.placeholder('id'), userId: sql.placeholder('userId'), productId: sql.placeholder('productId'), variantId: sql.placeholder('variantId'),
      quantity: sql.placeholder('firstQuantity'), addedPrice: sql.placeholder('price'),
    })
    .onConflictDoUpdate({
      target: [cartLines.userId, cartLines.variantId],
      set: { quantity: clamp ? sql`least(${summed}, ${cap})` : summed, addedPrice: sql`excluded.added_price` },
      setWhere: clamp ? undefined : sql`${summed} <= ${cap}`,
    })
    .returning({ id: cartLines.id, variantId: cartLines.variantId, productId: cartLines.productId, quantity: cartLines.quantity, addedPrice: cartLines.addedPrice })
    .prepare(clamp ? 'cart_add_clamped' : 'cart_add_capped');
}
const cappedAdd = perDatabase((db: Db) => prepareAdd(db, false));
const clampedAdd = perDatabase((db: Db) => prepareAdd(db, true));

/** A successful add answers the line as it now is (built from the upsert and the pair it read: no read back). */
export type AddOutcome = { ok: true; line: CartLine } | { ok: false; status: 400 | 404; message: string };

/**
 * Adds to the line for that variant (creating it), never past 5 or past the stock. One upsert whose update
 * is conditional on the cap: adds of one variant arriving together (two tabs, two API processes) each count
 * or are refused, and none is lost or fails on the line's unique key. `clamp` (the login merge) stops at the cap.
 */
export async function addToCart(db: Db, userId: string, input: { productId: string; variantId: string; quantity: number }, clamp = false): Promise<AddOutcome> {
  const buyable = await findBuyable(db, input.productId, input.variantId);
  if (!buyable) return { ok: false, status: 404, message: 'Product not found' };
  if (buyable.stock <= 0) return { ok: false, status: 400, message: 'Variant out of stock' };
  const cap = Math.min(MAX_PER_PRODUCT, buyable.stock);
  const refusal = (quantity: number): AddOutcome => ({ ok: false, status: 400, message: quantity > MAX_PER_PRODUCT ? MAX_QUANTITY_WARNING : 'Not enough stock' });
  if (input.quantity > cap && !clamp) return refusal(input.quantity);
  const [line] = await (clamp ? clampedAdd : cappedAdd)(db).execute({
    id: crypto.randomUUID(), userId, productId: input.productId, variantId: input.variantId,
    quantity: input.quantity, firstQuantity: Math.min(input.quantity, cap), cap, price: buyable.price,
  });
  if (line) return { ok: true, line: toCartLine(line, buyable) };
  const [existing] = await db.select({ quantity: cartLines.quantity }).from(cartLines).where(and(eq(cartLines.userId, userId), eq(cartLines.variantId, input.variantId)));
  return refusal((existing?.quantity ?? 0) + input.quantity);
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
