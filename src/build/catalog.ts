/**
 * Catalog access for the pages, in one place: the build's reads, and the product read of the on-demand
 * product page. It reads the catalog through the API's contract with the same typed calls the browser uses
 * (src/lib/api/catalog.ts): by default the API app answers in-process (app.request, no server needed: the
 * build and the serving process alike); with CATALOG_API_URL set a remote API answers over HTTP. Reads that
 * many pages share (a store's name, a category) are asked once per build.
 */
import { createApiClient, type ApiClient } from '../lib/api/client.ts';
import { catalogCalls } from '../lib/api/catalog.ts';
import { lensCalls } from '../lib/api/lens.ts';
import type { ProductDetail, StoreProductCard } from '../lib/api/types.ts';
import { storeCategoryPath, storeCollectionPath, storeOfferPath, type ListingKind } from '../lib/paths.ts';
import type { ListingSource } from '../lib/rules/listing.ts';

/**
 * The server runs as Node loads it (not bundled into the build), so its files, migrations and data folder
 * resolve as they do for npm start. The build runs from the project root.
 */
async function loadServerRuntime(): Promise<typeof import('../../server/runtime.ts')> {
  const { pathToFileURL } = await import('node:url');
  const { resolve } = await import('node:path');
  const file = pathToFileURL(resolve(process.cwd(), 'server/runtime.ts')).href;
  return import(/* @vite-ignore */ file);
}

const BUILD_TIMEOUT_MS = 300_000;
const NO_SESSION = { access: () => '', refresh: () => '', save: () => {}, clear: () => {} };
let client: ApiClient | undefined;

function buildClient(): ApiClient {
  if (client) return client;
  const remote = process.env.CATALOG_API_URL;
  client = remote
    ? createApiClient({
        baseURL: remote.endsWith('/') ? remote : `${remote}/`,
        tokens: NO_SESSION,
        onSignedOut: () => {},
        // A build page of 500 products may take a while on a busy machine: not the storefront's 15 s.
        timeoutMs: BUILD_TIMEOUT_MS,
        // A serving process in this one (@hono/node-server) replaces the global Response with its own class, and
        // openapi-fetch accepts only an instance of the current one: the reply is handed on in that class.
        fetch: async (request) => {
          const answer = await globalThis.fetch(request);
          return new Response(answer.body, answer);
        },
      })
    : createApiClient({
        // The host is never contacted: requests are handed to the API app in this process.
        baseURL: 'http://build.invalid/api/v1/',
        tokens: NO_SESSION,
        onSignedOut: () => {},
        // A build page of 500 products may take a while on a busy machine: not the storefront's 15 s.
        timeoutMs: BUILD_TIMEOUT_MS,
        fetch: async (request) => {
          const { getRuntime } = await loadServerRuntime();
          const { app } = await getRuntime();
          return app.request(request);
        },
      });
  return client;
}

/** A failed read stops the build with the call, its status and the server's words. */
function loud<A extends unknown[], T>(read: (...args: A) => Promise<T>) {
  return (...args: A) =>
    read(...args).catch((error: Error & { status?: number; serverMessage?: string; call?: string }) => {
      throw new Error(
        `Catalog read ${error.call ?? ''} failed with status ${error.status ?? '?'}: ${error.serverMessage || error.message}`,
      );
    });
}

const calls = catalogCalls(buildClient);
export const fetchHome = loud(calls.getHome);
export const fetchStores = loud(calls.getStores);
export const fetchStore = loud(calls.getStore);
export const fetchStorePageIds = loud(calls.getStorePageIds);
export const fetchCategory = loud(calls.getStoreCategory);
export const fetchCollection = loud(calls.getStoreCollection);
export const fetchOffer = loud(calls.getStoreOffer);

let lastRead: { key: string; value: Promise<unknown> } | undefined;

/**
 * A listing's read in a build, kept until the next listing is read: a page's Hindi twin renders right after it
 * (src/build/twins-together.ts) and takes the same cards rather than reading the listing again, and only the
 * latest listing is ever held. Only for the build: in `astro dev` (dev: true) every request reads afresh.
 */
export function readForTwin<T>(key: string, read: () => Promise<T>, dev: boolean): Promise<T> {
  if (dev) return read();
  if (lastRead?.key === key) return lastRead.value as Promise<T>;
  const value = read();
  lastRead = { key, value };
  value.catch(() => {
    if (lastRead?.value === value) lastRead = undefined;
  });
  return value;
}

/**
 * How many products get a prebuilt page when PREBUILD_PRODUCTS is unset: every product of a catalog up to
 * this size (so catalogs up to 10,000 build as before). Measured at 100,000 products on the 2-core machine, a
 * prebuilt product page costs the build about 8 ms of CPU and 100 KB of output: 10,000 of them about a minute
 * and a gigabyte, whatever the catalog's size (docs/architecture.md, "Catalog size").
 */
