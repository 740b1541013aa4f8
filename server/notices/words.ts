/**
 * What the server writes to a shopper, in their language (docs/decisions/i18n.md, "Choosing the language"): the
 * notices catalogs (messages/notices/<locale>.json) read as they are, with their {inputs} filled. English is the
 * catalog's English, word for word what these notes said before there was a catalog.
 */
import english from '../../messages/notices/en-IN.json' with { type: 'json' };
import hindi from '../../messages/notices/hi-IN.json' with { type: 'json' };
import { fillMessage, type NoticeKey, type NoticeWords } from '../../src/lib/i18n/notices.ts';
import { formatWeekdayDay } from '../../src/lib/i18n/dates.ts';
import { deliveryDayText } from '../../src/lib/rules/delivery.ts';
import type { Locale } from '../../src/lib/i18n/locales.ts';

// Typed by the English keys: a Hindi catalog that lacks one is a type error here (and a failed catalog test).
const CATALOGS: Record<Locale, Record<NoticeKey, string>> = { 'en-IN': english, 'hi-IN': hindi };

const made = new Map<Locale, NoticeWords>();

/** The words of one language; English is the base language's. */
export function noticeWords(locale: Locale): NoticeWords {
  let words = made.get(locale);
  if (!words) {
    const catalog = CATALOGS[locale];
    words = {
      locale,
      say: (key, inputs) => fillMessage(catalog[key], inputs),
      day: locale === 'en-IN' ? deliveryDayText : (day) => formatWeekdayDay(day, locale),
    };
    made.set(locale, words);
  }
  return words;
}
