/**
 * Seller HTML never runs script, wherever the storefront renders it. The demo catalog's XSS fixture
 * (server/seed/xss-fixture.ts) stores a description with a <script>, an <img onerror>, an event handler and a
 * javascript: link, each of which would set window.__xss and open an alert. The API sanitises it on every read
 * and the storefront renders what the API gives: the prebuilt product page, a page rendered on demand (a product
 * listed after the build) and the quick view from a card must all show the description and run nothing.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { XSS_VISIBLE_TEXT } from '../../server/seed/xss-fixture.ts';
import { productPath, read } from './catalog.ts';
import type { HomeSections, ProductDetail } from '../../src/lib/api/types.ts';

/** The fixture is the first of home's exclusive deals. */
async function fixtureProduct(page: Page): Promise<ProductDetail> {
  const home = await read<HomeSections>(page.request, 'product?tab=home');
  const id = home.exclusiveDeals[0]?.id;
  expect(id, 'home has exclusive deals').toBeTruthy();
  const detail = await read<ProductDetail>(page.request, `product/${id}`);
  expect(
    detail.product.productDesc,
    'the e2e database predates the XSS fixture: delete .data/e2e to seed it again',
  ).toContain(XSS_VISIBLE_TEXT);
  return detail;
}

/** Records every dialog (an alert would be the payload running) and dismisses it. */
function recordDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return dialogs;
}

/** The description shows its text, holds no image (the onerror carrier) and no live link; nothing ran. */
async function expectNothingRan(page: Page, description: Locator, dialogs: string[]) {
  await expect(description.getByText(XSS_VISIBLE_TEXT)).toBeVisible();
  // An <img src="x"> would have been requested and failed by now, and its onerror run.
  await page.waitForLoadState('networkidle');
  await description.getByText(XSS_VISIBLE_TEXT).hover();
  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  await expect(description.getByRole('img')).toHaveCount(0);
  await expect(description.getByRole('link', { name: XSS_VISIBLE_TEXT })).toHaveCount(0);
}

test('the static product page shows the description and runs none of its script', async ({ page }) => {
  const dialogs = recordDialogs(page);
  const detail = await fixtureProduct(page);
  await page.goto(productPath(detail));
  await expect(page.getByRole('heading', { level: 1, name: detail.product.productName })).toBeVisible();
  await expectNothingRan(page, page.getByRole('region', { name: 'Description' }), dialogs);
});

test('a page rendered on demand (a product listed after the build) shows the description and runs none of its script', async ({
  page,
}) => {
  const dialogs = recordDialogs(page);
  const detail = await fixtureProduct(page);
  const response = await page.request.post(`/api/v1/dev/products/${detail.product.id}/copy`);
  expect(response.status()).toBe(200);
  const copy = ((await response.json()) as { data: { id: string; SellerUserId: string } }).data;
  await page.goto(`/stores/${copy.SellerUserId}/products/${copy.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `${detail.product.productName} (new)` })).toBeVisible();
  await expectNothingRan(page, page.getByRole('region', { name: 'Description' }), dialogs);
});

test('the quick view from a home card shows the description and runs none of its script', async ({ page }) => {
  const dialogs = recordDialogs(page);
  const detail = await fixtureProduct(page);
  await page.goto('/');
  const card = page.getByRole('region', { name: 'Exclusive deals' }).getByRole('article').first();
  await expect(card.getByRole('link', { name: detail.product.productName, exact: true })).toBeVisible();
  // The card's line is the description as text (read without sanitize-html): the words, none of the markup.
  await expect(card).toContainText('Care guide: read before washing');
  await expect(card).not.toContainText('__xss');
  await expect(card).not.toContainText('<');
  const button = card.getByRole('button', { name: `Quick View: ${detail.product.productName}`, exact: true });
  await button.scrollIntoViewIfNeeded();
  await card.hover();
  await button.click();
  const dialog = page.getByRole('dialog', { name: detail.product.productName });
  await expect(dialog.getByRole('button', { name: 'Add To Bag' })).toBeVisible();
  await expectNothingRan(page, dialog.getByRole('region', { name: 'Description' }), dialogs);
});
