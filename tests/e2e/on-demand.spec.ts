/**
 * Every product URL answers full HTML. The test server prebuilds only the newest 300 of its 600 products
 * (PREBUILD_PRODUCTS in playwright.config.ts); every other product, and one listed after the build, is
 * rendered on demand by the same page component. Read as raw HTML (what a crawler or a slow phone gets
 * before any script runs), then once in the browser.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { ProductDetail } from '../../src/lib/api/types.ts';
import { oldestProduct, productPath } from './catalog.ts';

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** The page's HTML as served, checked for what a prebuilt page carries: name, price, canonical and Product JSON-LD. */
async function expectFullProductHtml(request: APIRequestContext, path: string, detail: ProductDetail, name: string) {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  // Static pages say must-revalidate; a render on demand is one a CDN may keep and refresh in the background.
  expect(response.headers()['cache-control']).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=86400');
  const html = await response.text();
  expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeHtml(name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
  // One of the product's own prices, as rupees with Indian digit grouping (written here, not the app's formatter).
  const prices = [detail.product.productSellingPrice, ...detail.varient.map((v) => v.VarientPrice)].map(
    (n) => `₹${n.toLocaleString('en-IN')}`,
  );
  expect(prices.some((price) => html.includes(price))).toBe(true);
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${path}">`));
  const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!);
  expect(ld).toMatchObject({
    '@type': 'Product',
    name,
    sku: path.split('/').at(-1),
    offers: { '@type': 'Offer', priceCurrency: 'INR', price: detail.product.productSellingPrice },
  });
  expect(ld.offers.url).toMatch(new RegExp(`${path}$`));
}

test('a product that was not prebuilt answers full HTML, and an unknown one the 404 page', async ({ request }) => {
  const detail = await oldestProduct(request);
  await expectFullProductHtml(request, productPath(detail), detail, detail.product.productName);
  // The same product under another store's address is no page, as it would be among prebuilt pages.
  expect((await request.get(`/stores/other-store/products/${detail.product.id}`)).status()).toBe(404);

  const missing = await request.get(`/stores/${detail.product.SellerUserId}/products/no-such-product`);
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60');
  expect(await missing.text()).toContain('We could not find that page');
});

test('a product listed after the build answers full HTML and works in the browser', async ({ page, request }) => {
  const source = await oldestProduct(request);
  const copy = (await (await request.post(`/api/v1/dev/products/${source.product.id}/copy`)).json()).data as {
    id: string;
    SellerUserId: string;
  };
  const path = `/stores/${copy.SellerUserId}/products/${copy.id}`;
  await expectFullProductHtml(request, path, source, `${source.product.productName} (new)`);

  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: `${source.product.productName} (new)` })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`${source.product.productName} \\(new\\)`));
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: source.storeName }),
  ).toHaveAttribute('href', `/stores/${copy.SellerUserId}`);
  await expect(page.getByRole('heading', { name: 'Ratings and reviews' })).toBeVisible();
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', new RegExp(`${path}$`));
  await expect(page.getByRole('button', { name: 'Add To Bag' })).toBeVisible();
});

test('a NUL byte in the address of a page rendered on demand answers 400, never 500', async ({ request }) => {
  const detail = await oldestProduct(request);
  for (const path of [
    `/fragments/listing-cards?ids=${detail.product.id},x%00y`,
    `/stores/${detail.product.SellerUserId}/products/${detail.product.id}%00`,
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(400);
    expect(await response.text(), path).toBe('Bad request: the address must not contain a NUL character');
  }
  // Without the NUL the same fragment answers the product's card.
  const cards = await request.get(`/fragments/listing-cards?ids=${detail.product.id}`);
  expect(cards.status()).toBe(200);
  expect(await cards.text()).toContain(`data-id="${detail.product.id}"`);
});
