/** Where a home banner goes (stores-and-social §2.2): by type, under the seller's store. */
import type { BannerItem } from '../api/types.ts';
import { productPath, storeCategoryPath, storeCollectionPath, storePath } from '../paths.ts';

export function bannerHref(banner: Pick<BannerItem, 'typeData' | 'sellerId' | 'sectionId' | 'productId'>): string {
  if (banner.typeData === 'CATEGORY' && banner.sectionId) return storeCategoryPath(banner.sellerId, banner.sectionId);
  if (banner.typeData === 'CATEGORY_COLLECTION_LIST' && banner.sectionId)
    return storeCollectionPath(banner.sellerId, banner.sectionId);
  if (banner.typeData === 'PRODUCT' && banner.productId) return productPath(banner.sellerId, banner.productId);
  return storePath(banner.sellerId);
}
