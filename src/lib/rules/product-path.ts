import { homePath, storePath } from '../paths.ts';

/** The product page's breadcrumb: Home (`home`, in the page's language), the store, the product. */
export function productCrumbs(product: { SellerUserId: string; productName: string }, storeName: string, home: string) {
  return [
    { label: home, href: homePath() },
    { label: storeName, href: storePath(product.SellerUserId) },
    { label: product.productName },
  ];
}
