/**
 * Store category, collection and offer pages (stores-and-social §2.4, §4): the shopper filters and sorts
 * a static grid through the query string. Products and expectations come from the running API.
 */
import { expectNoSeriousA11yViolations } from './axe.ts';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { StoreCollectionPage, StoreOfferPage, StorePageIds, StoreProductCard } from '../../src/lib/api/types.ts';
import { categoryWithChoices, read } from './catalog.ts';

const grid = (page: Page) => page.getByRole('region', { name: 'Products' }).getByRole('listitem');
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** The product ids of the cards shown, in order (from each card's link). */
async function shownIds(page: Page): Promise<string[]> {
  const hrefs = await grid(page)
    .getByRole('heading', { level: 3 })
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  // A card filtered by colour links to that colour's variant (?variant=): the id is the path's last part.
  return hrefs.map((href) => href.split('?')[0]!.split('/').pop() ?? '');
}

/** The selling prices shown, in order (the first amount of each card's price line). */
async function shownPrices(page: Page): Promise<number[]> {
  const lines = await grid(page).locator('article > p:last-child').allInnerTexts();
  return lines.map((line) => Number(/₹([\d,]+)/.exec(line)?.[1]?.replace(/,/g, '')));
}

/**
 * Offer pages are paged in these tests (past LISTING_CARDS_IN_HTML, 24 in playwright.config.ts; docs/architecture.md
 * "Catalog size"): a page of cards at a time, so the shopper presses Show more until every card is in.
 */
async function showEveryCard(page: Page) {
  const results = page.getByRole('region', { name: 'Products' });
  const more = results.getByRole('button', { name: 'Show more' });
  const settled = () => expect(results.getByRole('list')).not.toHaveAttribute('aria-busy', 'true');
  await settled();
  while (await more.isVisible()) {
    await more.click();
    await settled();
  }
}

async function expectShown(page: Page, expected: StoreProductCard[]) {
  await expect(grid(page)).toHaveCount(expected.length);
  expect((await shownIds(page)).sort()).toEqual(expected.map((p) => p.productId).sort());
}

/** How the Category filter names each home category (spec shopper-core §1), written out. */
const CATEGORY_NAMES: Record<string, string> = {
  fashion: 'Fashion & Accessories',
  'personal-care': 'Beauty & Personal care',
  kids: 'Baby & Kids',
  watches: 'Watches',
  bags: 'Bags',
  jewellery: 'Jewellery',
};

const filtersForm = (page: Page) => page.getByRole('form', { name: 'Filters' });
const check = (scope: Locator, name: string | RegExp) => scope.getByRole('checkbox', { name }).click();

// Each listing kind's axe check runs on the load its other checks made.
test('a category page shows its name with the count, collection chips (the first chosen) and their price hints, and passes axe', async ({
  page,
  request,
}) => {
  const { path, category } = await categoryWithChoices(request);
  const [first, second] = category.collections;
  // The price fields' hints are the chosen collection's lowest and highest prices.
  const form = filtersForm(page);
  const expectPriceHint = async (list: StoreProductCard[]) => {
    const prices = list.map((p) => p.productPrice);
    await expect(form.getByLabel('Min.')).toHaveAttribute('placeholder', String(Math.min(...prices)));
    await expect(form.getByLabel('Max.')).toHaveAttribute('placeholder', String(Math.max(...prices)));
  };
  await page.goto(path);
  await expect(heading(page)).toHaveText(`${category.categoryName} (${first!.products.length})`);
  const chips = page.getByRole('group', { name: 'Collections' }).getByRole('button');
  await expect(chips).toHaveText(category.collections.map((c) => c.CollectionName));
  await expect(chips.first()).toHaveAttribute('aria-pressed', 'true');
  await expectShown(page, first!.products);
  await expectNoSeriousA11yViolations(page);
  await expectPriceHint(first!.products);

  await page.getByRole('button', { name: second!.CollectionName, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]collection=${second!.id}(&|$)`));
  await expect(page.getByRole('button', { name: second!.CollectionName, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(heading(page)).toHaveText(`${category.categoryName} (${second!.products.length})`);
  await expectShown(page, second!.products);
  await expectPriceHint(second!.products);
});

test('colour and discount filters narrow the grid, live in the URL, and choosing a colour again removes it', async ({
  page,
  request,
}) => {
  const { path, category, products, colour, step } = await categoryWithChoices(request);
  await page.goto(path);
  const form = filtersForm(page);

  await check(form, colour);
  await expect(page).toHaveURL(new RegExp(`[?&]color=${encodeURIComponent(colour)}(&|$)`));
  const withColour = products.filter((p) => p.colors.includes(colour));
  await expect(heading(page)).toHaveText(`${category.categoryName} (${withColour.length})`);
  await expectShown(page, withColour);

  await form.getByRole('radio', { name: `${step}% and above` }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]discount=${step}(&|$)`));
  const both = withColour.filter((p) => p.productDiff >= step);
  await expect(heading(page)).toHaveText(`${category.categoryName} (${both.length})`);
  await expect(page.getByRole('status').filter({ hasText: /shown/ })).toHaveText(
    `${both.length} ${both.length === 1 ? 'product' : 'products'} shown`,
  );
  await expectShown(page, both);

  // The same colour again removes it; the discount stays.
  await check(form, colour);
  await expect(page).not.toHaveURL(/[?&]color=/);
  await expect(form.getByRole('checkbox', { name: colour })).not.toBeChecked();
  await expectShown(
    page,
    products.filter((p) => p.productDiff >= step),
  );
});

