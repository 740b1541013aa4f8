/** The product page's own script (live price and stock: live-product-check.ts). */
import { $signedIn } from '../stores/session.ts';
import { HYDRATE_NOW_EVENT } from '../directives/interaction.ts';

/** A signed-in shopper sees their wishlist and saved state without touching the page: wake the buy box. */
export function wakeBuyBoxWhenSignedIn(): void {
  if ($signedIn.get()) document.querySelector('[data-buy-box]')?.closest('astro-island')?.dispatchEvent(new Event(HYDRATE_NOW_EVENT));
}
