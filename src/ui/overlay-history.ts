/**
 * Back closes what is open: the one dialog frame's history entry per open overlay. Every drawer
 * and modal (through the frame) and the header's search panel (through the overlay atom) share it.
 *   - The overlay atom going from closed to open pushes one entry: the same address, its state marked. Moving
 *     from one overlay to another (a flow's next step, the quick view giving way to the cart) keeps that entry.
 *   - Back (a popstate off the marked entry) closes the overlay as its Close button does, so a form with typed
 *     data asks first (the frame's beforeClose); if it stays open, it gets its entry again.
 *   - Closed any other way (X, Escape, an outside click, the program), its entry is taken off with
 *     history.back(), and only while the marked entry is the current one, so that never leaves the page.
 *   - Either way the step back is the overlay's own: it is hidden from the page's later popstate listeners
 *     (this module listens as soon as it loads, before a page script that imports it, like the listing's
 *     filters, adds its own), and the address the page gave itself while the overlay was open (filters
 *     chosen in the Filters drawer, replaceWhileOpen) is carried to the entry under it. Page and filters stay.
 *   - Leaving the page from an open overlay (a link in a drawer) replaces the overlay's entry, so Back from the
 *     next page comes back to this page, not to a stale entry of it.
 *   - An overlay may have an address of its own (a Lens post, ?post=): its entry shows it and the entry under
 *     keeps the page's, so a reload or a shared link opens it again and Back or a close takes it off.
 */
import { $overlay, overlay, type Overlay } from '../stores/overlay.ts';

/** The key marking this module's history entries. */
export const OVERLAY_ENTRY = 'vastraOverlay';

type NavigateEvent = Event & {
  destination: { url: string; sameDocument: boolean };
  navigationType: 'push' | 'replace' | 'reload' | 'traverse';
  cancelable: boolean;
  downloadRequest: string | null;
  formData: FormData | null;
};
type Navigation = EventTarget;

/** Each overlay type's user close (its frame's, which asks beforeClose); without one, the overlay just closes. */
const closers = new Map<string, () => void>();
let following = false;
let listening = false;
/** The marked entry is the current one. */
let entry = false;
/** A history.back() of ours is on its way. */
let ownBack = false;
/** The marked entry's address (the page may change it while the overlay is open). */
let address = '';
/** The marked entry shows the overlay's own address (openOverlayAt): `address` stays the page's, under it. */
let ownAddress = false;
let backTimer: ReturnType<typeof setTimeout> | undefined;

const isMarked = (state: unknown) => typeof state === 'object' && state !== null && OVERLAY_ENTRY in state;

function push() {
  const state = typeof history.state === 'object' && history.state !== null ? history.state : {};
  address = location.href;
  history.pushState({ ...state, [OVERLAY_ENTRY]: true }, '', address);
  entry = true;
  ownAddress = false;
}

/** The entry under the overlay's takes the address the page had while the overlay was open. */
function carryAddress() {
  if (location.href !== address) history.replaceState(history.state, '', address);
}

function follow({ open }: Overlay) {
  if (open) {
    clearTimeout(backTimer);
    backTimer = undefined;
    if (!entry && !ownBack) push();
    return;
  }
  // In a task of its own: a link that closed the overlay as it was tapped is leaving the page (see leave()),
  // and a flow closing one step to open the next keeps the entry.
  if (entry && backTimer === undefined) backTimer = setTimeout(takeEntryOff, 0);
}

function takeEntryOff() {
  backTimer = undefined;
  if ($overlay.get().open || !entry) return;
  entry = false;
  // Only our own entry is ever taken off: anything else would leave the page.
  if (!isMarked(history.state)) return;
  // The page's address goes down with the step back, unless the entry showed the overlay's own.
  if (!ownAddress) address = location.href;
  ownAddress = false;
  ownBack = true;
  history.back();
}

