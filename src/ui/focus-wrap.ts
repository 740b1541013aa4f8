/**
 * Tab wrapping for modal dialogs. showModal() makes the page inert, but Tab from the last control can
 * still leave for the browser's own UI; this keeps it cycling inside the dialog (the rule: src/lib/focus-wrap.ts).
 */
import { wrapIndex } from '../lib/focus-wrap.ts';

const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';

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
