/**
 * The addresses a content page may link to, as the checks are given them (src/build/content-site.ts reads them
 * from the project): the page routes of both languages, the server's redirect and rewrite rules, and the files
 * under public/. Answers whether an address is one of them and which real page is nearest to one that is not.
 * Pure.
 */
import { matchRedirect } from '../redirects/match.ts';
import type { RedirectRule } from '../redirects/rules.ts';
import { editDistance } from '../rules/edit-distance.ts';

export type SiteAddresses = {
  /** Every page route, both languages, as Astro names them: "/", "/privacy-policy", "/hi/stores/[storeId]". */
  routes: readonly string[];
  /** The server's redirects and rewrites (src/lib/redirects/rules.ts): their sources answer too. */
  redirects: readonly RedirectRule[];
  /** Every file under public/, by its address: "/favicon.svg". */
  publicFiles: readonly string[];
};

/** Pages a shopper does not open by a link, never offered as "did you mean". */
const NOT_OFFERED = /^(\/hi)?\/(404|offline|shells|fragments|robots\.txt|sitemap\.xml|manifest\.webmanifest)(\/|$)/;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "/stores/[storeId]/products/[...productId]" as a pattern: a [name] is one segment, a [...name] the rest. */
export function routePattern(route: string): RegExp {
  const source = route
    .split(/(\[\.\.\.[^\]]+\]|\[[^\]]+\])/)
    .map((part) => (part.startsWith('[...') ? '.+' : part.startsWith('[') ? '[^/]+' : escape(part)))
    .join('');
  return new RegExp(`^${source}$`);
}

export type AddressBook = {
  /** A page a browser can open at this path (no query or fragment). */
  isPage: (path: string) => boolean;
  isPublicFile: (path: string) => boolean;
  /** The real page nearest to a path that is none, in the path's language. */
  nearestPage: (path: string) => string;
  publicFiles: readonly string[];
};

/** The words of a path: "/hi/terms-and-conditions" -> ["terms", "and", "conditions"]. */
const wordsOf = (path: string) =>
  path
    .toLowerCase()
    .split(/[/\-_.]+/)
    .filter(Boolean)
    .filter((word, i) => !(i === 0 && word === 'hi'));

const inHindi = (path: string) => path === '/hi' || path.startsWith('/hi/');

/** How many of `typed`'s words a page's words hold (the same word, or one starting with it). */
function sharedWords(typed: string[], page: string[]): number {
  return typed.filter((word) =>
    page.some((other) => other === word || (word.length >= 3 && (other.startsWith(word) || word.startsWith(other)))),
  ).length;
}

export function addressBook(site: SiteAddresses): AddressBook {
  const patterns = site.routes.map(routePattern);
  const files = new Set(site.publicFiles);
  const offered = site.routes.filter((route) => !route.includes('[') && !NOT_OFFERED.test(route));
  return {
    isPage: (path) =>
      patterns.some((pattern) => pattern.test(path)) || matchRedirect([...site.redirects], path) !== null,
    isPublicFile: (path) => files.has(path),
    publicFiles: site.publicFiles,
    nearestPage(path) {
      const typed = wordsOf(path);
      const ranked = offered
        .filter((page) => inHindi(page) === inHindi(path))
        .map((page) => ({ page, shared: sharedWords(typed, wordsOf(page)), distance: editDistance(path, page) }))
        .sort((a, b) => b.shared - a.shared || a.distance - b.distance || a.page.length - b.page.length);
      return ranked[0]?.page ?? '/';
    },
  };
}
