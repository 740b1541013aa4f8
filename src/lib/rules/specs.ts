/**
 * Specification rows for the product table: every spec but size and colour, which the buy box shows as
 * choices (the base product's would contradict the variant chosen).
 */
import type { ProductSpecs } from '../api/types.ts';
import type { CatalogNameKind } from '../i18n/catalog-name-key.ts';

const CHOICES = new Set(['size', 'color']);

/** "careInstructions" -> "Care Instructions": a seller's own key, shown as written. */
export const specLabel = (key: string) => key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());

/** The specs whose values are the catalog's names, translated like the listing filters that share them. */
export const SPEC_VALUE_KINDS: Readonly<Record<string, CatalogNameKind>> = { style: 'category', material: 'material' };

/** The table's specs as [key, value], in the product's order. */
export function specificationEntries(specs: ProductSpecs): [string, string][] {
  return Object.entries(specs).filter(
    (entry): entry is [string, string] => !CHOICES.has(entry[0]) && typeof entry[1] === 'string' && entry[1] !== '',
  );
}

/** The same, each key as a readable English label (the product's structured data). */
export function specificationRows(specs: ProductSpecs): [string, string][] {
  return specificationEntries(specs).map(([key, value]) => [specLabel(key), value]);
}
