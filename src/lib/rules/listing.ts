/**
 * Listing rules for the category, collection and offer pages (stores-and-social §2.4, §4 Sorting and
 * Filters): the query string is the whole state, so these functions turn a query into state and back,
 * toggle values, clear, filter, sort and count. No DOM here: the page script wires them to the cards.
 *
 * Decisions where the spec is silent:
 * - Several values of one filter are repeated parameters (`?color=Red&color=Blue`), never comma-joined,
 *   so a value may contain a comma. Values are OR-ed inside a filter and filters are AND-ed together.
 * - Discount is one minimum (`discount=30` keeps productDiff >= 30); choosing another replaces it.
 * - Price sorts and the price range use the selling price the shopper sees (the spec's client sorted by
 *   MRP, which reorders cards against the price shown).
 * - Bestsellers orders by the number of ratings (a stand-in for sales, which the store lists do not carry).
 * - Customer Ratings orders by average rating, then by the number of ratings.
 * - Discount orders by the percentage off, largest first.
 * - Ties keep the server's (featured) order.
 * - A min above max is swapped; a negative, empty or non-numeric bound is ignored.
 */
import type { StoreProductCard } from '../api/types.ts';
import { COLOR_NAMES } from '../colors.ts';
import { HOME_CATEGORIES } from '../site.ts';
import type { PluralForms } from '../i18n/plural-forms.ts';
import type { CatalogNameKind } from '../i18n/catalog-name-key.ts';
import { compareSizes } from './sizes.ts';
import { formatRupees } from './price.ts';

export const SORT_OPTIONS = [
  { id: 'featured', label: 'Featured' },
  { id: 'new', label: 'New Arrivals' },
  { id: 'high-to-low', label: 'Price: High to Low' },
  { id: 'low-to-high', label: 'Price: Low to High' },
  { id: 'ratings', label: 'Customer Ratings' },
  { id: 'bestseller', label: 'Bestsellers' },
  { id: 'discount', label: 'Discount' },
] as const;

export type SortId = (typeof SORT_OPTIONS)[number]['id'];
export const DEFAULT_SORT: SortId = 'featured';

/** Spec §3: discount thresholds 10+ to 80+ in steps of 10. */
export const DISCOUNT_STEPS = [10, 20, 30, 40, 50, 60, 70, 80] as const;

/**
 * The multi-value filters, by query parameter name (the spec's names: color, materials, style). `store` (a
 * store id) is the search results page's: a store's own listings have one store, so it never shows there.
 */
export const VALUE_FILTERS = ['color', 'materials', 'style', 'size', 'category', 'store'] as const;
export type ValueFilter = (typeof VALUE_FILTERS)[number];

/**
 * The filters whose values are the catalog's names, shown in the page's language (catalog-name-key.ts): a style is
 * a category's name, a category filter's value its id (named through categoryLabel). Colours and sizes are named by
 * their own lists; a store's name is shown as it is.
 */
export const FILTER_NAME_KINDS: Readonly<Partial<Record<ValueFilter, CatalogNameKind>>> = {
  category: 'category',
  materials: 'material',
  style: 'category',
};

/** One card as the filters see it (built from the page's data attributes or from the API's store card). */
export type ListingItem = {
  id: string;
  /** Position in the server's order (featured). */
  index: number;
  colors: string[];
  sizes: string[];
  material: string | null;
  style: string | null;
  /** The home category id (fashion, watches, ...). */
  category: string;
  /** The store's id, where a listing mixes stores (none of the store pages do). */
  store?: string;
  price: number;
  diff: number;
  rating: number;
  ratingsCount: number;
  /** Milliseconds since the epoch; NaN when unknown (sorts last among new arrivals). */
  createdAt: number;
  /** Category pages: each collection this product belongs to, with its position in that collection. */
  collections?: Record<string, number>;
};

export type ListingState = Record<ValueFilter, string[]> & {
  discount: number | null;
  min: number | null;
  max: number | null;
  sort: SortId;
  /** Category pages: the chosen collection (null elsewhere). */
  collection: string | null;
};

