/**
 * Every storefront URL, built in one place: ids are always encoded, and a page that moves changes here only.
 * Pure (no stores, no DOM), so pages, islands, scripts, the build and the server's notification links share it.
 */
import { site } from './site.ts';

const id = encodeURIComponent;

/** A settings section's identifier from its name: "Vastra Money" -> VASTRA_MONEY. */
export const settingsSectionId = (name: string) =>
  name
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_');

/**
 * Settings sections (stores-and-social §2.9) in menu order; three carry the product's name (site config). Saved and
 * Favourite Stores are ours (docs/decisions/accounts.md).
 */
export const SETTINGS_SECTIONS = [
  'MY_PREFERENCE',
  'ADDRESS_BOOK',
  'SAVED',
  'FAVOURITE_STORES',
  settingsSectionId(site.walletName),
  'REFER_AND_EARN',
  'REQUEST_A_FEATURE',
  settingsSectionId(`${site.name} Support`),
  'REFUND_STATUS',
  settingsSectionId(`About ${site.name}`),
] as const;
export type SettingsSection = string;

export const homePath = () => '/';
export const marketplacePath = (categoryId?: string | null) =>
  categoryId ? `/marketplace?category=${id(categoryId)}` : '/marketplace';
/** The marketplace's list of every store (its heading's id), where a home row's "See all" leads. */
export const ALL_STORES_ID = 'all-stores';
export const allStoresPath = () => `${marketplacePath()}#${ALL_STORES_ID}`;
export const storePath = (storeId: string) => `/stores/${id(storeId)}`;
export const storeCategoryPath = (storeId: string, categoryId: string) =>
  `${storePath(storeId)}/category/${id(categoryId)}`;
export const storeCollectionPath = (storeId: string, collectionId: string) =>
  `${storePath(storeId)}/collection/${id(collectionId)}`;
export const storeOfferPath = (storeId: string, offerId: string) => `${storePath(storeId)}/offer/${id(offerId)}`;
export type ListingKind = 'category' | 'collection' | 'offer';
const LISTING_PATHS: Record<ListingKind, (storeId: string, listingId: string) => string> = {
  category: storeCategoryPath,
  collection: storeCollectionPath,
  offer: storeOfferPath,
};
export const listingPath = (storeId: string, kind: ListingKind, listingId: string) =>
  LISTING_PATHS[kind](storeId, listingId);
/** A paged listing's JSON file (every product's filter fields), written by the build beside its page. */
export const listingItemsPath = (storeId: string, kind: ListingKind, listingId: string) =>
  `${listingPath(storeId, kind, listingId)}/items.json`;
/**
 * Listing cards rendered on demand, as `<li>` fragments in the order asked: the ids comma-separated, each
 * encoded (so an id holding a comma stays one id).
 */
export const listingCardsPath = (productIds: readonly string[]) =>
  `/fragments/listing-cards?ids=${productIds.map(id).join(',')}`;
/** A product page; with a variant, the page opens on it. */
export const productPath = (storeId: string, productId: string, variantId?: string | null) =>
  `${storePath(storeId)}/products/${id(productId)}${variantId ? `?variant=${id(variantId)}` : ''}`;
/** A shopper's profile; 'me' is the signed-in shopper's own. */
export const userPath = (userId: string) => `/user/${id(userId)}`;
export const myProfilePath = () => userPath('me');
export const ordersPath = () => '/my-orders';
export const orderPath = (orderId: string) => `${ordersPath()}/${id(orderId)}`;
export const dropTrackPath = () => '/droptrack';
/** The search results page; sort and the like ride along in the query (the address is the page's state). */
export const searchPath = (q: string, params: Record<string, string> = {}) =>
  `/search?${new URLSearchParams({ q, ...params })}`;
export const dropTrackProductPath = (productId: string) => `${dropTrackPath()}/product/${id(productId)}`;

/**
 * The id a shell page reads from its own address, the inverse of a builder above: `idFromPath(path, orderPath)`
 * is the order id of /my-orders/{id} (a trailing slash allowed), decoded; null for any other path or a broken
 * encoding.
 */
