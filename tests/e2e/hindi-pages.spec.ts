/**
 * The Hindi pages' server-rendered words, read as a shopper on a phone (375px): home, the marketplace and one of
 * its categories, a store, a store category with its sort and filters, and a prebuilt product page. Headings,
 * labels and titles are Hindi; store and product names stay as the store wrote them; links stay under /hi; and
 * none of the English words these pages used to show is left on screen. (The product card, the filter form and
 * the islands take their words from the islands' own pattern; the filter form's are checked in its drawer.)
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { read } from './catalog.ts';
import type { CatalogPage, StoreDetails, StoreListEntry } from '../../src/lib/api/types.ts';
import { lookAt } from './screens.ts';

test.use({ viewport: { width: 375, height: 800 } });

/** English words the server-rendered parts of these pages showed before they were in the catalogs. */
const ENGLISH_UI = [
  'Featured brands',
  'Shopper favourites',
  'Exclusive deals',
  'Discover stores',
  'Shop now',
  'Coming soon',
  'Marketplace',
  'All stores',
  'Store and Deals',
  'About us',
  'Shop the offer',
  'Sort by',
  'New Arrivals',
  'Customer Ratings',
  'Bestsellers',
  'Price: High to Low',
  'Show more',
  'More from',
  'Breadcrumb',
];

/** What the page shows (rendered text, hidden parts left out) holds none of the English words above. */
async function expectNoEnglishUi(page: Page) {
  const shown = await page.locator('body').innerText();
  expect(ENGLISH_UI.filter((words) => shown.includes(words))).toEqual([]);
  // "5 products": the count beside a listing's heading and in its toolbar.
  expect(shown).not.toMatch(/\b\d+ products?\b/);
}

/** Kesar Looms, a seeded fashion store, and its first category ("Pants"). */
async function kesarLooms(request: APIRequestContext) {
  const stores = await read<StoreListEntry[]>(request, 'userstore/getAll');
  const entry = stores.find((s) => s.sellerData.storeName === 'Kesar Looms')!;
  const store = await read<StoreDetails>(request, `userstore/${entry.id}`);
  const categories = store.storeFront.storeData.find((b) => b.typeData === 'CATEGORY');
  if (categories?.typeData !== 'CATEGORY') throw new Error('Kesar Looms has no category row');
  return { id: entry.id, category: categories.categories.find((c) => c.name === 'Pants')! };
}

