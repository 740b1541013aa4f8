/**
 * The bell button: its name and badge follow the unread count (hidden at 0, "99+" from 100), and it opens the
 * Notifications drawer. It also wakes the account drawers' island (My Orders and Notifications) whenever
 * either is asked for, from the bell or the account menu's "My Orders"; the island shows it on mount.
 */
import { $bellCount } from '../stores/notifications.ts';
import { $overlay, overlay } from '../stores/overlay.ts';
import { NOTIFICATIONS_DRAWER, ORDERS_DRAWER, bellBadgeText, bellButtonName } from '../lib/rules/orders.ts';
import { hydrateNow } from './hydrate-now.ts';

export function initBellBadge(): void {
  const bells = [...document.querySelectorAll<HTMLElement>('[data-bell]')];
  for (const bell of bells) {
    const count = bell.querySelector<HTMLElement>('[data-count]')!;
    $bellCount.subscribe((n) => {
      const text = bellBadgeText(n);
      count.textContent = text;
      count.hidden = text === '';
      bell.setAttribute('aria-label', bellButtonName(n));
    });
    bell.addEventListener('click', () => overlay.open(NOTIFICATIONS_DRAWER));
  }
  const island = document.querySelector('[data-account-drawers] astro-island');
  let woken = false;
  $overlay.subscribe(({ open, type }) => {
    for (const bell of bells) bell.setAttribute('aria-expanded', String(open && type === NOTIFICATIONS_DRAWER));
    if (open && (type === NOTIFICATIONS_DRAWER || type === ORDERS_DRAWER) && !woken) {
      woken = true;
      hydrateNow(island);
    }
  });
}