export type ParseOptions = {
  /** Category pages: the collection ids in chip order; the first is the default. */
  collections?: readonly string[];
  /**
   * The values each filter offers on this page. When given, a value the page does not offer is dropped
   * (a shopper could neither see nor untick it) and one that differs only in case or spacing is read as
   * the offered one (`?color=red` is Red).
   */
  values?: Partial<Record<ValueFilter, readonly string[]>>;
  /** The discount steps the page offers; when given, another step in the query is dropped. */
  discounts?: readonly number[];
};

const foldValue = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();

/** The offered spelling of `value`, or null when the page does not offer it. */
function offeredValue(value: string, offered: readonly string[]): string | null {
  const folded = foldValue(value);
  return offered.find((option) => foldValue(option) === folded) ?? null;
}

const isSortId = (value: string | null): value is SortId => SORT_OPTIONS.some((option) => option.id === value);

function parseBound(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) return null;
  return value;
}

/** A price range with invalid bounds dropped and a reversed range swapped. */
export function normalizeRange(min: number | null, max: number | null): { min: number | null; max: number | null } {
  const clean = (value: number | null) => (value !== null && Number.isFinite(value) && value >= 0 ? value : null);
  const low = clean(min);
  const high = clean(max);
  if (low !== null && high !== null && low > high) return { min: high, max: low };
  return { min: low, max: high };
}

export function emptyState(options: ParseOptions = {}): ListingState {
  return {
    color: [],
    materials: [],
    style: [],
    size: [],
    category: [],
    store: [],
    discount: null,
    min: null,
    max: null,
    sort: DEFAULT_SORT,
    collection: options.collections?.[0] ?? null,
  };
}

/**
 * The state a query string describes; unknown sorts, discounts and collections fall back to defaults, and
 * with `options.values` so do filter values the page does not offer.
 */
export function parseQuery(query: string | URLSearchParams, options: ParseOptions = {}): ListingState {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const state = emptyState(options);
  for (const name of VALUE_FILTERS) {
    const offered = options.values?.[name];
    const values = params
      .getAll(name)
      .map((value) => (offered ? offeredValue(value, offered) : value.trim()))
      .filter((value): value is string => Boolean(value));
    state[name] = [...new Set(values)];
  }
  const discount = Number(params.get('discount'));
  state.discount = ((options.discounts ?? DISCOUNT_STEPS) as readonly number[]).includes(discount) ? discount : null;
  Object.assign(state, normalizeRange(parseBound(params.get('min')), parseBound(params.get('max'))));
  const sort = params.get('sort');
  if (isSortId(sort)) state.sort = sort;
  const collection = params.get('collection');
  if (collection && options.collections?.includes(collection)) state.collection = collection;
  return state;
}

/** The query string for a state (without "?"): defaults are left out, values keep the order chosen. */
export function toQuery(state: ListingState, options: ParseOptions = {}): string {
  const params = new URLSearchParams();
  if (state.collection && state.collection !== options.collections?.[0]) params.set('collection', state.collection);
  for (const name of VALUE_FILTERS) for (const value of state[name]) params.append(name, value);
  if (state.discount !== null) params.set('discount', String(state.discount));
  if (state.min !== null) params.set('min', String(state.min));
  if (state.max !== null) params.set('max', String(state.max));
  if (state.sort !== DEFAULT_SORT) params.set('sort', state.sort);
  return params.toString();
}

/** Choosing a value adds it; choosing the same value again removes it. */
export function toggleValue(state: ListingState, filter: ValueFilter, value: string): ListingState {
  const current = state[filter];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return { ...state, [filter]: next };
}

/** One minimum discount: choosing another replaces it, choosing the same one removes it. */
export function toggleDiscount(state: ListingState, step: number): ListingState {
  return { ...state, discount: state.discount === step ? null : step };
}

