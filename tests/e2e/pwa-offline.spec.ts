/**
 * Offline, the shopper still has what they saw (issue: usable offline), on the built site with its service
 * worker: a product page opened before reloads offline with its price marked once as the last known, and a page
 * never opened shows the offline page listing the products and stores viewed, prices labelled as not live.
 */
import { expect, test } from '@playwright/test';
import type { ProductDetail } from '../../src/lib/api/types.ts';
import { pageKept, underWorker, viewedKept } from './pwa.ts';
import { PRICE_LAST_KNOWN } from './phone.ts';

test.use({ serviceWorkers: 'allow' });

// Each test's fresh browser installs the worker and downloads its precache (the app shell): slower than a page.
test.describe.configure({ timeout: 90_000 });

async function anyProduct(request: import('@playwright/test').APIRequestContext): Promise<ProductDetail> {
  const response = await request.get('/api/v1/catalog/products?limit=50');
  const items = ((await response.json()) as { data: { items: ProductDetail[] } }).data.items;
  const found = items.find((d) => d.varient.some((v) => v.VarientQuantity > 0));
  if (!found) throw new Error('no product in stock among the first 50');
  return found;
}

test('a product seen online reloads offline with its price marked once as the last known', async ({
  page,
  context,
  request,
}) => {
  const detail = await anyProduct(request);
  const storePath = `/stores/${detail.product.SellerUserId}`;
  const productPath = `${storePath}/products/${detail.product.id}`;

  await page.goto(storePath);
  const storeName = (await page.getByRole('heading', { level: 1 }).first().textContent())!.trim();
  await underWorker(page);
  await viewedKept(page, detail.product.SellerUserId);
  await page.goto(productPath);
  await pageKept(page, productPath);
  await viewedKept(page, detail.product.id);
  const heading = page.getByRole('heading', { level: 1, name: detail.product.productName });
  await expect(heading).toBeVisible();
  const price = (await page
    .locator('[data-buy-box]')
    .getByText(/^₹[\d,]+$/)
    .first()
    .textContent())!.trim();
  await expect(page.getByText("You're offline · prices shown are not live")).toBeHidden();

  await context.setOffline(true);
  await page.reload();
  await expect(heading).toBeVisible();
  await expect(page.getByText("You're offline · prices shown are not live")).toBeVisible();
  // One label, in the buy box, beside the price it describes.
  const shown = page.locator('[data-live-price]');
  await expect(shown.getByText(price, { exact: true }).first()).toBeVisible();
  await expect(shown.getByText(PRICE_LAST_KNOWN)).toBeVisible();
  await expect(page.getByText(/couldn't check the live price|Last known price/)).toHaveCount(1);

  // A page never opened: the offline page, with what was viewed (newest first) and no price passed off as live.
  await page.goto('/marketplace');
  await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
  const viewed = page.getByRole('list', { name: 'Recently viewed' }).getByRole('listitem');
  await expect(viewed).toHaveCount(2);
  await expect(viewed.nth(0).getByRole('link', { name: detail.product.productName })).toHaveAttribute(
    'href',
    productPath,
  );
  await expect(viewed.nth(0)).toContainText(`Last known price ${price} · seen `);
  await expect(viewed.nth(1).getByRole('link', { name: storeName })).toHaveAttribute('href', storePath);

  // Back online, the same page is the real one again.
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeHidden();
});
