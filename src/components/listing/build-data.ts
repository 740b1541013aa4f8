/** Build-time reads shared by the listing pages, each asked once per build however many pages need it. */
import { fetchCategory, fetchStore } from '../../lib/catalog/source.ts';
import type { StoreCategoryPage } from '../../lib/api/types.ts';

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

export const storePath = (storeId: string) => `/stores/${encodeURIComponent(storeId)}`;
export const categoryPath = (storeId: string, categoryId: string) => `${storePath(storeId)}/category/${encodeURIComponent(categoryId)}`;
