/**
 * DropTrack (stores-and-social §2.7, §7): the shopper's tracked products, one tracked product with its
 * drop and price history, and stopping tracking. Starting is src/lib/api/product.ts startTracking.
 */
import { api, LIVE_READ } from './index.ts';
import type { TrackedDetail, TrackedItem } from './types.ts';

/** A DropTrack list item (spec §3): prices are rupees, diff the whole percent fallen since tracking began. */
export type { TrackedItem };
export type TrackedDetails = TrackedDetail['details'];
export type TrackedProduct = TrackedDetail;

/** GET droptrack: newest change first. Prices are live: never from the browser's cache. */
export const listTracked = () => api().GET('getDroptrack', '/droptrack', LIVE_READ);

/** GET droptrack/product/{id}: the product detail plus details { diff, prices, history }. */
export const getTrackedProduct = (productId: string) =>
  api().GET('getDroptrackProduct', '/droptrack/product/{id}', { ...LIVE_READ, params: { path: { id: productId } } });

/** DELETE droptrack/delete/{productId}. */
export const stopTracking = (productId: string) =>
  api().DELETE('removeDroptrack', '/droptrack/delete/{productId}', { params: { path: { productId } } });
