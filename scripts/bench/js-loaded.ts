/**
 * What a browser loads before any interaction, per page type: Chromium at 375 px (a touch phone) opens the
 * page in a fresh context (empty cache), waits for the network to go quiet, lets the page go idle
 * (requestIdleCallback: the service worker's registration and other idle starts run then) and for what that
 * started to arrive, then counts the script responses and their bytes (as run, uncompressed). Nothing is
 * tapped, scrolled or typed. The signed-in page types (profile, order page, checkout steps) are opened by a
 * shopper made through the API with one order and one line in the bag.
 *   node scripts/bench/js-loaded.ts BASE_URL [--files]   (prints the table for a running server; with --files,
 *   each page's scripts and their sizes, to see where a page's growth comes from)
 */
import { chromium, request as apiRequest, type APIRequestContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../chromium.ts';
import type { StorePageIds, CatalogPage } from '../../src/lib/api/types.ts';
import {
  checkoutPath,
  marketplacePath,
  myProfilePath,
  orderPath,
  productPath,
  searchPath,
  storeCategoryPath,
  storeCollectionPath,
  storeOfferPath,
  storePath,
} from '../../src/lib/paths.ts';
import { localisedPath } from '../../src/lib/i18n/locale-paths.ts';
import { BASE_LOCALE, type Locale } from '../../src/lib/i18n/locales.ts';
import { PHONE } from '../../tests/e2e/phone.ts';
import { newShopper, signInOnLoad, type Shopper } from '../../tests/e2e/session.ts';
import { addAddress, placeOrder, restock } from '../../tests/e2e/shopper-data.ts';
import { addLine } from '../../tests/e2e/checkout-data.ts';

export type LoadedJs = {
  page: string;
  path: string;
  locale: Locale;
  scripts: number;
  bytes: number;
  /** Each script's path and its bytes, largest first. */
  files: { path: string; bytes: number }[];
};

/** A page with no script request in flight for this long after the idle callback has loaded what it will. */
const QUIET_MS = 500;

async function loadedScripts(page: Page, path: string): Promise<Omit<LoadedJs, 'page' | 'path' | 'locale'>> {
  const bodies: Promise<{ path: string; bytes: number }>[] = [];
  let inFlight = 0;
  let lastEvent = performance.now();
  const settle = () => {
    inFlight--;
    lastEvent = performance.now();
  };
  page.on('request', (r) => {
    if (r.resourceType() !== 'script') return;
    inFlight++;
    lastEvent = performance.now();
  });
  page.on('requestfailed', (r) => r.resourceType() === 'script' && settle());
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const file = new URL(response.url()).pathname;
    bodies.push(
      response.body().then(
        (body) => ({ path: file, bytes: body.length }),
        () => ({ path: file, bytes: 0 }),
      ),
    );
  });
  page.on('requestfinished', (r) => r.resourceType() === 'script' && settle());
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  while (inFlight > 0 || performance.now() - lastEvent < QUIET_MS) await new Promise((r) => setTimeout(r, 50));
  // A page that sent the browser elsewhere (a checkout step without its address) measured two pages.
  const landed = new URL(page.url());
  if (`${landed.pathname}${landed.search}` !== path) throw new Error(`${path} went on to ${page.url()}`);
  const files = (await Promise.all(bodies)).sort((a, b) => b.bytes - a.bytes);
  return { scripts: files.length, bytes: files.reduce((sum, f) => sum + f.bytes, 0), files };
}

async function data<T>(api: APIRequestContext, path: string): Promise<T> {
  const response = await api.get(`/api/v1/${path}`);
  if (!response.ok()) throw new Error(`GET ${path}: ${response.status()}`);
  return ((await response.json()) as { data: T }).data;
}

