/**
 * Bag and wishlist changes made offline, kept in a persistent atom so they outlive the page, and
 * sent in order when the connection is back (the `online` event) or on the next page load
 * (src/scripts/pending-changes.ts). The sending, and what a refusal then says, is pending-send.ts.
 */
import { persistentAtom } from '@nanostores/persistent';
import { decodePending, withChange, withKeptAddSet, withLineSet, type PendingChange } from '../lib/rules/pending.ts';
import { OFFLINE_MESSAGE } from '../lib/api/offline.ts';
import { toast } from './toasts.ts';
import { PENDING_KEY, SYNC_TAG } from '../lib/rules/offline-sync.ts';

export type { PendingChange };

export const $pendingChanges = persistentAtom<PendingChange[]>(PENDING_KEY, [], {
  encode: JSON.stringify,
  decode: decodePending,
});

/** Keeps a change made offline for later, and says so. */
export function keepForLater(change: PendingChange): void {
  $pendingChanges.set(withChange($pendingChanges.get(), change));
  toast.warning(OFFLINE_MESSAGE);
  askForSync();
}

/** A line's new quantity or removal made offline; the adds kept for its variant are counted in it already. */
export function keepLineSet(
  variantId: string,
  change: Extract<PendingChange, { kind: 'cart-quantity' | 'cart-remove' }>,
): void {
  $pendingChanges.set(withLineSet($pendingChanges.get(), variantId, change));
  toast.warning(OFFLINE_MESSAGE);
  askForSync();
}

/** A line the server has not seen yet (only kept adds) changed again: the kept add is changed, nothing is called. */
export function changeKeptAdd(variantId: string, quantity: number): void {
  $pendingChanges.set(withKeptAddSet($pendingChanges.get(), variantId, quantity));
}

/**
 * Asks the service worker, where there is one and the browser has Background Sync, to wake the pages when the
 * connection is back (it posts FLUSH_MESSAGE; src/scripts/pending-changes.ts sends). Without either, the
 * `online` event and the next page load send. A refusal here changes nothing.
 */
export function askForSync(): void {
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
