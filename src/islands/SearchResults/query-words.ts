/**
 * What the results page says about the query's own words, in the page's language: "No red kurtas; kurtas in
 * other colours", "No sarees yet", "No kurtas under ₹500" (src/lib/rules/search-words.ts says the same in
 * English). English names the words as its rules pluralise them; another language uses the shopper's own words.
 */
import { pluralOf, sentenceWords } from '../../lib/rules/search-words.ts';
import { formatMoney } from '../../lib/i18n/money.ts';
import { BASE_LOCALE, type Locale } from '../../lib/i18n/locales.ts';
import type { Relaxed } from '../shared/words.tsx';

type Words = Relaxed<typeof import('./SearchResults.words.en-IN.ts')>;

export function queryWords(t: Words, locale: Locale, q: string) {
  const parsed = sentenceWords(q);
  const own = locale === BASE_LOCALE ? parsed.english : parsed.typed;
  const words = [...own.colours, own.things].filter(Boolean).join(' ');
  return {
    /** No product has the query's colour: the other colours are listed. */
    otherColours: () => t.search_other_colours({ words, things: own.things }),
    /** A kind of product (the reply's English word) no store has. */
    missing: (kind: string) =>
      t.search_missing({ things: locale === BASE_LOCALE ? pluralOf(kind) : own.things || kind }),
    /** The query's price words left nothing, though its words match: the nearest prices are listed. */
    nearestPrices: () => {
      const { min, max } = parsed.price ?? { min: null, max: null };
      const money = (amount: number) => formatMoney(amount, locale);
      if (min !== null && max !== null) return t.search_nearest_between({ words, min: money(min), max: money(max) });
      if (max !== null) return t.search_nearest_under({ words, max: money(max) });
      return t.search_nearest_over({ words, min: money(min ?? 0) });
    },
  };
}
