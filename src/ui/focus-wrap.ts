/**
 * Tab wrapping for modal dialogs. showModal() makes the page inert, but Tab from the last control can
 * still leave for the browser's own UI; this keeps it cycling inside the dialog.
 */

const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';

/**
 * Where Tab must send focus among a dialog's `count` focusable controls, or null to let the browser move it:
 * from the last (or from outside them) forward to the first, from the first (or outside) back to the last.
 * `active` is the focused control's index, -1 when focus is on none of them; `inside`: focus is in the dialog.
 */
export function wrapIndex(count: number, active: number, inside: boolean, backwards: boolean): number | null {
  if (count === 0) return null;
  if (!backwards && (active === count - 1 || !inside)) return 0;
  if (backwards && (active === 0 || !inside)) return count - 1;
  return null;
}

/** Rendered with a box (not display:none, not in a closed section). */
export const isShown = (el: Element) => el.getClientRects().length > 0;

/** Call from a keydown handler on the dialog. */
export function wrapTab(
  container: HTMLElement,
  event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'preventDefault'>,
): void {
  if (event.key !== 'Tab') return;
  const focusable = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.matches(':disabled') && isShown(el),
  );
  const active = container.ownerDocument.activeElement;
  const target = wrapIndex(
    focusable.length,
    focusable.indexOf(active as HTMLElement),
    container.contains(active),
    event.shiftKey,
  );
  if (target === null) return;
  event.preventDefault();
  focusable[target]!.focus();
}