/**
 * The discount filter's radio buttons (one minimum, so one choice): a step, or "Any discount" (the radio whose
 * value is ANY_DISCOUNT) for none.
 */
export const ANY_DISCOUNT = '';
export function chooseDiscount(state: ListingState, value: string): ListingState {
  return { ...state, discount: value === ANY_DISCOUNT ? null : Number(value) };
}

export function setPriceRange(state: ListingState, min: number | null, max: number | null): ListingState {
  return { ...state, ...normalizeRange(min, max) };
}

export function setSort(state: ListingState, sort: string): ListingState {
  return { ...state, sort: isSortId(sort) ? sort : DEFAULT_SORT };
}

export function setCollection(state: ListingState, collection: string): ListingState {
  return { ...state, collection };
}

/** A filter box as the page shows it: ticked or not. */
export type FilterControl = { name: string; value: string; checked: boolean };

/**
 * Choices a shopper made before the page's script ran (a tap while the script was still loading): the
 * boxes whose tick differs from the static HTML's, and the sort if the select no longer shows its default.
 * They win over the address, so an early tap is kept instead of being undone when the script takes over.
 * A box already agreeing with the state (a reload restoring the form) changes nothing.
 */
export function withEarlyChoices(
  state: ListingState,
  changed: readonly FilterControl[],
  sort: string | null,
): ListingState {
  let next = state;
  for (const { name, value, checked } of changed) {
    if (name === 'discount') {
      // A radio: only the one now chosen counts (the one it replaced reads as unticked).
      if (checked) next = chooseDiscount(next, value);
    } else if ((VALUE_FILTERS as readonly string[]).includes(name)) {
      const filter = name as ValueFilter;
      if (next[filter].includes(value) !== checked) next = toggleValue(next, filter, value);
    }
  }
  return sort === null ? next : setSort(next, sort);
}

/** Clear all keeps only the sort (and, on category pages, the chosen collection). */
export function clearAll(state: ListingState): ListingState {
  return { ...emptyState(), sort: state.sort, collection: state.collection };
}

/** How many filters are active (each chosen value, the discount and the price range count once). */
export function activeFilterCount(state: ListingState): number {
  const values = VALUE_FILTERS.reduce((sum, name) => sum + state[name].length, 0);
  return values + (state.discount !== null ? 1 : 0) + (state.min !== null || state.max !== null ? 1 : 0);
}

const valuesOf = (item: ListingItem, filter: ValueFilter): string[] => {
  switch (filter) {
    case 'color':
      return item.colors;
    case 'size':
      return item.sizes;
    case 'materials':
      return item.material ? [item.material] : [];
    case 'style':
      return item.style ? [item.style] : [];
    case 'category':
      return [item.category];
    case 'store':
      return item.store ? [item.store] : [];
  }
};

type Skip = ValueFilter | 'discount' | 'price' | null;

/** Whether an item belongs to the chosen collection (always, where there are no collections). */
export const inCollection = (item: ListingItem, collection: string | null) =>
  collection === null || !item.collections || collection in item.collections;

/** Whether an item passes every filter (except `skip`, used for facet counts). */
function passes(item: ListingItem, state: ListingState, skip: Skip): boolean {
  if (!inCollection(item, state.collection)) return false;
  for (const name of VALUE_FILTERS) {
    if (name === skip || state[name].length === 0) continue;
    const own = valuesOf(item, name);
    if (!state[name].some((value) => own.includes(value))) return false;
  }
  if (skip !== 'discount' && state.discount !== null && !(item.diff >= state.discount)) return false;
  if (skip !== 'price') {
    if (state.min !== null && item.price < state.min) return false;
    if (state.max !== null && item.price > state.max) return false;
  }
  return true;
}

export const matches = (item: ListingItem, state: ListingState) => passes(item, state, null);

export function applyFilters<T extends ListingItem>(items: readonly T[], state: ListingState): T[] {
  return items.filter((item) => matches(item, state));
}

