/** Every path the sitemap lists: home, editors' pages, every store page and listing, and every product (prebuilt or not). */
import { getCollection } from 'astro:content';
import { fetchProductPaths, fetchStores, listingPaths } from './catalog.ts';
import { site } from '../lib/site.ts';
import { homePath, productPath, storePath } from '../lib/paths.ts';

let all: Promise<string[]> | undefined;

export function sitemapPaths(): Promise<string[]> {
  all ??= (async () => {
    const [pages, stores, listings, products] = await Promise.all([
      getCollection('pages'),
      fetchStores(),
      listingPaths(),
      fetchProductPaths(),
    ]);
    return [
      homePath(),
      ...pages.map((p) => (p.id === 'about' ? site.aboutPath : `/${p.id}`)),
      ...stores.map((s) => storePath(s.id)),
      ...listings,
      ...products.map((p) => productPath(p.SellerUserId, p.id)),
    ];
  })();
  return all;
}
