/**
 * Search in Hindi on a 375 px phone: Devanagari typed into the header's box finds what the English words find
 * (the drop-down while typing, then the results page with its colour chip), a kind the store has none of is
 * said as for its English word ("No sarees yet"), and a misspelling gets "Did you mean" in Hindi.
 */
import { expect, test, type Page } from '@playwright/test';
import { PHONE } from './phone.ts';
import { lookAt } from './screens.ts';

test.use(PHONE);

type Reply = { count: number; products: { productName: string }[]; missing: string | null; otherColours: string[] };

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search' });
const grid = (page: Page) => page.getByRole('list', { name: 'Products', exact: true });
const cardNames = (page: Page) => grid(page).getByRole('listitem').getByRole('heading');

async function results(page: Page, q: string): Promise<Reply> {
  const response = await page.request.get(`/api/v1/search/results?q=${encodeURIComponent(q)}&limit=24`);
  expect(response.ok()).toBe(true);
  return (await response.json()).data as Reply;
}

/** Hindi colour words with their English twins, for kurtas in a colour the demo catalog has. */
const COLOURS = [
  ['नीला', 'blue', 'Blue'],
  ['काला', 'black', 'Black'],
  ['हरा', 'green', 'Green'],
  ['पीला', 'yellow', 'Yellow'],
  ['गुलाबी', 'pink', 'Pink'],
  ['सफ़ेद', 'white', 'White'],
] as const;

test('a Hindi colour and "कुर्ता" typed in the header list what the English words list, and Enter opens them', async ({
  page,
}) => {
  // A colour the demo's kurtas come in (found through the search itself, not assumed).
  let chosen: { hindi: string; english: string; name: string; reply: Reply } | null = null;
  for (const [hindi, english, name] of COLOURS) {
    const reply = await results(page, `${english} kurta`);
    if (reply.count > 0 && !reply.otherColours.length) {
      chosen = { hindi: `${hindi} कुर्ता`, english: `${english} kurta`, name, reply };
      break;
    }
  }
  expect(chosen).not.toBeNull();
  const { hindi, english, name, reply } = chosen!;
  const dropDown = (await (await page.request.get(`/api/v1/search/products?q=${encodeURIComponent(english)}`)).json())
    .data as { productName: string }[];

  await page.goto('/privacy-policy');
  await searchBox(page).tap();
  await searchBox(page).pressSequentially(hindi);
  const options = page.getByRole('listbox', { name: 'Products results' }).getByRole('option');
  await expect(options.first()).toContainText(dropDown[0]!.productName);
  const shown = await options.allTextContents();
  dropDown.slice(0, 5).forEach((p, i) => expect(shown[i]).toContain(p.productName));
  await lookAt(page, 'search-hindi-dropdown-375');

  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(`/search?q=${encodeURIComponent(hindi).replace('%20', '+')}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Results for “${hindi}” (${reply.count})`);
  await expect(page.getByRole('button', { name: `Remove colour ${name}` })).toBeVisible();
  await expect(cardNames(page)).toHaveText(reply.products.map((p) => p.productName));
});

test('"लाल कुर्ता" with no red kurta says so in the page\'s words, as "red kurta" does', async ({ page }) => {
  const red = await results(page, 'red kurta');
  // The demo catalog has no red kurta (read here, not assumed).
  expect(red.otherColours).toEqual(['Red']);
  await page.goto(`/search?q=${encodeURIComponent('लाल कुर्ता')}`);
  await expect(page.getByText('No red kurtas; kurtas in other colours')).toBeVisible();
  await expect(cardNames(page)).toHaveText(red.products.map((p) => p.productName));
});

test('"साड़ी" typed in the header says what "saree" says: the store has none yet, popular products under it', async ({
  page,
}) => {
  // The demo catalog sells no sarees (read here, not assumed): the English word's answer is the one to match.
  const saree = await results(page, 'saree');
  expect(saree).toMatchObject({ count: 0, missing: 'saree' });

  await page.goto('/privacy-policy');
  await searchBox(page).tap();
  await searchBox(page).pressSequentially('साड़ी');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(`/search?q=${encodeURIComponent('साड़ी')}`);
  await expect(page.getByText('No sarees yet')).toBeVisible();
  await expect(page.getByText(/No products found/)).toBeHidden();
  await expect(page.getByRole('list', { name: 'Popular products' }).getByRole('listitem')).toHaveCount(8);
  await lookAt(page, 'search-hindi-saree-375');
});

test('a misspelt "कूर्ता" offers "Did you mean कुर्ता?" with the kurtas', async ({ page }) => {
  const kurtas = await results(page, 'kurta');
  expect(kurtas.count).toBeGreaterThan(0);
  await page.goto(`/search?q=${encodeURIComponent('कूर्ता')}`);
  await expect(page.getByText('No products found for “कूर्ता”. Did you mean कुर्ता?')).toBeVisible();
  await expect(cardNames(page)).toHaveText(kurtas.products.map((p) => p.productName));
  await page.getByRole('link', { name: 'कुर्ता', exact: true }).tap();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Results for “कुर्ता” (${kurtas.count})`);
});

test('the Hindi results page names its materials in Hindi in the filters; the value it filters by stays English', async ({
  page,
}) => {
  await page.goto('/hi/search?q=kurta');
  await page.getByRole('button', { name: /^फ़िल्टर/ }).click();
  const filters = page.getByRole('dialog');
  await filters.locator('summary', { hasText: 'मटीरियल' }).click();
  await expect(filters.getByRole('checkbox', { name: /^कॉटन/ })).toBeVisible();
  await expect(filters.getByRole('checkbox', { name: /^Cotton/ })).toHaveCount(0);
  await filters.getByRole('checkbox', { name: /^कॉटन/ }).check();
  await expect(page).toHaveURL(/materials=Cotton/);
});
