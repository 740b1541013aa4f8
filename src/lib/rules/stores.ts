/** The store listing: only stores with both a cover image and a logo, sorted by name. */
import type { StoreListEntry } from '../api/types.ts';

export type ListedStore = { id: string; name: string; cover: string; logo: string };

export function listedStores(stores: StoreListEntry[]): ListedStore[] {
  return stores
    .filter((s) => Boolean(s.backgroundImg && s.logo))
    .map((s) => ({ id: s.id, name: s.sellerData.storeName, cover: s.backgroundImg!, logo: s.logo! }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en-IN', { sensitivity: 'base' }));
}
