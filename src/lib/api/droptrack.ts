/**
 * DropTrack (stores-and-social §2.7, §7): the shopper's tracked products, one tracked product with its
 * drop and price history, and stopping tracking. Starting is src/lib/api/product.ts startTracking.
 */
import { api, LIVE_READ } from './index.ts';
import type { TrackedDetail, TrackedItem } from './types.ts';

const id = (value: string) => encodeURIComponent(value);

/** A DropTrack list item (spec §3): prices are rupees, diff the whole percent fallen since tracking began. */
export type { TrackedItem };
export type TrackedDetails = TrackedDetail['details'];
export type TrackedProduct = TrackedDetail;

/** GET droptrack: newest change first. Prices are live: never from the browser's cache. */
export const listTracked = () => api().call<TrackedItem[]>('getDroptrack', 'droptrack', LIVE_READ);

/** GET droptrack/product/{id}: the product detail plus details { diff, prices, history }. */
export const getTrackedProduct = (productId: string) =>
  api().call<TrackedProduct>('getDroptrackProduct', `droptrack/product/${id(productId)}`, LIVE_READ);

/** DELETE droptrack/delete/{productId}: status only. */
export const stopTracking = (productId: string) =>
  api().call<unknown>('removeDroptrack', `droptrack/delete/${id(productId)}`, { method: 'DELETE' });
