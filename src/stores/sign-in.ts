/**
 * The end of a sign-in or signup (spec shopper-core §4: "Login stores both tokens, merges the local bag into
 * the server cart, and reloads").
 */
import { storeTokens } from './session.ts';
import { $me } from './me.ts';
import { $bag, bag } from './bag.ts';
import { TOAST_MS, toast } from './toasts.ts';
import { mergeIntoCart } from '../lib/api/cart.ts';
import type { Tokens } from '../lib/api/auth.ts';

export const BAG_KEPT_MESSAGE =
  'We could not move your bag to your account. It is kept on this device; please try again later.';
export const skippedMessage = (count: number) =>
  count === 1
    ? 'One item in your bag is sold out or no longer listed, so it was not added.'
    : `${count} items in your bag are sold out or no longer listed, so they were not added.`;

/**
 * Stores both tokens, pushes the visitor's bag to the server cart (POST userCart/merge) and empties it only
 * when that worked, then goes to `destination` with a full page load (every island starts signed in).
 * When something needs saying (a failed merge keeps the bag; sold-out lines were left out) the toast is
 * shown for its 3 seconds before leaving. With `navigate: false` it stays on the page (signup's welcome).
 */
export async function completeSignIn(tokens: Tokens, destination: string, { navigate = true } = {}): Promise<void> {
  storeTokens(tokens.accessToken, tokens.refreshToken);
  // A profile kept from an earlier account must not show on this one's avatar.
  $me.set(null);
  let said = false;
  const lines = $bag.get();
  if (lines.length) {
    try {
      const { skipped } = await mergeIntoCart(
        lines.map(({ productId, variantId, quantity }) => ({ productId, variantId, quantity })),
      );
      bag.reset();
      if (skipped.length) {
        toast.warning(skippedMessage(skipped.length));
        said = true;
      }
    } catch (error) {
      console.error((error as Error).message);
      toast.error(BAG_KEPT_MESSAGE);
      said = true;
    }
  }
  if (!navigate) return;
  if (said) await new Promise((resolve) => setTimeout(resolve, TOAST_MS));
  window.location.assign(destination);
}
