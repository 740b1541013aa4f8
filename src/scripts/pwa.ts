/**
 * Every page's small start for the installable, offline-capable storefront (docs/decisions/offline.md):
 * - registers the service worker once the page has loaded and the browser is idle (the first visit's
 *   loading is left alone), and tells the shopper when a new version is waiting: "New version available ·
 *   Refresh", never on a checkout page and never reloading by itself;
 * - counts visits and offers the install after a second visit or an order (never on the first page);
 * - says when the shopper is offline, so no price on the page passes for live;
 * - in development, unregisters any service worker a build left on this origin (npm run dev has none).
 * The prompts' own code loads only when one is shown (pwa-prompts.ts).
 */
import { whenIdle } from '../lib/idle.ts';
import { isCheckoutPage } from '../lib/rules/offline-strategy.ts';
import { shouldOfferInstall } from '../lib/rules/install-offer.ts';
import { $visits, visits } from '../stores/visits.ts';

export const SW_URL = '/sw.js';

/** Chromium's install event (not in the DOM typings). */
export type InstallPromptEvent = Event & {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

async function unregisterAll(): Promise<void> {
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.map((registration) => registration.unregister()));
  if (registrations.length && 'caches' in window)
    await Promise.all((await caches.keys()).map((name) => caches.delete(name)));
}

async function register(): Promise<void> {
  const registration = await navigator.serviceWorker.register(SW_URL);
  const offer = () => {
    if (!isCheckoutPage(location.pathname))
      void import('./pwa-prompts.ts').then(({ offerUpdate }) => offerUpdate(registration));
  };
  // A worker waiting while an older one runs this page: a new version was deployed.
  if (registration.waiting && navigator.serviceWorker.controller) offer();
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && navigator.serviceWorker.controller) offer();
    });
  });
  // register() checks sw.js on every page load; a tab left open checks again when the shopper returns to it.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void registration.update().catch(() => undefined);
  });
}

function watchConnection(): void {
  const notice = document.querySelector<HTMLElement>('[data-offline-notice]');
  const show = () => {
    document.documentElement.toggleAttribute('data-offline', !navigator.onLine);
    if (notice) notice.hidden = navigator.onLine;
  };
  show();
  window.addEventListener('online', show);
  window.addEventListener('offline', show);
}

export function initPwa(): void {
  watchConnection();
  if (!('serviceWorker' in navigator)) return;
  if (import.meta.env.DEV) {
    void unregisterAll();
    return;
  }
  visits.pageView();
  window.addEventListener('beforeinstallprompt', (event) => {
    // The browser's own banner never shows: the offer is ours, on our terms.
    event.preventDefault();
    if (shouldOfferInstall($visits.get()))
      void import('./pwa-prompts.ts').then(({ offerInstall }) => offerInstall(event as InstallPromptEvent));
  });
  const start = () => whenIdle(() => void register().catch((error: Error) => console.error(error.message)));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
