/**
 * Sends the bag and wishlist changes kept while offline: when a page loads, and whenever the connection is back.
 * Every page carries this, so it only looks at storage; the sending code loads when something was kept.
 */
import { PENDING_KEY, isFlushMessage } from '../lib/rules/offline-sync.ts';

function somethingKept(): boolean {
  try {
    const kept = localStorage.getItem(PENDING_KEY);
    return Boolean(kept && kept !== '[]');
  } catch {
    return false;
  }
}

function send() {
  if (navigator.onLine === false || !somethingKept()) return;
  void import('../stores/pending-send.ts').then((sending) => sending.sendKept());
}

export function initPendingChanges(): void {
  window.addEventListener('online', send);
  // Background Sync: the service worker's `sync` event posts FLUSH_MESSAGE to the open pages (offline-sync.ts).
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    if (isFlushMessage(event.data)) send();
  });
  send();
}