test('a box ticked while the page script is still loading is kept, not undone when the script takes over', async ({
  page,
  request,
}) => {
  const { path, category, products, colour } = await categoryWithChoices(request);
  // The listing script is held until the shopper has ticked a colour, as on a slow connection.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = 0;
  await page.route(/\/_astro\/ListingPage\.astro_astro_type_script/, async (route) => {
    asked += 1;
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  await expect.poll(() => asked).toBeGreaterThan(0);
  const form = filtersForm(page);
  await check(form, colour);
  await expect(form.getByRole('checkbox', { name: colour })).toBeChecked();
  release();
  await expect(page).toHaveURL(new RegExp(`[?&]color=${encodeURIComponent(colour)}(&|$)`));
  await expect(form.getByRole('checkbox', { name: colour })).toBeChecked();
  const withColour = products.filter((p) => p.colors.includes(colour));
  await expect(heading(page)).toHaveText(`${category.categoryName} (${withColour.length})`);
  await expectShown(page, withColour);
});

test('Size, Material, Style and Category filters narrow the grid too', async ({ page, request }) => {
  const ids = await read<StorePageIds>(request, 'catalog/store-pages');
  // An offer page spans categories, so each of these filters has a value that keeps some products, not all.
  const { storeId, id } = ids.offers[0]!;
  const { products } = await read<StoreOfferPage>(request, `userstore/offers/${id}`);
  const filters: [
    param: string,
    title: string,
    values: (p: StoreProductCard) => string[],
    label: (v: string) => string,
  ][] = [
    ['size', 'Size', (p) => p.sizes, (v) => v],
    ['materials', 'Material', (p) => (p.material ? [p.material] : []), (v) => v],
    ['style', 'Style', (p) => (p.style ? [p.style] : []), (v) => v],
    ['category', 'Category', (p) => [p.categoryId], (v) => CATEGORY_NAMES[v]!],
  ];
  await page.goto(`/stores/${storeId}/offer/${id}`);
  const form = filtersForm(page);
  let tried = 0;
  for (const [param, title, values, label] of filters) {
    const value = [...new Set(products.flatMap(values))].find((v) => {
      const kept = products.filter((p) => values(p).includes(v)).length;
      return kept > 0 && kept < products.length;
    });
    if (!value) continue;
    tried++;
    const section = form.getByRole('group', { name: title });
    if (!(await section.isVisible())) await form.locator('summary', { hasText: title }).click();
    await section
      .getByRole('checkbox', { name: new RegExp(`^${label(value).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(`) })
      .click();
    await expect(page).toHaveURL(new RegExp(`[?&]${param}=`));
    await showEveryCard(page);
    await expectShown(
      page,
      products.filter((p) => values(p).includes(value)),
    );
    await form.getByRole('button', { name: 'Clear all' }).click();
    await showEveryCard(page);
    await expectShown(page, products);
  }
  expect(tried).toBeGreaterThan(2);
});

test('Price: Low to High orders the shown prices; the choice is in the URL', async ({ page, request }) => {
  const { path } = await categoryWithChoices(request);
  await page.goto(path);
  await page.getByLabel('Sort by').selectOption({ label: 'Price: Low to High' });
  await expect(page).toHaveURL(/[?&]sort=low-to-high(&|$)/);
  const prices = await shownPrices(page);
  expect(prices.length).toBeGreaterThan(1);
  expect(prices.every((price) => Number.isFinite(price))).toBe(true);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));

  await page.getByLabel('Sort by').selectOption({ label: 'Price: High to Low' });
  await expect(page).toHaveURL(/[?&]sort=high-to-low(&|$)/);
  const falling = await shownPrices(page);
  expect(falling).toEqual([...prices].sort((a, b) => b - a));
});

