/**
 * Reads the signed-in shopper's unread notifications again for the bell. Loaded only with the signed-in
 * header (header-account.ts), so a visitor's first load carries no API client.
 */
import { getUnreadCount } from '../lib/api/notifications.ts';
import { $signedIn } from './session.ts';
import { $unread } from './notifications.ts';

let loading: Promise<void> | null = null;

/** Reads the unread count again; a failure is only logged and the badge keeps its last count. */
export function refreshUnread(): Promise<void> {
  loading ??= (async () => {
    try {
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
