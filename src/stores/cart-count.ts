/**
 * How many units the signed-in shopper's server cart holds, for the header's bag badge. Kept locally so the
 * badge is right at first paint on the next page. Every page's first load carries this and no API client:
 * reading the server cart again (cart-changes.ts) loads with the signed-in header, the drawer or a buy action.
 */
import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import { $signedIn } from './session.ts';
import { $bagCount } from './bag.ts';

export const $cartUnits = persistentAtom<number>('vastra:cartUnits', 0, {
  encode: String,
  decode: (raw) => Math.max(0, Math.floor(Number(raw)) || 0),
});

/** What the badge counts: the server cart for a signed-in shopper, the local bag for a visitor. */
export const $badgeCount = computed([$signedIn, $cartUnits, $bagCount], (signedIn, cart, local) =>
  signedIn ? cart : local,
);
