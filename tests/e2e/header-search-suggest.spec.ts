/** The header search on a phone: focus shows recent and trending searches; Enter on Brands or Accounts opens a result. */
import { expect, test, type Page } from '@playwright/test';
import { PHONE } from './phone.ts';
import { expectNoSeriousA11yViolations } from './axe.ts';
import type { AccountResult } from '../../src/lib/api/search.ts';
import type { StoreCard } from '../../src/lib/api/types.ts';
import { lookAt } from './screens.ts';

test.use(PHONE);

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search' });

test('focusing the empty box lists recent searches and the trending ones; a trending one runs', async ({ page }) => {
  // Searches as shoppers run them (the results page's first page, as typed), each shopper's browser its own
  // client (a client counts once a day): "cotton shirt" trends.
  const term = 'cotton shirt';
  for (let i = 0; i < 15; i++) {
    const reply = await page.request.get(`/api/v1/search/results?q=${encodeURIComponent(term)}`, {
      headers: { 'user-agent': `Mozilla/5.0 (Linux; Android 14; shopper ${i})` },
    });
    expect(reply.ok()).toBe(true);
    expect((await reply.json()).data.count).toBeGreaterThan(0);
  }
  await page.addInitScript(() => localStorage.setItem('vastra:recentSearches', JSON.stringify(['silk saree'])));
  await page.goto('/privacy-policy');
  await searchBox(page).tap();
  const recent = page.getByRole('group', { name: 'Recent searches' });
  const trending = page.getByRole('group', { name: 'Trending searches' });
  await expect(recent.getByRole('option')).toHaveText(['silk saree']);
  await expect(trending.getByRole('option', { name: term, exact: true })).toBeVisible();
  await lookAt(page, 'search-suggestions-375');
  await expectNoSeriousA11yViolations(page, { include: ['#header-search-panel'], label: 'with suggestions open' });
  await trending.getByRole('option', { name: term, exact: true }).tap();
  await expect(searchBox(page)).toHaveValue(term);
  await expect(page.getByRole('listbox', { name: 'Products results' }).getByRole('option').first()).toContainText(
    /shirt/i,
  );
  // Chosen, it is a recent search too (and not listed twice).
  await searchBox(page).fill('');
  await expect(recent.getByRole('option')).toHaveText([term, 'silk saree']);
  await expect(trending.getByRole('option', { name: term, exact: true })).toHaveCount(0);
});

test('Enter on the Brands tab opens the first brand found, a typo included', async ({ page }) => {
  const brands: StoreCard[] = (await (await page.request.get('/api/v1/search/brands?q=kesr')).json()).data;
  expect(brands.map((b) => b.name)).toEqual(['Kesar Looms']);
  await page.goto('/privacy-policy');
  await searchBox(page).fill('kesr');
  await page.getByRole('tab', { name: 'Brands' }).tap();
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/stores/${brands[0]!.id}$`));
  await expect(page.getByRole('heading', { name: 'Kesar Looms' }).first()).toBeVisible();
});

test('Enter on the Accounts tab opens the highlighted account, or the first', async ({ page }) => {
  const all: AccountResult[] = (await (await page.request.get('/api/v1/userSearch/account?q=a')).json()).data;
  const name = all.find((a) => all.filter((b) => b.fullname === a.fullname).length === 1)!.fullname;
  const found: AccountResult[] = (
    await (await page.request.get(`/api/v1/userSearch/account?q=${encodeURIComponent(name)}`)).json()
  ).data;
  expect(found.length).toBeGreaterThan(0);
  await page.goto('/privacy-policy');
  await searchBox(page).fill(name);
  await page.getByRole('tab', { name: 'Accounts' }).tap();
  // Enter at once, before the list has come: it opens the first result when it comes.
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/user/${found[0]!.uuids}$`));

  // With a result highlighted (ArrowDown), Enter opens that one.
  const broad: AccountResult[] = (await (await page.request.get('/api/v1/userSearch/account?q=an')).json()).data;
  expect(broad.length).toBeGreaterThan(1);
  await page.goto('/privacy-policy');
  await searchBox(page).fill('an');
  await page.getByRole('tab', { name: 'Accounts' }).tap();
  await expect(page.getByRole('listbox', { name: 'Accounts results' }).getByRole('option')).toHaveCount(broad.length);
  await searchBox(page).press('ArrowDown');
  await searchBox(page).press('ArrowDown');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/user/${broad[1]!.uuids}$`));
});