test('the Hindi home page names its categories and sections in Hindi, store names as written', async ({ page }) => {
  await page.goto('/hi');
  const strip = page.getByRole('navigation', { name: 'कैटेगरी' });
  await expect(strip.getByRole('link', { name: 'फ़ैशन और एक्सेसरीज़' })).toHaveAttribute(
    'href',
    '/hi/marketplace?category=fashion',
  );
  await expect(strip.getByRole('link', { name: 'घड़ियाँ' })).toBeVisible();
  // The bag button's name, with its count, in Hindi (the badge script fills the number into the page's words).
  await expect(page.getByRole('button', { name: 'बैग, 0 आइटम' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Vastra: फ़ैशन, ब्यूटी, घड़ियाँ, बैग और ज्वेलरी की खरीदारी करें',
  );
  await expect(page.getByRole('heading', { name: 'चुनिंदा ब्रांड' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'खास डील' })).toBeVisible();
  // The marketplace's own "Trending in …" rows name their category in Hindi.
  await expect(page.getByRole('heading', { name: /^\S+ में ट्रेंडिंग$/ }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Trending in/ })).toHaveCount(0);
  // A store card keeps the store's own name, and leads to the store's Hindi page.
  const store = page.locator('section[aria-labelledby="featured-brands"]').getByRole('link', { name: /Kesar Looms/ });
  await expect(store).toHaveAttribute('href', /^\/hi\/stores\/[\w-]+$/);
  // The first banner: its place said in Hindi, its title (the store's name) as written, its call to action Hindi.
  const banner = page.getByRole('region', { name: 'खास ऑफ़र' }).getByRole('link', { name: /^4 में से 1: / });
  await expect(banner).toBeVisible();
  await expect(banner).toHaveAccessibleName('4 में से 1: Kesar Looms');
  await expect(banner).toContainText('अभी खरीदें');
  await expectNoEnglishUi(page);
});

test('the Hindi marketplace and a category chosen on it stay in Hindi', async ({ page }) => {
  await page.goto('/hi/marketplace');
  await expect(page).toHaveTitle('मार्केटप्लेस | Vastra');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('मार्केटप्लेस');
  await expect(page.getByRole('heading', { name: 'सभी स्टोर' })).toBeVisible();
  await expectNoEnglishUi(page);

  await page.getByRole('navigation', { name: 'कैटेगरी' }).getByRole('link', { name: 'घड़ियाँ' }).click();
  await expect(page).toHaveURL(/\/hi\/marketplace\?category=watches$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('घड़ियाँ');
  await expect(page).toHaveTitle('घड़ियाँ | Vastra');
  // The category's own sections, swapped in from its Hindi fragment.
  await expect(page.locator('[data-sections="watches"]').getByRole('heading', { name: 'चुनिंदा ब्रांड' })).toBeVisible();
  await expectNoEnglishUi(page);
});

test('a Hindi store page: tabs, category names and links in Hindi, the store name as written', async ({
  page,
  request,
}) => {
  const store = await kesarLooms(request);
  await page.goto(`/hi/stores/${store.id}`);
  await expect(page).toHaveTitle('Kesar Looms | Vastra');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kesar Looms');
  await expect(page.getByRole('tab', { name: 'स्टोर और डील' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'हमारे बारे में' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'पैंट', exact: true })).toHaveAttribute(
    'href',
    `/hi/stores/${store.id}/category/${store.category.id}`,
  );
  await expect(page.getByRole('link', { name: 'वापस' })).toBeVisible();
  await expectNoEnglishUi(page);
});

test('a Hindi store category: heading, breadcrumb, sort and filters in Hindi', async ({ page, request }) => {
  const store = await kesarLooms(request);
  await page.goto(`/hi/stores/${store.id}/category/${store.category.id}`);
  await expect(page).toHaveTitle('Kesar Looms से पैंट | Vastra');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^पैंट \(\d+\)$/);
  const crumbs = page.getByRole('navigation', { name: 'पेज का रास्ता' });
  await expect(crumbs.getByRole('link', { name: 'होम' })).toHaveAttribute('href', '/hi');
  await expect(crumbs.getByRole('link', { name: 'Kesar Looms' })).toHaveAttribute('href', `/hi/stores/${store.id}`);
  const sort = page.getByRole('combobox', { name: 'क्रमबद्ध करें' });
  await expect(sort.locator('option:checked')).toHaveText('चुनिंदा');

  // A sort and a material filter (named in Hindi) keep the counts' words Hindi.
  await sort.selectOption({ label: 'कीमत: कम से ज़्यादा' });
  await expect(page).toHaveURL(/sort=low-to-high/);
  await page.getByRole('button', { name: 'फ़िल्टर' }).click();
  const drawer = page.getByRole('dialog');
  // The filter form's own words, and colour names, in Hindi; the values it sends stay English.
  await expect(drawer.getByRole('heading', { name: 'फ़िल्टर' })).toBeAttached();
  for (const title of ['रंग', 'साइज़', 'कीमत', 'छूट', 'मटीरियल'])
    await expect(drawer.locator('summary', { hasText: title })).toBeVisible();
  await expect(drawer.getByText('न्यूनतम', { exact: true })).toBeVisible();
  await expect(drawer.getByText('अधिकतम', { exact: true })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'लागू करें' })).toBeVisible();
  await expect(drawer.getByText(/^यहाँ कीमतें: ₹[\d,]+ से ₹[\d,]+ तक$/)).toBeVisible();
  await expect(drawer.getByRole('radio', { name: 'कोई भी छूट' })).toBeChecked();
  await expect(drawer.getByRole('radio', { name: /^\d+% या उससे ज़्यादा/ }).first()).toBeAttached();
  const colours = drawer.getByRole('group', { name: 'रंग' }).getByRole('checkbox');
  const hindiColour = colours.and(page.getByRole('checkbox', { name: /[\u0900-\u097F]/ })).first();
  await expect(hindiColour).toBeAttached();
  expect(await hindiColour.getAttribute('value')).toMatch(/^[A-Z][a-z]+/);
  await page.setViewportSize({ width: 375, height: 1400 });
  await lookAt(page, 'hindi-filters-375');
  await page.setViewportSize({ width: 375, height: 800 });
  const sectionsEnglish = await drawer.innerText();
  expect(
    ['Color', 'Price Range', 'Min.', 'Max.', 'Apply', 'Prices here', 'Any discount', 'and above', 'Clear all'].filter(
      (words) => sectionsEnglish.includes(words),
    ),
  ).toEqual([]);
  await drawer.locator('summary', { hasText: 'मटीरियल' }).click();
  await drawer.getByRole('checkbox', { name: /कॉटन/ }).check();
  await expect(page).toHaveURL(/materials=Cotton/);
  await expect(drawer.getByRole('button', { name: /^\d+ प्रोडक्ट दिखाएँ$/ })).toBeVisible();
  await drawer.getByRole('button', { name: /दिखाएँ$/ }).click();
  await expect(drawer).toBeHidden();
  await expectNoEnglishUi(page);
});

