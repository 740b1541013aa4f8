/**
 * How many units the signed-in shopper's server cart holds, for the header's bag badge. Kept locally so the
 * badge is right at first paint on the next page, and refreshed from GET userCart on every signed-in page
 * and after each add. The API client loads only when a refresh runs, so visitors' pages never carry it.
 */
import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import { $signedIn } from './session.ts';
import { $bagCount } from './bag.ts';
import { bagCount } from '../lib/rules/bag.ts';
import { $lastCart } from './last-cart.ts';

export const $cartUnits = persistentAtom<number>('vastra:cartUnits', 0, {
  encode: String,
  decode: (raw) => Math.max(0, Math.floor(Number(raw)) || 0),
});

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

/** What the badge counts: the server cart for a signed-in shopper, the local bag for a visitor. */
export const $badgeCount = computed([$signedIn, $cartUnits, $bagCount], (signedIn, cart, local) =>
  signedIn ? cart : local,
);

let loading: Promise<void> | null = null;

/** Reads the server cart again; a failure is only logged and the badge keeps its last count. */
export function refreshCartUnits(): Promise<void> {
  loading ??= (async () => {
    try {
      const { getCart } = await import('../lib/api/cart.ts');
      const lines = await getCart();
      if ($signedIn.get()) {
        $cartUnits.set(bagCount(lines));
        // Kept for the drawer opened offline later (issue 29 §3): the last bag the server answered.
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
