/**
 * The signed-in shopper's server cart and wishlist as the My Cart drawer shows them (shopper-core §2, §3, §8).
 * Loaded only with the drawer. Quantity changes and removals are optimistic: the drawer changes at once, the
 * API is asked, and a failure puts the line back as it was with the spec's toast. Changes run one at a time,
 * in the order they were made, so three quick taps on plus end on the quantity the shopper saw. Every change
 * keeps the badge's count right and tells other tabs ($cartVersion), which read the cart again. A change made
 * offline stays as made and is kept to be sent when the connection is back (pending-changes.ts).
 */
import { atom } from 'nanostores';
import { ApiError, addToCart, isOffline } from '../lib/api/index.ts';
import {
  getCart,
  getWishlist,
  removeFromCart,
  removeFromWishlist,
  updateCartQuantity,
  type CartLine,
  type WishlistItem,
} from '../lib/api/cart.ts';
import { bagCount } from '../lib/rules/bag.ts';
import { lineStep } from '../lib/rules/cart.ts';
import { MAX_QUANTITY_WARNING } from '../lib/rules/limits.ts';
import { $cartUnits } from './cart-count.ts';
import { cartChanged, onCartChangedElsewhere } from './cart-changes.ts';
import { loadable } from './loadable.ts';
import { $signedIn } from './session.ts';
import { toast } from './toasts.ts';
import { $pendingChanges, changeKeptAdd, keepForLater, keepLineSet } from './pending-changes.ts';
import { $lastCart } from './last-cart.ts';
import { bagAsLeft, isKeptLine } from '../lib/rules/bag-as-left.ts';

export const serverCart = loadable<CartLine[]>(getCart);
export const wishlist = loadable<WishlistItem[]>(getWishlist);

/** Another tab changed the cart: read it again if this tab has it. */
onCartChangedElsewhere(() => {
  if ($signedIn.get() && serverCart.$state.get().status !== 'idle') void serverCart.refresh();
});

const lines = () => serverCart.$state.get().data ?? [];

// What the server last answered is kept, so the drawer opened offline shows the last known bag.
serverCart.$state.listen((state) => {
  if (state.status === 'succeeded' && state.data && $signedIn.get()) $lastCart.set(state.data);
});

/**
 * The bag as the shopper left it: the cart on screen (or, before it was read on this page, the last one the
 * server answered) with the changes kept offline laid over it.
 */
export function bagShown(): CartLine[] {
  return bagAsLeft(serverCart.$state.get().data ?? $lastCart.get(), $pendingChanges.get());
}

/**
 * How many cart changes are on their way (made on screen, not yet answered). The checkout prices the bag
 * only when none is: its total then always comes from lines the server has confirmed (or put back).
 */
export const $cartChanging = atom(0);

let queue: Promise<unknown> = Promise.resolve();
/** Runs cart changes one after another (a failure does not stop the next). */
function inTurn<T>(change: () => Promise<T>): Promise<T> {
  $cartChanging.set($cartChanging.get() + 1);
  const run = queue.then(change, change).finally(() => $cartChanging.set($cartChanging.get() - 1));
  queue = run.catch(() => undefined);
  return run;
}

/** The server-confirmed quantity of each line, to roll back to. */
const confirmed = new Map<string, number>();

/** Changes a line of the cart on screen; with none read on this page (offline), the kept change alone shows it. */
function putLine(id: string, update: (line: CartLine) => CartLine | null) {
  if (serverCart.$state.get().data === null) return;
  serverCart.set(lines().flatMap((line) => (line.id === id ? (update(line) ?? []) : [line])));
}

/** Sets a line's quantity at once, then on the server; on failure the line goes back with the spec's toast. */
export function setCartQuantity(line: CartLine, quantity: number): Promise<void> {
  if (isKeptLine(line.id)) return changeKept(line, quantity);
  if (!confirmed.has(line.id)) confirmed.set(line.id, line.quantity);
  putLine(line.id, (l) => ({ ...l, quantity }));
  return inTurn(async () => {
    try {
      await updateCartQuantity(line.id, quantity);
      confirmed.set(line.id, quantity);
      await cartChanged(bagCount(lines()));
    } catch (error) {
      console.error((error as Error).message);
      if (isOffline(error)) {
        keepLineSet(line.variantId, { kind: 'cart-quantity', lineId: line.id, quantity });
        await cartChanged(bagCount(bagShown()));
        return;
      }
      putLine(line.id, (l) => ({ ...l, quantity: confirmed.get(line.id) ?? l.quantity }));
      toast.error('Failed to update product quaantity in cart.');
    }
  });
}

/** Removes a line at once, then on the server; on failure it comes back where it was. True when removed. */
export function removeCartLine(line: CartLine, { quiet = false } = {}): Promise<boolean> {
  if (isKeptLine(line.id)) return changeKept(line, 0).then(() => true);
  const index = lines().findIndex((l) => l.id === line.id);
  putLine(line.id, () => null);
  return inTurn(async () => {
    try {
      await removeFromCart(line.id);
      confirmed.delete(line.id);
      await cartChanged(bagCount(lines()));
      return true;
    } catch (error) {
      console.error((error as Error).message);
      if (isOffline(error)) {
        keepLineSet(line.variantId, { kind: 'cart-remove', lineId: line.id });
        await cartChanged(bagCount(bagShown()));
        return true;
      }
      const now = lines();
      const back = { ...line, quantity: confirmed.get(line.id) ?? line.quantity };
      if (index >= 0) serverCart.set([...now.slice(0, index), back, ...now.slice(index)]);
      if (!quiet) toast.error('Failed to remove product from cart.');
      return false;
    }
  });
}

