/** The products and stores the shopper opened, kept on the device for the offline page (rules: lib/rules/recently-viewed). */
import { persistentAtom } from '@nanostores/persistent';
import { addViewed, parseRecentlyViewed, updateViewedPrice, type Viewed } from '../lib/rules/recently-viewed.ts';

export const $recentlyViewed = persistentAtom<Viewed[]>('vastra:recentlyViewed', [], {
  encode: JSON.stringify,
  decode: parseRecentlyViewed,
});

export const recentlyViewed = {
  add: (entry: Viewed) => $recentlyViewed.set(addViewed($recentlyViewed.get(), entry)),
  updatePrice: (id: string, price: number, seenAt: number) =>
    $recentlyViewed.set(updateViewedPrice($recentlyViewed.get(), id, price, seenAt)),
};
