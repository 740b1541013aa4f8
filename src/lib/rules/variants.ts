/**
 * Variant selection (spec shopper-core §4, stores-and-social §4): colours narrow sizes, the size is kept when
 * offered in the new colour else the last size is taken, price/MRP/stock/id/images follow the choice, and
 * quantity resets to 1. A product without variants is one variant taken from its own specs.
 */
import type { Product, Varient } from '../api/types.ts';
import { orderSizes } from './sizes.ts';
import { MAX_PER_PRODUCT, MAX_QUANTITY_WARNING } from './limits.ts';

export type VariantOption = {
  variantId: string;
  color: string;
  size: string;
  sellingPrice: number;
  MRP: number;
  /** Units in stock. */
  stock: number;
  images: string[];
};

/** The shopper's choice: an option plus the quantity in the stepper (stock is the option's units). */
export type SelectedVariant = VariantOption & { quantity: number };

/** The base product as an option, from its own specs. */
function baseOption(product: Product): VariantOption {
  return {
    variantId: product.id,
    color: product.productSpecs.color ?? '',
    size: product.productSpecs.size ?? '',
    sellingPrice: product.productSellingPrice,
    MRP: product.productMRP,
    stock: product.productStock,
    images: product.productImgUrls,
  };
}

/**
 * Every buyable combination. Variants win over the base product for the same colour and size (a variant id
 * is what the cart stores); the base product counts only for a combination no variant covers.
 */
export function variantOptions(product: Product, varients: Varient[]): VariantOption[] {
  const options: VariantOption[] = varients.map((v) => ({
    variantId: v.id,
    color: v.VarientColor,
    size: v.VarientSize,
    sellingPrice: v.VarientPrice,
    MRP: v.VarientMrp,
    stock: v.VarientQuantity,
    images: v.VarientImgUrl.length > 0 ? v.VarientImgUrl : product.productImgUrls,
  }));
  const base = baseOption(product);
  if (!options.some((o) => o.color === base.color && o.size === base.size)) options.unshift(base);
  return options;
}

/** Colours in first-seen order. */
export function colorsOf(options: VariantOption[]): string[] {
  return [...new Set(options.map((o) => o.color).filter(Boolean))];
}

/** Sizes offered in a colour, in size order. */
export function sizesFor(options: VariantOption[], color: string): string[] {
  return orderSizes(
    options
      .filter((o) => o.color === color)
      .map((o) => o.size)
      .filter(Boolean),
  );
}

/** Sizes of a colour with no stock. */
export function soldOutSizes(options: VariantOption[], color: string): string[] {
  return options.filter((o) => o.color === color && o.size && o.stock <= 0).map((o) => o.size);
}

function toSelected(option: VariantOption): SelectedVariant {
  return { ...option, quantity: 1 };
}

/** Opening choice: the requested variant when it exists, else the first in-stock option, else the first. */
export function initialSelection(options: VariantOption[], variantId?: string | null): SelectedVariant | null {
  const chosen = options.find((o) => o.variantId === variantId) ?? options.find((o) => o.stock > 0) ?? options[0];
  return chosen ? toSelected(chosen) : null;
}

/** Choosing a colour: keep the size if that colour offers it, else the last listed size; quantity back to 1. */
export function selectColor(options: VariantOption[], current: SelectedVariant, color: string): SelectedVariant {
  const sizes = sizesFor(options, color);
  const size = sizes.includes(current.size) ? current.size : (sizes.at(-1) ?? '');
  const match = options.find((o) => o.color === color && o.size === size);
  return match ? toSelected(match) : current;
}

/** Choosing a size within the current colour; quantity back to 1. */
export function selectSize(options: VariantOption[], current: SelectedVariant, size: string): SelectedVariant {
  const match = options.find((o) => o.color === current.color && o.size === size);
  return match ? toSelected(match) : current;
}

export type QuantityStep = { quantity: number; warning: string | null };

/**
 * The stepper: minus never below 0. The spec shows no upper bound; ours is the per-product maximum (5,
 * warned as the cart warns) and the stock (warned with what is left), so a shopper never picks a
 * quantity the bag would refuse.
 */
export function stepQuantity(quantity: number, delta: 1 | -1, stock = Number.POSITIVE_INFINITY): QuantityStep {
  if (delta < 0) return { quantity: Math.max(0, quantity - 1), warning: null };
  if (quantity >= MAX_PER_PRODUCT) return { quantity, warning: MAX_QUANTITY_WARNING };
  if (quantity >= stock) return { quantity, warning: stockNote(stock) };
  return { quantity: quantity + 1, warning: null };
}

/** Few enough units left to say so beside the buy button. */
export const LOW_STOCK = 5;

/** "Only 3 left" for a low stock, nothing for plenty or none ("Out of stock!" replaces the stepper then). */
export function stockNote(stock: number): string | null {
  return stock > 0 && stock <= LOW_STOCK ? `Only ${stock} left` : null;
}

/** Why a bag line of `total` units cannot be kept: over 5, or over the stock; null when it can. */
export function bagLineWarning(total: number, stock: number): string | null {
  if (total > MAX_PER_PRODUCT) return MAX_QUANTITY_WARNING;
  if (total > stock) return stockNote(stock) ?? 'Variant out of stock';
  return null;
}

/** The live data's version of a selection: fresh price, MRP, stock and images, the shopper's quantity. */
export function refreshSelection(options: VariantOption[], current: SelectedVariant): SelectedVariant | null {
  const fresh = options.find((o) => o.variantId === current.variantId);
  return fresh ? { ...fresh, quantity: current.quantity } : null;
}

export type AddToBagCheck = { ok: true } | { ok: false; warning: 'Variant out of stock' | 'Add quantity first' };

/** Add To Bag checks in the spec's order: stock first, then quantity. */
export function checkAddToBag(selected: Pick<SelectedVariant, 'stock' | 'quantity'>): AddToBagCheck {
  if (selected.stock <= 0) return { ok: false, warning: 'Variant out of stock' };
  if (selected.quantity <= 0) return { ok: false, warning: 'Add quantity first' };
  return { ok: true };
}
