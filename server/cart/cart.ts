/**
 * The signed-in shopper's cart. Every read and write is scoped to the user id from the token.
 * A line's variant is a variant row, or the product itself when it is sold without variants.
 */
import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { preparedStatement } from '../db/per-database.ts';
import { cartLines } from '../db/schema.ts';
import { MAX_PER_PRODUCT, MAX_QUANTITY_WARNING } from '../../src/lib/rules/limits.ts';
import { sellerHtml } from '../catalog/seller-html.ts';
import type { CartLine } from '../reply-schemas/orders.ts';

/** The reply's shape is the API's reply schema (server/reply-schemas/orders.ts), which the storefront's types are generated from. */
export type { CartLine };

export type Buyable = {
  productId: string;
  variantId: string;
  price: number;
  mrp: number;
  stock: number;
  color: string;
  size: string;
  images: string[];
  /** The product's own fields: checkout records them with the line, the bag shows them. */
  productName: string;
  productDesc: string;
  sellerId: string;
  storeName: string;
  /** The product's category and style: its goods' HSN code and GST rate follow from them (rules/gst.ts). */
  categoryId: string;
  style: string | null;
};

/**
 * What a pair sells at now, as columns over `products p`, `variants v` (no row when the line is the product
 * itself) and `stores s`: the variant's price, stock and look, or the product's own when it has none. The
 * one definition, for the pair lookup, the add and the cart read.
 */
const SELLING = sql.raw(`
  p.id as "productId", p.name as "productName", p.description as "productDesc", p.seller_user_id as "sellerId",
  p.category_id as "categoryId", p.specs->>'style' as style, coalesce(s.store_name, '') as "storeName",
  coalesce(v.price, p.selling_price) as price, coalesce(v.mrp, p.mrp) as mrp, coalesce(v.quantity, p.stock) as stock,
  coalesce(v.color, p.specs->>'color', '') as color, coalesce(v.size, p.specs->>'size', '') as size,
  case when jsonb_array_length(v.img_urls) > 0 then v.img_urls else p.img_urls end as images`);

/**
 * The pair (product, variant) as it sells now, when it exists: the variant must be the product's, and a
 * product sold with variants is not buyable under its own id.
 */
const PAIR = sql`
  select ${SELLING}
  from products p
  left join variants v on v.id = ${sql.placeholder('variantId')} and v.product_id = p.id
  left join stores s on s.id = p.seller_user_id
  where p.id = ${sql.placeholder('productId')}
    and case when p.id = ${sql.placeholder('variantId')} then not exists (select 1 from variants x where x.product_id = p.id) else v.id is not null end`;

type PairRow = Omit<Buyable, 'variantId'>;
/** Every add to the bag and every order line asks: one query, prepared. */
const pairQuery = preparedStatement<PairRow>('find_buyable', PAIR);

/** What a (product, variant) pair sells at now, or null when the pair does not exist. */
export async function findBuyable(db: Db, productId: string, variantId: string): Promise<Buyable | null> {
  const [row] = await pairQuery(db)({ productId, variantId });
  return row ? { ...row, variantId } : null;
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
    ProductVarient: {
      VarientImgUrl: b.images,
      VarientColor: b.color,
      VarientSize: b.size,
      VarientPrice: b.price,
      VarientMrp: b.mrp,
      VarientQuantity: b.stock,
    },
  };
}

/** The cart in one query (every signed-in page reads it), prepared, oldest line first. */
const cartQuery = preparedStatement<PairRow & { line: LineRow }>(
  'cart_of',
  sql`
    select ${SELLING},
      json_build_object('id', c.id, 'variantId', c.variant_id, 'productId', c.product_id, 'quantity', c.quantity, 'addedPrice', c.added_price) as line
    from cart_lines c
    join products p on p.id = c.product_id
    left join variants v on v.id = c.variant_id and c.variant_id <> c.product_id
    left join stores s on s.id = p.seller_user_id
    where c.user_id = ${sql.placeholder('userId')}
    order by c.created_at, c.id`,
);

export async function cartOf(db: Db, userId: string): Promise<CartLine[]> {
  const rows = await cartQuery(db)({ userId });
  return rows.map(({ line, ...pair }) => toCartLine(line, { ...pair, variantId: line.variantId }));
}

