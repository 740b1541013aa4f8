/** The product page's own script (live price and stock: live-product-check.ts). */
import { $signedIn } from '../stores/session.ts';
import { HYDRATE_NOW_EVENT } from '../directives/interaction.ts';
import { hydrateNow } from '../ui/hydrate-now.ts';

/** A signed-in shopper sees their wishlist and saved state without touching the page: wake the buy box. */
export function wakeBuyBoxWhenSignedIn(): void {
  if ($signedIn.get())
    document.querySelector('[data-buy-box]')?.closest('astro-island')?.dispatchEvent(new Event(HYDRATE_NOW_EVENT));
}

/** Wakes a client:interaction island as soon as it scrolls into view (its wrapper is watched: the island has no box). */
function wakeWhenVisible(selector: string): void {
  const island = document.querySelector(selector);
  if (!island) return;
  const seen = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    seen.disconnect();
    hydrateNow(island);
  });
  seen.observe(island.parentElement!);
}

/**
 * "Check delivery" is a client:interaction island (a tap or Enter before it hydrates is held and replayed, never
 * a page-reloading form post); it also wakes as soon as it scrolls into view, to fill in the PIN kept on the device.
 */
export const wakeDeliveryCheckWhenVisible = () => wakeWhenVisible('[data-check-delivery] astro-island');

/** The reviews read live once in view (a review posted since the build); a Helpful tap before that is replayed. */
export const wakeReviewsWhenVisible = () => wakeWhenVisible('[data-live-reviews] astro-island');
