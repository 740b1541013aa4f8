/**
 * Putting a change in the outbox (docs/decisions/bag.md, "One outbox"): the entry is made with its
 * Idempotency-Key, the bag shows it at once, and the sender is asked to drain. When it cannot be sent now
 * the shopper is told once, and Background Sync is asked to wake the pages when the connection is back.
 */
import type { Change } from '../../lib/rules/bag-outbox.ts';
import { withChange } from '../../lib/rules/bag-changes.ts';
import { SYNC_TAG } from '../../lib/rules/offline-sync.ts';
import { OFFLINE_MESSAGE } from '../../lib/api/offline.ts';
import { newKey, updateBag } from './record.ts';
import type { Outcome } from './sender.ts';
import { toast } from '../toasts.ts';

/** Puts `change` in the outbox and drains it; resolves with how its entry ended for this tab. */
export async function enqueue(change: Change): Promise<Outcome> {
  const key = newKey();
  updateBag((mine) => ({ ...mine, outbox: withChange(mine.outbox, change, key) }));
  const ended = await sendNow(key);
  if (ended.status === 'held') {
    toast.warning(OFFLINE_MESSAGE);
    askForSync();
  }
  return ended;
}

/**
 * Drains the outbox and resolves with how the entry of `key` ended. The sender (and its API calls) loads here, with
 * the first change, not with every page that can make one. Offline before it ever loaded (no service worker copy
 * yet), the entry is kept: 'held', and sent on `online` or the next load like any other.
 */
export function sendNow(key: string): Promise<Outcome> {
  return import('./sender.ts').then(
    (sender) => {
      const outcome = sender.outcomeOf(key);
      void sender.drain();
      return outcome;
    },
    (): Outcome => ({ status: 'held' }),
  );
}

/**
 * Asks the service worker, where there is one and the browser has Background Sync, to wake the pages when the
 * connection is back (it posts FLUSH_MESSAGE; src/scripts/bag-outbox.ts drains). Without either, the `online`
 * event and the next page load drain. A refusal here changes nothing.
 */
function askForSync(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || !('SyncManager' in window)) return;
  void navigator.serviceWorker.getRegistration().then(
    (registration) =>
      (
        registration as
          (ServiceWorkerRegistration & { sync?: { register: (tag: string) => Promise<void> } }) | undefined
      )?.sync
        ?.register(SYNC_TAG)
        .catch((error: Error) => console.error(error.message)),
    () => undefined,
  );
}
