/**
 * The header's first-load script. Only the signed-in flag is read up front (nanostores is already loaded for
 * the bag badge); the account wiring (header-account.ts) loads on a signed-in page, and the drawer openers
 * (header-drawers.ts) on the first tap on the avatar or the hamburger.
 */
import { $signedIn } from '../stores/session.ts';
import { cameFromThisSite } from '../lib/rules/store-blocks.ts';

export function initHeader(): void {
  $signedIn.subscribe((signedIn) => {
    document.documentElement.dataset.session = signedIn ? 'in' : 'out';
    if (signedIn) void import('./header-account.ts').then((account) => account.showAccount());
  });

  // Its height (one row, or two on a phone) as --header-offset, for bars that stick just below it.
  const header = document.querySelector<HTMLElement>('.site-header');
  if (header)
    new ResizeObserver(() =>
      document.documentElement.style.setProperty('--header-offset', `${header.offsetHeight}px`),
    ).observe(header);

  // Sign-in pages: Back goes back when the shopper came from a page of this site, else it is a link home.
  document.querySelector('[data-flow-back]')?.addEventListener('click', (event) => {
    const navigationIndex =
      (window as { navigation?: { currentEntry: { index: number } | null } }).navigation?.currentEntry?.index ?? null;
    if (
      cameFromThisSite({
        navigationIndex,
        referrer: document.referrer,
        origin: location.origin,
        historyLength: history.length,
      })
    ) {
      event.preventDefault();
      history.back();
    }
  });

  for (const button of document.querySelectorAll<HTMLElement>('[data-open-drawer]')) {
    button.addEventListener(
      'click',
      () => void import('./header-drawers.ts').then((drawers) => drawers.openDrawer(button.dataset.openDrawer!)),
    );
  }
}
