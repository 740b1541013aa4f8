/** Header search calls (spec shopper-core §2 Search): products and brands (ours), accounts (the spec's). */
import { api } from './index.ts';
import type { BrandCard, ProductCard } from './types.ts';
import type { SearchFacets, SearchSort } from '../rules/search-page.ts';

/** An account search result, as the spec names its fields (uuids is the user id). */
export type AccountResult = {
  uuids: string;
  fullname: string;
  displayname: string;
  profilePicUrl: string | null;
  badge: { achievement: string | null } | null;
};

export const searchProducts = (q: string, signal?: AbortSignal) =>
  api().call<ProductCard[]>('searchProducts', 'search/products', { query: { q }, signal });

/**
 * One page of the results page (server/catalog/search.ts): the count with the filters, the price read from the
 * query, "Did you mean", popular products under a dead end and, on the first page, the filters' options.
 */
export type SearchResults = {
  query: string;
  count: number;
  /** More match than the search ranks: `count` (1,000) is a floor and the page lists those. */
  capped: boolean;
  products: ProductCard[];
  price: { min: number | null; max: number | null } | null;
  didYouMean: string | null;
  popular: ProductCard[];
  facets: SearchFacets | null;
};
export type { SearchSort };
export const searchResults = (
  q: string,
  options: { sort: SearchSort; offset: number; limit: number; filters?: Record<string, string | string[]> },
  signal?: AbortSignal,
) =>
  api().call<SearchResults>('searchProducts', 'search/results', {
    query: { q, sort: options.sort, offset: String(options.offset), limit: String(options.limit), ...options.filters },
    signal,
  });

export const searchBrands = (q: string, signal?: AbortSignal) =>
  api().call<BrandCard[]>('searchBrands', 'search/brands', { query: { q }, signal });

/** Failure here is only logged (spec §8: "Failed to find search results."). */
export const searchAccounts = (q: string, signal?: AbortSignal) =>
  api().call<AccountResult[]>('accountSearch', 'userSearch/account', { query: { q }, signal });
