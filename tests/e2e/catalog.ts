/** Picks real products for a test from the running API (never from fixtures copied out of the code). */
import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import type {
  CatalogPage,
  ProductDetail,
  StoreCategoryPage,
  StorePageIds,
  StoreProductCard,
} from '../../src/lib/api/types.ts';

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

/** The oldest product: never among the newest 300 that were prebuilt (PREBUILD_PRODUCTS), so rendered on demand. */
export async function oldestProduct(request: APIRequestContext): Promise<ProductDetail> {
  let last: ProductDetail | undefined;
  let cursor: string | null = null;
  do {
    const response: APIResponse = await request.get(
      `/api/v1/catalog/products?order=newest&limit=500${cursor ? `&cursor=${cursor}` : ''}`,
    );
    const page: CatalogPage = ((await response.json()) as { data: CatalogPage }).data;
    last = page.items.at(-1) ?? last;
    cursor = page.nextCursor;
  } while (cursor);
  return last!;
}

export const productPath = (d: ProductDetail) => `/stores/${d.product.SellerUserId}/products/${d.product.id}`;

/**
 * A product whose page was prebuilt (its static page says must-revalidate): one of the newest, skipping those
 * other tests listed after the build, which are rendered on demand.
 */
export async function prebuiltProduct(request: APIRequestContext): Promise<ProductDetail> {
  const response = await request.get('/api/v1/catalog/products?order=newest&limit=50');
  const { items } = ((await response.json()) as { data: CatalogPage }).data;
  for (const detail of items) {
    const cache = (await request.head(productPath(detail))).headers()['cache-control'];
    if (cache?.includes('must-revalidate')) return detail;
  }
  throw new Error('none of the 50 newest products has a prebuilt page');
}

/** A product with at least two colours that are in stock. */
export function multiColourInStock(products: ProductDetail[]): ProductDetail {
  const found = products.find((d) => {
    const colours = new Set(d.varient.filter((v) => v.VarientQuantity > 0).map((v) => v.VarientColor));
    return colours.size >= 2;
  });
  if (!found) throw new Error('catalog has no multi-colour product in stock');
  return found;
}

const STEPS = [10, 20, 30, 40, 50, 60, 70, 80];

export async function read<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api/v1/${path}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

export type CategoryChoice = {
  path: string;
  category: StoreCategoryPage;
  products: StoreProductCard[];
  colour: string;
  step: number;
};

/**
 * A category with two collections whose first collection has a colour that some (not all) products carry,
 * and a discount step that keeps some but not all of those: every filter below visibly changes the grid.
 */
export async function categoryWithChoices(request: APIRequestContext, storeIds?: Set<string>): Promise<CategoryChoice> {
  const { categories } = await read<StorePageIds>(request, 'catalog/store-pages');
  for (const { id, storeId } of categories) {
    if (storeIds && !storeIds.has(storeId)) continue;
    const category = await read<StoreCategoryPage>(request, `userstore/category/${id}`);
    if (category.collectionCount <= 0 || category.collections.length < 2) continue;
    const products = category.collections[0]!.products;
    for (const colour of new Set(products.flatMap((p) => p.colors))) {
      const withColour = products.filter((p) => p.colors.includes(colour));
      if (withColour.length < 2 || withColour.length === products.length) continue;
      const step = STEPS.find((s) => {
        const kept = withColour.filter((p) => p.productDiff >= s).length;
        return kept > 0 && kept < withColour.length;
      });
      if (step) return { path: `/stores/${storeId}/category/${id}`, category, products, colour, step };
    }
  }
  throw new Error('no category offers a colour and a discount that narrow its first collection');
}
