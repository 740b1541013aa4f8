/** Tokens, kept locally (spec §4): signed in when either token is stored. Synced across tabs. */
import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';

export const $accessToken = persistentAtom<string>('vastra:accessToken', '');
export const $refreshToken = persistentAtom<string>('vastra:refreshToken', '');

export const $signedIn = computed([$accessToken, $refreshToken], (access, refresh) => Boolean(access || refresh));

export function storeTokens(accessToken: string, refreshToken: string) {
  $accessToken.set(accessToken);
  $refreshToken.set(refreshToken);
}

export function clearTokens() {
  $accessToken.set('');
  $refreshToken.set('');
}
