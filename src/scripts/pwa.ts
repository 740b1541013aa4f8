/**
 * Every page's small start for the installable, offline-capable storefront (docs/decisions/offline.md). Only
 * what cannot wait runs at once: the "You're offline" notice, and holding the browser's install event (it fires
 * once, early). The rest (registering the service worker, the update and install prompts, counting visits)
 * loads after the page has loaded and the browser is idle (pwa-start.ts), as does keeping a product or store
 * page in the recently viewed list (viewed-page.ts), so the first visit's loading and
 * its JS at start are left as they were. In development it unregisters any worker a build left on this origin.
 */
import { whenIdle } from '../ui/idle.ts';

/** Chromium's install event (not in the DOM typings). */
export type InstallPromptEvent = Event & {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

function watchConnection(): void {
  const notice = document.querySelector<HTMLElement>('[data-offline-notice]');
  const show = () => {
    if (notice) notice.hidden = navigator.onLine;
  };
  show();
  window.addEventListener('online', show);
  window.addEventListener('offline', show);
}

async function unregisterAll(): Promise<void> {
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.map((registration) => registration.unregister()));
  if (registrations.length && 'caches' in window)
    await Promise.all((await caches.keys()).map((name) => caches.delete(name)));
}

/** A product or store page keeps itself in the recently viewed list, once the browser is idle (viewed-page.ts). */
function keepViewed(): void {
  if (document.querySelector('[data-viewed]'))
    whenIdle(() => void import('./viewed-page.ts').then(({ initViewedPage }) => initViewedPage()));
}

export function initPwa(): void {
  watchConnection();
  // Started here, in the script every page loads already: a script of its own cost the product page's first
  // visit one more request ahead of its main image.
  keepViewed();
  if (!('serviceWorker' in navigator)) return;
  if (import.meta.env.DEV) {
    void unregisterAll();
    return;
  }
  let held: InstallPromptEvent | null = null;
  let offer: ((event: InstallPromptEvent) => void) | null = null;
  window.addEventListener('beforeinstallprompt', (event) => {
    // The browser's own banner never shows: the offer is ours, on our terms (pwa-start.ts).
    event.preventDefault();
    if (offer) offer(event as InstallPromptEvent);
    else held = event as InstallPromptEvent;
  });
  const start = () =>
    whenIdle(
      () =>
        void import('./pwa-start.ts').then(({ startPwa }) => {
          offer = startPwa();
          if (held) offer(held);
        }),
    );
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
