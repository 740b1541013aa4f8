/**
 * A tab's banner items as the home sections store them (the API's BannerItem), from the editors' banner files
 * (src/lib/content-banners.ts): the file names the store by its slug and the art by its name; the catalog gives the
 * store's id and, for a banner that leads to the store's first product in the tab, that product's id.
 */
import type { Banner } from '../../src/lib/content-banners.ts';
import { storeSlug } from '../../src/lib/store-slug.ts';

type StoreRow = { id?: string; storeName: string };
type ProductRow = { id?: string; sellerUserId: string };

/** The tab's banners (in carousel order) as items for the wide (web) or the narrow (hero) carousel. */
export function bannerItems(
  banners: readonly Banner[],
  variant: 'web' | 'hero',
  stores: StoreRow[],
  tabProducts: ProductRow[],
) {
  return banners.flatMap((banner) => {
    const store = stores.find((s) => storeSlug(s.storeName) === banner.store);
    // A store the catalog lacks (a test's own catalog) has no page to lead to.
    if (!store) return [];
    const product = banner.linkToFirstProduct ? tabProducts.find((p) => p.sellerUserId === store.id) : undefined;
    return [
      {
        imgUrl: `${banner.image}-${variant}`,
        typeData: product ? 'PRODUCT' : 'STORE',
        sellerId: store.id!,
        sectionId: null,
        productId: product ? product.id! : null,
        // The database keeps the English words; each page takes its language's words from the files.
        title: banner.title,
        ...(banner.subtitle ? { subtitle: banner.subtitle } : {}),
      },
    ];
  });
}
