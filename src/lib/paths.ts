/**
 * Every storefront URL, built in one place: ids are always encoded, and a page that moves changes here only.
 * Pure (no stores, no DOM), so pages, islands, scripts, the build and the server's notification links share it.
 */
import { site } from './site.ts';

const id = encodeURIComponent;

/** A settings section's identifier from its name: "Vastra Money" -> VASTRA_MONEY. */
export const settingsSectionId = (name: string) => name.trim().toUpperCase().replace(/[^A-Z0-9]+/g, '_');

/** Settings sections (stores-and-social §2.9) in menu order; three carry the product's name (site config). */
export const SETTINGS_SECTIONS = [
  'MY_PREFERENCE', 'ADDRESS_BOOK', settingsSectionId(site.walletName), 'REFER_AND_EARN', 'REQUEST_A_FEATURE',
  settingsSectionId(`${site.name} Support`), 'REFUND_STATUS', settingsSectionId(`About ${site.name}`),
] as const;
export type SettingsSection = string;

export const homePath = () => '/';
export const marketplacePath = (categoryId?: string | null) => (categoryId ? `/marketplace?category=${id(categoryId)}` : '/marketplace');
export const storePath = (storeId: string) => `/stores/${id(storeId)}`;
export const storeCategoryPath = (storeId: string, categoryId: string) => `${storePath(storeId)}/category/${id(categoryId)}`;
export const storeCollectionPath = (storeId: string, collectionId: string) => `${storePath(storeId)}/collection/${id(collectionId)}`;
export const storeOfferPath = (storeId: string, offerId: string) => `${storePath(storeId)}/offer/${id(offerId)}`;
/** A product page; with a variant, the page opens on it. */
export const productPath = (storeId: string, productId: string, variantId?: string | null) =>
  `${storePath(storeId)}/products/${id(productId)}${variantId ? `?variant=${id(variantId)}` : ''}`;
/** A shopper's profile; 'me' is the signed-in shopper's own. */
export const userPath = (userId: string) => `/user/${id(userId)}`;
export const myProfilePath = () => userPath('me');
export const ordersPath = () => '/my-orders';
export const orderPath = (orderId: string) => `${ordersPath()}/${id(orderId)}`;
export const dropTrackPath = () => '/droptrack';
export const dropTrackProductPath = (productId: string) => `${dropTrackPath()}/product/${id(productId)}`;
export const lensPath = () => '/lens';
export const settingsPath = (section?: SettingsSection) => (section ? `/settings?section=${section}` : '/settings');
export const checkoutPath = (step: 'order-summary' | 'address' | 'payment' = 'order-summary') => `/checkout/${step}`;
export const onboardingPath = () => '/auth/onboarding';

/**
 * Only a path of this site may be a return address (`/x`, never `//host` or `https://host`): anything
 * else is an open redirect, so it is dropped.
 */
export function safeReturnPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  try {
    const url = new URL(next, 'https://vastra.invalid');
    return url.origin === 'https://vastra.invalid' ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/** The login page, returning to `next` (a path of this site) after signing in. */
export function loginPath(next?: string | null) {
  const back = safeReturnPath(next);
  return back && back !== '/' ? `/auth/login?next=${id(back)}` : '/auth/login';
}

/** Signup, carrying a referral code when the shopper came through a friend's link. */
export const signupPath = (referralCode?: string | null) => (referralCode ? `/auth/signup?ref=${id(referralCode)}` : '/auth/signup');

export const privacyPath = () => '/privacy-policy';
export const termsPath = () => '/terms-and-conditions';
export const aboutPath = () => site.aboutPath;
