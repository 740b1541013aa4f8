/**
 * The listing's "Filters" drawer under 810px: the same filter form, moved into a modal <dialog> while it is
 * open and back to the sidebar once closed. Opening, the slide-out, Escape, an outside click, the focus trap
 * and return, and the scroll lock are the one dialog frame's (src/ui/dialog-frame.ts), bound to the overlay atom.
 * The frame loads on the first tap on "Filters" (a wide screen never needs it), as the header's drawers do.
 */
import type { DialogFrame } from '../ui/dialog-frame.ts';
import { FILTERS_DRAWER } from '../stores/overlay.ts';

export function initFiltersDrawer(): void {
  const root = document.querySelector<HTMLElement>('[data-listing]');
  const form = root?.querySelector<HTMLFormElement>('[data-filters]');
  const dialog = root?.querySelector<HTMLDialogElement>('[data-filters-drawer]');
  const slot = root?.querySelector<HTMLElement>('[data-filters-drawer-slot]');
  const home = root?.querySelector<HTMLElement>('[data-filters-home]');
  const opener = root?.querySelector<HTMLButtonElement>('[data-filters-open]');
  if (!root || !form || !dialog || !slot || !home || !opener) return;

  let frame: Promise<DialogFrame> | undefined;
  const loadFrame = () =>
    (frame ??= import('../ui/dialog-frame.ts').then(({ createDialogFrame }) => {
      const drawer = createDialogFrame(dialog, {
        type: FILTERS_DRAWER,
        initialFocus: () => dialog.querySelector<HTMLElement>('[data-filters-close]'),
        opener: () => opener,
        onOpen: () => slot.append(form),
        onClosed: () => home.append(form),
      });
      for (const button of root.querySelectorAll('[data-filters-close], [data-filters-done]'))
        button.addEventListener('click', () => drawer.close());
      // Growing past the drawer breakpoint puts the form back in the sidebar at once.
      window.matchMedia('(min-width: 811px)').addEventListener('change', (event) => {
        if (event.matches) drawer.closeNow();
      });
      return drawer;
    }));
  opener.addEventListener('click', () => void loadFrame().then((drawer) => drawer.open()));
}
