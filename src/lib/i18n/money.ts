/**
 * Rupees as each language writes them, through Intl: Latin digits and Indian grouping in both ("₹1,24,999.00"),
 * as Indian shopping sites print prices in Hindi too. Pure; src/lib/rules/price.ts keeps the English-only names
 * the code used before, with the same text. (Money and dates are two modules, each with its one importer, so the
 * browser build adds no chunk for them.)
 */
import type { Locale } from './locales.ts';

const made = new Map<string, Intl.NumberFormat>();
/** One formatter per language and kind, made the first time a page asks for it. */
const rupees = (locale: Locale, paise: 'if-any' | 'always') => {
  const key = `${locale} ${paise}`;
  const digits = paise === 'always' ? { minimumFractionDigits: 2 } : {};
  return (
    made.get(key) ??
    made
      .set(key, new Intl.NumberFormat(locale, { numberingSystem: 'latn', maximumFractionDigits: 2, ...digits }))
      .get(key)!
  );
};

/** "₹1,24,999" with Indian digit grouping; paise only when present. */
export const formatMoney = (amount: number, locale: Locale) => `₹${rupees(locale, 'if-any').format(amount)}`;

/** Always two decimals (wallet amounts, spec §3 Wallet): "₹1,250.00". */
export const formatMoneyExact = (amount: number, locale: Locale) => `₹${rupees(locale, 'always').format(amount)}`;
