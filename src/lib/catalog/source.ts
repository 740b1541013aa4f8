/**
 * Build-time catalog reads. By default the build asks the API in-process (app.request: no server needed);
 * with CATALOG_API_URL set it reads a remote API over HTTP. Either way it goes through the API's contract.
 */
import type {
  CatalogPage, Envelope, HomeSections, ProductDetail, StoreCategoryPage, StoreCollectionPage, StoreDetails, StoreListEntry, StoreOfferPage, StorePageIds,
} from '../api/types.ts';

/**
 * The server runs as Node loads it (not bundled into the build), so its files, migrations and data folder
 * resolve as they do for npm start. The build runs from the project root.
 */
async function loadServerRuntime(): Promise<typeof import('../../../server/runtime.ts')> {
  const { pathToFileURL } = await import('node:url');
  const { resolve } = await import('node:path');
  const file = pathToFileURL(resolve(process.cwd(), 'server/runtime.ts')).href;
  return import(/* @vite-ignore */ file);
}

async function request<T>(path: string): Promise<T> {
  const remote = process.env.CATALOG_API_URL;
  let response: Response;
  if (remote) {
    response = await fetch(new URL(path, remote.endsWith('/') ? remote : `${remote}/`));
  } else {
    const { getRuntime } = await loadServerRuntime();
    const { app } = await getRuntime();
    response = await app.request(`/api/v1/${path}`);
  }
  if (response.status !== 200) throw new Error(`Catalog read ${path} failed with status ${response.status}`);
  return ((await response.json()) as Envelope<T>).data;
}

export const fetchHome = (category?: string) =>
  request<HomeSections>(`product?tab=home${category ? `&category=${encodeURIComponent(category)}` : ''}`);

export const fetchStores = () => request<StoreListEntry[]>('userstore/getAll');

let allProducts: Promise<ProductDetail[]> | undefined;

/** Every product with its detail, read once per build in pages of 500. */
export function fetchAllProducts(): Promise<ProductDetail[]> {
  allProducts ??= (async () => {
    const items: ProductDetail[] = [];
    let cursor: string | null = null;
    do {
      const page: CatalogPage = await request<CatalogPage>(`catalog/products?limit=500${cursor ? `&cursor=${cursor}` : ''}`);
      items.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    return items;
  })();
  return allProducts;
}

export const fetchStore = (id: string) => request<StoreDetails>(`userstore/${encodeURIComponent(id)}`);
export const fetchStorePageIds = () => request<StorePageIds>('catalog/store-pages');
export const fetchCategory = (id: string) => request<StoreCategoryPage>(`userstore/category/${encodeURIComponent(id)}`);
export const fetchCollection = (id: string) => request<StoreCollectionPage>(`userstore/collection/${encodeURIComponent(id)}`);
export const fetchOffer = (id: string) => request<StoreOfferPage>(`userstore/offers/${encodeURIComponent(id)}`);
