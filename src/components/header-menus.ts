/**
 * The header's account and drawer wiring, loaded only when needed (a signed-in page, or a first tap on the
 * avatar or hamburger), so a visitor's first load carries none of it. See Header.astro.
 */
import { $signedIn } from '../stores/session.ts';
import { $me, refreshMe } from '../stores/me.ts';
import { $cartUnits, refreshCartUnits } from '../stores/cart-count.ts';
import { $overlay, overlay } from '../stores/overlay.ts';
import { HYDRATE_NOW_EVENT } from '../directives/interaction.ts';
import { initials } from '../lib/rules/text.ts';
import { isElite } from '../lib/rules/header.ts';
import { imageUrl } from '../lib/images.ts';

let accountShown = false;

/**
 * Fills every avatar from the kept profile (initials or photo, elite badge) and refreshes it when stale; reads
 * the server cart's count for the bag badge.
 */
export function showAccount() {
  if (accountShown) return;
  accountShown = true;
  $signedIn.subscribe((signedIn) => {
    if (signedIn) {
      void refreshMe();
      void refreshCartUnits();
    } else {
      if ($me.get()) $me.set(null);
      $cartUnits.set(0);
    }
  });
  $me.subscribe((me) => {
    for (const avatar of document.querySelectorAll<HTMLElement>('[data-avatar]')) {
      const text = initials(me?.fullname);
      const photo = avatar.querySelector<HTMLImageElement>('[data-avatar-photo]')!;
      avatar.querySelector('[data-avatar-initials]')!.textContent = text;
      avatar.classList.toggle('has-initials', Boolean(text));
      photo.hidden = !me?.profilePicUrl;
      if (me?.profilePicUrl) photo.src = imageUrl(me.profilePicUrl, 320);
      const elite = isElite(me?.subscriber);
      avatar.classList.toggle('is-elite', elite);
      avatar.querySelector<HTMLElement>('[data-avatar-elite]')!.hidden = !elite;
    }
  });
}

let followingOverlay = false;

/** Opens a header drawer on the one overlay atom and asks the drawer island to hydrate (it shows it on mount). */
export function openDrawer(type: string) {
  const openers = [...document.querySelectorAll<HTMLElement>('[data-open-drawer]')];
  if (!followingOverlay) {
    followingOverlay = true;
    $overlay.subscribe(({ open, type: current }) => {
      for (const button of openers) button.setAttribute('aria-expanded', String(open && current === button.dataset.openDrawer));
    });
  }
  overlay.open(type);
  document.querySelector('[data-header-drawers] astro-island')?.dispatchEvent(new Event(HYDRATE_NOW_EVENT));
}
