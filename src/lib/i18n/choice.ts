/**
 * The shopper's choice of language (docs/decisions/i18n.md, "Choosing the language"): the other language a
 * page's switch leads to, who is offered Hindi on the English home page, and the cookie that remembers the
 * choice for a future edge. Pure: the page script, the store and the islands share it.
 */
import { LOCALES, type Locale } from './locales.ts';
import { localisedPath } from './locale-paths.ts';

/** The language a page's switch leads to: two languages, so the one this page is not in. */
export const otherLocale = (locale: Locale): Locale => LOCALES.find((other) => other !== locale)!;

/**
 * The page at this address in `locale`, its query and fragment kept: where a switch leads. The address is the
 * browser's (`location`), not the server's: a page served by rewrite (/my-orders/<id>) was rendered for its
 * shell's path, and a static page never knows its query.
 */
export const sameAddressIn = (address: Pick<Location, 'pathname' | 'search' | 'hash'>, locale: Locale): string =>
  localisedPath(`${address.pathname}${address.search}${address.hash}`, locale);

/**
 * Offered Hindi: a browser whose first language is Hindi (`hi`, `hi-IN`, any region). Only the first one counts:
 * a browser set to English with Hindi second reads English by choice.
 */
export const prefersHindi = (languages: readonly string[]): boolean => /^hi(-|$)/i.test(languages[0] ?? '');

/** The cookie a CDN or edge could route by one day; nothing on the server reads it for pages today. */
export const LANGUAGE_COOKIE = 'vastra-lang';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The Set-Cookie text for `document.cookie`: the whole site, a year, not sent on other sites' requests. */
export const languageCookie = (locale: Locale, secure: boolean): string =>
  `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;

/** The chosen language a Cookie header names, if it names one of ours (the API reads it for a new number's code). */
export function languageInCookie(header: string | null | undefined): Locale | null {
  const value = (header ?? '')
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  return LOCALES.find((locale) => locale === value) ?? null;
}
