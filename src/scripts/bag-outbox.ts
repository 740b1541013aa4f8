/**
 * Drains the bag's outbox when a page loads, whenever the connection is back, and when Background Sync wakes
 * the page (docs/decisions/bag.md, "Sending"), after saying what the record could not keep ("Bad input").
 * Every page carries this, so it waits for the device to keep a bag before it loads the record, and the
 * sender loads only when there is something to send.
 */
import { isFlushMessage, nextRetryMs } from '../lib/rules/offline-sync.ts';
import { VISITOR } from '../lib/rules/bag-keys.ts';
import { whenBagRecord } from './bag-record-door.ts';

type RecordModule = typeof import('../stores/bag/record.ts');

/** The record, once the device keeps a bag (until then there is nothing to send or to say). */
let record: RecordModule | null = null;

/** When the sender's code could not be fetched (the connection not quite back), the last wait before trying again. */
let lastLoadAgainMs: number | null = null;

function send() {
  if (!record || navigator.onLine === false) return;
  if (record.owner() === VISITOR || record.$bagRecord.get().outbox.length === 0) return;
  import('../stores/bag/sender.ts').then(
    (sender) => {
      lastLoadAgainMs = null;
      return sender.drain();
    },
    (error: Error) => {
      console.error(error.message);
      lastLoadAgainMs = nextRetryMs(lastLoadAgainMs);
      setTimeout(send, lastLoadAgainMs);
    },
  );
}

/** What the record could not keep (rare): its words load only then. */
function sayDropped({ readBack, $bagRecord, owner }: RecordModule) {
  const stored = $bagRecord.get();
  // Another shopper's entries are the only thing a change of owner can drop.
  const theirs = stored.owner !== owner() && stored.owner !== VISITOR && stored.outbox.length > 0;
  if (!readBack.dropped && !theirs) return;
  void import('../stores/bag/dropped.ts').then((dropped) => dropped.sayDropped());
}

export function initBagOutbox(): void {
  window.addEventListener('online', send);
  // Background Sync: the service worker's `sync` event posts FLUSH_MESSAGE to the open pages (offline-sync.ts).
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    if (isFlushMessage(event.data)) send();
  });
  whenBagRecord((loaded) => {
    record = loaded;
    sayDropped(loaded);
    send();
  });
}
