/** The header search island's words in hi-IN (src/islands/shared/words.tsx). */
export * from '../shared/words/Price.hi-IN.ts';
export * from '../shared/words/ReviewerBadge.hi-IN.ts';
/** The header search's words in hi-IN (src/islands/shared/words.tsx). */
export {
  search_clear,
  search_clear_recent,
  search_found_accounts,
  search_found_brands,
  search_found_products,
  search_label,
  search_no_input,
  search_none_accounts,
  search_none_brands,
  search_none_products,
  search_placeholder,
  search_recent,
  search_recent_count,
  search_results_accounts,
  search_results_brands,
  search_results_products,
  search_retry,
  search_searching_accounts,
  search_searching_brands,
  search_searching_products,
  search_see_all,
  search_suggested,
  search_tab_accounts,
  search_tab_brands,
  search_tab_products,
  search_tabs_label,
  search_trending,
  search_trending_count,
} from '../../paraglide/messages/hi-IN.js';
