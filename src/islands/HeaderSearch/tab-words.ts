/** Each header search tab's words in the page's language: its name, its list's name and what its list says. */
import type { SearchTab } from '../../lib/rules/search.ts';
import type { Relaxed } from '../shared/words.tsx';

export type Words = typeof import('./HeaderSearch.words.en-IN.ts');
type T = Relaxed<Words>;

export type TabWords = {
  label: () => string;
  /** The listbox's name: "Products results". */
  results: () => string;
  /** The live region while a list is on its way. */
  searching: () => string;
  /** The live region once it has come: "12 products found". */
  found: (inputs: { count: number }) => string;
  /** The empty state: No products found for “silk”. */
  none: (inputs: { term: string }) => string;
};

export function tabWords(t: T, tab: SearchTab): TabWords {
  switch (tab) {
    case 'products':
      return {
        label: () => t.search_tab_products(),
        results: () => t.search_results_products(),
        searching: () => t.search_searching_products(),
        found: (inputs) => t.search_found_products(inputs),
        none: (inputs) => t.search_none_products(inputs),
      };
    case 'accounts':
      return {
        label: () => t.search_tab_accounts(),
        results: () => t.search_results_accounts(),
        searching: () => t.search_searching_accounts(),
        found: (inputs) => t.search_found_accounts(inputs),
        none: (inputs) => t.search_none_accounts(inputs),
      };
    case 'brands':
      return {
        label: () => t.search_tab_brands(),
        results: () => t.search_results_brands(),
        searching: () => t.search_searching_brands(),
        found: (inputs) => t.search_found_brands(inputs),
        none: (inputs) => t.search_none_brands(inputs),
      };
  }
}
