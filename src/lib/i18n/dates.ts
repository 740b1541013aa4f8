/**
 * A calendar day as each language writes it, in India time: English keeps the spec's "Nov 29, 2026"; Hindi names
 * the month in Hindi with Latin digits, "29 नवंबर 2026", as Hindi shopping sites do. Pure; src/lib/rules/text.ts
 * keeps the English-only formatDate the code used before, with the same text.
 */
import type { Locale } from './locales.ts';

const made = new Map<Locale, Intl.DateTimeFormat>();
/** The day in India (shoppers are in India: a late-evening order is not dated tomorrow or yesterday). */
const indiaDay = (locale: Locale) =>
  made.get(locale) ??
  made
    .set(
      locale,
      new Intl.DateTimeFormat(locale, {
        timeZone: 'Asia/Kolkata',
        numberingSystem: 'latn',
        day: 'numeric',
        // Hindi's short months read "सित॰"; the whole name is what Hindi shopping sites print.
        month: locale === 'en-IN' ? 'short' : 'long',
        year: 'numeric',
      }),
    )
    .get(locale)!;

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

const weekdays = new Map<Locale, Intl.DateTimeFormat>();
/**
 * A promised calendar day ("2026-12-01") with its weekday, as a notification names it in Hindi: "मंगलवार, 1 दिसंबर".
 * English keeps src/lib/rules/delivery.ts's deliveryDayText ("Tue, 1 Dec"). '' for anything that is not a day.
 */
export function formatWeekdayDay(day: string, locale: Locale): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return '';
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return '';
  const format =
    weekdays.get(locale) ??
    weekdays
      .set(
        locale,
        new Intl.DateTimeFormat(locale, {
          timeZone: 'UTC',
          numberingSystem: 'latn',
          weekday: 'long',
          day: 'numeric',
          month: 'long',
        }),
      )
      .get(locale)!;
  return format.format(date);
}
