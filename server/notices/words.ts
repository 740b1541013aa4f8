/**
 * What the server writes to a shopper, in their language (docs/decisions/i18n.md, "Choosing the language"): the
 * notices catalogs (messages/notices/<locale>.json) read as they are, with their {inputs} filled. English is the
 * catalog's English, word for word what these notes said before there was a catalog.
 */
import { sql, type SQL } from 'drizzle-orm';
import english from '../../messages/notices/en-IN.json' with { type: 'json' };
import hindi from '../../messages/notices/hi-IN.json' with { type: 'json' };
import { fillMessage, type NoticeKey, type NoticeWords } from '../../src/lib/i18n/notices.ts';
import { formatWeekdayDay } from '../../src/lib/i18n/dates.ts';
import { deliveryDayText } from '../../src/lib/rules/delivery.ts';
import { BASE_LOCALE, LOCALES, type Locale } from '../../src/lib/i18n/locales.ts';

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

/**
 * A notice written by one statement for many shoppers at once (a follower's Lens row, the review ask): each row's
 * words in the language `language` names (that row's shopper's users.language; English for none). Inputs are
 * filled in the order given: put shopper-written text (a name, a product's name) last, so braces in it are never
 * read as an input.
 */
export function noticeInSql(key: NoticeKey, language: SQL, inputs: readonly (readonly [string, SQL])[] = []): SQL {
  const others = LOCALES.filter((locale) => locale !== BASE_LOCALE).map(
    (locale) => sql`when ${locale} then ${CATALOGS[locale][key]}::text`,
  );
  let text = sql`(case ${language} ${sql.join(others, sql` `)} else ${CATALOGS[BASE_LOCALE][key]}::text end)`;
  for (const [name, value] of inputs) text = sql`replace(${text}, ${`{${name}}`}::text, (${value})::text)`;
  return text;
}
