/**
 * Shows the toasts raised from any island through the toast store: icon, message, an optional action link,
 * gone after 3 s (6 s with an action).
 *
 * Seen above everything: the toaster is a manual popover, shown in the top layer. Outside an open modal
 * <dialog> the page is inert (a toast there would be drawn under the dialog, never read out and never
 * tappable), so while a drawer or modal is open the toaster moves into it; it is shown again after each move
 * and each new toast, which puts it on top of the top layer.
 *
 * Never over the control in use: toasts sit at the bottom, above the safe area, a bar along the bottom (the
 * product's sticky Add To Bag, the Filters drawer's Show button: `data-bottom-bar`) and the on-screen keyboard. They
 * keep clear of the control the shopper last touched and of the open dialog's Close button and main action
 * (`data-toast-avoid`: the My Cart drawer's checkout link): tried at the bottom, then just above what they
 * would cover there, then at the top, then just below what they would cover there.
 */
import { localeOfPath } from '../lib/i18n/locale-paths.ts';
import { loadSay, type Say } from '../ui/spoken-messages.ts';
import { $toasts, type Toast } from '../stores/toasts.ts';

/** Fixed bars along the bottom of the screen that toasts sit above. */
const BOTTOM_BARS = '[data-bottom-bar], [data-sticky-buy]';
const CONTROL = 'button, a, input, select, textarea, label, summary, [role="tab"], [role="button"], [role="option"]';
/** Controls in an open dialog a toast must never cover. */
const AVOID = '[data-toast-avoid]';
/** Room between a toast and the control it steps round. */
const GAP = 8;

function renderToast(t: Toast, say: Say): HTMLElement {
  const el = document.createElement('div');
  el.className = `toast toast-${t.kind}`;
  el.dataset.toast = String(t.id);
  el.setAttribute('role', t.kind === 'success' ? 'status' : 'alert');
  // The kind's icon, rendered at build in Toaster.astro.
  const icon = document.querySelector<HTMLTemplateElement>(`template[data-toast-icon="${t.kind}"]`);
  if (icon) el.append(icon.content.cloneNode(true));
  const text = document.createElement('span');
  text.textContent = say(t.message);
  el.append(text);
  if (t.action) {
    const link = document.createElement('a');
    link.className = 'toast-action';
    link.href = t.action.href;
    link.textContent = say(t.action.label);
    el.append(link);
  }
  return el;
}

/** The open modal dialog the toasts belong in (the newest not sliding out), else the page. */
function home(): HTMLElement {
  const dialogs = [...document.querySelectorAll<HTMLDialogElement>('dialog[open]')].filter(
    (d) => d.matches(':modal') && !d.hasAttribute('data-closing'),
  );
  return dialogs.at(-1) ?? document.body;
}

/** How far up the toasts go: above a bottom bar in view (not one behind a dialog) and the on-screen keyboard. */
function bottomLift(root: HTMLElement): number {
  const height = window.innerHeight;
  const viewport = window.visualViewport;
  // A keyboard shrinks the visual viewport only (a pinch zoom too, which is left alone).
  const keyboard = viewport && viewport.scale < 1.01 ? Math.max(0, height - viewport.height - viewport.offsetTop) : 0;
  let bars = 0;
  for (const bar of (root.closest('dialog') ?? document).querySelectorAll(BOTTOM_BARS)) {
    const box = bar.getBoundingClientRect();
    if (box.height > 0 && box.bottom >= height - 1) bars = Math.max(bars, height - box.top);
  }
  return Math.max(keyboard, bars);
}

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

export function initToaster(): void {
  const root = document.querySelector<HTMLElement>('[data-toaster]')!;
  const popover = typeof root.showPopover === 'function';
  let touched: Element | null = null;
  const remember = (event: Event) => {
    if (event.target instanceof Element) touched = event.target;
  };
  document.addEventListener('pointerdown', remember, { capture: true, passive: true });
  document.addEventListener('focusin', remember, true);

  /** Into the open dialog (or back to the page) and on top of the top layer. */
  function raise() {
    const target = home();
    if (root.parentElement !== target) target.append(root);
    if (!popover) return;
    if (root.matches(':popover-open')) root.hidePopover();
    root.showPopover();
  }

  /** Bottom, lifted over bars and the keyboard; else the first place clear of the controls it must not cover. */
  function place() {
    const lift = bottomLift(root);
    const control = touched?.isConnected ? touched.closest(CONTROL) : null;
    const avoid = [control, ...home().querySelectorAll(AVOID)]
      .filter((el): el is Element => el !== null)
      .map((el) => el.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0);
    const covered = () => avoid.filter((box) => overlaps(root.getBoundingClientRect(), box));
    // Bottom: `offset` px up from the bottom edge; top: at least `offset` px down from the top edge.
    const at = (where: 'bottom' | 'top', offset: number) => {
      if (where === 'top') root.setAttribute('data-at', 'top');
      else root.removeAttribute('data-at');
      root.style.setProperty(where === 'top' ? '--toast-top' : '--toast-lift', `${offset}px`);
      return covered();
    };
    root.style.removeProperty('--toast-top');
    let hits = at('bottom', lift);
    if (!hits.length) return;
    hits = at('bottom', Math.max(lift, window.innerHeight - Math.min(...hits.map((b) => b.top)) + GAP));
    if (!hits.length) return;
    root.style.setProperty('--toast-lift', `${lift}px`);
    hits = at('top', 0);
    if (!hits.length) return;
    hits = at('top', Math.max(...hits.map((b) => b.bottom)) + GAP);
    // Nowhere clear (a screen full of controls): the bottom, where toasts usually are.
    if (hits.length) at('bottom', lift);
  }

  // A dialog opening, sliding out or closing while toasts show: they follow it.
  new MutationObserver(() => {
    if (!$toasts.get().length) return;
    raise();
    place();
  }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['open', 'data-closing'] });

  // What a toast must keep clear of may show after it (the drawer's lines and checkout link arrive from the
  // server): placed again, once a frame, while toasts show.
  let queued = false;
  new MutationObserver(() => {
    if (!$toasts.get().length || queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      if ($toasts.get().length) place();
    });
  }).observe(document.body, { subtree: true, childList: true });

  // The stores and the API speak the spec's English; a page in another language shows its own words, from a
  // table loaded with the first toast (src/ui/spoken-messages.ts).
  const locale = localeOfPath(window.location.pathname);
  let say: Say | null = null;
  $toasts.subscribe((toasts) => {
    if (say) return show(toasts, say);
    if (toasts.length)
      void loadSay(locale).then((loaded) => {
        say = loaded;
        show($toasts.get(), loaded);
      });
  });

  function show(toasts: readonly Toast[], say: Say) {
    const shown = new Set(toasts.map((t) => String(t.id)));
    for (const el of root.querySelectorAll<HTMLElement>('[data-toast]')) {
      if (!shown.has(el.dataset.toast!)) el.remove();
    }
    const added = toasts.filter((t) => !root.querySelector(`[data-toast="${t.id}"]`));
    if (!added.length) return;
    raise();
    for (const t of added) root.append(renderToast(t, say));
    place();
  }
}
