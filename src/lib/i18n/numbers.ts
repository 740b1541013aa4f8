/**
 * Counts as each language writes them beside words ("Showing 24 of 1,250"): Indian grouping and Latin digits in
 * both, as money is (docs/decisions/i18n.md, "Numbers, plurals and dates"). Pure.
 */
import type { Locale } from './locales.ts';

const made = new Map<Locale, Intl.NumberFormat>();

/** 1250 -> "1,250"; 124999 -> "1,24,999". */
export const formatCount = (count: number, locale: Locale): string =>
  (
    made.get(locale) ??
    made.set(locale, new Intl.NumberFormat(locale, { numberingSystem: 'latn', maximumFractionDigits: 0 })).get(locale)!
  ).format(count);
