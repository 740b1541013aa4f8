/** The editors' pages (privacy, terms, about). */

/** Legal pages open at the top on every route change (spec §2.1), even when the browser restores scroll. */
export function openAtTop(): void {
  if (!location.hash) window.scrollTo(0, 0);
}
