/**
 * A moment (a day and its time, India time) as each language writes it beside a price that is not live ("Price
 * as of …"): English keeps "Nov 27, 2026, 3:00 PM" (src/lib/rules/text.ts), Hindi reads "27 नवंबर 2026, 3:00 pm"
 * with Latin digits. Pure; '' for an unreadable date.
 */
import { formatDay } from './dates.ts';
import { BASE_LOCALE, type Locale } from './locales.ts';
import { formatTime } from '../rules/text.ts';

const clocks = new Map<Locale, Intl.DateTimeFormat>();
const clockOf = (locale: Locale) =>
  clocks.get(locale) ??
  clocks
    .set(
      locale,
      new Intl.DateTimeFormat(locale, {
        timeZone: 'Asia/Kolkata',
        numberingSystem: 'latn',
        hour: 'numeric',
        minute: '2-digit',
        hour12: true,
      }),
    )
    .get(locale)!;

export function formatMoment(input: Date, locale: Locale): string {
  if (Number.isNaN(input.getTime())) return '';
  const time = locale === BASE_LOCALE ? formatTime(input) : clockOf(locale).format(input);
  return `${formatDay(input, locale)}, ${time}`;
}
