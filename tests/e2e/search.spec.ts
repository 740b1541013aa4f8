/** The search results page (issue 26) as a shopper reaches and uses it: Enter, "See all results", sort, "Did you mean". */
import { expect, test, type Page } from '@playwright/test';

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search' });
const grid = (page: Page) => page.getByRole('list', { name: 'Products', exact: true });
const cardNames = (page: Page) => grid(page).getByRole('listitem').getByRole('heading');

async function apiNames(page: Page, query: string): Promise<string[]> {
  const body = await (await page.request.get(`/api/v1/search/results?${query}`)).json();
  return body.data.products.map((p: { productName: string }) => p.productName);
}

for (const viewport of [{ width: 375, height: 740 }, { width: 1280, height: 800 }]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('Enter on Products opens the results page with the query and the count', async ({ page }) => {
      await page.goto('/privacy-policy');
      await searchBox(page).fill('kurti');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/search\?q=kurti$/);
      const expected = await apiNames(page, 'q=kurti&limit=24');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Results for “kurti” \(\d+\)$/);
      await expect(cardNames(page).first()).toHaveText(expected[0]!);
      await expect(cardNames(page)).toHaveCount(Math.min(24, expected.length));
      await page.screenshot({ path: `test-results/search-page-${viewport.width}.png` });
    });

    test('"See all results" ends the drop-down and the page keeps its order', async ({ page }) => {
      await page.goto('/privacy-policy');
      await searchBox(page).fill('cotton shirt');
      const list = page.getByRole('listbox', { name: 'Products results' });
      const seeAll = list.getByRole('option', { name: 'See all results' });
      await expect(seeAll).toBeVisible();
      const dropDown = await list.getByRole('option').allTextContents();
      // The matched words are shown bold.
      await expect(list.locator('mark').first()).toBeVisible();
      await page.screenshot({ path: `test-results/search-dropdown-${viewport.width}.png` });
      await seeAll.click();
      await expect(page).toHaveURL(/\/search\?q=cotton\+shirt$/);
      await expect(cardNames(page).first()).toBeVisible();
      const names = await cardNames(page).allTextContents();
      expect(dropDown[0]).toContain(names[0]);
      expect(dropDown[1]).toContain(names[1]);
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
      await page.screenshot({ path: `test-results/search-did-you-mean-${viewport.width}.png`, fullPage: true });
      await page.getByRole('link', { name: 'backpack', exact: true }).click();
      await expect(page).toHaveURL(/\/search\?q=backpack$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Results for “backpack” \(\d+\)$/);
    });
  });
}

test('an empty query says "No input found"', async ({ page }) => {
  await page.goto('/search?q=');
  await expect(page.getByText('No input found')).toBeVisible();
});
