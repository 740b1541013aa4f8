/**
 * Who is signed in, as the header shows it (avatar, name, elite badge). Kept locally so the avatar is right on
 * the next page at once, refreshed from the API when older than a few minutes. The API client loads only
 * when a refresh is due, so visitors' pages never carry it.
 */
import { persistentAtom } from '@nanostores/persistent';
import { $refreshToken, $signedIn, clearTokens } from './session.ts';
import { overlay } from './overlay.ts';
import { forgetReviewDrafts } from './review-drafts.ts';
import { $bagRecord } from './bag/record.ts';
import { $unread } from './notifications.ts';
import { CHECKOUT_KEY } from '../lib/rules/checkout-key.ts';
import { emptyRecord } from '../lib/rules/bag-record.ts';
import { homeOfPath } from '../lib/i18n/locale-paths.ts';

export type Me = {
  fullname: string;
  displayname: string;
  profilePicUrl: string | null;
  subscriber: string;
  fetchedAt: number;
};

function decode(raw: string): Me | null {
  try {
    const value = JSON.parse(raw) as Partial<Me> | null;
    return value && typeof value.fullname === 'string' && typeof value.fetchedAt === 'number' ? (value as Me) : null;
  } catch {
    return null;
  }
}

export const $me = persistentAtom<Me | null>('vastra:me', null, { encode: JSON.stringify, decode });

const FRESH_FOR_MS = 5 * 60_000;
let loading: Promise<void> | null = null;

/** Fetches the own profile when none is kept or it is stale. Failure is only logged; the avatar keeps what it had. */
export function refreshMe(): Promise<void> {
  const kept = $me.get();
  if (kept && Date.now() - kept.fetchedAt < FRESH_FOR_MS) return Promise.resolve();
  loading ??= (async () => {
    try {
      const { getOwnProfile } = await import('../lib/api/me.ts');
      const { user, subscriber } = await getOwnProfile();
      if ($signedIn.get()) {
        $me.set({
          fullname: user.fullname,
          displayname: user.displayname,
          profilePicUrl: user.profilePicUrl,
          subscriber,
          fetchedAt: Date.now(),
        });
      }
    } catch (error) {
      console.error(error);
    } finally {
      loading = null;
    }
  })();
  return loading;
}

/**
 * Everything kept on this device for the shopper who signs out (docs/decisions/bag.md, "Bad input"): the
 * profile, the bag's record (its cart and outbox: never sent for whoever signs in next), the review drafts,
 * the unread count and the checkout's choices (address, coupons, wallet, payment, the order attempt), whatever
 * page the shopper signs out on. What is the device's, not the shopper's, stays: the language, recent searches
 * and products viewed, last prices seen.
 */
export function forgetShopper(): void {
  $me.set(null);
  $bagRecord.set(emptyRecord());
  forgetReviewDrafts();
  $unread.set(0);
  // From storage, not through the checkout's store: loading that here would cost every page its code. Where the
  // store is loaded it clears itself as the tokens go (stores/checkout.ts).
  try {
    localStorage.removeItem(CHECKOUT_KEY);
  } catch (error) {
    console.error((error as Error).message);
  }
}

/** How long log-out waits for the server to end the login before leaving anyway. */
const LOGOUT_WAIT_MS = 3000;

/**
 * Log-out (spec §4): remove both tokens (every open tab signs out with this one) and what is kept for the
 * shopper (ours: forgetShopper; the next shopper on this device must not open or send it), and go to the home
 * page in the page's language (unless already there). The server is asked to end the login too (POST
 * userRefresh/logout), best effort: a failure or a slow answer is logged and never keeps the shopper signed in.
 */
export async function logOut() {
  const refreshToken = $refreshToken.get();
  clearTokens();
  forgetShopper();
  overlay.close();
  if (refreshToken) {
    try {
      const { endLogin } = await import('../lib/api/auth.ts');
      await endLogin(refreshToken, AbortSignal.timeout(LOGOUT_WAIT_MS));
    } catch (error) {
      console.error((error as Error).message);
    }
  }
  const home = homeOfPath(window.location.pathname);
  if (window.location.pathname !== home) window.location.assign(home);
}
