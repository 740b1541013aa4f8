/** The signed-in shopper's server cart, as far as the header's bag count needs it (the cart drawer reads the rest). */
import { api, LIVE_READ } from './index.ts';

export type CartLineQuantity = { id: string; quantity: number };

export const getCart = () => api().call<CartLineQuantity[]>('getCart', 'userCart', LIVE_READ);

export type MergeLine = { productId: string; variantId: string; quantity: number };

/** POST userCart/merge (ours): pushes the visitor's bag after login; lines that could not be added are listed by variant. */
export const mergeIntoCart = (lines: MergeLine[]) =>
  api().call<{ cart: CartLineQuantity[]; skipped: string[] }>('mergeCart', 'userCart/merge', { method: 'POST', body: { lines } });
