/** The search results page as a shopper reaches and uses it: Enter, "See all results", sort, "Did you mean". */
import { expect, test, type Page } from '@playwright/test';
import { PHONE } from './phone.ts';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { LAPTOP, lookAt, screenshotsAtBothWidths } from './screens.ts';

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search' });
const grid = (page: Page) => page.getByRole('list', { name: 'Products', exact: true });
const cardNames = (page: Page) => grid(page).getByRole('listitem').getByRole('heading');

async function apiNames(page: Page, query: string): Promise<string[]> {
  const body = await (await page.request.get(`/api/v1/search/results?${query}`)).json();
  return body.data.products.map((p: { productName: string }) => p.productName);
}

/*
 * The header's drop-down is laid out differently at each width (under the box on a laptop, a full-width sheet
 * under the header row on a phone), so its journey runs at both. The results page's steps are the same at both
 * widths: they run once on a phone, with pictures at both widths.
 */
for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the drop-down passes axe, and "See all results" ends it with the page keeping its order', async ({
      page,
    }) => {
      await page.goto('/privacy-policy');
      await searchBox(page).fill('cotton shirt');
      const list = page.getByRole('listbox', { name: 'Products results' });
      const seeAll = list.getByRole('option', { name: 'See all results' });
      await expect(seeAll).toBeVisible();
      const dropDown = await list.getByRole('option').allTextContents();
      // The matched words are shown bold.
      await expect(list.locator('mark').first()).toBeVisible();
      if (viewport.width === PHONE.viewport.width) {
        // On a phone the drop-down is a sheet the window's full width.
        const panel = await page.locator('#header-search-panel').boundingBox();
        expect(panel?.x).toBe(0);
        expect(panel?.width).toBe(viewport.width);
      }
      await expectNoSeriousA11yViolations(page, { label: 'with the drop-down open' });
      await lookAt(page, `search-dropdown-${viewport.width}`);
      await seeAll.click();
      await expect(page).toHaveURL(/\/search\?q=cotton\+shirt$/);
      await expect(cardNames(page).first()).toBeVisible();
      const names = await cardNames(page).allTextContents();
      expect(dropDown[0]).toContain(names[0]);
      expect(dropDown[1]).toContain(names[1]);
    });
  });
}

test.describe('the results page, at 375 px with pictures at 1280 px', () => {
  test.use(PHONE);

  test('Enter on Products opens the results page with the query and the count', async ({ page }) => {
    await page.goto('/privacy-policy');
    await searchBox(page).fill('kurti');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=kurti$/);
    const expected = await apiNames(page, 'q=kurti&limit=24');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Results for “kurti” \(\d+\)$/);
    await expect(cardNames(page).first()).toHaveText(expected[0]!);
    await expect(cardNames(page)).toHaveCount(Math.min(24, expected.length));
    const { phoneScrollWidth, laptopScrollWidth } = await screenshotsAtBothWidths(page, 'search-page');
    expect(phoneScrollWidth).toBe(PHONE.viewport.width);
    expect(laptopScrollWidth).toBe(LAPTOP.width);
  });

  test('sort on the results page is in the address: Back and reload keep it', async ({ page }) => {
    await page.goto('/search?q=watch');
    await expect(cardNames(page).first()).toBeVisible();
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await sort.selectOption({ label: 'Price: Low to High' });
    await expect(page).toHaveURL(/sort=low-to-high/);
    const cheapest = await apiNames(page, 'q=watch&sort=low-to-high&limit=24');
    await expect(cardNames(page).first()).toHaveText(cheapest[0]!);
    await page.reload();
    await expect(sort).toHaveValue('low-to-high');
    await expect(cardNames(page).first()).toHaveText(cheapest[0]!);
    await page.goBack();
    await expect(page).toHaveURL(/\/search\?q=watch$/);
    await expect(sort).toHaveValue('relevance');
    const relevant = await apiNames(page, 'q=watch&limit=24');
    await expect(cardNames(page).first()).toHaveText(relevant[0]!);
  });

  test('a query that matches nothing offers "Did you mean" with its products', async ({ page }) => {
    await page.goto('/search?q=bakpak');
    await expect(page.getByText('No products found for “bakpak”. Did you mean backpack?')).toBeVisible();
    await expect(cardNames(page).first()).toContainText('Backpack');
    // Popular products under them: no dead end.
    await expect(page.getByRole('heading', { name: 'Popular products' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Popular products' }).getByRole('listitem')).toHaveCount(8);
    await screenshotsAtBothWidths(page, 'search-did-you-mean', { fullPage: true });
    await page.getByRole('link', { name: 'backpack', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=backpack$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Results for “backpack” \(\d+\)$/);
  });
});

test('an empty query says "No input found"', async ({ page }) => {
  await page.goto('/search?q=');
  await expect(page.getByText('No input found')).toBeVisible();
});

test.describe('filters on a phone', () => {
  test.use(PHONE);

  test('a colour chosen in the Filters drawer: count and cards follow, reload keeps it, Back undoes it', async ({
    page,
  }) => {
    const everything = (await (await page.request.get('/api/v1/search/results?q=cotton&limit=24')).json()).data;
    // A colour some of the matches come in, not all.
    const [colour, withColour] = Object.entries(everything.facets.counts.color as Record<string, number>).find(
      ([, n]) => n > 0 && n < everything.count,
    )!;
    const filtered = await apiNames(page, `q=cotton&color=${colour}&limit=24`);
    expect(filtered.length).toBe(Math.min(24, withColour));

    await page.goto('/privacy-policy');
    await page.goto('/search?q=cotton');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(`Results for “cotton” (${everything.count})`);
    await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden();
    await page.getByRole('button', { name: /^Filters/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('checkbox', { name: new RegExp(`^${colour} \\(`) }).check();
    await expect(page).toHaveURL(new RegExp(`/search\\?q=cotton&color=${colour}$`));
    const show = drawer.getByRole('button', {
      name: `Show ${withColour} ${withColour === 1 ? 'product' : 'products'}`,
    });
    await expect(show).toBeVisible();
    await lookAt(page, 'search-filters-drawer-375');
    await show.click();
    await expect(drawer).toBeHidden();

    await expect(heading).toHaveText(`Results for “cotton” (${withColour})`);
    await expect(page.getByRole('button', { name: /^Filters/ })).toContainText('1');
    await expect(cardNames(page)).toHaveCount(filtered.length);
    await expect(cardNames(page).first()).toHaveText(filtered[0]!);
    await lookAt(page, 'search-filtered-375', { fullPage: true });

    await page.reload();
    await expect(heading).toHaveText(`Results for “cotton” (${withColour})`);
    await expect(cardNames(page).first()).toHaveText(filtered[0]!);
    await page.getByRole('button', { name: /^Filters/ }).click();
    await expect(drawer.getByRole('checkbox', { name: new RegExp(`^${colour} \\(`) })).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    await page.goBack();
    await expect(page).toHaveURL(/\/search\?q=cotton$/);
    await expect(heading).toHaveText(`Results for “cotton” (${everything.count})`);
    await expect(cardNames(page).first()).toHaveText(everything.products[0].productName);
  });
});

test('filters sit beside the results on a wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/search?q=cotton&discount=10');
  const sidebar = page.getByRole('complementary', { name: 'Filters' });
  await expect(sidebar.getByRole('radio', { name: /^10% and above/ })).toBeChecked();
  const count = (await (await page.request.get('/api/v1/search/results?q=cotton&discount=10&limit=1')).json()).data
    .count;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Results for “cotton” (${count})`);
  await lookAt(page, 'search-filters-1280', { fullPage: true });
});
