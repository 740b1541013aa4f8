/**
 * The one dialog frame (src/ui/dialog-frame.ts) against a stand-in <dialog>: what it does when the overlay
 * atom changes, Escape, an outside click, a close the browser makes, focus return and the scroll lock. The
 * browser tests (header, listing, product) drive the real thing.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDialogFrame, frameStep, type DialogFrame, type FramePhase } from '../../src/ui/dialog-frame.ts';
import { $overlay, overlay } from '../../src/stores/overlay.ts';
import { wrapIndex } from '../../src/ui/focus-wrap.ts';

// Back and the history entries have their own test (overlay-history.test.ts), against a stand-in history.
vi.mock('../../src/ui/overlay-history.ts', () => ({
  followOverlayHistory: () => {},
  registerOverlayCloser: () => () => {},
}));

class FakeElement extends EventTarget {
  isConnected = true;
  readonly attributes = new Set<string>();
  readonly doc: FakeDocument;
  constructor(doc: FakeDocument) {
    super();
    this.doc = doc;
  }
  focus() {
    this.doc.activeElement = this;
  }
  toggleAttribute(name: string, force: boolean) {
    if (force) this.attributes.add(name);
    else this.attributes.delete(name);
    return force;
  }
}

class FakeDocument {
  activeElement: FakeElement | null = null;
  body = new FakeElement(this);
  documentElement = new FakeElement(this);
  /** No theme-color meta here (the browser tests check the theme colour follows the backdrop). */
  querySelector() {
    return null;
  }
}

/** A <dialog> as far as the frame uses it; close() queues the 'close' event as browsers do. */
class FakeDialog extends FakeElement {
  open = false;
  get ownerDocument() {
    return this.doc;
  }
  showModal() {
    this.open = true;
  }
  close() {
    if (!this.open) return;
    this.open = false;
    queueMicrotask(() => this.dispatchEvent(new Event('close')));
  }
}

const doc = new FakeDocument();
const frames: DialogFrame[] = [];

function setup(type: string, extra: { closeDelayMs?: number; beforeClose?: () => boolean } = {}) {
  const dialog = new FakeDialog(doc);
  const closeButton = new FakeElement(doc);
  const phases: FramePhase[] = [];
  const onClosed = vi.fn();
  const frame = createDialogFrame(dialog as unknown as HTMLDialogElement, {
    type,
    ...extra,
    initialFocus: () => closeButton as unknown as HTMLElement,
    onPhase: (phase) => phases.push(phase),
    onClosed,
  });
  frames.push(frame);
  return { dialog, closeButton, phases, onClosed, frame };
}

const locked = () => doc.documentElement.attributes.has('data-scroll-locked');

