/** GET delivery/estimate (ours): when products would arrive at a PIN, or that the PIN is not served (no token). */
import { api, LIVE_READ } from './index.ts';
import type { DeliveryCheck, SellerDelivery } from './types.ts';

/** served is false for a PIN the postal data does not know; expectedBy is the latest seller's day (YYYY-MM-DD). */
export type { DeliveryCheck, SellerDelivery };

/** Live: the answer moves at the 2 pm dispatch cut-off. */
export const checkDelivery = (pin: string, productIds: string[]) =>
  api().GET('checkDelivery', '/delivery/estimate', { ...LIVE_READ, params: { query: { pin, productId: productIds } } });