export const DEFAULT_PREBUILD_PRODUCTS = 10_000;

/** A build setting that is a whole number of `min` or more; unset or blank, the default. */
function wholeNumberSetting(name: string, value: string | undefined, fallback: number, min: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const limit = Number(value);
  if (!Number.isInteger(limit) || limit < min)
    throw new Error(`${name} must be a whole number of ${min} or more, not "${value}"`);
  return limit;
}

/** PREBUILD_PRODUCTS: a whole number of 0 or more (0 prebuilds no product page). */
export function prebuildLimit(value = process.env.PREBUILD_PRODUCTS): number {
  return wholeNumberSetting('PREBUILD_PRODUCTS', value, DEFAULT_PREBUILD_PRODUCTS, 0);
}

/**
 * How many product cards a listing page's HTML holds when LISTING_CARDS_IN_HTML is unset. A listing up to this
 * size is built whole (every card in the HTML, filtered in the browser); a larger one is paged: the HTML holds
 * its first cards, and the rest come as fragments rendered on demand (docs/architecture.md, "Catalog size").
 */
export const DEFAULT_LISTING_CARDS_IN_HTML = 48;

/** LISTING_CARDS_IN_HTML: a whole number of 1 or more (also the page size of "Show more"). */
export function listingCardsInHtml(value = process.env.LISTING_CARDS_IN_HTML): number {
  return wholeNumberSetting('LISTING_CARDS_IN_HTML', value, DEFAULT_LISTING_CARDS_IN_HTML, 1);
}

/** A listing page's products as its page reads them (for its JSON file): a category's collections, else the products. */
export async function fetchListingSource(kind: ListingKind, listingId: string): Promise<ListingSource> {
  if (kind === 'category') {
    const page = await fetchCategory(listingId);
    return {
      collections: page.collections.map((collection) => ({ id: collection.id, products: collection.products })),
    };
  }
  return {
    products: (kind === 'collection' ? await fetchCollection(listingId) : await fetchOffer(listingId)).products,
  };
}

/**
 * Each paged listing's JSON file, left by its page for the file's route: the page has just read the listing,
 * so the file needs no second read (see src/pages/stores/[storeId]/[kind]/[listingId]/items.json.ts). Taken
 * once; a few tens of bytes per product while it waits.
 */
const leftItems = new Map<string, string>();
export const leaveListingItems = (path: string, file: string) => void leftItems.set(path, file);
export function takeListingItems(path: string): string | undefined {
  const file = leftItems.get(path);
  leftItems.delete(path);
  return file;
}

/** Store cards for the listing fragments rendered on demand, in the order asked (unknown ids left out). */
export function fetchStoreCardsToRender(productIds: string[]): Promise<StoreProductCard[]> {
  return calls.getStoreCards(productIds);
}

/** How many product details one read brings for the prebuilt pages (the API's largest page). */
const DETAIL_PAGE = 500;

/**
 * A prebuilt product page's address, and where its detail sits: the page of DETAIL_PAGE read from `after`; `next`
 * is where the following page of details starts (null for the last).
 */
export type PrebuiltPath = { id: string; SellerUserId: string; after: string | null; next: string | null };

let prebuiltPaths: Promise<PrebuiltPath[]> | undefined;

/**
 * The products that get a prebuilt page, the newest PREBUILD_PRODUCTS, as addresses only: ids and stores, read
 * once per build in light keyset pages. Astro asks every route for its paths before it renders the first page
 * and keeps them (props included) to the end, so a page's detail is not in its paths: each page reads it when it
 * renders (prebuiltDetail), DETAIL_PAGE products at a time.
 */
export function fetchPrebuiltPaths(): Promise<PrebuiltPath[]> {
  prebuiltPaths ??= (async () => {
    const limit = prebuildLimit();
    const items: { id: string; SellerUserId: string }[] = [];
    let cursor: string | null = null;
    while (items.length < limit) {
      const page = await loud(calls.getProductPaths)(cursor, Math.min(10_000, limit - items.length), 'newest');
      items.push(...page.items);
      cursor = page.nextCursor;
      if (!cursor) break;
    }
    return withDetailPages(items);
  })();
  return prebuiltPaths;
}

/**
 * Each path with where its page of details starts and where the next one does. A page starts after the last
 * product of the page before it (the same keyset as the API's).
 */
