/**
 * Paged listings (docs/architecture.md "Catalog size"): past LISTING_CARDS_IN_HTML products (24 for these tests, see
 * playwright.config.ts) a listing's HTML holds only its first cards; the shopper still filters and sorts
 * the whole listing, the other cards arriving as fragments, and "Show more" adds the next page.
 * Products and expectations come from the running API.
 */
import { expect, test, type Page } from '@playwright/test';
import type { StoreOfferPage, StorePageIds, StoreProductCard } from '../../src/lib/api/types.ts';
import { read } from './catalog.ts';

const results = (page: Page) => page.getByRole('region', { name: 'Products' });
const grid = (page: Page) => results(page).getByRole('listitem');
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const showMore = (page: Page) => results(page).getByRole('button', { name: 'Show more' });
const filtersForm = (page: Page) => page.getByRole('form', { name: 'Filters' });
const FRAGMENTS = '**/fragments/listing-cards?**';

/** The product ids of the cards shown, in order (from each card's link). */
async function shownIds(page: Page): Promise<string[]> {
  const hrefs = await grid(page)
    .getByRole('heading', { level: 3 })
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  // A card filtered by colour links to that colour's variant (?variant=): the id is the path's last part.
  return hrefs.map((href) => href.split('?')[0]!.split('/').pop() ?? '');
}

/**
 * The grid comes to show exactly these cards in this order. Polled: a sort or filter updates the address
 * at once, and the grid when the cards it needs from the server have come (the count alone can already
 * match, as when a sort swaps the first page for another of the same size).
 */
async function expectShownInOrder(page: Page, expected: StoreProductCard[]) {
  await expect.poll(() => shownIds(page)).toEqual(expected.map((p) => p.productId));
}

type Paged = { path: string; name: string; products: StoreProductCard[]; inHtml: number };

/** The largest offer (offers are the demo's largest listings), and how many cards its HTML holds. */
async function pagedOffer(page: Page): Promise<Paged> {
  const { offers } = await read<StorePageIds>(page.request, 'catalog/store-pages');
  const ref = [...offers].sort((a, b) => b.productCount - a.productCount)[0]!;
  const offer = await read<StoreOfferPage>(page.request, `userstore/offers/${ref.id}`);
  const path = `/stores/${ref.storeId}/offer/${ref.id}`;
  const html = await (await page.request.get(path)).text();
  const inHtml = html.match(/<li class="item"/g)?.length ?? 0;
  // The page is the listing as built: products other tests list in the store since (copies) are not on it.
  const built = (await (await page.request.get(`${path}/items.json`)).json()) as { items: [string, ...unknown[]][] };
  const byId = new Map(offer.products.map((p) => [p.productId, p]));
  const products = built.items.map(([id]) => byId.get(id)).filter((p): p is StoreProductCard => p !== undefined);
  expect(products.length, 'every built product is still in the offer').toBe(built.items.length);
  return { path, name: offer.coupon.couponName, products, inHtml };
}

/** A colour some products carry, at least one of them beyond the cards in the HTML, fewer than a page in all. */
function colourBeyondHtml({ products, inHtml }: Paged): { colour: string; matching: StoreProductCard[] } {
  for (const colour of new Set(products.flatMap((p) => p.colors))) {
    const matching = products.filter((p) => p.colors.includes(colour));
    const beyond = matching.filter((p) => products.indexOf(p) >= inHtml);
    if (beyond.length > 0 && matching.length >= 2 && matching.length <= inHtml) return { colour, matching };
  }
  throw new Error('no colour of the paged listing lies beyond its HTML');
}

/** The products in Price: Low to High order (ties keep the featured order). */
const byPrice = (products: StoreProductCard[]) =>
  products
    .map((p, i) => ({ p, i }))
    .sort((a, b) => a.p.productPrice - b.p.productPrice || a.i - b.i)
    .map(({ p }) => p);

test('a paged listing holds only its first page in the HTML; Show more adds the next, fetched', async ({ page }) => {
  const listing = await pagedOffer(page);
  const { path, name, products, inHtml } = listing;
  expect(inHtml).toBeGreaterThan(0);
  expect(inHtml).toBeLessThan(products.length);

  // The fragments are held until the grid has said it is busy.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(FRAGMENTS, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path);
  await expect(heading(page)).toHaveText(`${name} (${products.length})`);
  await expectShownInOrder(page, products.slice(0, inHtml));
  await expect(showMore(page)).toHaveAccessibleDescription(`Showing ${inHtml} of ${products.length}`);

  await showMore(page).click();
  await expect(results(page).getByRole('list')).toHaveAttribute('aria-busy', 'true');
  release();
  const next = products.slice(0, Math.min(products.length, inHtml * 2));
  await expectShownInOrder(page, next);
  await expect(results(page).getByRole('list')).not.toHaveAttribute('aria-busy', 'true');
  if (next.length === products.length) {
    await expect(showMore(page)).toBeHidden();
    // Focus moves on to the first card added rather than falling to the page with the button.
    await expect(grid(page).nth(inHtml).getByRole('heading', { level: 3 }).getByRole('link')).toBeFocused();
  } else {
    await expect(showMore(page)).toHaveAccessibleDescription(`Showing ${next.length} of ${products.length}`);
  }
});

