/**
 * The contract between the page and the service worker for draining the bag's outbox. After an entry could
 * not be sent the page registers a Background Sync with SYNC_TAG (where the browser has SyncManager); on that
 * `sync` event the service worker posts { type: FLUSH_MESSAGE } to every open page, and a page that hears it
 * drains. Without a service worker, `online` and the next page load do.
 */
export const SYNC_TAG = 'vastra-bag';
export const FLUSH_MESSAGE = 'vastra:flush-pending';

export type FlushMessage = { type: typeof FLUSH_MESSAGE };

/** A message from the service worker that asks the page to send what is kept. */
export const isFlushMessage = (data: unknown): data is FlushMessage =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === FLUSH_MESSAGE;

/**
 * The wait before the next try while the device says it is online but the last try got no answer (the
 * connection not quite back, the server out of reach, the sender's code not fetched): 2 s, then twice the last, up
 * to a minute. `online` has fired already and will not fire again (docs/decisions/bag.md, "Sending").
 */
export const FIRST_RETRY_MS = 2_000;
export const LAST_RETRY_MS = 60_000;
export const nextRetryMs = (last: number | null): number =>
  last === null ? FIRST_RETRY_MS : Math.min(last * 2, LAST_RETRY_MS);
