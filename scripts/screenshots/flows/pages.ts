import type { Page } from 'playwright-core';
import { base, fullPage, logged, out, read } from '../shared.ts';

/** Every page type and its path; ids come from the running API (read once, on the first width). */
async function pageTypes(): Promise<Record<string, string>> {
  const products = await read<{ items: { product: { id: string; SellerUserId: string } }[] }>(
    'catalog/products?limit=1',
  );
  const first = products.items[0]!.product;
  const ids = await read<{
    categories: { id: string; storeId: string }[];
    collections: { id: string; storeId: string }[];
    offers: { id: string; storeId: string }[];
  }>('catalog/store-pages');
  const category = ids.categories[0]!;
  const collection = ids.collections[0]!;
  const offer = ids.offers[0]!;
  return {
    home: '/',
    marketplace: '/marketplace?category=fashion',
    store: `/stores/${category.storeId}`,
    'store-about': `/stores/${category.storeId}?tab=about`,
    category: `/stores/${category.storeId}/category/${category.id}`,
    collection: `/stores/${collection.storeId}/collection/${collection.id}?color=Black`,
    offer: `/stores/${offer.storeId}/offer/${offer.id}`,
    product: `/stores/${first.SellerUserId}/products/${first.id}`,
    // The search results page with a filter chosen (the sidebar at 1280, the Filters button's count at 375).
    'search-results': '/search?q=cotton&discount=10',
    privacy: '/privacy-policy',
    about: '/about-vastra',
    'not-found': '/no-such-page',
    login: '/auth/login',
    signup: '/auth/signup?ref=demo.shopper',
  };
}

/** Overlays: each opens from a fresh load of a page type (by name) and is shot open. */
const overlays: Record<string, [string, (page: Page) => Promise<void>]> = {
  'quick-view': [
    'category',
    async (page) => {
      const card = page.getByRole('region', { name: 'Products' }).getByRole('listitem').first();
      await card.hover();
      await card.getByRole('button', { name: /^Quick View/ }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Add To Bag' }).waitFor();
      await page.waitForTimeout(500);
    },
  ],
  search: [
    'home',
    async (page) => {
      const box = page.getByRole('combobox', { name: /search/i });
      await box.click();
      await box.fill('shirt');
      await page.getByRole('listbox').waitFor();
      await page.waitForTimeout(600);
    },
  ],
  'menu-drawer': [
    'home',
    async (page) => {
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('dialog').waitFor();
      await page.waitForTimeout(400);
    },
  ],
};

let pages: Record<string, string> | undefined;

/** Each page type (only the sign-in pages with --only=auth), then each overlay (none with --only=auth; the menu drawer up to 810px). */
export async function pageFlow(page: Page, width: number, authOnly: boolean) {
  pages ??= await pageTypes();
  for (const [name, path] of Object.entries(pages)) {
    if (authOnly && !path.startsWith('/auth')) continue;
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage });
  }
  for (const [name, [pageType, open]] of Object.entries(overlays)) {
    if ((name === 'menu-drawer' && width > 810) || authOnly) continue;
    await page.goto(base + pages[pageType]!, { waitUntil: 'networkidle' });
    await logged(name, width, async () => {
      await open(page);
      await page.screenshot({ path: `${out}/${name}-${width}.png` });
    });
  }
}
