/**
 * Specification rows for the product table: every spec but size and colour, which the buy box shows as
 * choices (the base product's would contradict the variant chosen).
 */
import type { ProductSpecs } from '../api/types.ts';

const CHOICES = new Set(['size', 'color']);

const label = (key: string) => key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());

export function specificationRows(specs: ProductSpecs): [string, string][] {
  return Object.entries(specs)
    .filter(
      (entry): entry is [string, string] => !CHOICES.has(entry[0]) && typeof entry[1] === 'string' && entry[1] !== '',
    )
    .map(([key, value]) => [label(key), value]);
}
