/**
 * A page's addresses in every language, for the head's `<link rel="alternate" hreflang>` and the sitemap's
 * xhtml:link alternates (docs/decisions/i18n.md, "Routing"): one per language, and x-default, the English page,
 * for a reader whose language is neither. Pure.
 */
import { BASE_LOCALE, LOCALES, type Locale } from './locales.ts';
import { localisedPath } from './locale-paths.ts';

/** hreflang's value for the page a search engine shows when no language matches the reader's. */
export const X_DEFAULT = 'x-default';

export type Alternate = { hreflang: Locale | typeof X_DEFAULT; path: string };

/** `alternates('/hi/stores/s1')`: en-IN /stores/s1, hi-IN /hi/stores/s1, x-default /stores/s1 (either address in). */
export const alternates = (path: string): Alternate[] => [
  ...LOCALES.map((locale) => ({ hreflang: locale, path: localisedPath(path, locale) })),
  { hreflang: X_DEFAULT, path: localisedPath(path, BASE_LOCALE) },
];

/** Open Graph's form of a language tag: "en-IN" is "en_IN". */
export const ogLocale = (locale: Locale) => locale.replace('-', '_');
