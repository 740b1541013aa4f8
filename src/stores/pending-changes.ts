/**
 * Bag and wishlist changes made offline (issue 25), kept in a persistent atom so they outlive the page, and
 * sent in order when the connection is back (the `online` event) or on the next page load
 * (src/scripts/pending-changes.ts). The sending, and what a refusal then says, is pending-send.ts.
 */
import { persistentAtom } from '@nanostores/persistent';
import { PENDING_KEY, decodePending, withChange, type PendingChange } from '../lib/rules/pending.ts';
import { OFFLINE_MESSAGE } from '../lib/api/offline.ts';
import { toast } from './toasts.ts';

export type { PendingChange };

export const $pendingChanges = persistentAtom<PendingChange[]>(PENDING_KEY, [], {
  encode: JSON.stringify,
  decode: decodePending,
});

/** Keeps a change made offline for later, and says so. */
export function keepForLater(change: PendingChange): void {
  $pendingChanges.set(withChange($pendingChanges.get(), change));
  toast.warning(OFFLINE_MESSAGE);
}
