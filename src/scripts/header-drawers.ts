/**
 * The header's drawer openers (the avatar's account menu, the hamburger's menu), loaded on the first tap on
 * one of them (header.ts imports it then), so a first load carries none of it. The drawers themselves are the
 * NavDrawer island, shown through the one overlay atom.
 */
import { $overlay, overlay } from '../stores/overlay.ts';
import { HYDRATE_NOW_EVENT } from '../directives/interaction.ts';

let followingOverlay = false;

/** Opens a header drawer on the one overlay atom and asks the drawer island to hydrate (it shows it on mount). */
export function openDrawer(type: string) {
  const openers = [...document.querySelectorAll<HTMLElement>('[data-open-drawer]')];
  if (!followingOverlay) {
    followingOverlay = true;
    $overlay.subscribe(({ open, type: current }) => {
      for (const button of openers)
        button.setAttribute('aria-expanded', String(open && current === button.dataset.openDrawer));
    });
  }
  overlay.open(type);
  document.querySelector('[data-header-drawers] astro-island')?.dispatchEvent(new Event(HYDRATE_NOW_EVENT));
}
