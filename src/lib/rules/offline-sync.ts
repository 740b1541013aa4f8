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
