/**
 * The signed-in shopper's cart and wishlist as read from the API (loaded with the drawer, checkout, the
 * signed-in header and the sender). Each answer of GET userCart becomes the record's cart, which the bag is
 * shown from (with the outbox over it), in this tab and the others.
 */
import { getCart, getWishlist, type CartLine, type WishlistItem } from '../../lib/api/cart.ts';
import { loadable } from '../loadable.ts';
import { $signedIn } from '../session.ts';
import { addAwaitsAnswer } from '../../lib/rules/bag-outbox.ts';
import { $myBag, updateBag } from './record.ts';

/** Bag writes this tab's sender has had answered (sent or refused). */
let answered = 0;
export const noteAnswered = (): void => void (answered += 1);

/** A read is read again when it was overtaken this many times in a row; the last one then changes nothing. */
const READS = 3;

/**
 * Reads the cart and makes it the record's last answer. A read overtaken on its way (a write of this tab was
 * answered, or the record's cart changed in another tab, after it left) may be older than the bag shown, so it
 * is read again: put as it was, it would undo a confirmed change (docs/decisions/bag.md, "Sending").
 */
async function readCart(): Promise<CartLine[]> {
  for (let read = 1; ; read += 1) {
    const since = answered;
    const before = $myBag.get().cart;
    const lines = await getCart();
    const overtaken = answered !== since || $myBag.get().cart !== before;
    if (overtaken && read < READS) continue;
    // Not while an add that went out waits for its answer: the bag would show it twice (bag-outbox.ts).
    if (!overtaken && $signedIn.get())
      updateBag((mine) => (addAwaitsAnswer(mine.outbox) ? mine : { ...mine, cart: lines }));
    return lines;
  }
}

export const serverCart = loadable<CartLine[]>(readCart);

export const wishlist = loadable<WishlistItem[]>(getWishlist);

/** Reads the cart again (the badge on every signed-in page, after an order); a failure keeps the last answer. */
export const refreshCart = (): Promise<void> => serverCart.refresh();
