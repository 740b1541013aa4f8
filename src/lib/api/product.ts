/**
 * The product's own shopper actions (shopper-core §7, stores-and-social §7): wishlist per variant, saved
 * (bookmark) per product, and DropTrack. Every one needs a signed-in shopper.
 */
import { api, keyHeader, type WriteOptions } from './index.ts';
import type { ProductCard } from './types.ts';

const id = (value: string) => encodeURIComponent(value);

/** GET wishlist/check?productId=&varientId=: data is a boolean. */
export const isWishlisted = (productId: string, varientId: string) =>
  api().call<boolean>('wishlistStatus', 'wishlist/check', { query: { productId, varientId } });

/** POST wishlist { productId, varientId }: status only. */
export const addToWishlist = (productId: string, varientId: string, options?: WriteOptions) =>
  api().call<unknown>('addToWishlist', 'wishlist', {
    method: 'POST',
    body: { productId, varientId },
    ...keyHeader(options),
  });

/** DELETE wishlist?productId=&varientId=: status only. */
export const removeFromWishlist = (productId: string, varientId: string, options?: WriteOptions) =>
  api().call<unknown>('removeFromWishlist', 'wishlist', {
    method: 'DELETE',
    query: { productId, varientId },
    ...keyHeader(options),
  });

/** GET saved/check/{productId} (path ours; the spec does not show it): data is a boolean. */
export const isSaved = (productId: string) => api().call<boolean>('savedStatus', `saved/check/${id(productId)}`);

/** GET saved (path ours): the saved products as cards, the latest saved first. */
export const getSavedProducts = () => api().call<ProductCard[]>('getSaved', 'saved');

/** POST saved { ProductId } (capitalised as the spec spells it). */
export const saveProduct = (productId: string) =>
  api().call<unknown>('saveProduct', 'saved', { method: 'POST', body: { ProductId: productId } });

/** DELETE saved/{productId} (path ours). */
export const unsaveProduct = (productId: string) =>
  api().call<unknown>('unsaveProduct', `saved/${id(productId)}`, { method: 'DELETE' });

/** GET droptrack/check/{id}: data is a boolean. */
export const isTracked = (productId: string) =>
  api().call<boolean>('droptrackStatus', `droptrack/check/${id(productId)}`);

/** POST droptrack { ProductId }: start tracking the product's price. */
export const startTracking = (productId: string) =>
  api().call<unknown>('addDroptrack', 'droptrack', { method: 'POST', body: { ProductId: productId } });

/** GET stock-alerts/check?variantId= (ours): is the shopper waiting for this sold-out variant? */
export const isWaitingForStock = (variantId: string) =>
  api().call<boolean>('stockAlertStatus', 'stock-alerts/check', { query: { variantId } });

/** POST stock-alerts { productId, variantId } (ours): Notify me when it is back; a second call is no change. */
export const notifyWhenInStock = (productId: string, variantId: string) =>
  api().call<unknown>('addStockAlert', 'stock-alerts', { method: 'POST', body: { productId, variantId } });

/** DELETE stock-alerts?variantId= (ours): stop waiting. */
export const stopWaitingForStock = (variantId: string) =>
  api().call<unknown>('removeStockAlert', 'stock-alerts', { method: 'DELETE', query: { variantId } });
