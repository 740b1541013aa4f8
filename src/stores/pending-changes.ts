/**
 * Bag and wishlist changes made offline (issue 25), kept in a persistent atom so they outlive the page, and
 * sent in order when the connection is back (the `online` event) or on the next page load. The sending, and
 * what a refusal then says, is pending-send.ts, loaded only when there is something to send.
 */
import { persistentAtom } from '@nanostores/persistent';
import { decodePending, withChange, type PendingChange } from '../lib/rules/pending.ts';
import { OFFLINE_MESSAGE } from '../lib/api/offline.ts';
import { toast } from './toasts.ts';

export type { PendingChange };

export const $pendingChanges = persistentAtom<PendingChange[]>('vastra:pendingChanges', [], { encode: JSON.stringify, decode: decodePending });

/** Keeps a change made offline for later, and says so. */
export function keepForLater(change: PendingChange): void {
  $pendingChanges.set(withChange($pendingChanges.get(), change));
  toast.warning(OFFLINE_MESSAGE);
}

/** Sends what was kept, if anything, once the device is online. */
export function sendPendingChanges(): void {
  if (!$pendingChanges.get().length || navigator.onLine === false) return;
  void import('./pending-send.ts').then((sending) => sending.sendKept());
}
