/**
 * Drains the bag's outbox when a page loads, whenever the connection is back, and when Background Sync wakes
 * the page (docs/decisions/bag.md, "Sending"), after saying what the record could not keep ("Bad input").
 * Every page carries this, so it only looks at the record; the sender loads when there is something to send.
 */
import { isFlushMessage } from '../lib/rules/offline-sync.ts';
import { VISITOR } from '../lib/rules/bag-record.ts';
import { $bagRecord, owner } from '../stores/bag/record.ts';
import { sayDropped } from '../stores/bag/dropped.ts';

function send() {
  if (navigator.onLine === false || owner() === VISITOR || $bagRecord.get().outbox.length === 0) return;
  void import('../stores/bag/wake.ts').then((sender) => sender.drain());
}

export function initBagOutbox(): void {
  sayDropped();
  window.addEventListener('online', send);
  // Background Sync: the service worker's `sync` event posts FLUSH_MESSAGE to the open pages (offline-sync.ts).
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    if (isFlushMessage(event.data)) send();
  });
  send();
}
