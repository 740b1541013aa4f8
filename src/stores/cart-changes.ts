/**
 * Changes to the signed-in shopper's server cart: the bag badge's count set or read again from GET userCart
 * (on every signed-in page and after each add), and other open tabs told. Loaded only by what changes or
 * reads the cart (the signed-in header, the drawer, buy actions, checkout), never by a visitor's first load.
 */
import { persistentAtom } from '@nanostores/persistent';
import { getCart } from '../lib/api/cart.ts';
import { bagCount } from '../lib/rules/bag.ts';
import { $signedIn } from './session.ts';
import { $cartUnits } from './cart-count.ts';
import { $lastCart } from './last-cart.ts';

/**
 * A stamp changed after every change this tab makes to the server cart. It is kept locally, so other open
 * tabs hear of the change (storage events) and read the cart again; their badge follows $cartUnits itself.
 */
export const $cartVersion = persistentAtom<string>('vastra:cartVersion', '');
let ownVersion = '';

/** Calls `listener` when another tab has changed the server cart (never for this tab's own changes). */
export function onCartChangedElsewhere(listener: () => void): () => void {
  return $cartVersion.listen((version) => {
    if (version !== ownVersion) listener();
  });
}

/** After a change to the server cart: the count is set (or read again) and other tabs are told. */
export function cartChanged(units?: number): Promise<void> {
  ownVersion = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  $cartVersion.set(ownVersion);
  if (units !== undefined) {
    $cartUnits.set(units);
    return Promise.resolve();
  }
  return refreshCartUnits();
}

let loading: Promise<void> | null = null;

/** Reads the server cart again; a failure is only logged and the badge keeps its last count. */
export function refreshCartUnits(): Promise<void> {
  loading ??= (async () => {
    try {
      const lines = await getCart();
      if ($signedIn.get()) {
        $cartUnits.set(bagCount(lines));
        // Kept for the drawer opened offline later: the last bag the server answered.
        $lastCart.set(lines);
      }
    } catch (error) {
      console.error((error as Error).message);
    } finally {
      loading = null;
    }
  })();
  return loading;
}
