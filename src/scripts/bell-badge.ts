/**
 * The bell button: its name and badge follow the unread count (hidden at 0, "99+" from 100), and it opens the
 * Notifications drawer. It also wakes the account drawers' island (My Orders and Notifications) whenever
 * either is asked for, from the bell or the account menu's "My Orders"; the island shows it on mount.
 * An address ending in ORDERS_DRAWER_HASH (a notification's link to My Orders) opens My Orders, on load or
 * when the fragment changes, and the fragment is dropped.
 */
import { $bellCount } from '../stores/notifications.ts';
import { $overlay, overlay } from '../stores/overlay.ts';
import { NOTIFICATIONS_DRAWER, ORDERS_DRAWER, bellBadgeText } from '../lib/rules/bell.ts';
import { ORDERS_DRAWER_HASH } from '../lib/paths.ts';
import { hydrateNow } from '../ui/hydrate-now.ts';
import { expandedWhile, followCount } from './count-badge.ts';
import { countNames } from './count-names.ts';

export function initBellBadge(): void {
  const bells = [...document.querySelectorAll<HTMLElement>('[data-bell]')];
  followCount(bells, $bellCount, bellBadgeText, countNames(bells[0]));
  for (const bell of bells) bell.addEventListener('click', () => overlay.open(NOTIFICATIONS_DRAWER));
  const island = document.querySelector('[data-account-drawers] astro-island');
  let woken = false;
  $overlay.subscribe(({ open, type }) => {
    expandedWhile(bells, open && type === NOTIFICATIONS_DRAWER);
    if (open && (type === NOTIFICATIONS_DRAWER || type === ORDERS_DRAWER) && !woken) {
      woken = true;
      hydrateNow(island);
    }
  });
  const openOrdersFromHash = () => {
    if (window.location.hash !== ORDERS_DRAWER_HASH) return;
    history.replaceState(history.state, '', `${window.location.pathname}${window.location.search}`);
    overlay.open(ORDERS_DRAWER);
  };
  openOrdersFromHash();
  window.addEventListener('hashchange', openOrdersFromHash);
}
