/**
 * Any button[data-quick-view="<productId>"] (every ProductCard has one) opens the quick view: one listener on
 * the document (so cards swapped in later work too) sets the product, opens the overlay and wakes the island.
 */
import { openQuickView } from '../stores/quick-view.ts';
import { HYDRATE_NOW_EVENT } from '../directives/interaction.ts';

export function initQuickViewOpener(): void {
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest<HTMLButtonElement>('button[data-quick-view]');
    const productId = button?.dataset.quickView;
    if (!productId) return;
    event.preventDefault();
    openQuickView(productId);
    document.querySelector('[data-quick-view-host] astro-island')?.dispatchEvent(new Event(HYDRATE_NOW_EVENT));
  });
}
