/**
 * The signed-in shopper's cart and wishlist as read from the API (loaded with the drawer, checkout, the
 * signed-in header and the sender). Each answer of GET userCart becomes the record's cart, which the bag is
 * shown from (with the outbox over it), in this tab and the others.
 */
import { getCart, getWishlist, type CartLine, type WishlistItem } from '../../lib/api/cart.ts';
import { loadable } from '../loadable.ts';
import { $signedIn } from '../session.ts';
import { updateBag } from './record.ts';

export const serverCart = loadable<CartLine[]>(async () => {
  const lines = await getCart();
  if ($signedIn.get()) updateBag((mine) => ({ ...mine, cart: lines }));
  return lines;
});

export const wishlist = loadable<WishlistItem[]>(getWishlist);

/** Reads the cart again (the badge on every signed-in page, after an order); a failure keeps the last answer. */
export const refreshCart = (): Promise<void> => serverCart.refresh();