beforeEach(() => {
  vi.useFakeTimers();
  // The frame asks `instanceof HTMLElement` of whatever has focus.
  vi.stubGlobal('HTMLElement', FakeElement);
  doc.activeElement = doc.body;
});
afterEach(() => {
  for (const frame of frames.splice(0)) frame.destroy();
  overlay.close();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('frameStep', () => {
  it('shows a closed dialog that is wanted, keeps one sliding out, slides out an open one', () => {
    expect(frameStep('closed', true)).toBe('show');
    expect(frameStep('closing', true)).toBe('stay-open');
    expect(frameStep('open', true)).toBeNull();
    expect(frameStep('open', false)).toBe('slide-out');
    expect(frameStep('closing', false)).toBeNull();
    expect(frameStep('closed', false)).toBeNull();
  });
});

describe('the dialog frame', () => {
  it('opens with showModal on its overlay type, focuses the chosen control and locks the page', () => {
    const { dialog, closeButton, phases } = setup('menu');
    expect(dialog.open).toBe(false);
    overlay.open('menu');
    expect(dialog.open).toBe(true);
    expect(doc.activeElement).toBe(closeButton);
    expect(phases).toEqual(['open']);
    expect(locked()).toBe(true);
  });

  it('shows at once when its overlay was opened before the frame existed (an island hydrating)', () => {
    overlay.open('quick-view');
    const { dialog } = setup('quick-view');
    expect(dialog.open).toBe(true);
  });

  it('slides out for the delay, then closes, unlocks, runs onClosed and gives focus back to the opener', () => {
    const { dialog, phases, onClosed } = setup('account', { closeDelayMs: 250 });
    const opener = new FakeElement(doc);
    opener.focus();
    overlay.open('account');
    overlay.close();
    expect(dialog.open).toBe(true);
    expect(dialog.attributes.has('data-closing')).toBe(true);
    vi.advanceTimersByTime(249);
    expect(dialog.open).toBe(true);
    vi.advanceTimersByTime(1);
    expect(dialog.open).toBe(false);
    expect(dialog.attributes.has('data-closing')).toBe(false);
    expect(phases).toEqual(['open', 'closing', 'closed']);
    expect(onClosed).toHaveBeenCalledOnce();
    expect(locked()).toBe(false);
    expect(doc.activeElement).toBe(opener);
  });

  it('does not give focus back to an opener that has left the page', () => {
    setup('menu');
    const opener = new FakeElement(doc);
    opener.focus();
    overlay.open('menu');
    opener.isConnected = false;
    overlay.close();
    vi.advanceTimersByTime(300);
    expect(doc.activeElement).not.toBe(opener);
  });

  it('turns Escape (cancel) into the animated close', () => {
    const { dialog } = setup('menu');
    overlay.open('menu');
    const cancel = new Event('cancel', { cancelable: true });
    dialog.dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect($overlay.get()).toEqual({ type: null, open: false });
    expect(dialog.open).toBe(true);
    vi.advanceTimersByTime(300);
    expect(dialog.open).toBe(false);
  });

  it('closes on a click on the backdrop (the dialog itself)', () => {
    const { dialog } = setup('menu');
    overlay.open('menu');
    dialog.dispatchEvent(new Event('click'));
    expect($overlay.get().open).toBe(false);
  });

  it('keeps one overlay: opening another slides this one out, and focus is not pulled back behind the new one', () => {
    const first = setup('menu');
    const second = setup('size-chart');
    const opener = new FakeElement(doc);
    opener.focus();
    overlay.open('menu');
    overlay.open('size-chart');
    expect(first.dialog.attributes.has('data-closing')).toBe(true);
    expect(second.dialog.open).toBe(true);
    vi.advanceTimersByTime(300);
    expect(first.dialog.open).toBe(false);
    expect(doc.activeElement).toBe(second.closeButton);
    // The page stays locked while the second is open.
    expect(locked()).toBe(true);
    overlay.close();
    vi.advanceTimersByTime(300);
    expect(locked()).toBe(false);
  });

  it('stays open when opened again during the slide-out', () => {
    const { dialog, onClosed } = setup('menu');
    overlay.open('menu');
    overlay.close();
    overlay.open('menu');
    vi.advanceTimersByTime(1000);
    expect(dialog.open).toBe(true);
    expect(dialog.attributes.has('data-closing')).toBe(false);
    expect(onClosed).not.toHaveBeenCalled();
  });

  it('follows a close the browser makes on its own (the overlay is reset too)', async () => {
    const { dialog, onClosed } = setup('menu');
    overlay.open('menu');
    dialog.close();
    await Promise.resolve();
    expect($overlay.get().open).toBe(false);
    expect(onClosed).toHaveBeenCalledOnce();
    expect(locked()).toBe(false);
  });

  it('closeNow skips the slide-out; open and close go through the overlay atom', () => {
    const { dialog, frame, onClosed } = setup('Filters');
    frame.open();
    expect($overlay.get()).toEqual({ type: 'Filters', open: true });
    frame.closeNow();
    expect(dialog.open).toBe(false);
    expect(onClosed).toHaveBeenCalledOnce();
    expect($overlay.get().open).toBe(false);
    frame.open();
    frame.close();
    expect($overlay.get().open).toBe(false);
    expect(dialog.open).toBe(true);
  });
});

describe('a guarded dialog (beforeClose)', () => {
  const escape = () => Object.assign(new Event('keydown', { cancelable: true }), { key: 'Escape' });

  it('stays open while the guard says no, whichever way the user closes it', () => {
    const beforeClose = vi.fn(() => false);
    const { dialog, frame } = setup('address-form', { beforeClose });
    overlay.open('address-form');
    const cancel = new Event('cancel', { cancelable: true });
    dialog.dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    dialog.dispatchEvent(new Event('click'));
    frame.close();
    const key = escape();
    dialog.dispatchEvent(key);
    expect(key.defaultPrevented).toBe(true);
    expect(beforeClose).toHaveBeenCalledTimes(4);
    vi.advanceTimersByTime(1000);
    expect($overlay.get()).toEqual({ type: 'address-form', open: true });
    expect(dialog.open).toBe(true);
  });

  it('closes once the guard agrees; Escape already taken inside (an open list) is left alone', () => {
    let allow = false;
    const beforeClose = vi.fn(() => allow);
    const { dialog } = setup('address-form', { beforeClose });
    overlay.open('address-form');
    const taken = escape();
    taken.preventDefault();
    dialog.dispatchEvent(taken);
    expect(beforeClose).not.toHaveBeenCalled();
    allow = true;
    dialog.dispatchEvent(escape());
    expect($overlay.get().open).toBe(false);
    vi.advanceTimersByTime(300);
    expect(dialog.open).toBe(false);
  });

  it('is not asked when the program closes it, or when the browser already has', async () => {
    const beforeClose = vi.fn(() => false);
    const { dialog } = setup('address-form', { beforeClose });
    overlay.open('address-form');
    overlay.close();
    vi.advanceTimersByTime(300);
    expect(dialog.open).toBe(false);
    overlay.open('address-form');
    dialog.close();
    await Promise.resolve();
    expect($overlay.get().open).toBe(false);
    expect(beforeClose).not.toHaveBeenCalled();
  });

  it('an unguarded dialog leaves Escape to the browser (its cancel event)', () => {
    const { dialog } = setup('menu');
    overlay.open('menu');
    const key = escape();
    dialog.dispatchEvent(key);
    expect(key.defaultPrevented).toBe(false);
    expect($overlay.get().open).toBe(true);
  });
});

describe('Tab wrapping', () => {
  it('sends Tab from the last control (or from outside) to the first, Shift+Tab from the first to the last', () => {
    expect(wrapIndex(3, 2, true, false)).toBe(0);
    expect(wrapIndex(3, -1, false, false)).toBe(0);
    expect(wrapIndex(3, 0, true, true)).toBe(2);
    expect(wrapIndex(3, -1, false, true)).toBe(2);
  });
  it('leaves moves inside the list to the browser', () => {
    expect(wrapIndex(3, 0, true, false)).toBeNull();
    expect(wrapIndex(3, 2, true, true)).toBeNull();
    expect(wrapIndex(3, -1, true, false)).toBeNull();
    expect(wrapIndex(0, -1, false, false)).toBeNull();
  });
});
