/**
 * The store page's two tabs as the ARIA tabs pattern: click, arrows, Home and End choose a tab; the choice is
 * kept as ?tab=about (replaceState). The tab the URL asks for is applied before paint by StoreTabs' inline script.
 */
import { searchForStoreTab, tabIndexForKey, type StoreTab } from '../lib/rules/store-blocks.ts';

export function initStoreTabs(): void {
  const list = document.querySelector<HTMLElement>('[data-store-tabs]');
  const tabs = [...(list?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];

  function select(tab: HTMLButtonElement, focus: boolean) {
    for (const t of tabs) {
      const on = t === tab;
      t.setAttribute('aria-selected', String(on));
      t.tabIndex = on ? 0 : -1;
      document.getElementById(t.getAttribute('aria-controls') ?? '')!.hidden = !on;
    }
    if (focus) tab.focus();
    const search = searchForStoreTab(location.search, tab.dataset.tab as StoreTab);
    if (search !== location.search)
      history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`);
  }

  for (const tab of tabs) tab.addEventListener('click', () => select(tab, false));
  list?.addEventListener('keydown', (event) => {
    const current = tabs.findIndex((t) => t === document.activeElement);
    if (current < 0) return;
    const next = tabIndexForKey(event.key, current, tabs.length);
    if (next === null) return;
    event.preventDefault();
    select(tabs[next]!, true);
  });
}