function onPopState(event: PopStateEvent) {
  if (ownBack) {
    ownBack = false;
    event.stopImmediatePropagation();
    carryAddress();
    // Opened again while the step back was on its way.
    if ($overlay.get().open && !entry) push();
    return;
  }
  if (!entry || isMarked(event.state)) return;
  // Back from the overlay's entry: it closes, the page stays as it is.
  entry = false;
  ownAddress = false;
  event.stopImmediatePropagation();
  carryAddress();
  const { open, type } = $overlay.get();
  if (!open) return;
  (closers.get(type ?? '') ?? overlay.close)();
  // Its guard kept it open (it asks before typed data is lost): it keeps an entry to go back from.
  if ($overlay.get().open) push();
}

/** Leaves the page from an open overlay: the next page takes the overlay's entry. */
function leave(url: string) {
  clearTimeout(backTimer);
  backTimer = undefined;
  entry = false;
  location.replace(url);
}

function onNavigate(event: NavigateEvent) {
  if (!entry || event.destination.sameDocument || event.navigationType !== 'push' || !event.cancelable) return;
  if (event.downloadRequest !== null || event.formData) return;
  event.preventDefault();
  leave(event.destination.url);
}

/** Without the Navigation API: a link followed from an open overlay (the usual way to leave from one). */
function onLinkClick(event: MouseEvent) {
  if (
    !entry ||
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  )
    return;
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
  if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
  const url = new URL(link.href, location.href);
  if (!/^https?:$/.test(url.protocol) || (url.pathname === location.pathname && url.search === location.search)) return;
  event.preventDefault();
  leave(url.href);
}

/**
 * Listens for popstate, once. Listeners on window run in the order they were added, so this one must come
 * before the page's own (it stops the overlay's steps from reaching them): it starts when the module loads.
 */
function listen() {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('popstate', onPopState);
}
listen();

/** Starts following the overlay atom (once per page; the frame and the search panel call it). */
export function followOverlayHistory(): void {
  if (following) return;
  following = true;
  listen();
  const navigation = (window as { navigation?: Navigation }).navigation;
  if (navigation) navigation.addEventListener('navigate', onNavigate as EventListener);
  else document.addEventListener('click', onLinkClick);
  $overlay.subscribe(follow);
}

/** Goes to another page from code (not a link) while an overlay may be open: it takes the overlay's entry. */
export function navigateFromOverlay(url: string): void {
  if (entry) leave(url);
  else location.assign(url);
}

/** How Back closes an overlay type: its frame's close, which asks its guard. Returns the unregistering. */
export function registerOverlayCloser(type: string, close: () => void): () => void {
  closers.set(type, close);
  return () => {
    if (closers.get(type) === close) closers.delete(type);
  };
}

/**
 * Opens an overlay with an address of its own (`url`, e.g. /lens?post=<id>) over the page at `pageUrl`
 * (/lens): the overlay's history entry shows `url`, the entry under it `pageUrl`, so Back or a close leaves
 * the page at `pageUrl` and a reload or a shared link of `url` can open it again. Opened from `url` itself:
 * after a reload the current entry is still the overlay's own (its mark survives) and is taken back as it
 * is; from a shared link the page's entry becomes `pageUrl` and the overlay's is pushed over it, as usual.
 */
export function openOverlayAt(type: string, url: string, pageUrl: string): void {
  followOverlayHistory();
  const target = new URL(url, location.href).href;
  const under = new URL(pageUrl, location.href).href;
  if (!entry && location.href === target) {
    if (isMarked(history.state)) {
      entry = true;
      address = under;
      ownAddress = true;
      overlay.open(type);
      return;
    }
    const state = typeof history.state === 'object' && history.state !== null ? history.state : {};
    history.replaceState(state, '', under);
  }
  overlay.open(type);
  if (!entry) return;
  history.replaceState(history.state, '', target);
  ownAddress = true;
}

/**
 * For a page changing its own address while an overlay is open (filters chosen in the Filters drawer): the
 * overlay's entry takes the address instead of a new entry, and the entry under it does once it closes, so Back
 * closes the drawer and keeps the choices. False when no overlay entry is current: add an entry as usual.
 */
export function replaceWhileOpen(url: string): boolean {
  if (!entry) return false;
  history.replaceState(history.state, '', url);
  address = location.href;
  return true;
}
