/**
 * Which product the quick view shows. Any button[data-quick-view] sets it (a plain script in
 * QuickViewHost), opens the 'quick-view' overlay and wakes the island; closing resets it (spec §4).
 */
import { atom } from 'nanostores';
import { overlay } from './overlay.ts';

export const QUICK_VIEW = 'quick-view';

/** The product id in the quick view, or null when it is closed. */
export const $quickView = atom<string | null>(null);

export function openQuickView(productId: string) {
  $quickView.set(productId);
  overlay.open(QUICK_VIEW);
}

/** After the modal has slid out: forget the product (its variants, selection and images go with it). */
export function resetQuickView() {
  $quickView.set(null);
}
