/**
 * Tab wrapping for modal dialogs, the rule: where Tab must send focus (src/ui/focus-wrap.ts applies it to a
 * dialog's controls).
 */

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
