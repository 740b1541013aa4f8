/** How far a typed word is from a known one, and how far search forgives (docs/decisions/search.md, Typos). Pure. */

/** Typos forgiven in a word, as the leading engines do: none under 4 letters, one up to 7, two from 8. */
export function allowedTypos(word: string): number {
  const n = Array.from(word).length;
  return n < 4 ? 0 : n <= 7 ? 1 : 2;
}

/** Edits between two words: insertions, deletions, substitutions and swaps of neighbours each count one. */
export function editDistance(a: string, b: string): number {
  const x = Array.from(a);
  const y = Array.from(b);
  const d = Array.from({ length: x.length + 1 }, (_, i) =>
    Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1])
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[x.length]![y.length]!;
}

/** Whether a catalog word is the shopper's word with no more typos than allowedTypos forgives. */
export function isTypoOf(typed: string, catalogWord: string): boolean {
  return typed !== catalogWord && editDistance(typed, catalogWord) <= allowedTypos(typed);
}

/**
 * editDistance when it is at most `max`, else max + 1, for strings of one UTF-16 unit per character (Devanagari,
 * Latin): three rows of numbers, stopped as soon as a whole row is past `max`. Compares a typed word with a
 * few hundred listed words on each keystroke without building a table for each.
 */
export function editDistanceUpTo(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = new Int32Array(b.length + 1);
  let previous = Int32Array.from({ length: b.length + 1 }, (_, j) => j);
  let current = new Int32Array(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1))
        d = Math.min(d, before[j - 2]! + 1);
      current[j] = d;
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[b.length]!, max + 1);
}
