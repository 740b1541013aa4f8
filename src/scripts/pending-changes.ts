/** Sends the bag and wishlist changes kept while offline: when a page loads, and whenever the connection is back. */
import { sendPendingChanges } from '../stores/pending-changes.ts';

export function initPendingChanges(): void {
  window.addEventListener('online', sendPendingChanges);
  sendPendingChanges();
}
