/**
 * Which language an address is in, and the same page's address in the other one. English pages keep today's
 * addresses (the ones src/lib/paths.ts builds); Hindi pages are the same paths under /hi (Astro's i18n routing,
 * prefixDefaultLocale false: docs/decisions/i18n.md). Pure.
 */
import { homePath } from '../paths.ts';
import { BASE_LOCALE, type Locale } from './locales.ts';

/** The first path segment that names a language; the base language has none. */
const SEGMENT: Partial<Record<Locale, string>> = { 'hi-IN': 'hi' };

/** Addresses that are not pages and have no language: the API, images, the build's own files. */
const NOT_PAGES = /^\/(api|cdn|_astro)(\/|$)/;

/** "/hi/stores/x?y#z" -> ["/hi/stores/x", "?y#z"]. */
const splitPath = (path: string) => {
  const at = path.search(/[?#]/);
  return at < 0 ? [path, ''] : [path.slice(0, at), path.slice(at)];
};

/** The language each segment names ("hi" -> hi-IN), made once: every link of a listing page asks. */
const LOCALE_OF_SEGMENT = new Map(Object.entries(SEGMENT).map(([locale, segment]) => [segment, locale as Locale]));

const localeOfPathname = (pathname: string): Locale => {
  const end = pathname.indexOf('/', 1);
  return LOCALE_OF_SEGMENT.get(pathname.slice(1, end < 0 ? undefined : end)) ?? BASE_LOCALE;
};

/** The language of a page's address: "/hi/..." is Hindi, every other address English. */
export const localeOfPath = (path: string): Locale => localeOfPathname(splitPath(path)[0]!);

/**
 * The same page in `locale`: `localisedPath(productPath(store, product), 'hi-IN')` is "/hi/stores/…"; a Hindi
 * address asked for in English loses its /hi. Query and fragment are kept; anything that is not a page of this
 * site (another site, mailto:, the API, images) comes back as it was.
 */
export function localisedPath(path: string, locale: Locale): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  const [pathname, rest] = splitPath(path) as [string, string];
  if (NOT_PAGES.test(pathname)) return path;
  const current = SEGMENT[localeOfPathname(pathname)];
  const bare = current ? pathname.slice(current.length + 1) || homePath() : pathname;
  const segment = SEGMENT[locale];
  if (!segment) return `${bare}${rest}`;
  return `${bare === homePath() ? `/${segment}` : `/${segment}${bare}`}${rest}`;
}

/** The home page in the language of the page at `path`: where signing out, or a lost session, leaves a shopper. */
export const homeOfPath = (path: string): string => localisedPath(homePath(), localeOfPath(path));
