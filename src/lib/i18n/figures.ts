/**
 * The money and days that order screens print, in the page's language: the same rules as the English-only
 * `money` (rules/breakdown.ts) and `deliveryDayText` (rules/delivery.ts), which these give back word for word in
 * English. Pure.
 */
import { deliveryDayText } from '../rules/delivery.ts';
import { formatMoney, formatMoneyExact } from './money.ts';
import type { Locale } from './locales.ts';

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Whole rupees without paise, else two decimals: "₹1,599", "₹12.50" (Latin digits, Indian grouping). */
export const moneyText = (n: number, locale: Locale) =>
  Number.isInteger(round2(n)) ? formatMoney(round2(n), locale) : formatMoneyExact(n, locale);

const hindiDay = new Intl.DateTimeFormat('hi-IN', {
  timeZone: 'UTC',
  numberingSystem: 'latn',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});

/** A promised day, 'YYYY-MM-DD': "Tue, 1 Dec" in English, "मंगलवार, 1 दिसंबर" in Hindi; '' for anything else. */
export function deliveryDay(day: string | null | undefined, locale: Locale): string {
  const english = deliveryDayText(day);
  if (!english || locale === 'en-IN') return english;
  return hindiDay.format(new Date(`${day}T00:00:00Z`));
}