test('filters survive a reload, and Back restores the previous choice', async ({ page, request }) => {
  const { path, category, products, colour, step } = await categoryWithChoices(request);
  await page.goto(path);
  const form = filtersForm(page);
  await check(form, colour);
  await expect(page).toHaveURL(/color=/);
  await form.getByRole('radio', { name: `${step}% and above` }).click();
  await expect(page).toHaveURL(/discount=/);
  const both = products.filter((p) => p.colors.includes(colour) && p.productDiff >= step);

  await page.reload();
  await expect(form.getByRole('checkbox', { name: colour })).toBeChecked();
  await expect(form.getByRole('radio', { name: `${step}% and above` })).toBeChecked();
  await expect(heading(page)).toHaveText(`${category.categoryName} (${both.length})`);
  await expectShown(page, both);

  await page.goBack();
  await expect(page).not.toHaveURL(/discount=/);
  await expect(form.getByRole('radio', { name: `${step}% and above` })).not.toBeChecked();
  await expect(form.getByRole('checkbox', { name: colour })).toBeChecked();
  await expectShown(
    page,
    products.filter((p) => p.colors.includes(colour)),
  );

  await page.goForward();
  await expect(page).toHaveURL(/discount=/);
  await expectShown(page, both);
});

test('Clear all keeps only the sort; a reversed price range is swapped', async ({ page, request }) => {
  const { path, products, colour } = await categoryWithChoices(request);
  await page.goto(path);
  await page.getByLabel('Sort by').selectOption({ label: 'Price: High to Low' });
  const form = filtersForm(page);
  await check(form, colour);
  // The range comes from the products of that colour, so its cheapest one is always inside it.
  const withColour = products.filter((p) => p.colors.includes(colour));
  const prices = withColour.map((p) => p.productPrice).sort((a, b) => a - b);
  expect(prices.length).toBeGreaterThan(0);
  const low = prices[0]!;
  const high = prices[Math.floor(prices.length / 2)]!;
  await form.getByLabel('Min.').fill(String(high));
  await form.getByLabel('Max.').fill(String(low));
  await form.getByLabel('Max.').press('Enter');
  await expect(page).toHaveURL(new RegExp(`min=${low}&max=${high}`));
  await expect(form.getByLabel('Min.')).toHaveValue(String(low));
  await expectShown(
    page,
    withColour.filter((p) => p.productPrice >= low && p.productPrice <= high),
  );
  const shown = await shownPrices(page);
  expect(shown.length).toBeGreaterThan(0);
  for (const price of shown) expect(price >= low && price <= high).toBe(true);

  await form.getByRole('button', { name: 'Clear all' }).click();
  await expect(page).toHaveURL(/\?sort=high-to-low$/);
  // The button hides itself; focus stays with the filters rather than falling to the page.
  await expect(form.getByRole('heading', { name: 'Filters' })).toBeFocused();
  await expect(form.getByRole('checkbox', { name: colour })).not.toBeChecked();
  await expect(form.getByLabel('Min.')).toHaveValue('');
  await expectShown(page, products);
  await expect(page.getByLabel('Sort by')).toHaveValue('high-to-low');
});

test('Back puts the price fields back too, even the one being typed in', async ({ page, request }) => {
  const { path, products } = await categoryWithChoices(request);
  const prices = products.map((p) => p.productPrice).sort((a, b) => a - b);
  const middle = prices[Math.floor(prices.length / 2)]!;
  await page.goto(path);
  const min = filtersForm(page).getByLabel('Min.');
  await min.fill(String(middle));
  await min.press('Enter');
  await expect(page).toHaveURL(new RegExp(`min=${middle}`));
  await expectShown(
    page,
    products.filter((p) => p.productPrice >= middle),
  );

  await min.focus();
  await page.goBack();
  await expect(page).not.toHaveURL(/min=/);
  await expect(min).toHaveValue('');
  await expectShown(page, products);
});

test('a link with filter values the page does not offer drops them; other spellings of offered ones work', async ({
  page,
  request,
}) => {
  const { path, category, products, colour } = await categoryWithChoices(request);
  await page.goto(`${path}?color=${encodeURIComponent(colour.toUpperCase())}&color=NoSuchColour&size=NoSuchSize`);
  const form = filtersForm(page);
  await expect(form.getByRole('checkbox', { name: colour })).toBeChecked();
  await expect(page).toHaveURL(new RegExp(`\\?color=${encodeURIComponent(colour)}$`));
  const withColour = products.filter((p) => p.colors.includes(colour));
  await expect(heading(page)).toHaveText(`${category.categoryName} (${withColour.length})`);
  await expectShown(page, withColour);
});

