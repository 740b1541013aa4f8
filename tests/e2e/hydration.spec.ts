/**
 * No page type throws a React hydration error (minified #418, #423, #425, or "Hydration…" in development) at
 * 375 and 1280 px. Each page is opened, its own reads are let finish (a live read may bring data the build did
 * not have), then every island is hydrated as a shopper's first touch would, and the console is read.
 * The prebuilt product page carries a review posted after the build, so its live read differs from its HTML.
 * Each page, hydrated with its data in, is also checked for sideways scrolling at both widths (pages.spec.ts
 * checks the small phone's and the tablet's widths), so no page is loaded twice for the two checks.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { sidewaysOverflow } from './screens.ts';
import { expect, test, type Shopper } from './fixtures.ts';
import type { CatalogPage, ProductDetail, StorePageIds } from '../../src/lib/api/types.ts';
import { productPath, read } from './catalog.ts';
import { addAddress, deliver, placeOrder, restock, type OrderItem } from './shopper-data.ts';
import { addLine } from './checkout-data.ts';
import { PHONE } from './phone.ts';

const HYDRATION_ERROR = /#418|#423|#425|hydrat/i;

/** Every message the page logs as an error, and every uncaught error, while it is open. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`${error.message}\n${error.stack ?? ''}`));
  return errors;
}

/**
 * Opens the page, lets its reads finish and hydrates every island; answers the hydration errors it logged and,
 * when the page is wider than the window, by how much.
 */
async function pageProblems(page: Page, errors: string[], path: string): Promise<string[]> {
  errors.length = 0;
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // What a first tap does on every client:interaction island at once (src/directives/interaction.ts).
  await page.evaluate(() => {
    for (const island of document.querySelectorAll('astro-island[ssr]'))
      island.dispatchEvent(new Event('vastra:hydrate'));
  });
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
  // React reports a mismatch when it commits; an idle callback runs after the commits the hydration started.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  const overflow = await sidewaysOverflow(page);
  return [
    ...errors.filter((e) => HYDRATION_ERROR.test(e)).map((e) => `${path}: ${e.split('\n')[0]}`),
    ...(overflow > 0 ? [`${path}: scrolls ${overflow}px sideways`] : []),
  ];
}

async function newestAndOldest(request: APIRequestContext): Promise<{ newest: ProductDetail; oldest: ProductDetail }> {
  const items: ProductDetail[] = [];
  let cursor: string | null = null;
  do {
    const page: CatalogPage = await read(
      request,
      `catalog/products?order=newest&limit=500${cursor ? `&cursor=${cursor}` : ''}`,
    );
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return { newest: items[0]!, oldest: items.at(-1)! };
}

/** The build's listing pages: a store, its first category and its first offer. */
async function listingPaths(request: APIRequestContext): Promise<string[]> {
  const ids = await read<StorePageIds>(request, 'catalog/store-pages');
  const { storeId, id } = ids.categories[0]!;
  const offer = ids.offers[0]!;
  return [`/stores/${storeId}`, `/stores/${storeId}/category/${id}`, `/stores/${offer.storeId}/offer/${offer.id}`];
}

/**
 * The shopper receives the newest product (prebuilt: the test server builds the newest 300) and reviews it,
 * so its page's live read has a review the build did not; the order is the order page's.
 */
async function reviewedSinceBuild(request: APIRequestContext, shopper: Shopper, newest: ProductDetail) {
  const variant = newest.varient[0]!;
  const item: OrderItem = {
    productId: newest.product.id,
    variantId: variant.id,
    sellerId: newest.product.SellerUserId,
  };
  await restock(request, item);
  const orderId = await placeOrder(request, shopper, await addAddress(request, shopper), { item });
  await deliver(request, orderId);
  const posted = await request.post('/api/v1/review', {
    headers: { Authorization: `Bearer ${shopper.accessToken}` },
    data: {
      productId: item.productId,
      ratings: 2,
      postTitle: 'Posted after the build',
      postDesc: 'This review reached the product after its page was built.',
    },
  });
  expect(posted.status(), await posted.text()).toBe(200);
  await addLine(request, shopper, item);
  return orderId;
}

for (const [width, use] of [
  ['375 px', PHONE],
  ['1280 px', { viewport: { width: 1280, height: 900 } }],
] as const) {
  test.describe(`at ${width}`, () => {
    test.use(use);

    test(`no page type a visitor opens throws a hydration error or scrolls sideways at ${width}`, async ({
      page,
      request,
    }) => {
      test.slow();
      const errors = errorsOf(page);
      const { newest, oldest } = await newestAndOldest(request);
      const paths = [
        '/',
        '/marketplace',
        ...(await listingPaths(request)),
        productPath(newest), // prebuilt
        productPath(oldest), // rendered on demand
        '/search?q=kurta',
        '/lens',
        '/droptrack',
        '/auth/login',
        '/privacy-policy',
        '/about-vastra',
        '/no-such-page',
      ];
      const found: string[] = [];
      for (const path of paths) found.push(...(await pageProblems(page, errors, path)));
      expect(found).toEqual([]);
    });

    test(`no page type a signed-in shopper opens throws a hydration error or scrolls sideways at ${width}`, async ({
      page,
      request,
      shopper,
    }) => {
      test.slow();
      const errors = errorsOf(page);
      const { newest } = await newestAndOldest(request);
      const orderId = await reviewedSinceBuild(request, shopper, newest);
      const paths = [
        '/',
        productPath(newest), // prebuilt, with a review posted since
        '/user/me',
        '/droptrack',
        '/settings',
        '/checkout/order-summary',
        '/my-orders',
        `/my-orders/${orderId}`,
      ];
      const found: string[] = [];
      for (const path of paths) found.push(...(await pageProblems(page, errors, path)));
      expect(found).toEqual([]);
    });
  });
}

/*
 * React in production does not report an attribute that differs on hydration, so ids made by useId are checked
 * in the HTML itself: each island's ids carry the prefix it is hydrated with (its `prefix` attribute), on a
 * prebuilt product page and on one rendered on demand (src/build/react-string-render.ts).
 */
test.describe('ids made on the server', () => {
  test.use({ ...PHONE, javaScriptEnabled: false });

  test('carry the prefix their island hydrates with, prebuilt and on demand', async ({ page, request }) => {
    const { newest, oldest } = await newestAndOldest(request);
    for (const path of [productPath(newest), productPath(oldest)]) {
      await page.goto(path);
      const islands = await page.evaluate(() =>
        [...document.querySelectorAll('astro-island[prefix]')].map((island) => ({
          prefix: island.getAttribute('prefix')!,
          // The ids React's useId wrote inside this island and not inside an island within it.
          ids: [...island.querySelectorAll('[id]')]
            .filter((element) => element.closest('astro-island') === island)
            .map((element) => element.id)
            .filter((id) => /^_(r\d+)?R_/.test(id)),
        })),
      );
      const withIds = islands.filter(({ ids }) => ids.length > 0);
      expect(withIds.length, path).toBeGreaterThan(0);
      for (const { prefix, ids } of withIds)
        for (const id of ids) expect(id.startsWith(`_${prefix}R_`), `${path}: ${id} in island ${prefix}`).toBe(true);
    }
  });
});
