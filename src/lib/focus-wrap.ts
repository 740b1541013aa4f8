/**
 * Tab wrapping for modal dialogs. showModal() makes the page inert, but Tab from the last control can
 * still leave for the browser's own UI; this keeps it cycling inside the dialog.
 */
const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';

/** Rendered with a box (not display:none, not in a closed section). */
export const isShown = (el: Element) => el.getClientRects().length > 0;

/** Call from a keydown handler on the dialog. */
export function wrapTab(container: HTMLElement, event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'preventDefault'>): void {
  if (event.key !== 'Tab') return;
  const focusable = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.matches(':disabled') && isShown(el));
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (!event.shiftKey && (active === last || !container.contains(active))) {
    event.preventDefault();
    first.focus();
  } else if (event.shiftKey && (active === first || !container.contains(active))) {
    event.preventDefault();
    last.focus();
  }
}
