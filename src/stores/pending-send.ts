/**
 * Sends the bag and wishlist changes kept while offline (pending-changes.ts), oldest first, one at a time.
 * A change the server refuses now is dropped and said, as it would have been at the time ("Failed to add
 * product to cart.", the 5-per-product warning); going offline again (or no answer at all) stops and keeps the rest. Then the
 * badge, an open drawer and other tabs read the cart and wishlist again. One tab sends at a time.
 */
import { ApiError, addToCart, isOffline } from '../lib/api/index.ts';
import { removeFromCart, removeFromWishlist, updateCartQuantity } from '../lib/api/cart.ts';
import { addToWishlist } from '../lib/api/product.ts';
import { MAX_QUANTITY_WARNING } from '../lib/rules/limits.ts';
import { sameChange, type PendingChange } from '../lib/rules/pending.ts';
import { $pendingChanges } from './pending-changes.ts';
import { cartChanged } from './cart-changes.ts';
import { afterKeptChangesSent } from './cart.ts';
import { $signedIn } from './session.ts';
import { toast } from './toasts.ts';

const LOCK = 'vastra:pendingChanges';

async function send(change: PendingChange): Promise<void> {
  switch (change.kind) {
    case 'add-to-cart':
      return void (await addToCart({
        productId: change.productId,
        varaint: change.variantId,
        quantity: change.quantity,
        reference: false,
      }));
    case 'cart-quantity':
      return updateCartQuantity(change.lineId, change.quantity);
    case 'cart-remove':
      return void (await removeFromCart(change.lineId));
    case 'wishlist':
      return void (await (change.on
        ? addToWishlist(change.productId, change.variantId)
        : removeFromWishlist(change.productId, change.variantId)));
    case 'move-to-bag':
      await addToCart({ productId: change.productId, varaint: change.variantId, quantity: 1, reference: false });
      return void (await removeFromWishlist(change.productId, change.variantId));
  }
}

/** Refusals the spec words as warnings, said as they are everywhere else (the limit of 5, no stock left). */
const SAID_AS_WARNING = new Set<string>([MAX_QUANTITY_WARNING, 'Variant out of stock']);

/** What a refusal says: the call's own message, or the spec's warning for that refusal. */
function sayRefused(error: unknown) {
  if (error instanceof ApiError && SAID_AS_WARNING.has(error.serverMessage)) toast.warning(error.serverMessage);
  else toast.error(error instanceof Error ? error.message : String(error));
}

let sending: Promise<void> | null = null;

async function sendAll(): Promise<void> {
  if (!$signedIn.get()) {
    // Signed out since: the changes were that account's, and this device no longer acts for it.
    $pendingChanges.set([]);
    return;
  }
  let sent = false;
  for (let change = $pendingChanges.get()[0]; change; change = $pendingChanges.get()[0]) {
    if (navigator.onLine === false) break;
    try {
      await send(change);
    } catch (error) {
      // Offline again, or the server out of reach: kept for the next time.
      if (isOffline(error) || (error instanceof ApiError && error.status === 0)) break;
      console.error((error as Error).message);
      sayRefused(error);
    }
    sent = true;
    // Taken off wherever it now is (a newer change may have replaced others meanwhile).
    const kept = $pendingChanges.get();
    const at = kept.findIndex((c) => sameChange(c, change!));
    if (at >= 0) $pendingChanges.set([...kept.slice(0, at), ...kept.slice(at + 1)]);
  }
  if (!sent) return;
  await cartChanged();
  afterKeptChangesSent();
}

/** Sends everything kept; a call while sending waits for the same round. */
export function sendKept(): Promise<void> {
  const locks = (navigator as { locks?: { request: (name: string, run: () => Promise<void>) => Promise<void> } }).locks;
  sending ??= (locks ? locks.request(LOCK, sendAll) : sendAll()).finally(() => {
    sending = null;
  });
  return sending;
}
