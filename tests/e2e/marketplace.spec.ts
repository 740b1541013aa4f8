import { expectNoSeriousA11yViolations } from './axe.ts';
import { expect, test, type APIRequestContext } from '@playwright/test';

// The motion itself, as most shoppers see it (the banner carousel's turns): the suite's default is reduced motion.
test.use({ reducedMotion: 'no-preference' });

type Sections = { customSections: { title: string; products: { productName: string }[] }[]; webBanner: unknown[] };
const sectionsOf = async (request: APIRequestContext, category: string): Promise<Sections> =>
  (await (await request.get(`/api/v1/product?tab=home&category=${category}`)).json()).data;

test('picking categories swaps the marketplace sections without reloading, back and reload keep the choice, and the page passes axe', async ({
  page,
  request,
}) => {
  const watches = await sectionsOf(request, 'watches');
  const bags = await sectionsOf(request, 'bags');
  await page.goto('/');
  const strip = page.getByRole('navigation', { name: 'Categories' });
  await strip.getByRole('link', { name: 'Watches' }).click();
  await expect(page).toHaveURL(/\/marketplace\?category=watches$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Watches' })).toBeVisible();
  await expect(page.getByRole('heading', { name: watches.customSections[0]!.title })).toBeVisible();

  // From here on the page must not reload: a marker on window survives only a script-driven swap.
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  await strip.getByRole('link', { name: 'Bags' }).click();
  await expect(page).toHaveURL(/category=bags$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bags' })).toBeVisible();
  await expect(page.getByRole('heading', { name: bags.customSections[0]!.title })).toBeVisible();
  await expect(strip.getByRole('link', { name: 'Bags' })).toHaveAttribute('aria-current', 'page');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Watches' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Watches' })).toBeVisible();
  await expect(page.getByRole('heading', { name: watches.customSections[0]!.title })).toBeVisible();
  // The marketplace with a category chosen, as its link or a reload opens it.
  await expectNoSeriousA11yViolations(page);
});

test("a category that fails to load keeps every category's sections and says so", async ({ page, request }) => {
  const all: Sections = (await (await request.get('/api/v1/product?tab=home')).json()).data;
  await page.route('**/fragments/marketplace/watches**', (route) => route.fulfill({ status: 503, body: 'down' }));
  await page.goto('/marketplace');
  await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Watches' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'We could not load Watches. Showing all categories instead.' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeVisible();
  await expect(page.getByRole('heading', { name: all.customSections[0]!.title }).first()).toBeVisible();
});

test('the store listing shows only stores with a cover and a logo, by name', async ({ page, request }) => {
  const stores: { id: string; backgroundImg: string | null; logo: string | null; sellerData: { storeName: string } }[] =
    (await (await request.get('/api/v1/userstore/getAll')).json()).data;
  const expected = stores.filter((s) => s.backgroundImg && s.logo).map((s) => s.sellerData.storeName);
  await page.goto('/marketplace');
  const listed = await page.getByRole('region', { name: 'All stores' }).getByRole('link').allInnerTexts();
  expect(listed.map((t) => t.trim())).toEqual(
    [...expected].sort((a, b) => a.localeCompare(b, 'en-IN', { sensitivity: 'base' })),
  );
});

test('home banners turn with the arrows; phones get the hero banners', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Featured offers' });
  await carousel.getByRole('button', { name: 'Next banner' }).click();
  await expect(carousel.getByRole('button', { name: 'Go to banner 2' })).toHaveAttribute('aria-current', 'true');
  await expect(carousel.getByRole('button', { name: 'Go to banner 1' })).toHaveAttribute('aria-current', 'false');

  await page.setViewportSize({ width: 375, height: 800 });
  const wide = await page.locator('[data-carousel].web').first().isVisible();
  const hero = await page.locator('[data-carousel].hero').first().isVisible();
  expect({ wide, hero }).toEqual({ wide: false, hero: true });
});

test('a phone loads only the hero banners and a laptop only the wide ones', async ({ page }) => {
  // Each carousel's <picture> holds a 1 px blank source for the other breakpoint.
  const loaded = async () => {
    const first = (kind: string) => page.locator(`[data-carousel].${kind} img`).first();
    await expect(first('web')).toHaveJSProperty('complete', true);
    await expect(first('hero')).toHaveJSProperty('complete', true);
    const source = (kind: string) => first(kind).evaluate((img: HTMLImageElement) => img.currentSrc.slice(0, 11));
    return { web: await source('web'), hero: await source('hero') };
  };
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  expect(await loaded()).toEqual({ web: 'data:image/', hero: expect.stringMatching(/^http/) });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  expect(await loaded()).toEqual({ web: expect.stringMatching(/^http/), hero: 'data:image/' });
});
