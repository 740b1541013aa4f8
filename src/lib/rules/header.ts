/** Which header a path gets, which nav link is active, and the account menu (spec shopper-core §2 Header). */
import { myProfilePath, ordersPath, settingsPath, settingsSectionId } from '../paths.ts';
import { site } from '../site.ts';
import { ORDERS_DRAWER } from './bell.ts';

export type HeaderMode = 'full' | 'checkout' | 'auth';

/** Paths containing "auth" or "checkout" switch the header. */
export function headerMode(path: string): HeaderMode {
  if (/\bcheckout\b/.test(path)) return 'checkout';
  if (/\bauth\b/.test(path)) return 'auth';
  return 'full';
}

/** Home is active on / and /user paths; the links are hidden on my-orders paths. */
export function activeNav(path: string): 'home' | 'droptrack' | 'lens' | 'none' | 'hidden' {
  if (path.startsWith('/my-orders')) return 'hidden';
  if (path === '/' || path.startsWith('/user')) return 'home';
  if (path.startsWith('/droptrack')) return 'droptrack';
  if (path === '/lens' || path.startsWith('/lens/')) return 'lens';
  return 'none';
}

/** The overlay types of the header's drawers (one overlay atom: opening one closes any other). */
export const USER_MENU = 'user-menu';
export const NAV_MENU = 'nav-menu';
/** The My Cart drawer's overlay type, CART_DRAWER, lives with the bag's rules (the bag button loads those first). */

/** Settings section identifiers; the wallet's carries the product's name ("Vastra Money" -> VASTRA_MONEY). */
export { settingsSectionId };
export const WALLET_SECTION = settingsSectionId(site.walletName);
export const REFER_SECTION = 'REFER_AND_EARN';

/**
 * The account menu entries, in the spec's order (Log-out is a button, not a link); each island names them in
 * the page's language by `id` (the wallet by its brand name). "My Orders" opens the My Orders drawer (its
 * overlay type in `drawer`); its href stays for a page without the drawer's script.
 */
export type AccountMenuId = 'account' | 'orders' | 'wallet' | 'refer' | 'settings';
export const ACCOUNT_MENU: readonly { id: AccountMenuId; href: string; drawer?: string }[] = [
  { id: 'account', href: myProfilePath() },
  { id: 'orders', href: ordersPath(), drawer: ORDERS_DRAWER },
  { id: 'wallet', href: settingsPath(WALLET_SECTION) },
  { id: 'refer', href: settingsPath(REFER_SECTION) },
  { id: 'settings', href: settingsPath() },
];

/** Subscriber level: NORMAL (or none) shows no badge, any other value the elite badge (spec §6). */
export function isElite(subscriber: string | null | undefined): boolean {
  const level = (subscriber ?? '').trim().toUpperCase();
  return level !== '' && level !== 'NORMAL';
}
