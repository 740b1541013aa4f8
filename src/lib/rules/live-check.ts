/**
 * Whether the static buy box is still right: the variant it shows (or the one the URL asks for) must have
 * the same price, MRP and stock state (in stock or not, and any "Only N left") in the live data. If not,
 * the island is hydrated at once.
 */
import type { ProductDetail } from '../api/types.ts';
import { initialSelection, stockNote, variantOptions } from './variants.ts';

export type ShownVariant = { variantId: string; sellingPrice: number; MRP: number; stock: number };

export function shownVariant(
  detail: Pick<ProductDetail, 'product' | 'varient'>,
  variantId?: string | null,
): ShownVariant | null {
  const selected = initialSelection(variantOptions(detail.product, detail.varient), variantId);
  return (
    selected && {
      variantId: selected.variantId,
      sellingPrice: selected.sellingPrice,
      MRP: selected.MRP,
      stock: selected.stock,
    }
  );
}

export function staticIsStale(shownStatically: ShownVariant, live: ShownVariant | null): boolean {
  if (!live) return false;
  return (
    live.variantId !== shownStatically.variantId ||
    live.sellingPrice !== shownStatically.sellingPrice ||
    live.MRP !== shownStatically.MRP ||
    live.stock > 0 !== shownStatically.stock > 0 ||
    stockNote(live.stock) !== stockNote(shownStatically.stock)
  );
}
