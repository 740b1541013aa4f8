/** Header search rules (spec shopper-core §2 Search, §5): tabs, the texts of each list state, keyboard moves. */

export const SEARCH_TABS = [
  { id: 'products', label: 'Products', one: 'product', many: 'products' },
  { id: 'accounts', label: 'Accounts', one: 'account', many: 'accounts' },
  { id: 'brands', label: 'Brands', one: 'brand', many: 'brands' },
] as const;

export type SearchTab = (typeof SEARCH_TABS)[number]['id'];

/** Live results wait this long after the last keystroke (ours). */
export const SEARCH_DEBOUNCE_MS = 200;

const tabOf = (tab: SearchTab) => SEARCH_TABS.find((t) => t.id === tab)!;

/** The empty state: No products found for “silk”. */
export function noResultsText(tab: SearchTab, term: string): string {
  return `No ${tabOf(tab).many} found for “${term}”`;
}

/** What the live region reads once a list has arrived: "1 product found", "12 brands found", or the empty state. */
export function resultsAnnouncement(tab: SearchTab, term: string, count: number): string {
  if (count === 0) return noResultsText(tab, term);
  const t = tabOf(tab);
  return `${count} ${count === 1 ? t.one : t.many} found`;
}

export type ListKey = 'ArrowDown' | 'ArrowUp' | 'Home' | 'End';

/**
 * The next active option of a list of `count` (-1 is none, the text box itself). Down from none goes to the
 * first, Up from none to the last; both wrap around through none, as a combobox returns to its text.
 */
export function moveActive(current: number, count: number, key: ListKey): number {
  if (count <= 0) return -1;
  switch (key) {
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    case 'ArrowDown':
      return current < 0 ? 0 : current >= count - 1 ? -1 : current + 1;
    case 'ArrowUp':
      return current < 0 ? count - 1 : current - 1;
  }
}

/** Tabs move with ArrowLeft/ArrowRight and wrap (ARIA tabs pattern). */
export function nextTab(current: SearchTab, key: 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End'): SearchTab {
  const ids = SEARCH_TABS.map((t) => t.id);
  const index = ids.indexOf(current);
  if (key === 'Home') return ids[0]!;
  if (key === 'End') return ids[ids.length - 1]!;
  const step = key === 'ArrowRight' ? 1 : -1;
  return ids[(index + step + ids.length) % ids.length]!;
}