export function withDetailPages<P extends { id: string }>(
  items: P[],
  pageSize = DETAIL_PAGE,
): (P & { after: string | null; next: string | null })[] {
  return items.map((item, i) => {
    const start = i - (i % pageSize);
    return {
      ...item,
      after: start === 0 ? null : items[start - 1]!.id,
      next: start + pageSize < items.length ? items[start + pageSize - 1]!.id : null,
    };
  });
}

/**
 * The detail pages last read for prebuilt pages, by where they start. Astro renders a route's pages in the order
 * of its paths, each Hindi twin right after its English page (src/build/twins-together.ts), so the pages of one
 * read follow each other: the latest reads are kept (the one being rendered, the one before it for pages still
 * rendering, and the next), never the whole prebuilt set.
 */
const detailPages = new Map<string, Promise<Map<string, ProductDetail>>>();
const KEPT_DETAIL_PAGES = 3;

function detailPage(after: string | null): Promise<Map<string, ProductDetail>> {
  const key = after ?? '';
  let page = detailPages.get(key);
  if (!page) {
    page = loud(calls.getCatalogPage)(after, DETAIL_PAGE, 'newest').then(
      ({ items }) => new Map(items.map((detail) => [detail.product.id, detail])),
    );
    detailPages.set(key, page);
    while (detailPages.size > KEPT_DETAIL_PAGES) detailPages.delete(detailPages.keys().next().value!);
  }
  return page;
}

/** A prebuilt page's product detail, read with its neighbours in one keyset page; null when it has gone since. */
export async function prebuiltDetail(path: PrebuiltPath): Promise<ProductDetail | null> {
  const page = detailPage(path.after);
  // The next page of details is read while this one's pages render: from PostgreSQL the read waits on the other
  // core, where the pages would otherwise stand still for it (docs/performance.md, "The build's CPU").
  if (path.next !== null) void detailPage(path.next).catch(() => {});
  // The catalog changed under the build (a product added or removed since the paths were read): read it alone.
  return (await page).get(path.id) ?? (await fetchProductToRender(path.id));
}

let paths: Promise<{ id: string; SellerUserId: string }[]> | undefined;

/** Every product's id and store (for the sitemap), read once per build in light pages. */
export function fetchProductPaths(): Promise<{ id: string; SellerUserId: string }[]> {
  paths ??= (async () => {
    const items: { id: string; SellerUserId: string }[] = [];
    let cursor: string | null = null;
    do {
      const page = await loud(calls.getProductPaths)(cursor);
      items.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    return items;
  })();
  return paths;
}

/** One product for the on-demand page, read fresh on every render (the API's cache decides); null when unknown. */
export async function fetchProductToRender(productId: string): Promise<ProductDetail | null> {
  try {
    return await calls.getProduct(productId);
  } catch (error) {
    // 400: an id no product can have (too long); 404: no such product.
    const status = (error as { status?: number }).status;
    if (status === 404 || status === 400) return null;
    throw error;
  }
}

const storeNames = new Map<string, Promise<string>>();
export function storeName(storeId: string): Promise<string> {
  if (!storeNames.has(storeId))
    storeNames.set(
      storeId,
      fetchStore(storeId).then((store) => store.storeFront.storeName),
    );
  return storeNames.get(storeId)!;
}

/** The spec opens a category only when it has collections (collectionCount above zero). */
export const opensCategory = (ref: { collectionCount: number }) => ref.collectionCount > 0;

let categoryLinks: Promise<Map<string, { id: string; name: string } | null>> | undefined;

/**
 * A store category's name when it has a page of its own, else null. Read once from the light store-pages
 * list, so no category's cards are read for it (the category page reads them once, when it renders).
 */
export async function categoryLink(categoryId: string): Promise<{ id: string; name: string } | null> {
  categoryLinks ??= fetchStorePageIds().then(
    ({ categories }) =>
      new Map(categories.map((ref) => [ref.id, opensCategory(ref) ? { id: ref.id, name: ref.name } : null])),
    (error: unknown) => {
      categoryLinks = undefined;
      throw error;
    },
  );
  return (await categoryLinks).get(categoryId) ?? null;
}

/** Every listing page the build makes (for the sitemap): categories with collections, collections, offers. */
export async function listingPaths(): Promise<string[]> {
  const { categories, collections, offers } = await fetchStorePageIds();
  return [
    ...categories.filter(opensCategory).map((ref) => storeCategoryPath(ref.storeId, ref.id)),
    ...collections.map((ref) => storeCollectionPath(ref.storeId, ref.id)),
    ...offers.map((ref) => storeOfferPath(ref.storeId, ref.id)),
  ];
}

/** The Lens feed as it is at build time: the page's first paint (the island refreshes it in the browser). */
export const fetchLensPosts = loud(lensCalls(buildClient).getLensPosts);
