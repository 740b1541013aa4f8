/** Size ordering from spec §3: XXS, XS, S/Small, M/Medium, L/Large, XL, XXL/2XL, XXXL/3XL ... 7XL; numbers by value. */

const LETTER_RANK: Record<string, number> = {
  XXS: 0, XS: 1, S: 2, SMALL: 2, M: 3, MEDIUM: 3, L: 4, LARGE: 4, XL: 5,
  XXL: 6, '2XL': 6, XXXL: 7, '3XL': 7, '4XL': 8, '5XL': 9, '6XL': 10, '7XL': 11,
};

/** Numeric sizes first by value, then letter sizes in garment order, then anything else alphabetically. */
function sizeKey(size: string): [number, number, string] {
  const normal = size.trim().toUpperCase();
  const numeric = Number.parseFloat(normal);
  if (/^\d+(\.\d+)?/.test(normal) && Number.isFinite(numeric)) return [0, numeric, normal];
  if (normal in LETTER_RANK) return [1, LETTER_RANK[normal]!, normal];
  return [2, 0, normal];
}

export function compareSizes(a: string, b: string): number {
  const [groupA, rankA, textA] = sizeKey(a);
  const [groupB, rankB, textB] = sizeKey(b);
  return groupA - groupB || rankA - rankB || textA.localeCompare(textB);
}

/** Distinct sizes in display order. */
export function orderSizes(sizes: Iterable<string>): string[] {
  return [...new Set(sizes)].sort(compareSizes);
}
