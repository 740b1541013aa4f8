/**
 * Which caching strategy the service worker uses for a request of this site (docs/decisions/offline.md has
 * the table and the why). Pure, so the worker and the unit tests share it.
 *
 * - network-only: the API (money, stock, the cart, orders, sign-in), and any request that is not a GET;
 * - precache: the hashed build assets, the offline page, the icons (the worker's precache list);
 * - image-cache-first: catalog images under /cdn/, capped and expiring;
 * - browse-swr: store, listing and product pages the shopper opened (and a listing's cards and items), in
 *   either language, stale-while-revalidate;
 * - page-network-first: every other page (home, marketplace, checkout, sign-in, orders, account), from the
 *   network, a kept copy of the page (a shell without money: its figures come from the API) only when offline;
 * - none: anything else, left to the browser.
 */
import { checkoutPath, storePath } from '../paths.ts';
import { BASE_LOCALE } from '../i18n/locales.ts';
import { localeOfPath, localisedPath } from '../i18n/locale-paths.ts';

export type OfflineStrategy =
  'network-only' | 'precache' | 'image-cache-first' | 'browse-swr' | 'page-network-first' | 'none';

export const API_PREFIX = '/api/v1/';
export const CDN_PREFIX = '/cdn/';
export const ASSETS_PREFIX = '/_astro/';
export const OFFLINE_PAGE = '/offline';
/** The offline page in the language of the page that failed: /hi/… gets /hi/offline (both precached). */
export const offlinePageFor = (pathname: string) => localisedPath(OFFLINE_PAGE, localeOfPath(pathname));
const STORES_PREFIX = storePath('');
const FRAGMENTS_PREFIX = '/fragments/';

export function offlineStrategy(request: { method: string; pathname: string; navigate: boolean }): OfflineStrategy {
  const { method, pathname, navigate } = request;
  if (method !== 'GET' || pathname.startsWith(API_PREFIX) || pathname === '/api/v1') return 'network-only';
  // Private return photos are served to their owner only: never kept.
  if (pathname.startsWith(`${CDN_PREFIX}private/`)) return 'network-only';
  if (pathname.startsWith(CDN_PREFIX)) return 'image-cache-first';
  if (pathname.startsWith(ASSETS_PREFIX)) return 'precache';
  // A Hindi page is kept as its English twin is.
  const page = localisedPath(pathname, BASE_LOCALE);
  if (page.startsWith(STORES_PREFIX) || page.startsWith(FRAGMENTS_PREFIX)) return 'browse-swr';
  if (navigate) return 'page-network-first';
  return 'none';
}

/**
 * Checkout pages, in either language: the update prompt is never offered there (a reload must not surprise a
 * shopper paying).
 */
export function isCheckoutPage(pathname: string): boolean {
  const prefix = checkoutPath().replace(/[^/]+$/, '');
  const path = localisedPath(pathname, BASE_LOCALE);
  return path === prefix.replace(/\/$/, '') || path.startsWith(prefix);
}
