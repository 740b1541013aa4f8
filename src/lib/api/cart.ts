/** The signed-in shopper's server cart, as far as the header's bag count needs it (the cart drawer reads the rest). */
import { api, LIVE_READ } from './index.ts';

export type CartLineQuantity = { id: string; quantity: number };

export const getCart = () => api().call<CartLineQuantity[]>('getCart', 'userCart', LIVE_READ);
