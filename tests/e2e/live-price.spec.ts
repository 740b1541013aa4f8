/**
 * Live money never waits behind the browser's HTTP cache. Shoppers found the product page's live price
 * request created at once but sent about 20 s later, so Add To Bag (which waits for the live price) hung:
 * the quick view had left a copy of GET /api/v1/product/{id} in the HTTP cache (publicly cacheable, with
 * stale-while-revalidate), the next read was answered from that stale copy while the browser revalidated it
 * behind the page, and any read of the URL during that revalidation waited on the cache entry's lock
 * (Chromium gives up after 20 s). Live reads now bypass the HTTP cache (fetch cache: 'no-store').
 *
 * The path, as a shopper: home -> a store -> one of its category pages sorted by both price sorts -> a colour
 * filter -> Clear all -> the quick view of the first card -> Escape -> the category page again -> the first
 * product -> Add To Bag.
 */
import { expect, test, type APIRequestContext, type Request } from '@playwright/test';
import { read } from './catalog.ts';
import type {
  HomeSections,
  ProductDetail,
  StoreCategoryPage,
  StorePageIds,
  StoreProductCard,
} from '../../src/lib/api/types.ts';
import { bagButton, cartDrawer } from './bag.ts';

/** From being issued to its answer; the lock made it 20 s. */
const LIVE_READ_BUDGET_MS = 5_000;

/**
 * A featured store's category whose first collection has a colour some (not all) products carry, and whose
 * dearest product (the first card under "Price: High to Low") can be added to the bag.
 */
async function pickCategory(request: APIRequestContext) {
  const featured = new Set((await read<HomeSections>(request, 'product?tab=home')).featuredBrands.map((b) => b.id));
  const { categories } = await read<StorePageIds>(request, 'catalog/store-pages');
  expect(categories.length).toBeGreaterThan(0);
  for (const { id, storeId } of categories) {
    if (!featured.has(storeId)) continue;
    const category = await read<StoreCategoryPage>(request, `userstore/category/${id}`);
    const products: StoreProductCard[] = category.collections[0]?.products ?? [];
    if (products.length < 2) continue;
    const colour = [...new Set(products.flatMap((p) => p.colors))].find((c) => {
      const carrying = products.filter((p) => p.colors.includes(c)).length;
      return carrying > 0 && carrying < products.length;
    });
    // Ties keep the server's order, so the first of the dearest is the first card.
    const dearest = products.reduce((top, p) => (p.productPrice > top.productPrice ? p : top));
    // In stock: a variant with stock, or (a product sold without variants) the product's own stock.
    const detail = await read<ProductDetail>(request, `product/${dearest.productId}`);
    const inStock =
      detail.varient.length > 0 ? detail.varient.some((v) => v.VarientQuantity > 0) : detail.product.productStock > 0;
    if (colour && inStock) return { storeId, category, colour, dearest };
  }
  throw new Error('no featured store has a category with a colour to filter by and an in-stock dearest product');
}

test('after a quick view, the product page gets its live price at once and Add To Bag does not wait', async ({
  page,
  request,
}) => {
  const { storeId, category, colour, dearest } = await pickCategory(request);
  const store = (await read<HomeSections>(request, 'product?tab=home')).featuredBrands.find((b) => b.id === storeId)!;

  // Every read of this product's live data, with when it was issued and answered, and whether the browser's
  // HTTP cache answered it (Chromium's own record of the response).
  const liveUrl = `/api/v1/product/${dearest.productId}`;
  type LiveRead = { request: Request; page: string; issued: number; answered?: number };
  const reads: LiveRead[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === liveUrl)
      reads.push({ request: r, page: new URL(page.url()).pathname, issued: Date.now() });
  });
  page.on('response', (r) => {
    const entry = reads.find((e) => e.request === r.request());
    if (entry) entry.answered = Date.now();
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const fromHttpCache: string[] = [];
  cdp.on('Network.responseReceived', ({ response }) => {
    if (new URL(response.url).pathname === liveUrl && response.fromDiskCache) fromHttpCache.push(response.url);
  });

  // Home -> the store -> its category.
  await page.goto('/');
  await page
    .getByRole('region', { name: 'Featured brands' })
    .getByRole('link', { name: new RegExp(store.name) })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: store.name })).toBeVisible();
  await page.getByRole('link', { name: category.categoryName, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/stores/${storeId}/category/${category.id}$`));

  // Both price sorts, a colour, then Clear all (which keeps the sort).
  const sort = page.getByLabel('Sort by');
  await sort.selectOption({ label: 'Price: Low to High' });
  await expect(page).toHaveURL(/[?&]sort=low-to-high/);
  await sort.selectOption({ label: 'Price: High to Low' });
  await expect(page).toHaveURL(/[?&]sort=high-to-low/);
  const filters = page.getByRole('form', { name: 'Filters' });
  await filters.getByRole('checkbox', { name: colour }).click();
  await expect(page).toHaveURL(/[?&]color=/);
  await filters.getByRole('button', { name: 'Clear all' }).click();
  await expect(page).not.toHaveURL(/[?&]color=/);
  await expect(page).toHaveURL(/[?&]sort=high-to-low/);
  const categoryUrl = page.url();

  // The quick view of the first card (the dearest), then Escape.
  const cards = page.getByRole('region', { name: 'Products' }).getByRole('listitem');
  const first = cards.first();
  await expect(first.getByRole('heading', { level: 3 })).toHaveText(dearest.productName);
  await first.hover();
  await first.getByRole('button', { name: `Quick View: ${dearest.productName}` }).click();
  const dialog = page.getByRole('dialog', { name: dearest.productName });
  await expect(dialog.getByRole('button', { name: 'Add To Bag' })).toBeVisible();
  expect(reads.length, 'the quick view read the product').toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The category page again, as it was left, then the first product.
  await page.goto(categoryUrl);
  const quickViewReads = reads.length;
  await cards.first().getByRole('heading', { level: 3 }).getByRole('link', { name: dearest.productName }).click();
  await expect(page).toHaveURL(new RegExp(`/products/${dearest.productId}`));
  await expect(page.getByRole('heading', { level: 1, name: dearest.productName })).toBeVisible();

  // The product page's live read: issued, and answered within the budget.
  await expect
    .poll(() => reads.length, { message: 'the product page reads its live price' })
    .toBeGreaterThan(quickViewReads);
  const live = reads[quickViewReads]!;
  expect(live.page).toBe(new URL(page.url()).pathname);
  await expect
    .poll(() => live.answered, {
      timeout: LIVE_READ_BUDGET_MS,
      message: `live price answered within ${LIVE_READ_BUDGET_MS} ms of being issued`,
    })
    .toBeDefined();
  expect(live.answered! - live.issued).toBeLessThan(LIVE_READ_BUDGET_MS);
  // Money came from the API, not from the copy the quick view left in the browser's cache.
  expect(fromHttpCache, 'live price answered from the HTTP cache').toEqual([]);

  // Add To Bag does not wait.
  await page.getByRole('button', { name: 'Add To Bag' }).first().click();
  await expect(page.locator('[data-toaster]').getByText('Product added to bag', { exact: true })).toBeVisible({
    timeout: LIVE_READ_BUDGET_MS,
  });
  await expect(bagButton(page)).toHaveAccessibleName('Bag, 1 item');
  await expect(cartDrawer(page)).toBeVisible();
});
