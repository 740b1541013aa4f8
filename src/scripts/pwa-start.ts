/**
 * The installable storefront's work that waits for the page to load (pwa.ts loads it when idle):
 * - registers the service worker, and says "New version available · Refresh" when a new one waits (never on a
 *   checkout page; only the shopper's Refresh reloads);
 * - counts this page view and visit, and offers the install after a second visit or an order.
 * Returns what to do with the browser's install event.
 */
import { isCheckoutPage } from '../lib/rules/offline-strategy.ts';
import { shouldOfferInstall } from '../lib/rules/install-offer.ts';
import { $visits, visits } from '../stores/visits.ts';
import type { InstallPromptEvent } from './pwa.ts';

export const SW_URL = '/sw.js';

async function register(): Promise<void> {
  const registration = await navigator.serviceWorker.register(SW_URL);
  // Playwright's blocked register() resolves to nothing; a browser always gives a registration.
  if (!registration) return;
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

export function startPwa(): (event: InstallPromptEvent) => void {
  visits.pageView();
  void register().catch((error: Error) => console.error(error.message));
  return (event) => {
    if (shouldOfferInstall($visits.get()))
      void import('./pwa-prompts.ts').then(({ offerInstall }) => offerInstall(event));
  };
}
