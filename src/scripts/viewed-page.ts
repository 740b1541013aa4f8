/**
 * A product or store page kept in the device's recently viewed list, with the price it showed, when seen
 * online; a product's price is updated when the live check answers. Offline nothing is added: the offline
 * page lists what was seen, each price as "Last known price ₹… · seen …", never as live.
 */
import type { Viewed } from '../lib/rules/recently-viewed.ts';
import { shownVariant } from '../lib/rules/live-check.ts';
import { recentlyViewed } from '../stores/recently-viewed.ts';
import { $liveProduct } from '../stores/live-product.ts';

export function initViewedPage(): void {
  const data = document.querySelector<HTMLScriptElement>('[data-viewed]');
  if (!data || !navigator.onLine) return;
  const entry = JSON.parse(data.textContent ?? 'null') as Omit<Viewed, 'seenAt'> | null;
  if (!entry) return;
  recentlyViewed.add({ ...entry, seenAt: Date.now() });
  if (entry.kind === 'product')
    $liveProduct.subscribe((live) => {
      const price = live?.product.id === entry.id ? shownVariant(live)?.sellingPrice : undefined;
      if (price !== undefined) recentlyViewed.updatePrice(entry.id, price, Date.now());
    });
}