export function idFromPath(pathname: string, build: (value: string) => string): string | null {
  const prefix = build('');
  if (!pathname.startsWith(prefix)) return null;
  const rest = pathname.slice(prefix.length).replace(/\/$/, '');
  if (!rest || rest.includes('/')) return null;
  try {
    return decodeURIComponent(rest);
  } catch {
    return null;
  }
}
/** Lens; Video Lens is ?tab=video, and an open post has its own address (?post=<id>: a reload or a shared link opens it). */
export const lensPath = ({ tab, post }: { tab?: 'all' | 'video'; post?: string | null } = {}) => {
  const query = new URLSearchParams({ ...(tab === 'video' ? { tab } : {}), ...(post ? { post } : {}) }).toString();
  return query ? `/lens?${query}` : '/lens';
};
export const settingsPath = (section?: SettingsSection) => (section ? `/settings?section=${section}` : '/settings');
export const checkoutPath = (step: 'order-summary' | 'address' | 'payment' = 'order-summary') => `/checkout/${step}`;

/**
 * The address fragment that opens the My Orders drawer (the header's script hears it on load and when it
 * changes): `/my-orders` itself redirects home (the spec), so a link to "My Orders" is home with the drawer open.
 */
export const ORDERS_DRAWER_HASH = '#my-orders';
export const myOrdersDrawerPath = () => `${homePath()}${ORDERS_DRAWER_HASH}`;

/** The address fragment that opens the My Cart drawer on load (a visitor returning from "Log in to continue"). */
export const CART_DRAWER_HASH = '#my-cart';
/** The same page with the My Cart drawer open: `path` without its own fragment, plus CART_DRAWER_HASH. */
export const withCartDrawer = (path: string) => `${path.split('#')[0]}${CART_DRAWER_HASH}`;

/**
 * Only a path of this site may be a return address (`/x`, never `//host`, `/\host` or `https://host`, nor
 * anything that normalises to one): anything else is an open redirect, so it is dropped.
 */
export function safeReturnPath(next: string | null | undefined): string | null {
  // Control characters (tabs, newlines) are dropped by the URL parser, so "/\t/evil" would become "//evil".
  if (!next || [...next].some((ch) => ch.charCodeAt(0) < 0x20 || ch === '\u007f' || ch === '\\')) return null;
  if (!next.startsWith('/') || next.startsWith('//')) return null;
  try {
    const url = new URL(next, 'https://vastra.invalid');
    const path = `${url.pathname}${url.search}${url.hash}`;
    // Judged after the parser normalised it: "/.//evil" and "/%2e//evil" come out as "//evil", which a
    // browser reads as another host. Only a same-origin path with exactly one leading slash is returned.
    if (url.origin !== 'https://vastra.invalid' || !url.pathname.startsWith('/') || url.pathname.startsWith('//'))
      return null;
    return path;
  } catch {
    return null;
  }
}

/** Query parameters, in order, leaving out empty ones and a `next` that is not a path of this site (or is home). */
function withQuery(path: string, params: [string, string | null | undefined][]) {
  const query = params
    .map(([key, value]) => [key, key === 'next' ? safeReturnPath(value) : value] as const)
    .filter(([key, value]) => value && !(key === 'next' && value === '/'))
    .map(([key, value]) => `${key}=${id(value!)}`)
    .join('&');
  return query ? `${path}?${query}` : path;
}

/** The login page, returning to `next` (a path of this site) after signing in. */
export const loginPath = (next?: string | null) => withQuery('/auth/login', [['next', next]]);

/** The login page's code screen: the country code and phone in the query (spec), so a reload keeps them. */
export const loginCodePath = (phoneNumber: string, next?: string | null, countryCode = '91') =>
  withQuery('/auth/login', [
    ['next', next],
    ['code', countryCode],
    ['phoneNumber', phoneNumber],
  ]);

/**
 * Signup, carrying a referral code when the shopper came through a friend's link (the code is the friend's
 * display name), the phone when login found no account for it, and the return path.
 */
export const signupPath = (
  referralCode?: string | null,
  options: { phone?: string | null; next?: string | null } = {},
) =>
  withQuery('/auth/signup', [
    ['ref', referralCode],
    ['phone', options.phone],
    ['next', options.next],
  ]);

/** First preferences after signup; then `next` (a path of this site) or home. */
export const onboardingPath = (next?: string | null) => withQuery('/auth/onboarding', [['next', next]]);

export const privacyPath = () => '/privacy-policy';
export const termsPath = () => '/terms-and-conditions';
export const aboutPath = () => site.aboutPath;
/** Help: orders, returns, writing to us and the grievance officer (src/content/pages/help.md). */
export const helpPath = () => site.helpPath;
/** An editors' page by its file name in src/content/pages ("about" is the about page, at the brand's address). */
export const contentPagePath = (id: string) => (id === 'about' ? aboutPath() : `/${id}`);
