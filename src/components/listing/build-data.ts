/** Build-time reads shared by the listing pages, each asked once per build however many pages need it. */
import { fetchCategory, fetchStore, fetchStorePageIds } from '../../lib/catalog/source.ts';
import type { StoreCategoryPage } from '../../lib/api/types.ts';
import { storeCategoryPath, storeCollectionPath, storeOfferPath } from '../../lib/paths.ts';

const stores = new Map<string, Promise<string>>();
const categories = new Map<string, Promise<StoreCategoryPage | null>>();

export function storeName(storeId: string): Promise<string> {
  if (!stores.has(storeId)) stores.set(storeId, fetchStore(storeId).then((store) => store.storeFront.storeName));
  return stores.get(storeId)!;
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
  const { categories, collections, offers } = await fetchStorePageIds();
  const opened = await Promise.all(categories.map(async (ref) => opensCategory(await category(ref.id))));
  return [
    ...categories.filter((_, i) => opened[i]).map((ref) => storeCategoryPath(ref.storeId, ref.id)),
    ...collections.map((ref) => storeCollectionPath(ref.storeId, ref.id)),
    ...offers.map((ref) => storeOfferPath(ref.storeId, ref.id)),
  ];
}
