/** The last live figures of each product the shopper saw, kept on the device (rules: lib/rules/last-prices). */
import { persistentAtom } from '@nanostores/persistent';
import type { ProductDetail } from '../lib/api/types.ts';
import { keepPrices, parseLastPrices, pricesOf, type LastPrices } from '../lib/rules/last-prices.ts';

export const $lastPrices = persistentAtom<Record<string, LastPrices>>(
  'vastra:lastPrices',
  {},
  {
    encode: JSON.stringify,
    decode: parseLastPrices,
  },
);

/** A live answer of GET product/{id}, read now. */
export const rememberPrices = (detail: Pick<ProductDetail, 'product' | 'varient'>) =>
  $lastPrices.set(keepPrices($lastPrices.get(), detail.product.id, pricesOf(detail, Date.now())));

export const lastPricesOf = (productId: string): LastPrices | undefined => $lastPrices.get()[productId];
