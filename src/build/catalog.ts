/**
 * Build-time catalog access, in one place. The build reads the catalog through the API's contract with the
 * same typed calls the browser uses (src/lib/api/catalog.ts): by default the API app answers in-process
 * (app.request, no server needed); with CATALOG_API_URL set a remote API answers over HTTP. Reads that
 * many pages share (a store's name, a category) are asked once per build.
 */
import { createApiClient, type ApiClient } from '../lib/api/client.ts';
import { catalogCalls } from '../lib/api/catalog.ts';
import type { ProductDetail, StoreCategoryPage } from '../lib/api/types.ts';
import { storeCategoryPath, storeCollectionPath, storeOfferPath } from '../lib/paths.ts';

/**
 * The server runs as Node loads it (not bundled into the build), so its files, migrations and data folder
 * resolve as they do for npm start. The build runs from the project root.
 */
async function loadServerRuntime(): Promise<typeof import('../../server/runtime.ts')> {
  const { pathToFileURL } = await import('node:url');
  const { resolve } = await import('node:path');
  const file = pathToFileURL(resolve(process.cwd(), 'server/runtime.ts')).href;
  return import(/* @vite-ignore */ file);
}

const NO_SESSION = { access: () => '', refresh: () => '', save: () => {}, clear: () => {} };
let client: ApiClient | undefined;

function buildClient(): ApiClient {
  if (client) return client;
  const remote = process.env.CATALOG_API_URL;
  client = remote
    ? createApiClient({ baseURL: remote.endsWith('/') ? remote : `${remote}/`, tokens: NO_SESSION, onSignedOut: () => {} })
    : createApiClient({
        // The host is never contacted: requests are handed to the API app in this process.
        baseURL: 'http://build.invalid/api/v1/',
        tokens: NO_SESSION,
        onSignedOut: () => {},
        fetch: async (input, init) => {
          const { getRuntime } = await loadServerRuntime();
          const { app } = await getRuntime();
          const url = new URL(input instanceof Request ? input.url : String(input));
          return app.request(`${url.pathname}${url.search}`, init);
        },
      });
  return client;
}

/** A failed read stops the build with the call, its status and the server's words. */
function loud<A extends unknown[], T>(read: (...args: A) => Promise<T>) {
  return (...args: A) =>
    read(...args).catch((error: Error & { status?: number; serverMessage?: string; call?: string }) => {
      throw new Error(`Catalog read ${error.call ?? ''} failed with status ${error.status ?? '?'}: ${error.serverMessage || error.message}`);
    });
}

const calls = catalogCalls(buildClient);
export const fetchHome = loud(calls.getHome);
export const fetchStores = loud(calls.getStores);
export const fetchStore = loud(calls.getStore);
export const fetchStorePageIds = loud(calls.getStorePageIds);
export const fetchCategory = loud(calls.getStoreCategory);
export const fetchCollection = loud(calls.getStoreCollection);
export const fetchOffer = loud(calls.getStoreOffer);

let allProducts: Promise<ProductDetail[]> | undefined;

/** Every product with its detail, read once per build in pages of 500. */
export function fetchAllProducts(): Promise<ProductDetail[]> {
  allProducts ??= (async () => {
    const items: ProductDetail[] = [];
    let cursor: string | null = null;
    do {
      const page = await loud(calls.getCatalogPage)(cursor);
      items.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    return items;
  })();
  return allProducts;
}

const storeNames = new Map<string, Promise<string>>();
const categories = new Map<string, Promise<StoreCategoryPage | null>>();

export function storeName(storeId: string): Promise<string> {
  if (!storeNames.has(storeId)) storeNames.set(storeId, fetchStore(storeId).then((store) => store.storeFront.storeName));
  return storeNames.get(storeId)!;
}

/** A store category, or null when it cannot be read (a collection's crumb then leaves it out). */
export function category(categoryId: string): Promise<StoreCategoryPage | null> {
  if (!categories.has(categoryId)) categories.set(categoryId, fetchCategory(categoryId).catch(() => null));
  return categories.get(categoryId)!;
}

/** The spec opens a category only when it has collections (collectionCount above zero). */
export const opensCategory = (page: StoreCategoryPage | null): page is StoreCategoryPage =>
  page !== null && page.collectionCount > 0 && page.collections.length > 0;

/** Every listing page the build makes (for the sitemap): categories with collections, collections, offers. */
export async function listingPaths(): Promise<string[]> {
  const { categories: categoryRefs, collections, offers } = await fetchStorePageIds();
  const opened = await Promise.all(categoryRefs.map(async (ref) => opensCategory(await category(ref.id))));
  return [
    ...categoryRefs.filter((_, i) => opened[i]).map((ref) => storeCategoryPath(ref.storeId, ref.id)),
    ...collections.map((ref) => storeCollectionPath(ref.storeId, ref.id)),
    ...offers.map((ref) => storeOfferPath(ref.storeId, ref.id)),
  ];
}
