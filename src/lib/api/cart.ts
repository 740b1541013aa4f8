/** The signed-in shopper's server cart and wishlist (shopper-core §7). Each call's failure carries the spec's message. */
import { api, keyHeader, LIVE_READ, type WriteOptions } from './index.ts';
import type { CartLine, WishlistItem } from './types.ts';

export type { CartLine, WishlistItem };

export const getCart = () => api().call<CartLine[]>('getCart', 'userCart', LIVE_READ);

/** PUT userCart: success needs a truthy data.data (shopper-core §7). */
export async function updateCartQuantity(id: string, quantity: number, options?: WriteOptions): Promise<void> {
  const done = await api().call<boolean>('updateCartQuantity', 'userCart', {
    method: 'PUT',
    body: { id, quantity },
    ...keyHeader(options),
  });
  if (!done) throw new Error('Failed to update product quaantity in cart.');
}

/** DELETE userCart?id= with the id in the body too, as the contract sends it. */
export const removeFromCart = (id: string, options?: WriteOptions) =>
  api().call<boolean>('removeFromCart', 'userCart', {
    method: 'DELETE',
    query: { id },
    body: { id },
    ...keyHeader(options),
  });

export const getWishlist = () => api().call<WishlistItem[]>('getWishlist', 'wishlist', LIVE_READ);

export const removeFromWishlist = (productId: string, varientId: string, options?: WriteOptions) =>
  api().call<boolean>('removeFromWishlist', 'wishlist', {
    method: 'DELETE',
    query: { productId, varientId },
    ...keyHeader(options),
  });

export type MergeLine = { productId: string; variantId: string; quantity: number };

/** POST userCart/merge (ours): pushes the visitor's bag after login; lines that could not be added are listed by variant. */
export const mergeIntoCart = (lines: MergeLine[], options?: WriteOptions) =>
  api().call<{ cart: CartLine[]; skipped: string[] }>('mergeCart', 'userCart/merge', {
    method: 'POST',
    body: { lines },
    ...keyHeader(options),
  });
