/**
 * The search results page's address and filters: the listing's own state and rules
 * (src/lib/rules/listing.ts), with the query in front. `/search?q=red+kurta&color=Red&size=M&sort=low-to-high`
 * is the whole page: reload, Back and a shared link give the same products. "Featured" is the search's
 * relevance; every other sort is the listing's, done by the API over every match. Style and category are
 * not offered here (the search's words and categories do that job).
 */
import { COLOR_NAMES } from '../colors.ts';
import { searchPath } from '../paths.ts';
import {
  DISCOUNT_STEPS,
  SORT_OPTIONS,
  VALUE_FILTERS,
  orderOptions,
  parseQuery,
  productCountLabel,
  showingLabel,
  toQuery,
  type ListingOptions,
  type ListingState,
  type OptionCounts,
  type SortId,
  type ValueFilter,
} from './listing.ts';

/** Cards per page ("Show more" adds as many); a reload shows as many as before, up to MAX_SHOWN. */
export const SEARCH_PAGE = 24;
export const MAX_SHOWN = 240;

/** The API's sort names (relevance is the listing's "Featured"). */
export type SearchSort = 'relevance' | Exclude<SortId, 'featured'>;
export const SEARCH_SORTS: { id: SortId; value: SearchSort; label: string }[] = SORT_OPTIONS.map((o) => ({
  id: o.id,
  value: o.id === 'featured' ? 'relevance' : (o.id as SearchSort),
  label: o.id === 'featured' ? 'Relevance' : o.label,
}));
export const searchSortOf = (sort: SortId): SearchSort => SEARCH_SORTS.find((s) => s.id === sort)?.value ?? 'relevance';
export const sortIdOf = (value: string): SortId => SEARCH_SORTS.find((s) => s.value === value)?.id ?? 'featured';

export type SearchAddress = { q: string; state: ListingState; shown: number };

/** The filters this page offers: the listing's, less style and category. */
const OFFERED = ['color', 'size', 'materials', 'store'] as const satisfies readonly ValueFilter[];

/** The page's state from its query string; unknown colours, discounts and sorts are dropped, as the listing does. */
export function readSearchAddress(search: string): SearchAddress {
  const params = new URLSearchParams(search);
  // "sort=relevance" (the API's name) reads as the default.
  if (params.get('sort') === 'relevance') params.delete('sort');
  const state = parseQuery(params, { values: { color: COLOR_NAMES, style: [], category: [] } });
  const asked = Number(params.get('shown'));
  const shown =
    Number.isFinite(asked) && asked > SEARCH_PAGE
      ? Math.min(MAX_SHOWN, Math.ceil(asked / SEARCH_PAGE) * SEARCH_PAGE)
      : SEARCH_PAGE;
  return { q: (params.get('q') ?? '').trim(), state, shown };
}

/** The address for a state: the query first, then the listing's parameters, then how many are shown. */
export function searchAddressPath({ q, state, shown }: SearchAddress): string {
  const rest = toQuery(state);
  return `${searchPath(q)}${rest ? `&${rest}` : ''}${shown > SEARCH_PAGE ? `&shown=${shown}` : ''}`;
}

/** The filters as search/results takes them (repeated values as lists; nothing for what is not chosen). */
export function searchFilterQuery(state: ListingState): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const name of OFFERED) if (state[name].length) query[name] = [...state[name]];
  if (state.discount !== null) query.discount = String(state.discount);
  if (state.min !== null) query.min = String(Math.round(state.min));
  if (state.max !== null) query.max = String(Math.round(state.max));
  return query;
}

/** search/results' facets: each option's count with the other filters applied, stores named, the price span. */
export type SearchFacets = {
  counts: Record<'color' | 'size' | 'materials' | 'store' | 'discount', Record<string, number>>;
  stores: { id: string; name: string }[];
  price: { min: number; max: number } | null;
};

/**
 * The filter form's options and counts from the facets: the values found among the matches, in the listing's
 * display order, plus any chosen value no longer found (so it can still be unticked).
 */
export function searchFilterOptions(
  facets: SearchFacets | null,
  state: ListingState,
): { options: ListingOptions; counts: OptionCounts } {
  const counts = Object.fromEntries([...VALUE_FILTERS, 'discount'].map((name) => [name, {}])) as OptionCounts;
  const options = {
    ...(Object.fromEntries(VALUE_FILTERS.map((name) => [name, []])) as unknown as Record<ValueFilter, string[]>),
    discount: [] as number[],
    price: facets?.price ?? null,
  };
  for (const name of OFFERED) {
    counts[name] = { ...facets?.counts[name] };
    options[name] = orderOptions(name, [
      ...new Set([...Object.keys(counts[name]).filter((v) => (counts[name][v] ?? 0) > 0), ...state[name]]),
    ]);
  }
  counts.discount = { ...facets?.counts.discount };
  options.discount = DISCOUNT_STEPS.filter((step) => (counts.discount[step] ?? 0) > 0 || state.discount === step);
  // Stores read by name.
  if (facets) {
    const byName = new Map(facets.stores.map((s) => [s.id, s.name]));
    options.store = [...options.store].sort((a, b) => (byName.get(a) ?? a).localeCompare(byName.get(b) ?? b));
  }
  return { options, counts };
}

const countFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/**
 * The count as the page shows it: exact, or "1,000+" when more match than the search ranks (the page lists
 * the best 1,000 of a very broad word; server/catalog/search.ts RANKED_CAP).
 */
export const searchCountText = (count: number, capped: boolean) =>
  capped ? `${countFormat.format(count)}+` : countFormat.format(count);
export const searchCountLabel = (count: number, capped: boolean) =>
  capped ? `${searchCountText(count, true)} products` : productCountLabel(count);
export const searchShowingLabel = (shown: number, count: number, capped: boolean) =>
  `${showingLabel(shown, count)}${capped ? '+' : ''}`;
