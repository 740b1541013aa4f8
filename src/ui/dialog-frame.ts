/**
 * The one modal and drawer frame, framework-free: the React `Dialog` (islands) and the listing's Filters drawer
 * (a plain script) both drive their native <dialog> through it. The one overlay atom is the truth: at most one
 * overlay is open, `overlay.open(type)` shows the dialog of that type (showModal(): the page behind is inert) and
 * anything else slides it out. It handles:
 *   - open with showModal(), focus on a chosen control (the Close button), the page's scroll locked;
 *   - close after the slide-out (300 ms drawers and modals, 250 ms the account menu), by Escape (the cancel
 *     event, so the browser's instant close never skips the animation), an outside click, a close button or
 *     another overlay opening; a close the browser forces on its own is followed too;
 *   - a guard asked before the user's closes (beforeClose), so a form can ask before typed data is lost;
 *   - Tab wrapping inside the dialog, and focus back to the opener once closed;
 *   - a history entry while it is open, so Back closes it as its Close button does (overlay-history.ts).
 */
// Focus trap: showModal() + hand-written wrapTab, not focus-trap/tabbable (measured gzip: +5.9 KB on every first drawer/modal, +6.0 KB category first load if eager; showModal already makes the page inert).
import { $overlay, overlay } from '../stores/overlay.ts';
import { wrapTab } from './focus-wrap.ts';
import { followOverlayHistory, registerOverlayCloser } from './overlay-history.ts';
import { dimThemeColour } from './theme-colour.ts';

/** Spec: drawers close after 300 ms; the user (account) menu after 250 ms. Modals use the drawers' delay. */
export const DRAWER_CLOSE_MS = 300;
export const USER_MENU_CLOSE_MS = 250;

/** closed: not shown; open: shown; closing: still shown (modal) while it slides out. */
export type FramePhase = 'open' | 'closing' | 'closed';

/** What the frame does when the overlay atom changes or it is told to open (pure). */
export function frameStep(phase: FramePhase, wanted: boolean): 'show' | 'stay-open' | 'slide-out' | null {
  if (wanted) return phase === 'closed' ? 'show' : phase === 'closing' ? 'stay-open' : null;
  return phase === 'open' ? 'slide-out' : null;
}

export type FrameOptions = {
  /** The overlay type that opens this dialog. */
  type: string;
  /** The slide-out before the dialog really closes. */
  closeDelayMs?: number;
  /** The control focused on opening (the browser would pick the first control, or a scrolling panel). */
  initialFocus?: () => HTMLElement | null;
  /** Where focus goes back after closing; by default whatever had focus when the dialog opened. */
  opener?: () => HTMLElement | null;
  /** Just before showModal() (e.g. move content into the dialog). */
  onOpen?: () => void;
  /** After every phase change (the React wrapper renders its content from it). */
  onPhase?: (phase: FramePhase) => void;
  /** Once the dialog has closed (e.g. reset what it showed), before focus goes back. */
  onClosed?: () => void;
  /**
   * Asked before a close the user makes (Escape, an outside click, `close()`): false keeps the dialog open,
   * e.g. to ask before typed data is lost. Escape is then taken on keydown, never as the browser's cancel
   * (which, refused once, may close at once on the next Escape without asking).
   */
  beforeClose?: () => boolean;
};

export type DialogFrame = {
  open(): void;
  /** Slides out (through the overlay atom, so whatever listens to it follows), if `beforeClose` agrees. */
  close(): void;
  /** Closes at once, without the slide-out (e.g. the layout no longer has a drawer). */
  closeNow(): void;
  /** Stops following the atom and the dialog's events (the React wrapper unmounting). */
  destroy(): void;
};

/**
 * Dialogs holding the page still. The attribute on <html> is what global.scss locks scrolling with; the theme
 * colour dims meanwhile.
 */
