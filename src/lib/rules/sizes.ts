/** Size ordering from spec §3: XXS, XS, S/Small, M/Medium, L/Large, XL, XXL/2XL, XXXL/3XL ... 7XL; numeric sizes by number. */

const LETTER_RANK: Record<string, number> = {
  XXS: 0,
  XS: 1,
  S: 2,
  SMALL: 2,
  M: 3,
  MEDIUM: 3,
  L: 4,
  LARGE: 4,
  XL: 5,
  XXL: 6,
  '2XL': 6,
  XXXL: 7,
  '3XL': 7,
  '4XL': 8,
  '5XL': 9,
  '6XL': 10,
  '7XL': 11,
};

/**
 * Letter sizes by garment order (checked first: "3XL" is a letter size), then age ranges by months
 * ("0-6M" before "1-2Y"), then plain numbers and measures by value ("28", "2.4", "50 ml"), then the rest.
 */
function sizeKey(size: string): [number, number, string] {
  const normal = size.trim().toUpperCase();
  if (normal in LETTER_RANK) return [1, LETTER_RANK[normal]!, normal];
  const age = /^(\d+)\s*-\s*\d+\s*([MY])$/.exec(normal);
  if (age) return [0, Number(age[1]) * (age[2] === 'Y' ? 12 : 1), normal];
  const measure = /^(\d+(?:\.\d+)?)\s*[A-Z]*$/.exec(normal);
  if (measure) return [0, Number(measure[1]), normal];
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
