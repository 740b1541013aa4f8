/**
 * A product or store page kept in the device's recently viewed list, with the price it showed, when seen
 * online; a product's price is updated when the live check answers. Offline (the page then comes from the
 * service worker's copy), the product's price is labelled "Last known price ₹… · seen …": never as live.
 */
import { findViewed, lastKnownPriceLabel, type Viewed } from '../lib/rules/recently-viewed.ts';
import { shownVariant } from '../lib/rules/live-check.ts';
import { $recentlyViewed, recentlyViewed } from '../stores/recently-viewed.ts';
import { $liveProduct } from '../stores/live-product.ts';

export function initViewedPage(): void {
  const data = document.querySelector<HTMLScriptElement>('[data-viewed]');
  if (!data) return;
  const entry = JSON.parse(data.textContent ?? 'null') as Omit<Viewed, 'seenAt'> | null;
  if (!entry) return;
  const kept = findViewed($recentlyViewed.get(), entry.kind, entry.id);

  if (navigator.onLine) {
    recentlyViewed.add({ ...entry, seenAt: Date.now() });
    if (entry.kind === 'product')
      $liveProduct.subscribe((live) => {
        const price = live?.product.id === entry.id ? shownVariant(live)?.sellingPrice : undefined;
        if (price !== undefined) recentlyViewed.updatePrice(entry.id, price, Date.now());
      });
  }

  const note = document.querySelector<HTMLElement>('[data-offline-price]');
  if (!note || entry.price === null) return;
  const label = note.querySelector<HTMLElement>('[data-offline-price-label]')!;
  // What the shopper saw last time online (the live price, if it answered then); else what this copy shows.
  const known = kept?.price ?? entry.price;
  const show = () => {
    label.textContent = lastKnownPriceLabel(known, kept?.seenAt ?? null);
    note.hidden = navigator.onLine;
  };
  show();
  window.addEventListener('online', show);
  window.addEventListener('offline', show);
}
