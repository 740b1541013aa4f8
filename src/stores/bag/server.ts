/**
 * The signed-in shopper's cart and wishlist as read from the API (loaded with the drawer, checkout, the
 * signed-in header and the sender). Each answer of GET userCart becomes the record's cart, which the bag is
 * shown from (with the outbox over it), in this tab and the others.
 */
import { getCart, getWishlist, type CartLine, type WishlistItem } from '../../lib/api/cart.ts';
import { loadable } from '../loadable.ts';
import { $signedIn } from '../session.ts';
import { addAwaitsAnswer } from '../../lib/rules/bag-outbox.ts';
import { updateBag } from './record.ts';

export const serverCart = loadable<CartLine[]>(async () => {
  const lines = await getCart();
  // Not while an add that went out waits for its answer: the bag would show it twice (bag-outbox.ts).
  if ($signedIn.get()) updateBag((mine) => (addAwaitsAnswer(mine.outbox) ? mine : { ...mine, cart: lines }));
  return lines;
});

export const wishlist = loadable<WishlistItem[]>(getWishlist);

/** Reads the cart again (the badge on every signed-in page, after an order); a failure keeps the last answer. */
export const refreshCart = (): Promise<void> => serverCart.refresh();