test('a prebuilt Hindi product page: title, breadcrumb and "more from" in Hindi, names as written', async ({
  page,
  request,
}) => {
  // The newest product is among the prebuilt pages (PREBUILD_PRODUCTS).
  const { items } = await read<CatalogPage>(request, 'catalog/products?order=newest&limit=1');
  const { product, storeName } = items[0]!;
  await page.goto(`/hi/stores/${product.SellerUserId}/products/${product.id}`);
  await expect(page).toHaveTitle(`${storeName} से ${product.productName} | Vastra`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.productName);
  const crumbs = page.getByRole('navigation', { name: 'पेज का रास्ता' });
  await expect(crumbs.getByRole('link', { name: 'होम' })).toHaveAttribute('href', '/hi');
  await expect(crumbs.getByRole('link', { name: storeName })).toHaveAttribute(
    'href',
    `/hi/stores/${product.SellerUserId}`,
  );
  await expect(page.getByRole('heading', { name: `${storeName} से और प्रोडक्ट` })).toBeAttached();
  // The specification's labels, and its style (a catalog name), in Hindi.
  const specs = page.getByRole('region', { name: 'स्पेसिफ़िकेशन' }).getByRole('rowheader');
  await expect(specs.filter({ hasText: /^(स्टाइल|कहाँ बना|देखभाल)$/ })).toHaveCount(3);
  await expect(specs.filter({ hasText: /^[A-Z]/ })).toHaveCount(0);
  const style = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'स्टाइल' }) });
  await expect(style.getByRole('cell')).toHaveText(/^[\u0900-\u097F]/);
  await expectNoEnglishUi(page);
});

test("the Hindi header's links stay in Hindi, and its nav marks the Hindi page it is on", async ({ page }) => {
  await page.goto('/hi/lens');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: /होम/ }).first()).toHaveAttribute('href', '/hi');
  await expect(header.locator('a.logo')).toHaveAttribute('href', '/hi');
  const nav = header.locator('nav.nav');
  await expect(nav.locator('a')).toHaveCount(3);
  expect(await nav.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
    '/hi',
    '/hi/droptrack',
    '/hi/lens',
  ]);
  await expect(nav.locator('a[aria-current="page"]')).toHaveAttribute('href', '/hi/lens');
  await expect(header.locator('a.login')).toHaveAttribute('href', /^\/hi\/auth\//);
});