const COMPARE: Record<SortId, (a: ListingItem, b: ListingItem) => number> = {
  featured: () => 0,
  // Newest first; an unknown date goes last.
  new: (a, b) =>
    (Number.isNaN(b.createdAt) ? -Infinity : b.createdAt) - (Number.isNaN(a.createdAt) ? -Infinity : a.createdAt) || 0,
  'high-to-low': (a, b) => b.price - a.price,
  'low-to-high': (a, b) => a.price - b.price,
  ratings: (a, b) => b.rating - a.rating || b.ratingsCount - a.ratingsCount,
  bestseller: (a, b) => b.ratingsCount - a.ratingsCount,
  discount: (a, b) => b.diff - a.diff,
};

/** The featured position: within the chosen collection on category pages, else the page's order. */
const featuredRank = (item: ListingItem, collection: string | null) =>
  (collection !== null ? item.collections?.[collection] : undefined) ?? item.index;

/** A sorted copy; ties keep the featured (server) order, of the chosen collection where there is one. */
export function sortItems<T extends ListingItem>(
  items: readonly T[],
  sort: SortId,
  collection: string | null = null,
): T[] {
  const compare = COMPARE[sort] ?? COMPARE.featured;
  return [...items].sort((a, b) => compare(a, b) || featuredRank(a, collection) - featuredRank(b, collection));
}

/** Filtered and sorted: what the grid shows, in order. */
export function visibleItems<T extends ListingItem>(items: readonly T[], state: ListingState): T[] {
  return sortItems(applyFilters(items, state), state.sort, state.collection);
}

export type ListingOptions = Record<ValueFilter, string[]> & {
  discount: number[];
  /** Lowest and highest selling price on the page (null when empty). */
  price: { min: number; max: number } | null;
};

const CATEGORY_ORDER: string[] = HOME_CATEGORIES.map((category) => category.id);

function orderBy(reference: readonly string[]) {
  return (a: string, b: string) => {
    const ia = reference.indexOf(a);
    const ib = reference.indexOf(b);
    return (ia === -1 ? Infinity : ia) - (ib === -1 ? Infinity : ib) || a.localeCompare(b);
  };
}

/** A filter's values in display order: colours as the spec lists them, sizes by size, categories as the home lists them. */
export function orderOptions(filter: ValueFilter, values: string[]): string[] {
  switch (filter) {
    case 'color':
      return [...values].sort(orderBy(COLOR_NAMES));
    case 'size':
      return [...values].sort(compareSizes);
    case 'category':
      return [...values].sort(orderBy(CATEGORY_ORDER));
    default:
      return [...values].sort((a, b) => a.localeCompare(b));
  }
}

/**
 * The values that exist among the items, in display order (colours as the spec lists them, sizes by size).
 * A filter whose one value every item carries is left out: choosing it could never change the grid.
 */
export function listingOptions(items: readonly ListingItem[]): ListingOptions {
  const collect = (filter: ValueFilter) => {
    const values = [...new Set(items.flatMap((item) => valuesOf(item, filter)))];
    const changesNothing = values.length === 1 && items.every((item) => valuesOf(item, filter).includes(values[0]!));
    return changesNothing ? [] : values;
  };
  const prices = items.map((item) => item.price);
  return {
    color: orderOptions('color', collect('color')),
    materials: orderOptions('materials', collect('materials')),
    style: orderOptions('style', collect('style')),
    size: orderOptions('size', collect('size')),
    category: orderOptions('category', collect('category')),
    store: orderOptions('store', collect('store')),
    discount: DISCOUNT_STEPS.filter((step) => items.some((item) => item.diff >= step)),
    price: prices.length ? { min: Math.min(...prices), max: Math.max(...prices) } : null,
  };
}

export type OptionCounts = Record<ValueFilter, Record<string, number>> & { discount: Record<string, number> };

/**
 * Facet counts: for each value, how many items would show if it were chosen together with the other
 * filters' current choices (its own filter's choices are left out, since values inside one filter OR).
 */
