/** Header search calls (spec shopper-core §2 Search): products and brands (ours), accounts (the spec's). */
import { api } from './index.ts';
import type { AccountHit, ProductCard, SearchReply, StoreCard, TrendingSearches } from './types.ts';
import type { SearchSort } from '../rules/search-page.ts';

/** An account search result, as the spec names its fields (uuids is the user id). */
export type AccountResult = AccountHit;

export const searchProducts = (q: string, signal?: AbortSignal) =>
  api().call<ProductCard[]>('searchProducts', 'search/products', { query: { q }, signal });

/**
 * One page of the results page (server/catalog/search.ts): the count with the filters, the price read from the
 * query, "Did you mean", popular products under a dead end and, on the first page, the filters' options.
 */
export type SearchResults = SearchReply;
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
  api().call<StoreCard[]>('searchBrands', 'search/brands', { query: { q }, signal });

/** The most searched queries of the last days (server/catalog/trending.ts), most first. */
export const searchTrending = (signal?: AbortSignal) =>
  api().call<TrendingSearches>('searchTrending', 'search/trending', { signal });

/** Failure here is only logged (spec §8: "Failed to find search results."). */
export const searchAccounts = (q: string, signal?: AbortSignal) =>
  api().call<AccountResult[]>('accountSearch', 'userSearch/account', { query: { q }, signal });
