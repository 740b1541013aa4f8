/**
 * DropTrack (stores-and-social §2.7, §7): the shopper's tracked products, one tracked product with its
 * drop and price history, and stopping tracking. Starting is src/lib/api/product.ts startTracking.
 */
import { api, LIVE_READ } from './index.ts';
import type { ProductDetail } from './types.ts';
import type { PricePoint } from '../rules/droptrack.ts';

const id = (value: string) => encodeURIComponent(value);

/** A DropTrack list item (spec §3): prices are rupees, diff the whole percent fallen since tracking began. */
export type TrackedItem = {
  id: string;
  productId: string;
  SellerUserId: string;
  product: { name: string; productImg: string[] };
  storeName: string;
  updatedAt: string;
  originalPrice: number;
  currentPrice: number;
  diff: number;
};

export type TrackedDetails = {
  tracked: boolean;
  trackedSince: string | null;
  originalPrice: number;
  currentPrice: number;
  diff: number;
  priceHistory: PricePoint[];
};

export type TrackedProduct = ProductDetail & { details: TrackedDetails };

/** GET droptrack: newest change first. Prices are live: never from the browser's cache. */
export const listTracked = () => api().call<TrackedItem[]>('getDroptrack', 'droptrack', LIVE_READ);

/** GET droptrack/product/{id}: the product detail plus details { diff, prices, history }. */
export const getTrackedProduct = (productId: string) =>
  api().call<TrackedProduct>('getDroptrackProduct', `droptrack/product/${id(productId)}`, LIVE_READ);

/** DELETE droptrack/delete/{productId}: status only. */
export const stopTracking = (productId: string) =>
  api().call<unknown>('removeDroptrack', `droptrack/delete/${id(productId)}`, { method: 'DELETE' });