/**
 * The add as one statement, prepared (every add runs it): the pair as it sells now; when it has stock and the
 * quantity fits its cap (5, or the stock when lower), a new line or the line's quantity plus the added one
 * where that stays within the cap (`capped`: refused otherwise, no line answered) or stopping at the cap
 * (`clamped`: the login merge); and the line's quantity before, for the refusal's words. Adding again means
 * the shopper has seen the price now: the added price follows it. A new line's time is the clock's, not the
 * transaction's, so the lines one merge adds keep the order the bag had them in (the cart is read oldest first).
 */
function addStatement(clamp: boolean) {
  const summed = sql.raw('cart_lines.quantity + excluded.quantity');
  return sql`
    with pair as (${PAIR}),
    fits as (
      select price, least(${MAX_PER_PRODUCT}, stock) as cap from pair
      where stock > 0 ${clamp ? sql`` : sql`and ${sql.placeholder('quantity')}::int <= least(${MAX_PER_PRODUCT}, stock)`}
    ),
    added as (
      insert into cart_lines (id, user_id, product_id, variant_id, quantity, added_price, created_at)
      select ${sql.placeholder('id')}, ${sql.placeholder('userId')}, ${sql.placeholder('productId')}, ${sql.placeholder('variantId')}, least(${sql.placeholder('quantity')}::int, cap), price, clock_timestamp() from fits
      on conflict (user_id, variant_id) do update
        set quantity = ${clamp ? sql`least(${summed}, (select cap from fits))` : summed}, added_price = excluded.added_price
        ${clamp ? sql`` : sql`where ${summed} <= (select cap from fits)`}
      returning json_build_object('id', id, 'variantId', variant_id, 'productId', product_id, 'quantity', quantity, 'addedPrice', added_price) as line
    ),
    held as (select quantity from cart_lines where user_id = ${sql.placeholder('userId')} and variant_id = ${sql.placeholder('variantId')})
    select pair.*, added.line, held.quantity as held from pair left join added on true left join held on true`;
}
type AddRow = PairRow & { line: LineRow | null; held: number | null };
const cappedAdd = preparedStatement<AddRow>('cart_add_capped', addStatement(false));
const clampedAdd = preparedStatement<AddRow>('cart_add_clamped', addStatement(true));

/** A successful add answers the line as it now is (from the statement: no read back). */
export type AddOutcome = { ok: true; line: CartLine } | { ok: false; status: 400 | 404; message: string };

/**
 * Adds to the line for that variant (creating it), never past 5 or past the stock. One statement whose
 * update is conditional on the cap: adds of one variant arriving together (two tabs, two API processes) each
 * count or are refused, and none is lost or fails on the line's unique key. `clamp` (the login merge) stops at the cap.
 */
export async function addToCart(
  db: Db,
  userId: string,
  input: { productId: string; variantId: string; quantity: number },
  clamp = false,
): Promise<AddOutcome> {
  const [row] = await (clamp ? clampedAdd : cappedAdd)(db)({
    id: crypto.randomUUID(),
    userId,
    productId: input.productId,
    variantId: input.variantId,
    quantity: input.quantity,
  });
  if (!row) return { ok: false, status: 404, message: 'Product not found' };
  const { line, held, ...pair } = row;
  if (line) return { ok: true, line: toCartLine(line, { ...pair, variantId: input.variantId }) };
  if (pair.stock <= 0) return { ok: false, status: 400, message: 'Variant out of stock' };
  // Refused: the quantity alone is over the cap, or with what the line holds (read in the same statement).
  const asked = input.quantity > Math.min(MAX_PER_PRODUCT, pair.stock) ? input.quantity : (held ?? 0) + input.quantity;
  return { ok: false, status: 400, message: asked > MAX_PER_PRODUCT ? MAX_QUANTITY_WARNING : 'Not enough stock' };
}

/** Sets a line's quantity (1 to 5, checked by the route's schema), never above the stock now. */
export async function setLineQuantity(
  db: Db,
  userId: string,
  lineId: string,
  quantity: number,
): Promise<'ok' | 'missing' | 'over-stock'> {
  const [line] = await db
    .select()
    .from(cartLines)
    .where(and(eq(cartLines.id, lineId), eq(cartLines.userId, userId)));
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
