/** Picks real products for a test from the running API (never from fixtures copied out of the code). */
import type { APIRequestContext } from '@playwright/test';
import type { ProductDetail } from '../../src/lib/api/types.ts';

export async function allProducts(request: APIRequestContext): Promise<ProductDetail[]> {
  const items: ProductDetail[] = [];
  let cursor: string | null = null;
  do {
    const response = await request.get(`/api/v1/catalog/products?limit=500${cursor ? `&cursor=${cursor}` : ''}`);
    const body = (await response.json()) as { data: { items: ProductDetail[]; nextCursor: string | null } };
    items.push(...body.data.items);
    cursor = body.data.nextCursor;
  } while (cursor);
  return items;
}

export const productPath = (d: ProductDetail) => `/stores/${d.product.SellerUserId}/products/${d.product.id}`;

/** A product with at least two colours that are in stock. */
export function multiColourInStock(products: ProductDetail[]): ProductDetail {
  const found = products.find((d) => {
    const colours = new Set(d.varient.filter((v) => v.VarientQuantity > 0).map((v) => v.VarientColor));
    return colours.size >= 2;
  });
  if (!found) throw new Error('catalog has no multi-colour product in stock');
  return found;
}
