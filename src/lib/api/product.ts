/**
 * The product's own shopper actions (shopper-core §7, stores-and-social §7): wishlist per variant, saved
 * (bookmark) per product, and DropTrack. Every one needs a signed-in shopper.
 */
import { api } from './index.ts';

const id = (value: string) => encodeURIComponent(value);

/** GET wishlist/check?productId=&varientId=: data is a boolean. */
export const isWishlisted = (productId: string, varientId: string) =>
  api().call<boolean>('wishlistStatus', 'wishlist/check', { query: { productId, varientId } });

/** POST wishlist { productId, varientId }: status only. */
export const addToWishlist = (productId: string, varientId: string) =>
  api().call<unknown>('addToWishlist', 'wishlist', { method: 'POST', body: { productId, varientId } });

/** DELETE wishlist?productId=&varientId=: status only. */
export const removeFromWishlist = (productId: string, varientId: string) =>
  api().call<unknown>('removeFromWishlist', 'wishlist', { method: 'DELETE', query: { productId, varientId } });

/** GET saved/check/{productId} (path ours; the spec does not show it): data is a boolean. */
export const isSaved = (productId: string) => api().call<boolean>('savedStatus', `saved/check/${id(productId)}`);

/** POST saved { ProductId } (capitalised as the spec spells it). */
export const saveProduct = (productId: string) =>
  api().call<unknown>('saveProduct', 'saved', { method: 'POST', body: { ProductId: productId } });

/** DELETE saved/{productId} (path ours). */
export const unsaveProduct = (productId: string) => api().call<unknown>('unsaveProduct', `saved/${id(productId)}`, { method: 'DELETE' });

/** GET droptrack/check/{id}: data is a boolean. */
export const isTracked = (productId: string) => api().call<boolean>('droptrackStatus', `droptrack/check/${id(productId)}`);

/** POST droptrack { ProductId }: start tracking the product's price. */
export const startTracking = (productId: string) =>
  api().call<unknown>('addDroptrack', 'droptrack', { method: 'POST', body: { ProductId: productId } });
