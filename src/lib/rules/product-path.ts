import { homePath, storePath } from '../paths.ts';

/** The product id in a product page address: /stores/{storeId}/products/{productId}. */
export function productIdFromPath(pathname: string): string | null {
  const match = /^\/stores\/[^/]+\/products\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}

/** The product page's breadcrumb: Home, the store, the product. */
export function productCrumbs(product: { SellerUserId: string; productName: string }, storeName: string) {
  return [{ label: 'Home', href: homePath() }, { label: storeName, href: storePath(product.SellerUserId) }, { label: product.productName }];
}
