/**
 * Saved products and favourite stores are listed where a shopper finds them, on a 375 px phone:
 * Settings has Saved and Favourite Stores. Empty, each says how to save; after the bookmark and the store heart
 * each lists its item with a link; Remove takes one off and the list says so.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { PHONE, buyBoxReady, toastWith } from './phone.ts';
import { allProducts, productPath } from './catalog.ts';

test.use(PHONE);

const menu = (page: Page) => page.getByRole('navigation', { name: 'Settings sections' });

async function openSection(page: Page, label: string) {
  await page.goto('/settings');
  await menu(page)
    .getByRole('link', { name: new RegExp(`^${label}`) })
    .tap();
  await expect(page.getByRole('heading', { level: 2, name: label, exact: true })).toBeVisible();
}

test('save a product and favourite a store, find both in Settings, remove one', async ({
  page,
  request,
  shopper: _signedIn,
}) => {
  const products = await allProducts(request);
  const detail = products.find((d) => d.varient.some((v) => v.VarientQuantity > 0))!;
  await page.goto('/privacy-policy');

  // Empty first: each list says how to fill it.
  await openSection(page, 'Saved');
  await expect(page.getByText('Nothing saved yet')).toBeVisible();
  await expect(page.getByText(/Tap the bookmark .*Save product.* on any product/)).toBeVisible();
  await openSection(page, 'Favourite Stores');
  await expect(page.getByText('No favourite stores yet')).toBeVisible();
  await expect(page.getByText(/Tap the heart .*Favourite store.* store’s page/)).toBeVisible();

  await page.goto(productPath(detail));
  await buyBoxReady(page);
  await page.getByRole('button', { name: 'Save product' }).tap();
  await expect(toastWith(page, 'Saved')).toBeVisible();
  await page.goto(`/stores/${detail.product.SellerUserId}`);
  const heart = page.locator('astro-island:not([ssr])').getByRole('button', { name: 'Favourite store' });
  await heart.tap();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  const storeName = (await page.getByRole('heading', { level: 1 }).innerText()).trim();

  await openSection(page, 'Saved');
  const saved = page.getByRole('list', { name: 'Saved products' }).getByRole('listitem');
  await expect(saved).toHaveCount(1);
  await expect(saved.getByRole('link', { name: detail.product.productName })).toHaveAttribute(
    'href',
    productPath(detail),
  );

  await openSection(page, 'Favourite Stores');
  const stores = page.getByRole('list', { name: 'Favourite stores' }).getByRole('listitem');
  await expect(stores).toHaveCount(1);
  await expect(stores.getByRole('link', { name: storeName })).toHaveAttribute(
    'href',
    `/stores/${detail.product.SellerUserId}`,
  );
  await stores.getByRole('button', { name: `Remove ${storeName} from favourite stores` }).tap();
  await expect(toastWith(page, 'Removed from favourite stores')).toBeVisible();
  await expect(stores).toHaveCount(0);
  await expect(page.getByText('No favourite stores yet')).toBeVisible();

  // Gone for good (the store's heart agrees), while the saved product stays.
  await page.reload();
  await expect(page.getByText('No favourite stores yet')).toBeVisible();
  await openSection(page, 'Saved');
  await expect(saved).toHaveCount(1);
  await page.goto(`/stores/${detail.product.SellerUserId}`);
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
});
