/**
 * Typed calls the islands use. Only this folder knows paths, headers and envelopes. It holds no store: the
 * session (tokens, and what to do when they are gone) is handed to it by src/stores/session.ts.
 */
import { createApiClient, type ApiClient } from './client.ts';
import { catalogCalls } from './catalog.ts';
import { currentSession } from './session-port.ts';

export { ApiError, LIVE_READ, failureText, isOffline } from './client.ts';
export { OFFLINE_MESSAGE, OFFLINE_TRY_AGAIN } from './offline.ts';

/** Where the API answers: this site's /api/v1, or PUBLIC_API_BASE on another origin. */
export const apiBase = (import.meta.env?.PUBLIC_API_BASE as string | undefined) ?? '/api/v1';

let client: ApiClient | undefined;

/** The shared client; typed calls in this folder build on it. */
export function api(): ApiClient {
  client ??= createApiClient({
    baseURL: apiBase.endsWith('/') ? apiBase : `${apiBase}/`,
    tokens: {
      access: () => currentSession().access(),
      refresh: () => currentSession().refresh(),
      save: (access, refresh) => currentSession().save(access, refresh),
      clear: () => currentSession().clear(),
    },
    onSignedOut: () => currentSession().onSignedOut(),
  });
  return client;
}

export const { getProduct, getHome, getStores } = catalogCalls(api);

export type AddToCartLine = { productId: string; varaint: string; quantity: number; reference: boolean };
/** A bag or wishlist write's options: its Idempotency-Key, so a replay after a lost answer is applied once. */
export type WriteOptions = { idempotencyKey?: string };
/** The Idempotency-Key header of a write, when it carries one. */
export const keyHeader = (options?: WriteOptions) =>
  options?.idempotencyKey ? { headers: { 'Idempotency-Key': options.idempotencyKey } } : {};

/** POST userCart with the contract's own spelling of the variant field. */
export const addToCart = (line: AddToCartLine, options?: WriteOptions) =>
  api().call<unknown>('addToCart', 'userCart', { method: 'POST', body: line, ...keyHeader(options) });
