/**
 * Live product data fetched once per page view and shared: the page script loads it without React, and
 * the buy box island reads it on hydration instead of asking the API again. Each answer is also kept on the
 * device as the last price seen (last-prices.ts).
 */
import { atom } from 'nanostores';
import type { ProductDetail } from '../lib/api/types.ts';
import { getProduct } from '../lib/api/index.ts';
import { rememberPrices } from './last-prices.ts';

export const $liveProduct = atom<ProductDetail | null>(null);

let pending: Promise<ProductDetail> | null = null;

export function loadLiveProduct(id: string): Promise<ProductDetail> {
  const current = $liveProduct.get();
  if (current?.product.id === id) return Promise.resolve(current);
  pending ??= getProduct(id)
    .then((detail) => {
      $liveProduct.set(detail);
      // The price the shopper now sees, for when the next look is offline.
      rememberPrices(detail);
      return detail;
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}