test('a colour filter shows matching cards the HTML did not hold, with the whole count; Back restores', async ({
  page,
}) => {
  const listing = await pagedOffer(page);
  const { path, name, products, inHtml } = listing;
  const { colour, matching } = colourBeyondHtml(listing);
  await page.goto(path);
  await expect(heading(page)).toHaveText(`${name} (${products.length})`);

  await filtersForm(page).getByRole('checkbox', { name: colour }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]color=${encodeURIComponent(colour)}(&|$)`));
  await expect(heading(page)).toHaveText(`${name} (${matching.length})`);
  await expectShownInOrder(page, matching);
  await expect(page.getByRole('status').filter({ hasText: /shown/ })).toHaveText(
    `${matching.length} ${matching.length === 1 ? 'product' : 'products'} shown`,
  );
  await expect(showMore(page)).toBeHidden();

  await page.goBack();
  await expect(page).not.toHaveURL(/color=/);
  await expect(filtersForm(page).getByRole('checkbox', { name: colour })).not.toBeChecked();
  await expect(heading(page)).toHaveText(`${name} (${products.length})`);
  await expectShownInOrder(page, products.slice(0, inHtml));

  await page.goForward();
  await expect(heading(page)).toHaveText(`${name} (${matching.length})`);
  await expectShownInOrder(page, matching);

  // Opened from the address, the filter applies to the whole listing as well.
  await page.goto(`${path}?color=${encodeURIComponent(colour)}`);
  await expect(heading(page)).toHaveText(`${name} (${matching.length})`);
  await expectShownInOrder(page, matching);
});

test('Price: Low to High orders the whole listing, fetched cards included, across Show more', async ({ page }) => {
  const { path, products, inHtml } = await pagedOffer(page);
  const sorted = byPrice(products);
  // The cheapest products are not all among the first cards: the sort needs cards from the server.
  expect(sorted.slice(0, inHtml).some((p) => products.indexOf(p) >= inHtml)).toBe(true);
  await page.goto(path);
  await page.getByLabel('Sort by').selectOption({ label: 'Price: Low to High' });
  await expect(page).toHaveURL(/[?&]sort=low-to-high(&|$)/);
  await expectShownInOrder(page, sorted.slice(0, inHtml));

  await showMore(page).click();
  const two = sorted.slice(0, Math.min(products.length, inHtml * 2));
  await expectShownInOrder(page, two);

  // Back to Featured and forward again: the sort, and how many were shown, come back with the address.
  await page.goBack();
  await expect(page).not.toHaveURL(/sort=/);
  await expectShownInOrder(page, products.slice(0, inHtml));
  await page.goForward();
  await expect(page.getByLabel('Sort by')).toHaveValue('low-to-high');
  await expectShownInOrder(page, two);
});

test('a failed fetch keeps the cards and the choices, says so with Retry, and Retry loads them', async ({ page }) => {
  const { path, name, products, inHtml } = await pagedOffer(page);
  let failing = true;
  await page.route(FRAGMENTS, (route) => (failing ? route.fulfill({ status: 500, body: 'down' }) : route.continue()));
  await page.goto(path);
  await showMore(page).click();
  const alert = page.getByRole('alert').filter({ hasText: 'We could not load more products.' });
  await expect(alert).toBeVisible();
  const retry = results(page).getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();
  await expectShownInOrder(page, products.slice(0, inHtml));
  await expect(heading(page)).toHaveText(`${name} (${products.length})`);
  await expect(showMore(page)).toHaveAccessibleDescription(`Showing ${inHtml} of ${products.length}`);

  failing = false;
  await retry.click();
  await expectShownInOrder(page, products.slice(0, Math.min(products.length, inHtml * 2)));
  await expect(alert).toBeHidden();
  await expect(retry).toBeHidden();
});

test('a box ticked while the list is loading is kept; a failed list says so, and Retry applies the choice', async ({
  page,
}) => {
  const listing = await pagedOffer(page);
  const { path, name } = listing;
  const { colour, matching } = colourBeyondHtml(listing);
  let failing = true;
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/offer/*/items.json', async (route) => {
    if (!failing) return route.continue();
    await held;
    return route.fulfill({ status: 503, body: 'down' });
  });
  await page.goto(path);
  await filtersForm(page).getByRole('checkbox', { name: colour }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]color=${encodeURIComponent(colour)}(&|$)`));
  release();
  await expect(
    page.getByRole('alert').filter({ hasText: 'We could not load the whole list of products.' }),
  ).toBeVisible();
  // The choice is kept, and so are the cards already shown.
  await expect(filtersForm(page).getByRole('checkbox', { name: colour })).toBeChecked();
  await expect(grid(page)).not.toHaveCount(0);

  failing = false;
  await results(page).getByRole('button', { name: 'Retry' }).click();
  await expect(heading(page)).toHaveText(`${name} (${matching.length})`);
  await expectShownInOrder(page, matching);
  await expect(page.getByRole('alert').filter({ hasText: 'We could not load' })).toBeHidden();
});
