/**
 * The bag and the wishlist (shopper-core §7): the signed-in shopper's server cart, its writes, the wishlist's
 * list and removal, and the visitor's bag merged at sign-in. Each call's failure carries the spec's message.
 * A write may carry an Idempotency-Key (`options.idempotencyKey`), so a replay after a lost answer is applied once.
 */
import { api, LIVE_READ } from './index.ts';
import { keyed, type WriteOptions } from './client.ts';
import type { BodyOf, CartLine, WishlistItem } from './types.ts';

export type { CartLine, WishlistItem, WriteOptions };

export const getCart = () => api().GET('getCart', '/userCart', LIVE_READ);

/** PUT userCart: success needs a truthy data.data (shopper-core §7). */
export async function updateCartQuantity(id: string, quantity: number, options?: WriteOptions): Promise<void> {
  const done = await api().PUT('updateCartQuantity', '/userCart', { body: { id, quantity }, ...keyed(options) });
  if (!done) throw new Error('Failed to update product quaantity in cart.');
}

/** DELETE userCart?id= (the server also reads a JSON body {id}, as the spec's client sends it). */
export const removeFromCart = (id: string, options?: WriteOptions) =>
  api().DELETE('removeFromCart', '/userCart', { params: { query: { id } }, ...keyed(options) });

export const getWishlist = () => api().GET('getWishlist', '/wishlist', LIVE_READ);

/** DELETE wishlist?productId=&varientId= (the spec's spelling): the one removal, from the drawer and the buy box. */
export const removeFromWishlist = (productId: string, varientId: string, options?: WriteOptions) =>
  api().DELETE('removeFromWishlist', '/wishlist', { params: { query: { productId, varientId } }, ...keyed(options) });

export type MergeLine = BodyOf<'/userCart/merge', 'post'>['lines'][number];

/** POST userCart/merge (ours): pushes the visitor's bag after login; lines that could not be added are listed by variant. */
export const mergeIntoCart = (lines: MergeLine[], options?: WriteOptions) =>
  api().POST('mergeCart', '/userCart/merge', { body: { lines }, ...keyed(options) });
