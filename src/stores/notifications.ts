/**
 * How many of the signed-in shopper's notifications are unread, for the bell. Kept locally so the badge is
 * right at first paint on the next page; read again on every signed-in page, when the shopper comes back to
 * the tab (unread-refresh.ts, loaded with the signed-in header), and set to 0 when the drawer marks them read.
 * Every page's first load carries this and no API client.
 */
import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import { $signedIn } from './session.ts';

export const $unread = persistentAtom<number>('vastra:unread', 0, {
  encode: String,
  decode: (raw) => Math.max(0, Math.floor(Number(raw)) || 0),
});

/** What the bell shows: a visitor has no notifications. */
export const $bellCount = computed([$signedIn, $unread], (signedIn, unread) => (signedIn ? unread : 0));
