/**
 * Catalog reads, as functions of a client: the browser uses them with its own client, the build with one
 * that answers from the API app in-process (or a remote API). Paths live here, nowhere else.
 */
import { LIVE_READ, type ApiClient } from './client.ts';

export function catalogCalls(client: () => ApiClient) {
  return {
    /** Live price and stock (product page, shell, quick view): always from the API, never the browser's cache. */
    getProduct: (productId: string) =>
      client().GET('getProduct', '/product/{id}', { ...LIVE_READ, params: { path: { id: productId } } }),
    getHome: (category?: string) =>
      client().GET('getHome', '/product', { params: { query: { tab: 'home', ...(category ? { category } : {}) } } }),
    getStores: () => client().GET('getStores', '/userstore/getAll'),
    getStore: (storeId: string) => client().GET('getStore', '/userstore/{id}', { params: { path: { id: storeId } } }),
    getStoreCategory: (categoryId: string) =>
      client().GET('getStoreCategory', '/userstore/category/{id}', { params: { path: { id: categoryId } } }),
    getStoreCollection: (collectionId: string) =>
      client().GET('getStoreCollection', '/userstore/collection/{id}', { params: { path: { id: collectionId } } }),
    getStoreOffer: (offerId: string) =>
      client().GET('getStoreOffer', '/userstore/offers/{id}', { params: { path: { id: offerId } } }),
    /** Ours (not the spec's): the ids of every store category, collection and offer page. */
    getStorePageIds: () => client().GET('getStorePageIds', '/catalog/store-pages'),
    /** Ours (not the spec's): store cards for these ids, in that order (a paged listing's cards rendered on demand). */
    getStoreCards: (ids: string[]) => client().POST('getStoreCards', '/catalog/store-cards', { body: { ids } }),
    /** Ours (not the spec's): keyset pages of full product details, for the build (in id order, or newest first). */
    getCatalogPage: (cursor: string | null, limit = 500, order: 'id' | 'newest' = 'id') =>
      client().GET('getCatalogPage', '/catalog/products', {
        params: { query: { limit, order, ...(cursor ? { cursor } : {}) } },
      }),
    /** Ours (not the spec's): keyset pages of every product's id and store, for the sitemap and the build. */
    getProductPaths: (cursor: string | null, limit = 5000, order: 'id' | 'newest' = 'id') =>
      client().GET('getProductPaths', '/catalog/product-paths', {
        params: { query: { limit, order, ...(cursor ? { cursor } : {}) } },
      }),
  };
}
