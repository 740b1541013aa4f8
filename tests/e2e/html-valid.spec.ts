/**
 * Valid HTML: the W3C Nu HTML Checker finds no error in one page of each type as the server sends it (the
 * prebuilt pages, the shells, and a product page rendered on demand), nor in the DOM of the key islands once
 * they have hydrated and drawn what only the browser draws (the header search's open panel, the sign-in
 * phone field, a product page, a marketplace category's sections, Lens's videos). One Java run checks them all.
 */
import { expect, test, type Page } from '@playwright/test';
import type { StorePageIds } from '../../src/lib/api/types.ts';
import { oldestProduct, prebuiltProduct, productPath, read } from './catalog.ts';
import { htmlErrors } from './html-checker.ts';

/** A product whose page was prebuilt: static pages are the ones that must be revalidated. */
const prebuiltProductPath = async (page: Page) => productPath(await prebuiltProduct(page.request));

/**
 * Opens a page, lets its reads finish and hydrates every island as a first tap would (as hydration.spec.ts does),
 * so the DOM holds what the islands draw.
 */
async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    for (const island of document.querySelectorAll('astro-island[ssr]'))
      island.dispatchEvent(new Event('vastra:hydrate'));
  });
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
}

/** The document as it stands now: what the checker would read had the server sent it. */
const currentDom = (page: Page) => page.evaluate(() => `<!DOCTYPE html>\n${document.documentElement.outerHTML}`);

test('every page type, served and hydrated, passes the HTML checker', async ({ page }, testInfo) => {
  // The Java start and the check of about 30 documents take 10 to 40 s on a busy 2-core machine.
  test.setTimeout(180_000);
  const ids = await read<StorePageIds>(page.request, 'catalog/store-pages');
  const store = ids.categories[0]!.storeId;
  const onDemand = await oldestProduct(page.request);
  const pages: Record<string, string> = {
    home: '/',
    marketplace: '/marketplace',
    store: `/stores/${store}`,
    'store-category': `/stores/${store}/category/${ids.categories[0]!.id}`,
    'store-collection': `/stores/${ids.collections[0]!.storeId}/collection/${ids.collections[0]!.id}`,
    'store-offer': `/stores/${ids.offers[0]!.storeId}/offer/${ids.offers[0]!.id}`,
    'product-prebuilt': await prebuiltProductPath(page),
    'product-on-demand': productPath(onDemand),
    search: '/search?q=kurta',
    lens: '/lens',
    profile: '/user/me',
    droptrack: '/droptrack',
    'droptrack-product': `/droptrack/product/${onDemand.product.id}`,
    login: '/auth/login',
    signup: '/auth/signup',
    onboarding: '/auth/onboarding',
    settings: '/settings',
    'checkout-address': '/checkout/address',
    'checkout-order-summary': '/checkout/order-summary',
    'checkout-payment': '/checkout/payment',
    orders: '/my-orders',
    order: '/my-orders/demo-order-returnable',
    offline: '/offline',
    'not-found': '/no-such-page',
    privacy: '/privacy-policy',
    terms: '/terms-and-conditions',
    help: '/help',
    about: '/about-vastra',
    // Hindi: the same page files at /hi, with the Devanagari faces and the language links in the head.
    'hi-home': '/hi',
    'hi-product-on-demand': `/hi${productPath(onDemand)}`,
    'hi-order': '/hi/my-orders/demo-order-returnable',
    'hi-not-found': '/hi/no-such-page',
  };
  const documents: Record<string, string> = {};
  for (const [name, path] of Object.entries(pages)) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(name.endsWith('not-found') ? 404 : 200);
    expect(response.headers()['content-type'], path).toMatch(/^text\/html/);
    // Rendered on demand, not a prebuilt file (those must be revalidated).
    if (name.endsWith('product-on-demand')) expect(response.headers()['cache-control'], path).toContain('s-maxage');
    documents[name] = await response.text();
  }

  // The header search, open on the Products tab with its results.
  await openHydrated(page, '/');
  await page.getByRole('combobox', { name: 'Search' }).fill('kurta');
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  documents['hydrated-home-search'] = await currentDom(page);
  // The sign-in phone field, a product page (gallery, buy box, reviews), a category's sections, Lens's videos.
  for (const [name, path] of [
    ['login', '/auth/login'],
    ['product', pages['product-prebuilt']!],
    ['marketplace-category', '/marketplace?category=fashion'],
    ['lens', '/lens?tab=video'],
  ]) {
    await openHydrated(page, path!);
    documents[`hydrated-${name}`] = await currentDom(page);
  }

  expect(await htmlErrors(testInfo.outputPath('html'), documents), 'HTML checker errors').toEqual([]);
});
