/** One overlay atom: at most one drawer or modal is open (spec: type plus open flag; closing resets). */
import { atom } from 'nanostores';

export type Overlay = { type: string | null; open: boolean };
export const $overlay = atom<Overlay>({ type: null, open: false });

export const overlay = {
  open: (type: string) => $overlay.set({ type, open: true }),
  close: () => $overlay.set({ type: null, open: false }),
};
