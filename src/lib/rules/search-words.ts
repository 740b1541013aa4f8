/**
 * What the results page says about the query's own words (docs/decisions/search.md): the colour a colour word
 * filters by (a chip the shopper can remove), "No red kurtas; kurtas in other colours" when no product has it,
 * and "No sarees yet" for a kind of product the store has none of. Pure.
 */
import { parseSearchQuery, type PriceRange } from './search-query.ts';
import { isDevanagari } from './search-text.ts';
import { formatRupees } from './price.ts';

/** A colour word as the (English) page says it: "red" for लाल, the shopper's word otherwise ("maroon"). */
const colourWord = (word: string) => (isDevanagari(word) ? parseSearchQuery(word).colors[0]!.toLowerCase() : word);

/** Plurals the simple rule gets wrong, or that read better spelled out. */
const PLURALS: Record<string, string> = { tshirt: 't-shirts', jean: 'jeans', short: 'shorts', coord: 'co-ords' };

/** A word or phrase in the plural, for a sentence: kurta → kurtas, watch → watches, jean → jeans. */
export function pluralOf(phrase: string): string {
  const words = phrase.split(' ');
  const last = words.pop()!;
  const plural =
    PLURALS[last] ??
    (/(ss|x|z|ch|sh)$/.test(last)
      ? `${last}es`
      : last.endsWith('s')
        ? last
        : /[^aeiou]y$/.test(last)
          ? `${last.slice(0, -1)}ies`
          : `${last}s`);
  return [...words, plural].join(' ');
}

/**
 * The colour chips: the colours the query's words filter by ("red frock": Red), as the API applies them; none
 * while colours are chosen in the filters (the shopper's choice stands), nor for a query of colours alone
 * ("red": removing it would leave nothing to search). Known from the address, so a chip shows at once.
 */
export function wordColours(q: string, chosen: readonly string[]): string[] {
  const { colors, groups } = parseSearchQuery(q);
  return chosen.length || !groups.length ? [] : colors;
}

/** "red kurta" with no red kurta: "No red kurtas; kurtas in other colours". */
export function otherColoursText(q: string): string {
  const { colourWords, groups } = parseSearchQuery(q);
  const words = pluralOf(groups.map((g) => g[0]!).join(' '));
  return `No ${[...colourWords.map(colourWord), words].join(' ')}; ${words} in other colours`;
}

/** A kind of product the store has none of: "No sarees yet". */
export function missingText(kind: string): string {
  return `No ${pluralOf(kind)} yet`;
}

/**
 * The query's price words left nothing, though its words match ("kurta 500 se kam", every kurta dearer): "No
 * kurtas under ₹500", "No kurtas over ₹3,000", "No kurtas from ₹1,000 to ₹2,000". The nearest prices are listed
 * under it.
 */
export function nearestPricesText(q: string): string {
  const { colourWords, groups, price } = parseSearchQuery(q);
  const words = [...colourWords.map(colourWord), pluralOf(groups.map((g) => g[0]!).join(' '))].join(' ');
  const { min, max } = price ?? { min: null, max: null };
  const range =
    min !== null && max !== null
      ? `from ${formatRupees(min)} to ${formatRupees(max)}`
      : max !== null
        ? `under ${formatRupees(max)}`
        : `over ${formatRupees(min ?? 0)}`;
  return `No ${words} ${range}`;
}

/**
 * The query's colour and product words for a sentence about it, two ways: as English says them ("red",
 * "kurtas", what the texts above use) and as the shopper typed them ("लाल", "कुर्ता"), and its price words'
 * range. A Hindi sentence uses the shopper's own words: no rule makes a Hindi plural, and an English "kurtas"
 * would read wrong in it.
 */
export function sentenceWords(q: string): {
  english: { colours: string[]; things: string };
  typed: { colours: string[]; things: string };
  price: PriceRange | null;
} {
  const { colourWords, groups, said, typed, price } = parseSearchQuery(q);
  return {
    price,
    english: { colours: colourWords.map(colourWord), things: pluralOf(groups.map((g) => g[0]!).join(' ')) },
    typed: {
      colours: colourWords,
      things: typed.filter((_, index) => !colourWords.includes(said[index]!)).join(' '),
    },
  };
}
