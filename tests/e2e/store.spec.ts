import { expectNoSeriousA11yViolations } from './axe.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import type { StoreBlock, StoreDetails, StoreListEntry } from '../../src/lib/api/types.ts';

// The motion itself, as most shoppers see it (the carousel's turns and swipes): the suite's default is reduced motion.
test.use({ reducedMotion: 'no-preference' });

type Envelope<T> = { message: string; data: T };
type CollectionBlock = Extract<StoreBlock, { typeData: 'CATEGORY_COLLECTION_LIST' | 'CUSTOM_COLLECTION_LIST' }>;

/** A store from the running API with a cover, a logo, categories, a collection with products and an about heading. */
async function pickStore(request: APIRequestContext) {
  const list = ((await (await request.get('/api/v1/userstore/getAll')).json()) as Envelope<StoreListEntry[]>).data;
  for (const entry of list) {
    const store = ((await (await request.get(`/api/v1/userstore/${entry.id}`)).json()) as Envelope<StoreDetails>).data;
    const { storeFront, about } = store;
    const category = storeFront.storeData.find((b) => b.typeData === 'CATEGORY' && b.categories.length > 0);
    const collection = storeFront.storeData.find(
      (b): b is CollectionBlock =>
        (b.typeData === 'CUSTOM_COLLECTION_LIST' || b.typeData === 'CATEGORY_COLLECTION_LIST') &&
        b.products.length > 0 &&
        b.collections.length > 0,
    );
    const aboutHeading = about.webStoreData.flatMap((b) => ('Heading' in b && b.Heading.trim() ? [b.Heading] : []))[0];
    if (
      storeFront.webBackgroundImage &&
      storeFront.Logo &&
      category?.typeData === 'CATEGORY' &&
      collection &&
      aboutHeading
    ) {
      return { id: entry.id, store, category: category.categories[0]!, collection, aboutHeading };
    }
  }
  throw new Error('no store with a cover, logo, categories, a collection and an about heading');
}

const isFavourite = async (request: APIRequestContext, storeId: string, accessToken: string) =>
  (
    (await (
      await request.get(`/api/v1/favourite/check?storeId=${storeId}`, {
        headers: { Authorization: `Bearer ${accessToken}` },
      })
    ).json()) as Envelope<boolean>
  ).data;

/** The heart once React has taken it over (its island no longer carries the server-rendered marker). */
const hydratedHeart = (page: Page) =>
  page.locator('astro-island:not([ssr])').getByRole('button', { name: 'Favourite store' });

test('a visitor sees the store: cover, logo, name, tagline and its blocks; the heart asks them to log in', async ({
  page,
  request,
}) => {
  const { id, store, collection } = await pickStore(request);
  await page.goto(`/stores/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: store.storeFront.storeName })).toBeVisible();
  if (store.storeFront.tagline)
    await expect(page.getByText(store.storeFront.tagline, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('img', { name: `${store.storeFront.storeName} logo` })).toBeVisible();
  const cover = page.locator(`img[src*="${store.storeFront.webBackgroundImage}"]`).first();
  await expect(cover).toBeVisible();
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.getByRole('heading', { level: 2, name: collection.name }).first()).toBeVisible();
  await expect(page).toHaveTitle(
    new RegExp(`^${store.storeFront.storeName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\|`),
  );
  const heart = page.getByRole('button', { name: 'Favourite store' });
  await heart.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Log in to continue' })).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
});

test('a collection block shows up to 10 products, and 4 when the window is under 500px wide', async ({
  page,
  request,
}) => {
  const { id, store } = await pickStore(request);
  const block = store.storeFront.storeData.find(
    (b): b is CollectionBlock => 'products' in b && b.products.length >= 10,
  );
  expect(block, 'a collection block with 10 or more products on the store page').toBeDefined();
  const cards = page.getByRole('region', { name: block!.name }).first().getByRole('article');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/stores/${id}`);
  await expect(cards).toHaveCount(10);
  await page.setViewportSize({ width: 499, height: 900 });
  await expect(cards).toHaveCount(4);
  // From 500px up all 10 are there (a row that scrolls sideways under 1024px).
  for (const width of [500, 768, 1023, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(cards, `${width}px`).toHaveCount(10);
  }
});

test('the tabs switch by click and by arrow keys, each passing axe, and the chosen tab survives a reload', async ({
  page,
  request,
}) => {
  const { id, collection, aboutHeading } = await pickStore(request);
  await page.goto(`/stores/${id}`);
  const storeTab = page.getByRole('tab', { name: 'Store and Deals' });
  const aboutTab = page.getByRole('tab', { name: 'About us' });
  await expect(storeTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: aboutHeading })).toBeHidden();
  await page.waitForLoadState('networkidle');
  await expectNoSeriousA11yViolations(page, { label: 'on the Store and Deals tab' });

  await aboutTab.click();
  await expect(aboutTab).toHaveAttribute('aria-selected', 'true');
  await expect(
    page.getByRole('tabpanel', { name: 'About us' }).getByRole('heading', { name: aboutHeading }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: collection.name }).first()).toBeHidden();
  await expect(page).toHaveURL(/[?&]tab=about/);
  await expectNoSeriousA11yViolations(page, { label: 'on the About us tab' });

  await page.reload();
  await expect(page.getByRole('tab', { name: 'About us' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: aboutHeading })).toBeVisible();

  // Keyboard: the selected tab takes focus; arrows move and select, wrapping around.
  await page.getByRole('tab', { name: 'About us' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(storeTab).toBeFocused();
  await expect(storeTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 2, name: collection.name }).first()).toBeVisible();
  await expect(page).not.toHaveURL(/tab=about/);
  await page.keyboard.press('ArrowLeft');
  await expect(aboutTab).toBeFocused();
  await expect(aboutTab).toHaveAttribute('aria-selected', 'true');
});