/** Every page type's path, and a shopper (one order, one line in the bag) for the signed-in ones. */
async function pageTypes(
  api: APIRequestContext,
): Promise<{ visitor: [string, string][]; shopper: Shopper; addressId: string; signedIn: [string, string][] }> {
  const ids = await data<StorePageIds>(api, 'catalog/store-pages');
  const category = ids.categories[0]!;
  const offer = ids.offers[0]!;
  const collection = ids.collections[0]!;
  const newest = (await data<CatalogPage>(api, 'catalog/products?order=newest&limit=1')).items[0]!;
  const variant = newest.varient[0]!;
  const item = { productId: newest.product.id, variantId: variant.id, sellerId: newest.product.SellerUserId };
  // Bench shoppers are made through the same API as the browser tests' (tests/e2e), with their helpers.
  const shopper = await newShopper(api as never, 'bench');
  await restock(api as never, item);
  const addressId = await addAddress(api as never, shopper);
  const orderId = await placeOrder(api as never, shopper, addressId, { item });
  await addLine(api as never, shopper, item);
  return {
    visitor: [
      ['home', '/'],
      ['marketplace', marketplacePath()],
      ['store', storePath(category.storeId)],
      ['store category', storeCategoryPath(category.storeId, category.id)],
      ['collection', storeCollectionPath(collection.storeId, collection.id)],
      ['offer', storeOfferPath(offer.storeId, offer.id)],
      ['product', productPath(newest.product.SellerUserId, newest.product.id)],
      ['search', searchPath('kurta')],
      ['help', '/help'],
      ['privacy (legal)', '/privacy-policy'],
      ['about', '/about-vastra'],
      ['login', '/auth/login'],
      ['signup', '/auth/signup'],
    ],
    shopper,
    addressId,
    signedIn: [
      ['profile', myProfilePath()],
      ['order page', orderPath(orderId)],
      ['checkout: order summary', checkoutPath('order-summary')],
      ['checkout: address', checkoutPath('address')],
      ['checkout: payment', checkoutPath('payment')],
    ],
  };
}

/**
 * Each page type in a fresh context (empty cache, no service worker yet), one after the other, in each of
 * `locales` (its twin under /hi for Hindi).
 */
export async function measureLoadedJs(
  baseURL: string,
  locales: readonly Locale[] = [BASE_LOCALE],
): Promise<LoadedJs[]> {
  const api = await apiRequest.newContext({ baseURL });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const results: LoadedJs[] = [];
  try {
    const { visitor, shopper, addressId, signedIn } = await pageTypes(api);
    for (const [pages, tokens] of [
      [visitor, null],
      [signedIn, shopper],
    ] as const) {
      for (const [name, englishPath] of pages)
        for (const locale of locales) {
          const path = localisedPath(englishPath, locale);
          const context = await browser.newContext({ ...PHONE, baseURL });
          const page = await context.newPage();
          if (tokens) {
            await signInOnLoad(page as never, tokens);
            // The payment step opens only with an address chosen, as the address step leaves it.
            await page.addInitScript(
              (addressId) => localStorage.setItem('vastra:checkout', JSON.stringify({ addressId, paymentMode: null })),
              addressId,
            );
          }
          results.push({ page: name, path, locale, ...(await loadedScripts(page, path)) });
          await context.close();
        }
    }
  } finally {
    await browser.close();
    await api.dispose();
  }
  return results;
}

if (import.meta.main) {
  const base = process.argv[2];
  if (!base) throw new Error('usage: js-loaded.ts BASE_URL');
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const measured = await measureLoadedJs(base);
  console.log('| page | path | scripts | KB |\n|---|---|---|---|');
  for (const r of measured) console.log(`| ${r.page} | ${r.path} | ${r.scripts} | ${kb(r.bytes)} |`);
  if (process.argv.includes('--files'))
    for (const r of measured) {
      console.log(`\n${r.page} (${r.path})`);
      for (const f of r.files) console.log(`  ${kb(f.bytes).padStart(9)}  ${f.path}`);
    }
}
