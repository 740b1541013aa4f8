/**
 * The product page's live check: fetch live price and stock at load (no React), and hydrate the buy box at once
 * only when the live data or ?variant= differ from what the HTML shows.
 */
import { loadLiveProduct } from '../stores/live-product.ts';
import { shownVariant, staticIsStale } from '../lib/rules/live-check.ts';
import { HYDRATE_NOW_EVENT } from '../directives/interaction.ts';

export function initLiveProductCheck(): void {
  const data = document.querySelector<HTMLScriptElement>('[data-static-variant]');
  const island = document.querySelector('[data-buy-box]')?.closest('astro-island');
  if (data && island) {
    const shown = JSON.parse(data.textContent ?? 'null');
    const wanted = new URLSearchParams(location.search).get('variant');
    if (wanted && wanted !== shown?.variantId) island.dispatchEvent(new Event(HYDRATE_NOW_EVENT));
    loadLiveProduct(data.dataset.productId!)
      .then((live) => {
        if (shown && staticIsStale(shown, shownVariant(live, wanted)))
          island.dispatchEvent(new Event(HYDRATE_NOW_EVENT));
      })
      .catch((error: Error) => {
        console.error(error.message);
        // The check could not run (offline, or the server out of reach): the buy box wakes to say the price
        // shown is not live, and tries again when the connection is back.
        island.dispatchEvent(new Event(HYDRATE_NOW_EVENT));
      });
  }
}