test('the store carousel turns with the buttons, the dots, the arrow keys and a swipe, wrapping round', async ({
  page,
  request,
}) => {
  const list = ((await (await request.get('/api/v1/userstore/getAll')).json()) as Envelope<StoreListEntry[]>).data;
  let found: { id: string; name: string; count: number } | undefined;
  for (const entry of list) {
    const { storeFront } = (
      (await (await request.get(`/api/v1/userstore/${entry.id}`)).json()) as Envelope<StoreDetails>
    ).data;
    const block = storeFront.storeData.find((b) => b.typeData === 'CAROUSEL_BANNER' && b.slides.length >= 3);
    if (block?.typeData === 'CAROUSEL_BANNER')
      found = { id: entry.id, name: storeFront.storeName, count: block.slides.length };
    if (found) break;
  }
  // The seed guarantees one: without it this test fails rather than skips.
  expect(found, 'a store with a carousel of 3 or more slides').toBeDefined();
  const { id, name, count } = found!;
  await page.goto(`/stores/${id}`);
  const carousel = page.getByRole('region', { name: `${name} highlights` });
  const dot = (n: number) => carousel.getByRole('button', { name: `Go to slide ${n}` });
  const slide = (n: number) => carousel.getByRole('group', { name: `${n} of ${count}` });
  await carousel.scrollIntoViewIfNeeded();
  // The buttons show once they work (Embla loads when the browser is idle).
  await expect(carousel.getByRole('button', { name: 'Next slide' })).toBeVisible();
  await expect(dot(1)).toHaveAttribute('aria-current', 'true');

  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expect(dot(2)).toHaveAttribute('aria-current', 'true');
  await expect(dot(1)).not.toHaveAttribute('aria-current', 'true');
  await expect(slide(2)).toBeInViewport({ ratio: 0.9 });

  await dot(count).click();
  await expect(dot(count)).toHaveAttribute('aria-current', 'true');
  await expect(slide(count)).toBeInViewport({ ratio: 0.9 });

  // The arrow keys on the focused slides; past the last comes the first again.
  await carousel.getByRole('group', { name: 'Slides' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(dot(1)).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(dot(count)).toHaveAttribute('aria-current', 'true');
  await carousel.getByRole('button', { name: 'Previous slide' }).click();
  await expect(dot(count - 1)).toHaveAttribute('aria-current', 'true');
  // The dot follows the choice at once; the slide is still moving. A drag that starts mid-move is Embla
  // catching the slide, not a swipe: wait until it has settled.
  await expect(slide(count - 1)).toBeInViewport({ ratio: 0.9 });

  // A swipe (drag) to the left shows the next slide.
  const box = (await carousel.getByRole('group', { name: 'Slides' }).boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 12 });
  await page.mouse.up();
  await expect(dot(count)).toHaveAttribute('aria-current', 'true');
  await expect(slide(count)).toBeInViewport({ ratio: 0.9 });
});

test('a category link leads to the category page and "See all" to the collection page', async ({ page, request }) => {
  const { id, category, collection } = await pickStore(request);
  await page.goto(`/stores/${id}`);
  await page.getByRole('link', { name: category.name, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/stores/${id}/category/${category.id}$`));

  await page.goto(`/stores/${id}`);
  await page
    .getByRole('region', { name: collection.name })
    .first()
    .getByRole('link', { name: /^See all/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/stores/${id}/collection/${collection.collections[0]!.id}$`));
});

test('back goes to the previous page of the site, and home after a direct visit', async ({ page, request }) => {
  const { id } = await pickStore(request);
  await page.goto('/privacy-policy');
  await page.evaluate((path) => location.assign(path), `/stores/${id}`);
  await expect(page).toHaveURL(new RegExp(`/stores/${id}$`));
  await page.waitForLoadState('load'); // the page's scripts have run (module scripts run before load)
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);

  const direct = await page.context().newPage();
  await direct.goto(`/stores/${id}`);
  await direct.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(direct).toHaveURL(/\/$/);
});

test('a signed-in shopper favourites the store, and it stays after a reload', async ({ page, request, shopper }) => {
  const { id } = await pickStore(request);
  await page.goto(`/stores/${id}`);

  // Signed in, the heart hydrates without a touch and shows the state it read.
  const heart = hydratedHeart(page);
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => isFavourite(request, id, shopper.accessToken)).toBe(true);

  await page.reload();
  await expect(hydratedHeart(page)).toHaveAttribute('aria-pressed', 'true');

  await hydratedHeart(page).click();
  await expect(hydratedHeart(page)).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => isFavourite(request, id, shopper.accessToken)).toBe(false);
  await page.reload();
  await expect(hydratedHeart(page)).toHaveAttribute('aria-pressed', 'false');
});

test('a failed favourite call keeps the old state and logs the spec message', async ({ page, request, shopper }) => {
  const { id } = await pickStore(request);
  await page.goto(`/stores/${id}`);
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  await page.route('**/api/v1/favourite/add', (route) =>
    route.fulfill({ status: 500, json: { message: 'down', data: null } }),
  );
  await page.reload();
  const heart = hydratedHeart(page);
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect.poll(() => logged).toContain('Failed to add store to liked');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  expect(await isFavourite(request, id, shopper.accessToken)).toBe(false);
});
