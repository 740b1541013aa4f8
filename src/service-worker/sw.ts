/**
 * The storefront's service worker, built with Workbox modules and bundled at build time (src/build/pwa/
 * build-service-worker.ts), which injects the precache list (self.__WB_MANIFEST). The strategy for each
 * request comes from one pure rule (src/lib/rules/offline-strategy.ts); docs/decisions/offline.md has the table.
 *
 * A new version waits: it takes over only when the shopper taps Refresh on "New version available"
 * (a SKIP_WAITING message), so no page is reloaded by surprise.
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { PrecacheEntry } from 'workbox-precaching';
import { OFFLINE_PAGE, offlinePageFor, offlineStrategy } from '../lib/rules/offline-strategy.ts';
import { FLUSH_MESSAGE, SYNC_TAG } from '../lib/rules/offline-sync.ts';

/** The worker's global, typed by hand: the project compiles against the DOM library, not the worker one. */
type WaitUntil = Event & { waitUntil(promise: Promise<unknown>): void };
type SyncEvent = WaitUntil & { tag: string };
type WindowClient = { postMessage(message: unknown): void };
declare const self: {
  clients: { matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]> };
  __WB_MANIFEST: (PrecacheEntry | string)[];
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  addEventListener(type: 'activate', listener: (event: WaitUntil) => void): void;
  addEventListener(type: 'sync', listener: (event: SyncEvent) => void): void;
};

/** Page caches hold HTML that names this build's hashed assets: a new version starts them afresh. */
const BROWSE_CACHE = 'vastra-browse-pages';
const PAGES_CACHE = 'vastra-pages';
const IMAGES_CACHE = 'vastra-images';
const ASSETS_CACHE = 'vastra-assets';

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const strategyOf = ({ request, url }: { request: Request; url: URL }) =>
  url.origin === self.location.origin
    ? offlineStrategy({ method: request.method, pathname: url.pathname, navigate: request.mode === 'navigate' })
    : 'none';

const okOnly = new CacheableResponsePlugin({ statuses: [200] });

// Network-only (the API, every non-GET): no route answers, so the browser goes to the network itself, as if
// there were no worker (no copy is ever kept, and no detour through the worker either).

registerRoute(
  (options) => strategyOf(options) === 'browse-swr',
  new StaleWhileRevalidate({
    cacheName: BROWSE_CACHE,
    plugins: [okOnly, new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 14 * 24 * 3600, purgeOnQuotaError: true })],
  }),
);

registerRoute(
  (options) => strategyOf(options) === 'page-network-first',
  new NetworkFirst({
    cacheName: PAGES_CACHE,
    plugins: [okOnly, new ExpirationPlugin({ maxEntries: 30, maxAgeSeconds: 14 * 24 * 3600, purgeOnQuotaError: true })],
  }),
);

registerRoute(
  (options) => strategyOf(options) === 'image-cache-first',
  new CacheFirst({
    cacheName: IMAGES_CACHE,
    plugins: [
      okOnly,
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
    ],
  }),
);

// Hashed assets the precache list leaves out (none today; a safety net): immutable, so cache-first.
registerRoute(
  (options) => strategyOf(options) === 'precache',
  new CacheFirst({
    cacheName: ASSETS_CACHE,
    plugins: [okOnly, new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true })],
  }),
);

// A page that is neither online nor kept: the offline page in the page's language, which lists what the
// shopper viewed (the English one if a worker's precache lacks it).
setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error();
  const page = offlinePageFor(new URL(request.url).pathname);
  return (await matchPrecache(page)) ?? (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
});

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  // Pages kept by a previous version name hashed assets this version no longer precaches: start them afresh.
  event.waitUntil(Promise.all([BROWSE_CACHE, PAGES_CACHE].map((name) => caches.delete(name))));
});

// Background Sync: the bag changes kept offline sit in the page's storage and need its sign-in, so the worker
// only wakes the open pages, which drain them (src/stores/bag/sender.ts). With no page open, the next load does.
self.addEventListener('sync', (event) => {
  if (event.tag !== SYNC_TAG) return;
  event.waitUntil(
    self.clients
      .matchAll({ type: 'window', includeUncontrolled: true })
      .then((pages) => pages.forEach((page) => page.postMessage({ type: FLUSH_MESSAGE }))),
  );
});
