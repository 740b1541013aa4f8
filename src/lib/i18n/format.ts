/**
 * Money and dates as each language writes them, through Intl. Both keep Latin digits and Indian grouping
 * ("₹1,24,999.00"), as Indian shopping sites do in Hindi too; a Hindi date names its month in Hindi
 * ("29 नवंबर 2026"), an English one keeps the spec's "Nov 29, 2026". Pure; src/lib/rules/price.ts and text.ts
 * are the English-only names the code used before, and give the same text.
 */
import type { Locale } from './locales.ts';

/** One formatter per language and kind, made the first time it is asked for. */
const cached = <T>(make: (locale: Locale) => T) => {
  const made = new Map<Locale, T>();
  return (locale: Locale) => made.get(locale) ?? made.set(locale, make(locale)).get(locale)!;
};

const rupees = cached((locale) => new Intl.NumberFormat(locale, { numberingSystem: 'latn', maximumFractionDigits: 2 }));
const rupeesExact = cached(
  (locale) =>
    new Intl.NumberFormat(locale, { numberingSystem: 'latn', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);

/** "₹1,24,999" with Indian digit grouping; paise only when present. */
export const formatMoney = (amount: number, locale: Locale) => `₹${rupees(locale).format(amount)}`;

/** Always two decimals (wallet amounts, spec §3 Wallet): "₹1,250.00". */
export const formatMoneyExact = (amount: number, locale: Locale) => `₹${rupeesExact(locale).format(amount)}`;

/** The calendar day in India (shoppers are in India: a late-evening order is not dated tomorrow or yesterday). */
const indiaDay = cached(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      timeZone: 'Asia/Kolkata',
      numberingSystem: 'latn',
      day: 'numeric',
      // Hindi's short months read "सित॰"; the whole name is what Hindi shopping sites print.
      month: locale === 'en-IN' ? 'short' : 'long',
      year: 'numeric',
    }),
);

/** A day in India time: "Nov 3, 2026" in English, "3 नवंबर 2026" in Hindi; '' for an unreadable date. */
export function formatDay(input: string | number | Date, locale: Locale): string {
  const date = new Date(input);
  if (Number.isNaN(date.getTime())) return '';
  if (locale !== 'en-IN') return indiaDay(locale).format(date);
  const parts = Object.fromEntries(
    indiaDay(locale)
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  // en-IN orders the parts "5 Nov 2026" and shortens September to "Sept": the spec's format is "Sep 5, 2026".
  return `${parts.month!.slice(0, 3)} ${parts.day}, ${parts.year}`;
}
