/** Specification rows for the product table: every spec but the ones the picker shows as choices. */
import type { ProductSpecs } from '../api/types.ts';

const label = (key: string) => key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());

export function specificationRows(specs: ProductSpecs): [string, string][] {
  return Object.entries(specs)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')
    .map(([key, value]) => [label(key), value]);
}