const scrollLocks = new Set<HTMLDialogElement>();
function holdScroll(dialog: HTMLDialogElement, hold: boolean) {
  if (hold) scrollLocks.add(dialog);
  else scrollLocks.delete(dialog);
  dialog.ownerDocument.documentElement.toggleAttribute('data-scroll-locked', scrollLocks.size > 0);
  // The browser's bar above the header dims with the page (theme-colour.ts).
  dimThemeColour(dialog.ownerDocument, scrollLocks.size > 0);
}

export function createDialogFrame(dialog: HTMLDialogElement, options: FrameOptions): DialogFrame {
  const { type, closeDelayMs = DRAWER_CLOSE_MS } = options;
  const doc = dialog.ownerDocument;
  let phase: FramePhase = 'closed';
  let timer: ReturnType<typeof setTimeout> | undefined;
  let opener: HTMLElement | null = null;

  const wanted = () => {
    const current = $overlay.get();
    return current.open && current.type === type;
  };
  const setPhase = (next: FramePhase) => {
    phase = next;
    // Styles slide the panel out while this attribute is set.
    dialog.toggleAttribute('data-closing', next === 'closing');
    options.onPhase?.(next);
  };
  const stopTimer = () => {
    clearTimeout(timer);
    timer = undefined;
  };

  function show() {
    const active = doc.activeElement;
    opener = options.opener?.() ?? (active instanceof HTMLElement && active !== doc.body ? active : null);
    options.onOpen?.();
    if (!dialog.open) dialog.showModal();
    holdScroll(dialog, true);
    setPhase('open');
    options.initialFocus?.()?.focus();
  }

  /** The dialog is gone (after the slide-out, at once, or closed by the browser itself). */
  function finish() {
    stopTimer();
    if (phase === 'closed') return;
    if (dialog.open) dialog.close();
    holdScroll(dialog, false);
    setPhase('closed');
    options.onClosed?.();
    const back = opener;
    opener = null;
    // Unless another overlay has taken over, focus goes back to the opener if it is still in the page.
    const takenOver = $overlay.get().open && !wanted();
    if (!takenOver && back?.isConnected) back.focus();
  }

  function follow() {
    switch (frameStep(phase, wanted())) {
      case 'show':
        return show();
      case 'stay-open':
        // Opened again during the slide-out: it stays.
        stopTimer();
        return setPhase('open');
      case 'slide-out':
        setPhase('closing');
        timer = setTimeout(finish, closeDelayMs);
        return;
    }
  }

  /** Resets the overlay without asking (the dialog is gone, or is going anyway). */
  const release = () => {
    if (wanted()) overlay.close();
  };
  const close = () => {
    if (wanted() && (options.beforeClose?.() ?? true)) overlay.close();
  };
  const onCancel = (event: Event) => {
    // Escape: let the slide-out run instead of the browser's instant close.
    event.preventDefault();
    close();
  };
  // A close this frame did not make (the browser may close at once on a repeated Escape): catch up.
  const onNativeClose = () => {
    if (phase === 'closed') return;
    finish();
    release();
  };
  // A click on the backdrop lands on the <dialog> itself, outside its panel.
  const onClick = (event: MouseEvent) => {
    if (event.target === dialog) close();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // A guarded dialog takes Escape itself (something inside, like an open list, may have taken it first).
    if (options.beforeClose && event.key === 'Escape' && !event.defaultPrevented) {
      event.preventDefault();
      close();
      return;
    }
    wrapTab(dialog, event);
  };

  dialog.addEventListener('cancel', onCancel);
  dialog.addEventListener('close', onNativeClose);
  dialog.addEventListener('click', onClick);
  dialog.addEventListener('keydown', onKeyDown);
  followOverlayHistory();
  const unregisterCloser = registerOverlayCloser(type, close);
  // subscribe() runs at once too: an overlay opened before this frame existed (an island hydrating) shows now.
  const unsubscribe = $overlay.subscribe(follow);

  return {
    open: () => overlay.open(type),
    close,
    closeNow() {
      finish();
      release();
    },
    destroy() {
      unsubscribe();
      unregisterCloser();
      stopTimer();
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      dialog.removeEventListener('click', onClick);
      dialog.removeEventListener('keydown', onKeyDown);
      holdScroll(dialog, false);
    },
  };
}
