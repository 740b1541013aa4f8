/**
 * The bag button: its count follows the visitor's bag or the signed-in shopper's cart count (other tabs too),
 * and it opens the My Cart drawer. The drawer opens through the one overlay atom (this button, or any
 * successful Add To Bag); whenever it is asked for, this wakes the drawer's island, which shows it on mount.
 * A visitor coming back from "Log in to continue" lands with CART_DRAWER_HASH in the address: the drawer
 * opens again and the fragment is dropped.
 */
import { $overlay, overlay } from '../stores/overlay.ts';
import { CART_DRAWER, badgeText } from '../lib/rules/bag.ts';
import { CART_DRAWER_HASH } from '../lib/paths.ts';
import { hydrateNow } from '../ui/hydrate-now.ts';
import { expandedWhile, followCount } from './count-badge.ts';
import { countNames } from './count-names.ts';
import { whenBagRecord } from './bag-record-door.ts';

export function initBagBadge(): void {
  const badges = [...document.querySelectorAll<HTMLElement>('[data-bag-badge]')];
  // The page's own 0 until the device keeps a bag.
  whenBagRecord(({ $badgeCount }) => followCount(badges, $badgeCount, badgeText, countNames(badges[0])));
  for (const badge of badges) badge.addEventListener('click', () => overlay.open(CART_DRAWER));
  const island = document.querySelector('[data-cart-drawer] astro-island');
  let woken = false;
  $overlay.subscribe(({ open, type }) => {
    const cartOpen = open && type === CART_DRAWER;
    expandedWhile(badges, cartOpen);
    if (cartOpen && !woken) {
      woken = true;
      hydrateNow(island);
    }
  });
  if (window.location.hash === CART_DRAWER_HASH) {
    history.replaceState(history.state, '', `${window.location.pathname}${window.location.search}`);
    overlay.open(CART_DRAWER);
  }
}
