/**
 * The My Cart drawer's rules (shopper-core §2 My Cart drawer, §5 Cart quantity, §9): one shape for a server
 * cart line and a visitor's bag line, the stepper's limits, what changed since a line was added, and the
 * drawer's totals. Pure: the drawer island wires these to the stores.
 */
import type { CartLine, Product, Varient } from '../api/types.ts';
import type { BagLine } from './bag.ts';
import { MAX_PER_PRODUCT, MAX_QUANTITY_WARNING } from './limits.ts';
import { savingsAgainstMrp, subtotal } from './pricing.ts';
import { formatRupees } from './price.ts';

/** A line as the drawer shows it, from the server cart or the visitor's bag. */
export type DrawerLine = {
  id: string;
  productId: string;
  variantId: string;
  /** The store, for a link to the product page; a visitor's bag does not keep it. */
  sellerId: string | null;
  name: string;
  /** Seller HTML (the island shows its plain text). */
  description: string;
  image: string | null;
  color: string;
  size: string;
  /** The price now (the server's wins). */
  price: number;
  mrp: number;
  quantity: number;
  /** Units left now; null while a visitor's line has not been checked against the live product yet. */
  stock: number | null;
  /** The selling price when the line was added; null when unknown. */
  addedPrice: number | null;
};

export function fromCartLine(line: CartLine): DrawerLine {
  return {
    id: line.id,
    productId: line.productId,
    variantId: line.variantId,
    sellerId: line.Product.SellerUserId,
    name: line.Product.productName,
    description: line.Product.productDesc,
    image: line.ProductVarient.VarientImgUrl[0] ?? null,
    color: line.ProductVarient.VarientColor,
    size: line.ProductVarient.VarientSize,
    price: line.Product.productSellingPrice,
    mrp: line.Product.productMRP,
    quantity: line.quantity,
    stock: line.ProductVarient.VarientQuantity,
    addedPrice: line.addedPrice ?? null,
  };
}

/** What the live product says about a visitor's line now (GET product/{id}); null when the variant is gone. */
export type LiveVariant = { price: number; mrp: number; stock: number };

/**
 * The live price, MRP and stock of one variant of a product: the variant row, or the base product when the
 * line is the product itself (sold without that variant). A plain look-up, so the drawer's chunk carries no
 * variant-selection rules.
 */
export function liveVariant(detail: { product: Product; varient: Varient[] }, variantId: string): LiveVariant | null {
  const variant = detail.varient.find((v) => v.id === variantId);
  if (variant) return { price: variant.VarientPrice, mrp: variant.VarientMrp, stock: variant.VarientQuantity };
  const { product } = detail;
  return product.id === variantId
    ? { price: product.productSellingPrice, mrp: product.productMRP, stock: product.productStock }
    : null;
}

/** What the drawer learnt about a visitor's line from the live product: the stock, and the price it was kept at when that changed. */
export type BagLineCheck = { stock: number; priceWas: number | null };

/**
 * A visitor's line checked against the live product: the line with the live price and MRP (the server's
 * price wins; null when nothing changed) and what to say about it.
 */
export function checkBagLine(
  line: BagLine,
  live: LiveVariant | null,
): { repriced: BagLine | null; check: BagLineCheck } {
  if (!live) return { repriced: null, check: { stock: 0, priceWas: null } };
  const kept = line.product;
  const changed = kept.productSellingPrice !== live.price || kept.productMRP !== live.mrp;
  return {
    repriced: changed ? { ...line, product: { ...kept, productSellingPrice: live.price, productMRP: live.mrp } } : null,
    check: { stock: live.stock, priceWas: kept.productSellingPrice !== live.price ? kept.productSellingPrice : null },
  };
}

/** A visitor's line as the drawer shows it; with the check once the live product has answered. */
export function fromBagLine(line: BagLine, check?: BagLineCheck): DrawerLine {
  return {
    id: line.id,
    productId: line.productId,
    variantId: line.variantId,
    sellerId: null,
    name: line.product.productName,
    description: line.product.productDesc,
    image: line.product.productImgUrls[0] ?? null,
    color: line.color,
    size: line.size,
    price: line.product.productSellingPrice,
    mrp: line.product.productMRP,
    quantity: line.quantity,
    stock: check?.stock ?? null,
    addedPrice: check?.priceWas ?? null,
  };
}

/** What one tap on the line's stepper does. */
export type LineStep = { action: 'set'; quantity: number } | { action: 'remove' } | { action: 'warn'; warning: string };

/**
 * The cart stepper (§5): plus at 5 warns 'Max quantity is 5 for one product.'; plus at the stock warns
 * "Only N left" (ours); minus at 1 removes the line. A line above the stock (it dropped) can always go down.
 */
export function lineStep(quantity: number, delta: 1 | -1, stock: number | null): LineStep {
  if (delta < 0) return quantity <= 1 ? { action: 'remove' } : { action: 'set', quantity: quantity - 1 };
  if (quantity >= MAX_PER_PRODUCT) return { action: 'warn', warning: MAX_QUANTITY_WARNING };
  if (stock !== null && quantity >= stock)
    return { action: 'warn', warning: stock > 0 ? `Only ${stock} left` : 'Variant out of stock' };
  return { action: 'set', quantity: quantity + 1 };
}

/** What changed since the line was added: the price either way, or the stock now below the line's quantity. */
export type LineChange =
  | { kind: 'price'; way: 'dropped' | 'went up'; from: number; to: number }
  | { kind: 'sold-out' }
  | { kind: 'fewer'; left: number };

/** What changed since the line was added (the price now is what checkout charges); the drawer words each one. */
export function lineChanges(line: Pick<DrawerLine, 'price' | 'addedPrice' | 'stock' | 'quantity'>): LineChange[] {
  const changes: LineChange[] = [];
  if (line.addedPrice !== null && line.addedPrice !== line.price) {
    const way = line.price < line.addedPrice ? 'dropped' : 'went up';
    changes.push({ kind: 'price', way, from: line.addedPrice, to: line.price });
  }
  if (line.stock !== null) {
    if (line.stock <= 0) changes.push({ kind: 'sold-out' });
    else if (line.stock < line.quantity) changes.push({ kind: 'fewer', left: line.stock });
  }
  return changes;
}

/** The same in English, as the drawer's English catalog words them (messages/bag). */
export function lineNotes(line: Pick<DrawerLine, 'price' | 'addedPrice' | 'stock' | 'quantity'>): string[] {
  return lineChanges(line).map((change) => {
    if (change.kind === 'price')
      return `Price ${change.way} from ${formatRupees(change.from)} to ${formatRupees(change.to)} since you added it`;
    if (change.kind === 'sold-out') return 'Sold out now: remove it to check out';
    return `Only ${change.left} left now: lower the quantity to ${change.left}`;
  });
}

/** The drawer's totals: subtotal at today's prices and the saving against MRP. */
export function drawerTotals(lines: Pick<DrawerLine, 'price' | 'mrp' | 'quantity'>[]): {
  subtotal: number;
  saving: number;
  units: number;
} {
  const priced = lines.map((l) => ({ price: l.price, mrp: l.mrp, quantity: l.quantity }));
  return {
    subtotal: subtotal(priced),
    saving: savingsAgainstMrp(priced),
    units: priced.reduce((sum, l) => sum + l.quantity, 0),
  };
}
