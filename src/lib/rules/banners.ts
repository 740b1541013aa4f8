/** Where a home banner goes (stores-and-social §2.2): by type, under the seller's store. */
import type { BannerItem } from '../api/types.ts';

export function bannerHref(banner: Pick<BannerItem, 'typeData' | 'sellerId' | 'sectionId' | 'productId'>): string {
  const store = `/stores/${banner.sellerId}`;
  if (banner.typeData === 'CATEGORY' && banner.sectionId) return `${store}/category/${banner.sectionId}`;
  if (banner.typeData === 'CATEGORY_COLLECTION_LIST' && banner.sectionId) return `${store}/collection/${banner.sectionId}`;
  if (banner.typeData === 'PRODUCT' && banner.productId) return `${store}/products/${banner.productId}`;
  return store;
}
