/**
 * The product's own shopper actions (shopper-core §7, stores-and-social §7): wishlist per variant, saved
 * (bookmark) per product, DropTrack and back-in-stock alerts. Every one needs a signed-in shopper. Removing
 * from the wishlist is cart.ts's removeFromWishlist, the one for the drawer and the buy box alike.
 */
import { api } from './index.ts';
import { keyed, type WriteOptions } from './client.ts';

/** GET wishlist/check?productId=&varientId=: data is a boolean. */
export const isWishlisted = (productId: string, varientId: string) =>
  api().GET('wishlistStatus', '/wishlist/check', { params: { query: { productId, varientId } } });

/** POST wishlist { productId, varientId }. */
export const addToWishlist = (productId: string, varientId: string, options?: WriteOptions) =>
  api().POST('addToWishlist', '/wishlist', { body: { productId, varientId }, ...keyed(options) });

/** GET saved/check/{productId} (path ours; the spec does not show it): data is a boolean. */
export const isSaved = (productId: string) =>
  api().GET('savedStatus', '/saved/check/{productId}', { params: { path: { productId } } });

/** GET saved (path ours): the saved products as cards, the latest saved first. */
export const getSavedProducts = () => api().GET('getSaved', '/saved');

/** POST saved { ProductId } (capitalised as the spec spells it). */
export const saveProduct = (productId: string) =>
  api().POST('saveProduct', '/saved', { body: { ProductId: productId } });

/** DELETE saved/{productId} (path ours). */
export const unsaveProduct = (productId: string) =>
  api().DELETE('unsaveProduct', '/saved/{productId}', { params: { path: { productId } } });

/** GET droptrack/check/{id}: data is a boolean. */
export const isTracked = (productId: string) =>
  api().GET('droptrackStatus', '/droptrack/check/{id}', { params: { path: { id: productId } } });

/** POST droptrack { ProductId }: start tracking the product's price. */
export const startTracking = (productId: string) =>
  api().POST('addDroptrack', '/droptrack', { body: { ProductId: productId } });

/** GET stock-alerts/check?variantId= (ours): is the shopper waiting for this sold-out variant? */
export const isWaitingForStock = (variantId: string) =>
  api().GET('stockAlertStatus', '/stock-alerts/check', { params: { query: { variantId } } });

/** POST stock-alerts { productId, variantId } (ours): Notify me when it is back; a second call is no change. */
export const notifyWhenInStock = (productId: string, variantId: string) =>
  api().POST('addStockAlert', '/stock-alerts', { body: { productId, variantId } });

/** DELETE stock-alerts?variantId= (ours): stop waiting. */
export const stopWaitingForStock = (variantId: string) =>
  api().DELETE('removeStockAlert', '/stock-alerts', { params: { query: { variantId } } });
