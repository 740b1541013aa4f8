/** One overlay atom: at most one drawer or modal is open (spec: type plus open flag; closing resets). */
import { atom } from 'nanostores';

export type Overlay = { type: string | null; open: boolean };
export const $overlay = atom<Overlay>({ type: null, open: false });

/** The listing's and the search page's Filters drawer (a page script and an island open it). */
export const FILTERS_DRAWER = 'Filters';

/** What had focus when the open overlay was asked for. */
let requestedFrom: Element | null = null;

export const overlay = {
  open: (type: string) => {
    requestedFrom = typeof document === 'undefined' ? null : document.activeElement;
    $overlay.set({ type, open: true });
  },
  close: () => $overlay.set({ type: null, open: false }),
};

/**
 * What had focus when the open overlay was asked for: an island that hydrates only then shows its dialog
 * later, when focus may have moved (a closing dialog gives focus back to its own opener).
 */
export const overlayRequestedFrom = () => requestedFrom;
