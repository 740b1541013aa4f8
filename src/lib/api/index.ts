/** Typed calls the islands use. Only this folder knows paths, headers and envelopes. */
import { createApiClient, LIVE_READ, type ApiClient } from './client.ts';
import { $accessToken, $refreshToken, clearTokens, storeTokens } from '../../stores/session.ts';
import type { HomeSections, ProductDetail, StoreListEntry } from './types.ts';

export { ApiError, LIVE_READ } from './client.ts';

const apiBase = (import.meta.env?.PUBLIC_API_BASE as string | undefined) ?? '/api/v1';

let client: ApiClient | undefined;

/** The shared client; typed calls in this folder build on it. */
export function api(): ApiClient {
  client ??= createApiClient({
    baseURL: apiBase.endsWith('/') ? apiBase : `${apiBase}/`,
    tokens: {
      access: () => $accessToken.get(),
      refresh: () => $refreshToken.get(),
      save: storeTokens,
      clear: clearTokens,
    },
    onSignedOut: () => {
      if (typeof window !== 'undefined' && window.location.pathname !== '/') window.location.assign('/');
    },
  });
  return client;
}

/** Live price and stock (product page, shell, quick view): always from the API, never the browser's cache. */
export const getProduct = (id: string) => api().call<ProductDetail>('getProduct', `product/${encodeURIComponent(id)}`, LIVE_READ);
export const getHome = (category?: string) =>
  api().call<HomeSections>('getHome', 'product', { query: { tab: 'home', ...(category ? { category } : {}) } });
export const getStores = () => api().call<StoreListEntry[]>('getStores', 'userstore/getAll');

export type AddToCartLine = { productId: string; varaint: string; quantity: number; reference: boolean };
/** POST userCart with the contract's own spelling of the variant field. */
export const addToCart = (line: AddToCartLine) => api().call<unknown>('addToCart', 'userCart', { method: 'POST', body: line });
