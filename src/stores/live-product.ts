/**
 * Live product data fetched once per page view and shared: the page script loads it without React, and
 * the buy box island reads it on hydration instead of asking the API again.
 */
import { atom } from 'nanostores';
import type { ProductDetail } from '../lib/api/types.ts';
import { getProduct } from '../lib/api/index.ts';

export const $liveProduct = atom<ProductDetail | null>(null);

let pending: Promise<ProductDetail> | null = null;

export function loadLiveProduct(id: string): Promise<ProductDetail> {
  const current = $liveProduct.get();
  if (current?.product.id === id) return Promise.resolve(current);
  pending ??= getProduct(id)
    .then((detail) => {
      $liveProduct.set(detail);
      return detail;
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}
