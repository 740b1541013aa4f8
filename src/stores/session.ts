/** Tokens, kept locally (spec §4): signed in when either token is stored. Synced across tabs. */
import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import { connectSession } from '../lib/api/session-port.ts';
import { tokenSubject } from '../lib/token-subject.ts';
import { homeOfPath } from '../lib/i18n/locale-paths.ts';

export const $accessToken = persistentAtom<string>('vastra:accessToken', '');
export const $refreshToken = persistentAtom<string>('vastra:refreshToken', '');

export const $signedIn = computed([$accessToken, $refreshToken], (access, refresh) => Boolean(access || refresh));

/** The signed-in shopper's account id, as the tokens name it ('' signed out): the key for what is kept per shopper. */
export const $shopperId = computed(
  [$accessToken, $refreshToken],
  (access, refresh) => tokenSubject(access) || tokenSubject(refresh),
);

export function storeTokens(accessToken: string, refreshToken: string) {
  $accessToken.set(accessToken);
  $refreshToken.set(refreshToken);
}

export function clearTokens() {
  $accessToken.set('');
  $refreshToken.set('');
}

/**
 * Spec §4: an 'auth-failed' event sets the shopper as signed out. The API client raises it when a refresh
 * fails; removing the tokens here signs out every open tab too (the token atoms follow each other's storage
 * events, so each tab's header and signed-in widgets change at once).
 */
export const AUTH_FAILED_EVENT = 'auth-failed';

if (typeof window !== 'undefined') window.addEventListener(AUTH_FAILED_EVENT, clearTokens);

/**
 * The one place the API client gets its session: the tokens kept here, and on a failed refresh (both
 * tokens removed) the 'auth-failed' event and the spec's way out, the home page.
 */
connectSession({
  access: () => $accessToken.get(),
  refresh: () => $refreshToken.get(),
  save: storeTokens,
  clear: clearTokens,
  onSignedOut: () => {
    if (typeof window === 'undefined') return;
    window.dispatchEvent(new Event(AUTH_FAILED_EVENT));
    const home = homeOfPath(window.location.pathname);
    if (window.location.pathname !== home) window.location.assign(home);
  },
});