export function optionCounts(items: readonly ListingItem[], state: ListingState): OptionCounts {
  const counts = {
    color: {},
    materials: {},
    style: {},
    size: {},
    category: {},
    store: {},
    discount: {},
  } as OptionCounts;
  for (const name of VALUE_FILTERS) {
    for (const item of items) {
      if (!passes(item, state, name)) continue;
      for (const value of new Set(valuesOf(item, name))) counts[name][value] = (counts[name][value] ?? 0) + 1;
    }
  }
  for (const step of DISCOUNT_STEPS) {
    counts.discount[step] = items.filter((item) => item.diff >= step && passes(item, state, 'discount')).length;
  }
  return counts;
}

/** The category's display name (home categories by id; anything else shows as it is). */
export function categoryLabel(id: string): string {
  return HOME_CATEGORIES.find((category) => category.id === id)?.name ?? id;
}

/** The hint under the price range: the lowest and highest price on offer. */
export const priceHint = (price: { min: number; max: number }) =>
  `Prices here: ${formatRupees(price.min)} to ${formatRupees(price.max)}`;

/**
 * The listing script's words, rendered by the page in its language (ListingPage.astro, data-words): counts as
 * plural forms with "{count}" (src/lib/i18n/plural-forms.ts), "Showing {shown} of {total}", the failures.
 */
export type ListingWords = {
  products: PluralForms;
  shown: PluralForms;
  none: string;
  showing: string;
  itemsFailed: string;
  cardsFailed: string;
  /** The price range's hint, with "{min}" and "{max}" for the rupees. */
  priceHint: string;
};

/** "1 product", "24 products". */
export const productCountLabel = (count: number) => `${count} ${count === 1 ? 'product' : 'products'}`;

/** The filter view of an API store card (build time). */
export function itemFromCard(card: StoreProductCard, index: number, collections?: Record<string, number>): ListingItem {
  return {
    id: card.productId,
    index,
    colors: card.colors,
    sizes: card.sizes,
    material: card.material,
    style: card.style,
    category: card.categoryId,
    price: card.productPrice,
    diff: card.productDiff,
    rating: card.avgRatings,
    ratingsCount: card.NoOfRatings,
    createdAt: Date.parse(card.createdAt),
    ...(collections ? { collections } : {}),
  };
}

/** The data attributes a grid item carries, so the page script can filter the static cards. */
export function itemDataAttributes(item: ListingItem): Record<`data-${string}`, string> {
  return {
    'data-id': item.id,
    'data-index': String(item.index),
    'data-colors': JSON.stringify(item.colors),
    'data-sizes': JSON.stringify(item.sizes),
    'data-material': item.material ?? '',
    'data-style': item.style ?? '',
    'data-category': item.category,
    'data-price': String(item.price),
    'data-diff': String(item.diff),
    'data-rating': String(item.rating),
    'data-ratings-count': String(item.ratingsCount),
    'data-created': Number.isNaN(item.createdAt) ? '' : new Date(item.createdAt).toISOString(),
    ...(item.collections ? { 'data-collections': JSON.stringify(item.collections) } : {}),
  };
}

