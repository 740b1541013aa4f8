/**
 * Which text an editors' page (src/content/pages) shows at each language's address. English is the source:
 * src/content/pages/<id>.md. A translation sits in the language's folder beside it (hi/<id>.md, collection id
 * "hi/<id>"). A page with no translation yet still answers at its /hi/ address, with the English text marked as
 * English (lang, and a one-line notice in the page's language) rather than a 404, and the build names it. Pure.
 */
import { BASE_LOCALE, type Locale } from './i18n/locales.ts';

/** The folder under src/content/pages that holds a language's translations (the same segment as its addresses). */
const FOLDER: Partial<Record<Locale, string>> = { 'hi-IN': 'hi' };

/** The folder beside the English pages that holds a language's translations ("hi"); null for English. */
export const translationFolder = (locale: Locale): string | null => FOLDER[locale] ?? null;

/** The collection id of a page's translation: ("about", "hi-IN") -> "hi/about"; the English id for English. */
export function translationId(id: string, locale: Locale): string {
  const folder = FOLDER[locale];
  return folder ? `${folder}/${id}` : id;
}

export type PageText<T> = {
  entry: T;
  /** The language the text is written in: the page's own, or English when the translation is missing. */
  lang: Locale;
  /** True when the page's language has no text of its own and the English stands in (the notice shows). */
  fallback: boolean;
};

/**
 * The text to show at a page's address in `locale`: its translation when there is one, else the English
 * (`translation` undefined: no file), marked as a fallback.
 */
export function pageText<T>(english: T, translation: T | undefined, locale: Locale): PageText<T> {
  if (locale === BASE_LOCALE) return { entry: english, lang: BASE_LOCALE, fallback: false };
  if (translation !== undefined) return { entry: translation, lang: locale, fallback: false };
  return { entry: english, lang: BASE_LOCALE, fallback: true };
}

/** The English pages that have no translation in `locale`, sorted: what the build warns about. */
export function untranslatedPages(englishIds: readonly string[], translatedIds: readonly string[], locale: Locale) {
  if (locale === BASE_LOCALE) return [];
  const have = new Set(translatedIds);
  return englishIds.filter((id) => !have.has(translationId(id, locale))).sort();
}