test('the grid has 4 columns, 3 under 1200px and 2 under 810px; each image is 1.2 times as tall as wide', async ({
  page,
  request,
}) => {
  const { path } = await categoryWithChoices(request);
  await page.goto(path);
  // How many cards share the first card's row.
  const perRow = () =>
    grid(page).evaluateAll((items) => {
      const visible = items.filter((item) => (item as HTMLElement).offsetParent !== null);
      const top = visible[0]!.getBoundingClientRect().top;
      return visible.filter((item) => Math.abs(item.getBoundingClientRect().top - top) < 2).length;
    });
  for (const [width, columns] of [
    [1280, 4],
    [1200, 4],
    [1199, 3],
    [810, 3],
    [809, 2],
    [375, 2],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(perRow, { message: `${width}px` }).toBe(columns);
  }
  // The image link is hidden from the accessibility tree (the name's link is the one announced).
  const box = await grid(page).first().locator('a').first().boundingBox();
  expect(box!.height / box!.width).toBeCloseTo(1.2, 1);
});

test('no match shows a friendly message whose Clear all brings the products back', async ({ page, request }) => {
  const { path, products } = await categoryWithChoices(request);
  const top = Math.max(...products.map((p) => p.productPrice));
  await page.goto(`${path}?min=${top + 1}`);
  await expect(page.getByText('No products match these filters')).toBeVisible();
  await expect(grid(page)).toHaveCount(0);
  await page.getByRole('region', { name: 'Products' }).getByRole('button', { name: 'Clear all' }).click();
  await expect(page.getByText('No products match these filters')).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Products', exact: true })).toBeFocused();
  await expectShown(page, products);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('Filters and Sort stay in view below the header while the grid scrolls', async ({ page, request }) => {
    // An offer page has many products: the grid is many screens tall.
    const { offers } = await read<StorePageIds>(request, 'catalog/store-pages');
    await page.goto(`/stores/${offers[0]!.storeId}/offer/${offers[0]!.id}`);
    await grid(page).last().scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1500);
    const filters = page.getByRole('button', { name: /^Filters/ });
    await expect(filters).toBeInViewport();
    const header = await page.locator('header.site-header').boundingBox();
    const button = await filters.boundingBox();
    expect(button!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);
  });

  test('the Filters drawer opens, keeps focus inside, and Escape closes it back to the button', async ({
    page,
    request,
  }) => {
    const { path, products, colour } = await categoryWithChoices(request);
    await page.goto(path);
    await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden();
    const opener = page.getByRole('button', { name: /^Filters/ });
    await opener.click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();

    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }

    await check(drawer, colour);
    const withColour = products.filter((p) => p.colors.includes(colour)).length;
    await expect(
      drawer.getByRole('button', { name: `Show ${withColour} ${withColour === 1 ? 'product' : 'products'}` }),
    ).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(opener).toContainText('1');
    await expect(grid(page)).toHaveCount(withColour);

    // A click outside the panel (on the backdrop) closes it too.
    await opener.click();
    await expect(drawer).toBeVisible();
    await page.mouse.click(10, 400);
    await expect(drawer).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test('collection and offer pages: name with count, and the offer says what the coupon gives; both pass axe', async ({
  page,
  request,
}) => {
  const ids = await read<StorePageIds>(request, 'catalog/store-pages');
  const collectionRef = ids.collections[0]!;
  const collection = await read<StoreCollectionPage>(request, `userstore/collection/${collectionRef.id}`);
  await page.goto(`/stores/${collectionRef.storeId}/collection/${collectionRef.id}`);
  await expect(heading(page)).toHaveText(`${collection.collection.CollectionName} (${collection.products.length})`);
  await expectShown(page, collection.products);
  await expectNoSeriousA11yViolations(page);

  const offerRef = ids.offers.find((o) => o.id)!;
  const offer = await read<StoreOfferPage>(request, `userstore/offers/${offerRef.id}`);
  await page.goto(`/stores/${offerRef.storeId}/offer/${offerRef.id}`);
  await expect(heading(page)).toHaveText(`${offer.coupon.couponName} (${offer.products.length})`);
  const details = page.getByRole('region', { name: 'Offer details' });
  await expect(details).toContainText(`${offer.coupon.discountPercent}% off`);
  await expect(details).toContainText('Minimum purchase');
  await expect(details).toContainText('Valid until');
  await showEveryCard(page);
  await expectShown(page, offer.products);
  await expectNoSeriousA11yViolations(page);

  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/stores/${collectionRef.storeId}/collection/${collectionRef.id}<`);
  expect(sitemap).toContain(`/stores/${offerRef.storeId}/offer/${offerRef.id}<`);
});
