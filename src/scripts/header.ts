/**
 * The header's first-load script. Only the signed-in flag is read up front (nanostores is already loaded for
 * the bag badge); the account wiring (header-account.ts) loads on a signed-in page, and the drawer openers
 * (header-drawers.ts) on the first tap on the avatar or the hamburger.
 */
import { $signedIn } from '../stores/session.ts';

export function initHeader(): void {
  $signedIn.subscribe((signedIn) => {
    document.documentElement.dataset.session = signedIn ? 'in' : 'out';
    if (signedIn) void import('./header-account.ts').then((account) => account.showAccount());
  });

  // Its height (one row, or two on a phone) as --header-offset, for bars that stick just below it.
  const header = document.querySelector<HTMLElement>('.site-header');
  if (header) new ResizeObserver(() => document.documentElement.style.setProperty('--header-offset', `${header.offsetHeight}px`)).observe(header);

  for (const button of document.querySelectorAll<HTMLElement>('[data-open-drawer]')) {
    button.addEventListener('click', () => void import('./header-drawers.ts').then((drawers) => drawers.openDrawer(button.dataset.openDrawer!)));
  }
}
