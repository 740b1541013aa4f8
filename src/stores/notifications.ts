/**
 * How many of the signed-in shopper's notifications are unread, for the bell. Kept locally so the badge is
 * right at first paint on the next page; read again on every signed-in page, when the shopper comes back to
 * the tab, and set to 0 when the drawer marks them read. The API client loads only when a refresh runs, so
 * visitors' pages never carry it.
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

let loading: Promise<void> | null = null;

/** Reads the unread count again; a failure is only logged and the badge keeps its last count. */
export function refreshUnread(): Promise<void> {
  loading ??= (async () => {
    try {
      const { getUnreadCount } = await import('../lib/api/notifications.ts');
      const { count } = await getUnreadCount();
      if ($signedIn.get()) $unread.set(count);
    } catch (error) {
      console.error((error as Error).message);
    } finally {
      loading = null;
    }
  })();
  return loading;
}