/** A line only kept offline (not on the server yet) changed again: the kept add changes, nothing is sent now. */
function changeKept(line: CartLine, quantity: number): Promise<void> {
  changeKeptAdd(line.variantId, quantity);
  return cartChanged(bagCount(bagShown()));
}

/**
 * One tap on a line's stepper, the drawer's and the checkout's alike (§5): the limit's warning ('Max quantity
 * is 5 for one product.', the stock), minus at 1 removes the line, else the new quantity.
 */
export function stepCartLine(line: CartLine, delta: 1 | -1): Promise<void> {
  const step = lineStep(line.quantity, delta, line.ProductVarient.VarientQuantity);
  if (step.action === 'warn') {
    toast.warning(step.warning);
    return Promise.resolve();
  }
  if (step.action === 'remove') return removeCartLine(line).then(() => undefined);
  return setCartQuantity(line, step.quantity);
}

/** "Empty cart": every line goes; any that the server keeps come back, with one toast. */
export async function emptyServerCart(): Promise<void> {
  const removed = await Promise.all(bagShown().map((line) => removeCartLine(line, { quiet: true })));
  if (removed.includes(false)) toast.error('Failed to remove product from cart.');
}

/** Changes kept offline have been sent: what is loaded is read again, and rollbacks start from the server's answer. */
export function afterKeptChangesSent(): void {
  confirmed.clear();
  if (serverCart.$state.get().status !== 'idle') void serverCart.refresh();
  if (wishlist.$state.get().status !== 'idle') void wishlist.refresh();
}

/** After an add: the cart as the server has it now, and the badge from it. */
async function reloadCart() {
  try {
    const fresh = await getCart();
    serverCart.set(fresh);
    await cartChanged(bagCount(fresh));
  } catch (error) {
    console.error((error as Error).message);
    await cartChanged();
  }
}

function hideWishlistItem(item: WishlistItem) {
  const items = wishlist.$state.get().data ?? [];
  wishlist.set(items.filter((i) => i !== item));
  return () => {
    const now = wishlist.$state.get().data ?? [];
    const at = items.indexOf(item);
    wishlist.set([...now.slice(0, at), item, ...now.slice(at)]);
  };
}

/**
 * "Move to bag" (§2): adds the item at quantity 1, then removes it from the wishlist; the badge rises by 1.
 * A failed add keeps it in the wishlist ("Failed to add product to cart.", or the cart's limit); a failed
 * removal leaves it in both, saying so. True when it reached the cart.
 */
export async function moveToBag(item: WishlistItem): Promise<boolean> {
  const putBack = hideWishlistItem(item);
  return inTurn(async () => {
    try {
      await addToCart({ productId: item.Product.id, varaint: item.ProductVarient.id, quantity: 1, reference: false });
    } catch (error) {
      if (isOffline(error)) {
        // Out of the wishlist as the shopper asked; both halves are sent when the connection is back.
        keepForLater({
          kind: 'move-to-bag',
          productId: item.Product.id,
          variantId: item.ProductVarient.id,
          shown: {
            productName: item.Product.productName,
            productDesc: item.Product.productDesc,
            image: item.Product.productImgUrls[0] ?? null,
            price: item.Product.productSellingPrice,
            mrp: item.Product.productMRP,
            size: item.VarientSize,
            color: item.VarientColor,
            stock: item.ProductVarient.VarientQuantity,
          },
        });
        await cartChanged($cartUnits.get() + 1);
        return true;
      }
      putBack();
      const overLimit = error instanceof ApiError && error.serverMessage === MAX_QUANTITY_WARNING;
      if (overLimit) toast.warning(MAX_QUANTITY_WARNING);
      else toast.error('Failed to add product to cart.');
      return false;
    }
    await reloadCart();
    try {
      await removeFromWishlist(item.Product.id, item.ProductVarient.id);
    } catch (error) {
      console.error((error as Error).message);
      putBack();
      toast.error('Failed to remove product from wishlist.');
    }
    return true;
  });
}

/**
 * Remove from the wishlist (ours: the drawer's Wishlist tab offers it beside "Move to bag"). The item goes at
 * once and comes back in its place if the call fails, saying so.
 */
export async function removeWishlistItem(item: WishlistItem): Promise<boolean> {
  const putBack = hideWishlistItem(item);
  return inTurn(async () => {
    try {
      await removeFromWishlist(item.Product.id, item.ProductVarient.id);
      toast.success('Removed from wishlist');
      return true;
    } catch (error) {
      console.error((error as Error).message);
      putBack();
      toast.error('Failed to remove product from wishlist.');
      return false;
    }
  });
}

/** "Add all to checkout" (§2): every item at quantity 1, each then removed from the wishlist. */
export async function moveAllToBag(): Promise<void> {
  const items = [...(wishlist.$state.get().data ?? [])];
  for (const item of items) await moveToBag(item);
}
