/** The store header's script: wakes the favourite heart for a signed-in shopper, and the back button. */
import { $signedIn } from '../stores/session.ts';
import { HYDRATE_NOW_EVENT } from '../directives/interaction.ts';
import { cameFromThisSite } from '../lib/rules/store-blocks.ts';

export function initStoreHero(): void {
  // A signed-in shopper sees the heart's state without touching it first: hydrate it now.
  const heart = document.querySelector('[data-store-favourite-slot] astro-island');
  if (heart && $signedIn.get()) {
    // In development an island first imports a before-hydration script and only then starts its directive;
    // importing the same module after it puts this dispatch after the directive listens (no such step in builds).
    const before = heart.getAttribute('before-hydration-url');
    void (before ? import(/* @vite-ignore */ before) : Promise.resolve()).then(() =>
      heart.dispatchEvent(new Event(HYDRATE_NOW_EVENT)),
    );
  }

  // Back goes back when the visitor came from this site; otherwise the link leads home.
  type WithNavigation = { navigation?: { currentEntry: { index: number } | null } };
  document.querySelector('[data-store-back]')?.addEventListener('click', (event) => {
    const navigationIndex = (window as WithNavigation).navigation?.currentEntry?.index ?? null;
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
}
