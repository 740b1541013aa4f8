/** The bag's count badge: follows the visitor's bag or the signed-in shopper's cart count (other tabs too). */
import { $badgeCount } from '../stores/cart-count.ts';
import { badgeText } from '../lib/rules/bag.ts';

export function initBagBadge(): void {
  for (const badge of document.querySelectorAll<HTMLElement>('[data-bag-badge]')) {
    const count = badge.querySelector<HTMLElement>('[data-count]')!;
    $badgeCount.subscribe((n) => {
      const text = badgeText(n);
      count.textContent = text;
      count.hidden = text === '';
      badge.setAttribute('aria-label', `Bag: ${n} ${n === 1 ? 'item' : 'items'}`);
    });
  }
}
