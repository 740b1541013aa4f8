/**
 * The header's account wiring, loaded only on a signed-in page (header.ts imports it then), so a visitor's
 * first load carries none of it.
 */
import { $signedIn } from '../stores/session.ts';
import { $me, refreshMe } from '../stores/me.ts';
import { refreshCart } from '../stores/bag/server.ts';
import { $unread } from '../stores/notifications.ts';
import { refreshUnread } from '../stores/unread-refresh.ts';
import { initials } from '../lib/rules/text.ts';
import { isElite } from '../lib/rules/header.ts';
import { imageUrl } from '../lib/images.ts';

let accountShown = false;

/**
 * Fills every avatar from the kept profile (initials or photo, elite badge) and refreshes it when stale; reads
 * the server cart's count for the bag badge and the unread notifications' for the bell, and that again
 * whenever the shopper comes back to the tab (new notifications show without a reload).
 */
export function showAccount() {
  if (accountShown) return;
  accountShown = true;
  $signedIn.subscribe((signedIn) => {
    if (signedIn) {
      void refreshMe();
      void refreshCart();
      void refreshUnread();
    } else {
      if ($me.get()) $me.set(null);
      $unread.set(0);
    }
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && $signedIn.get()) void refreshUnread();
  });
  $me.subscribe((me) => {
    for (const avatar of document.querySelectorAll<HTMLElement>('[data-avatar]')) {
      const text = initials(me?.fullname);
      avatar.querySelector('[data-avatar-initials]')!.textContent = text;
      avatar.classList.toggle('has-initials', Boolean(text));
      showPhoto(avatar.querySelector<HTMLElement>('[data-avatar-face]')!, me?.profilePicUrl ?? null);
      const elite = isElite(me?.subscriber);
      avatar.classList.toggle('is-elite', elite);
      avatar.querySelector<HTMLElement>('[data-avatar-elite]')!.hidden = !elite;
    }
  });
}

/** The avatar's photo: an <img> only while there is a picture (an img without a src is invalid HTML). */
function showPhoto(face: HTMLElement, picture: string | null) {
  let photo = face.querySelector<HTMLImageElement>('img');
  if (!picture) {
    photo?.remove();
    return;
  }
  if (!photo) {
    photo = Object.assign(document.createElement('img'), { className: 'photo', alt: '', width: 36, height: 36 });
    face.append(photo);
  }
  photo.src = imageUrl(picture, 320);
}