function parseJson<T>(raw: string | undefined, fallback: T): T {
  try {
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}

/** Reads a grid item back from its dataset (the inverse of itemDataAttributes). */
export function itemFromDataset(data: Record<string, string | undefined>): ListingItem {
  const number = (raw: string | undefined) => (raw === undefined || raw === '' ? 0 : Number(raw) || 0);
  return {
    id: data.id ?? '',
    index: number(data.index),
    colors: parseJson<string[]>(data.colors, []),
    sizes: parseJson<string[]>(data.sizes, []),
    material: data.material || null,
    style: data.style || null,
    category: data.category ?? '',
    price: number(data.price),
    diff: number(data.diff),
    rating: number(data.rating),
    ratingsCount: number(data.ratingsCount),
    createdAt: data.created ? Date.parse(data.created) : Number.NaN,
    ...(data.collections ? { collections: parseJson<Record<string, number>>(data.collections, {}) } : {}),
  };
}

/** A listing's source as the API gives it: a collection's or offer's products, or a category's collections. */
export type ListingSource = {
  products?: readonly StoreProductCard[];
  collections?: readonly { id: string; products: readonly StoreProductCard[] }[];
};

/**
 * One entry per product, in the page's (featured) order, each with its filter view. On category pages a
 * product may sit in several collections: it comes once, at its first place, carrying each collection
 * with its position there.
 */
export function listingEntries({
  products = [],
  collections,
}: ListingSource): { card: StoreProductCard; item: ListingItem }[] {
  const cards = new Map<string, StoreProductCard>();
  const membership = new Map<string, Record<string, number>>();
  if (collections) {
    for (const collection of collections) {
      collection.products.forEach((product, position) => {
        if (!cards.has(product.productId)) cards.set(product.productId, product);
        membership.set(product.productId, { ...membership.get(product.productId), [collection.id]: position });
      });
    }
  } else {
    for (const product of products) if (!cards.has(product.productId)) cards.set(product.productId, product);
  }
  return [...cards.values()].map((card, index) => ({
    card,
    item: itemFromCard(card, index, collections ? (membership.get(card.productId) ?? {}) : undefined),
  }));
}

// Paged listings (docs/architecture.md "Catalog size"): past LISTING_CARDS_IN_HTML products a listing's HTML carries only
// the first cards of its first view; the page reads every item's filter fields from a JSON file and fetches
// the other cards as HTML fragments, a page at a time, as the shopper filters, sorts or asks for more.

/** The most ids one request for card fragments may ask for (the fragment route refuses more). */
export const LISTING_FRAGMENT_MAX_IDS = 48;

/** Whether a listing of `count` products is paged: its HTML then holds only `cardsInHtml` cards. */
export const isPagedListing = (count: number, cardsInHtml: number) => count > cardsInHtml;

export type ListingWindow = {
  /** The ids to show, in order: the first `limit` of the shown items. */
  ids: string[];
  /** Those of `ids` the page does not hold yet (and is not already fetching), in order. */
  missing: string[];
  /** How many shown items lie past the window ("Show more" adds the next page). */
  rest: number;
};

/** The cards a paged listing shows for `shown` (filtered and sorted) at `limit`, and which it lacks. */
export function listingWindow(
  shown: readonly ListingItem[],
  limit: number,
  held: (id: string) => boolean,
): ListingWindow {
  const ids = shown.slice(0, Math.max(0, limit)).map((item) => item.id);
  return { ids, missing: ids.filter((id) => !held(id)), rest: Math.max(0, shown.length - ids.length) };
}

/** Ids in requests of at most `max`, in order (one request per page of ids up to the fragment cap). */
export function fragmentBatches(ids: readonly string[], max = LISTING_FRAGMENT_MAX_IDS): string[][] {
  const size = Math.max(1, Math.floor(max));
  const batches: string[][] = [];
  for (let at = 0; at < ids.length; at += size) batches.push(ids.slice(at, at + size));
  return batches;
}

/**
 * The window kept with a history entry (how many cards were shown), read back: a whole number of pages,
 * at least one. Anything else (nothing kept, a stray value) is the first page.
 */
export function restoredLimit(kept: unknown, pageSize: number): number {
  if (typeof kept !== 'number' || !Number.isFinite(kept) || kept <= pageSize) return pageSize;
  return Math.ceil(kept / pageSize) * pageSize;
}

const countFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** "Showing 48 of 5,000" under a paged grid. */
export const showingLabel = (shown: number, total: number) =>
  `Showing ${countFormat.format(shown)} of ${countFormat.format(total)}`;

/**
 * One item of the listing's JSON file, as a row (the file is read by every shopper who opens a large listing,
 * so it stays compact): the row's place is the item's index, and `collections` lists the item's position in
 * each of the file's collections (null where it is not a member).
 */
export type ListingItemRow = [
  id: string,
  colors: string[],
  sizes: string[],
  material: string | null,
  style: string | null,
  category: string,
  price: number,
  diff: number,
  rating: number,
  ratingsCount: number,
  createdAt: number | null,
  collections?: (number | null)[],
];

/** The JSON file of a paged listing: every item's filter fields, in featured order. */
export type ListingItemsFile = { collections: string[]; items: ListingItemRow[] };

/** The file for a listing's items (in index order), its collections in chip order (category pages). */
export function encodeListingItems(
  items: readonly ListingItem[],
  collections: readonly string[] = [],
): ListingItemsFile {
  return {
    collections: [...collections],
    items: [...items]
      .sort((a, b) => a.index - b.index)
      .map((item) => {
        const row: ListingItemRow = [
          item.id,
          item.colors,
          item.sizes,
          item.material,
          item.style,
          item.category,
          item.price,
          item.diff,
          item.rating,
          item.ratingsCount,
          Number.isNaN(item.createdAt) ? null : item.createdAt,
        ];
        if (item.collections) row.push(collections.map((id) => item.collections?.[id] ?? null));
        return row;
      }),
  };
}

/** The items of a listing's JSON file (the inverse of encodeListingItems); throws on a file of another shape. */
export function decodeListingItems(file: unknown): ListingItem[] {
  const { collections, items } = (file ?? {}) as Partial<ListingItemsFile>;
  if (!Array.isArray(items) || !Array.isArray(collections)) throw new Error('Not a listing items file');
  return items.map((row, index) => {
    if (!Array.isArray(row) || typeof row[0] !== 'string') throw new Error(`Listing item ${index} is unreadable`);
    const [id, colors, sizes, material, style, category, price, diff, rating, ratingsCount, createdAt, positions] = row;
    const item: ListingItem = {
      id,
      index,
      colors,
      sizes,
      material,
      style,
      category,
      price,
      diff,
      rating,
      ratingsCount,
      createdAt: typeof createdAt === 'number' ? createdAt : Number.NaN,
    };
    if (positions) {
      const membership: Record<string, number> = {};
      positions.forEach((position, at) => {
        const collection = collections[at];
        if (position !== null && collection !== undefined) membership[collection] = position;
      });
      item.collections = membership;
    }
    return item;
  });
}

/**
 * What a page offers, read from its filter form's boxes (a paged page's form lists every value of the whole
 * listing, while its HTML holds only some cards): the values per filter and the discount steps.
 */
export function offeredFromControls(
  controls: readonly { name: string; value: string }[],
): Pick<ParseOptions, 'values' | 'discounts'> {
  const values: Record<ValueFilter, string[]> = {
    color: [],
    materials: [],
    style: [],
    size: [],
    category: [],
    store: [],
  };
  const discounts: number[] = [];
  for (const { name, value } of controls) {
    if (name === 'discount') {
      if (value !== ANY_DISCOUNT) discounts.push(Number(value));
    } else if ((VALUE_FILTERS as readonly string[]).includes(name)) values[name as ValueFilter].push(value);
  }
  return { values, discounts };
}

/**
 * The product ids a card-fragment request asks for (`?ids=a,b,c`, each id encoded): in order, repeats
 * dropped. Null for a request the route refuses: no ids, more than LISTING_FRAGMENT_MAX_IDS, an empty,
 * over-long (more than 64 characters) or badly encoded id.
 */
export function cardIdsFromQuery(search: string): string[] | null {
  const raw = search
    .replace(/^\?/, '')
    .split('&')
    .find((pair) => pair.startsWith('ids='))
    ?.slice('ids='.length);
  const parts = raw?.split(',') ?? [];
  if (!raw || parts.length > LISTING_FRAGMENT_MAX_IDS) return null;
  const ids: string[] = [];
  for (const part of parts) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(part.replace(/\+/g, ' '));
    } catch {
      return null;
    }
    if (!decoded || decoded.length > 64) return null;
    if (!ids.includes(decoded)) ids.push(decoded);
  }
  return ids;
}
