/**
 * Catalog reads, as functions of a client: the browser uses them with its own client, the build with one
 * that answers from the API app in-process (or a remote API). Paths live here, nowhere else.
 */
import { LIVE_READ, type ApiClient } from './client.ts';
import type {
  CatalogPage,
  HomeSections,
  ProductDetail,
  ProductPathPage,
  StoreCategoryPage,
  StoreCollectionPage,
  StoreDetails,
  StoreListEntry,
  StoreOfferPage,
  StorePageIds,
  StoreProductCard,
} from './types.ts';

const id = (value: string) => encodeURIComponent(value);

export function catalogCalls(client: () => ApiClient) {
  return {
    /** Live price and stock (product page, shell, quick view): always from the API, never the browser's cache. */
    getProduct: (productId: string) =>
      client().call<ProductDetail>('getProduct', `product/${id(productId)}`, LIVE_READ),
    getHome: (category?: string) =>
      client().call<HomeSections>('getHome', 'product', { query: { tab: 'home', ...(category ? { category } : {}) } }),
    getStores: () => client().call<StoreListEntry[]>('getStores', 'userstore/getAll'),
    getStore: (storeId: string) => client().call<StoreDetails>('getStore', `userstore/${id(storeId)}`),
    getStoreCategory: (categoryId: string) =>
      client().call<StoreCategoryPage>('getStoreCategory', `userstore/category/${id(categoryId)}`),
    getStoreCollection: (collectionId: string) =>
      client().call<StoreCollectionPage>('getStoreCollection', `userstore/collection/${id(collectionId)}`),
    getStoreOffer: (offerId: string) =>
      client().call<StoreOfferPage>('getStoreOffer', `userstore/offers/${id(offerId)}`),
    /** Ours (not the spec's): the ids of every store category, collection and offer page. */
    getStorePageIds: () => client().call<StorePageIds>('getStorePageIds', 'catalog/store-pages'),
    /** Ours (not the spec's): store cards for these ids, in that order (a paged listing's cards rendered on demand). */
    getStoreCards: (ids: string[]) =>
      client().call<StoreProductCard[]>('getStoreCards', 'catalog/store-cards', { method: 'POST', body: { ids } }),
    /** Ours (not the spec's): keyset pages of full product details, for the build (in id order, or newest first). */
    getCatalogPage: (cursor: string | null, limit = 500, order: 'id' | 'newest' = 'id') =>
      client().call<CatalogPage>('getCatalogPage', 'catalog/products', {
        query: { limit, order, ...(cursor ? { cursor } : {}) },
      }),
    /** Ours (not the spec's): keyset pages of every product's id and store, for the sitemap. */
    getProductPaths: (cursor: string | null, limit = 5000) =>
      client().call<ProductPathPage>('getProductPaths', 'catalog/product-paths', {
        query: { limit, ...(cursor ? { cursor } : {}) },
      }),
  };
}
