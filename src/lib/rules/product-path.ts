import { homePath, storePath } from '../paths.ts';

/** The product page's breadcrumb: Home, the store, the product. */
export function productCrumbs(product: { SellerUserId: string; productName: string }, storeName: string) {
  return [
    { label: 'Home', href: homePath() },
    { label: storeName, href: storePath(product.SellerUserId) },
    { label: product.productName },
  ];
}
