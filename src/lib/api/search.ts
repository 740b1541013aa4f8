/** Header search calls (spec shopper-core §2 Search): products and brands (ours), accounts (the spec's). */
import { api } from './index.ts';
import type { AccountHit, QueryOf, SearchReply } from './types.ts';
import type { SearchSort } from '../rules/search-page.ts';

/** An account search result, as the spec names its fields (uuids is the user id). */
export type AccountResult = AccountHit;

export const searchProducts = (q: string, signal?: AbortSignal) =>
  api().GET('searchProducts', '/search/products', { params: { query: { q } }, signal });

/**
 * One page of the results page (server/catalog/search.ts): the count with the filters, the price read from the
 * query, "Did you mean", popular products under a dead end and, on the first page, the filters' options.
 */
export type SearchResults = SearchReply;
export type { SearchSort };
/** The results page's filters, as the route takes them (colour, size, material, store, discount, price). */
export type SearchFilters = Omit<QueryOf<'/search/results', 'get'>, 'q' | 'sort' | 'offset' | 'limit'>;
export const searchResults = (
  q: string,
  options: { sort: SearchSort; offset: number; limit: number; filters?: SearchFilters },
  signal?: AbortSignal,
) =>
  api().GET('searchProducts', '/search/results', {
    params: { query: { q, sort: options.sort, offset: options.offset, limit: options.limit, ...options.filters } },
    signal,
  });

export const searchBrands = (q: string, signal?: AbortSignal) =>
  api().GET('searchBrands', '/search/brands', { params: { query: { q } }, signal });

/** The most searched queries of the last days (server/catalog/trending.ts), most first. */
export const searchTrending = (signal?: AbortSignal) => api().GET('searchTrending', '/search/trending', { signal });

/** Failure here is only logged (spec §8: "Failed to find search results."). */
export const searchAccounts = (q: string, signal?: AbortSignal) =>
  api().GET('accountSearch', '/userSearch/account', { params: { query: { q } }, signal });
