/**
 * Search that reads shoppers' words, on a 375 px phone: a colour word filters (a chip the shopper removes to
 * see other colours), the cards show and link to that colour's variant, and the empty states say what is
 * missing ("No red kurtas; kurtas in other colours", "No sarees yet", "No kurtas under ₹500").
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PHONE } from './phone.ts';
import { productPath } from '../../src/lib/paths.ts';
import { imageUrl } from '../../src/lib/images.ts';
import { COLOR_NAMES } from '../../src/lib/colors.ts';
import { lookAt } from './screens.ts';

test.use(PHONE);

type Card = { id: string; SellerUserId: string; productName: string; productImgUrls: string[]; variantId?: string };
type Reply = {
  count: number;
  products: Card[];
  colors: string[];
  facets: { counts: { color: Record<string, number> } };
};

const grid = (page: Page) => page.getByRole('list', { name: 'Products', exact: true });
const cardNames = (page: Page) => grid(page).getByRole('listitem').getByRole('heading');

async function api(request: APIRequestContext, q: string, extra = ''): Promise<Reply> {
  const response = await request.get(`/api/v1/search/results?q=${encodeURIComponent(q)}&limit=60${extra}`);
  expect(response.ok()).toBe(true);
  return (await response.json()).data as Reply;
}

test('"red frock": a Red chip, red frocks whose cards open their red variant; removing the chip brings other colours back', async ({
  page,
  request,
}) => {
  const red = await api(request, 'red frock');
  const all = await api(request, 'frock');
  expect(red.count).toBeGreaterThan(0);
  expect(all.count).toBeGreaterThan(red.count);
  const first = red.products[0]!;
  expect(first.variantId).toBeTruthy();

  await page.goto('/search?q=red%20frock');
  const chip = page.getByRole('button', { name: 'Remove colour Red' });
  await expect(chip).toBeVisible();
  await expect(cardNames(page)).toHaveCount(red.count);
  for (const name of await cardNames(page).allTextContents()) expect(name).toContain('Frock');
  const card = grid(page).getByRole('listitem').first();
  const link = card.getByRole('heading').getByRole('link');
  await expect(link).toHaveText(first.productName);
  await expect(link).toHaveAttribute('href', productPath(first.SellerUserId, first.id, first.variantId));
  await expect(card.locator('img[data-card-image]')).toHaveAttribute('src', imageUrl(first.productImgUrls[0]!, 640));
  await lookAt(page, 'search-words-red-frock-375');

  // Removing the chip searches the rest: every frock, in every colour.
  await chip.tap();
  await expect(page).toHaveURL(/\/search\?q=frock$/);
  await expect(chip).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Results for “frock” (${all.count})`);
  await expect(cardNames(page)).toHaveCount(Math.min(24, all.count));
  // Back gives the red frocks again.
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Remove colour Red' })).toBeVisible();
  await expect(cardNames(page)).toHaveCount(red.count);

  // The card opens the product on its red variant.
  await link.tap();
  await expect(page).toHaveURL(new RegExp(`/products/${first.id}\\?variant=${first.variantId}$`));
  await expect(page.getByText('Colour: Red')).toBeVisible();
});

test('a colour no product of the kind has says so and lists the other colours', async ({ page, request }) => {
  // A kind and a colour the catalog has none of, found through the search's own colour counts.
  let missing: { kind: string; colour: string; count: number } | null = null;
  for (const kind of ['kurta', 'frock', 'romper', 'clutch', 'backpack', 'necklace', 'chronograph', 'lipstick']) {
    const found = await api(request, kind);
    const colour = COLOR_NAMES.find((c) => !found.facets.counts.color[c]);
    if (colour && found.count > 0) {
      missing = { kind, colour, count: found.count };
      break;
    }
  }
  expect(missing, 'a kind the demo catalog has in some colours but not all').not.toBeNull();
  const { kind, colour, count } = missing!;
  await page.goto(`/search?q=${encodeURIComponent(`${colour.toLowerCase()} ${kind}`)}`);
  await expect(page.getByText(`No ${colour.toLowerCase()} ${kind}s; ${kind}s in other colours`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Remove colour ${colour}` })).toBeHidden();
  await expect(cardNames(page)).toHaveCount(Math.min(24, count));
  await lookAt(page, 'search-words-other-colours-375');
});

test('"saree" says the store has none yet, offers no store or other kind, and shows popular products', async ({
  page,
}) => {
  await page.goto('/search?q=saree');
  await expect(page.getByText('No sarees yet')).toBeVisible();
  await expect(page.getByText(/Did you mean/)).toBeHidden();
  await expect(grid(page)).toBeHidden();
  await expect(page.getByRole('list', { name: 'Popular products' }).getByRole('listitem')).toHaveCount(8);
  await lookAt(page, 'search-words-saree-375');
});

test('"kurta 500 se kam" with every kurta dearer says so, with the cheapest kurtas under it', async ({
  page,
  request,
}) => {
  const cheapest = (await api(request, 'kurta', '&sort=low-to-high')).products[0]!;
  const response = await request.get(`/api/v1/search/results?q=${encodeURIComponent('kurta 500 se kam')}`);
  const reply = (await response.json()).data as Reply & { nearestPrices: boolean };
  expect(reply.count).toBe(0);
  expect(reply.nearestPrices).toBe(true);

  await page.goto('/search?q=kurta%20500%20se%20kam');
  await expect(page.getByText('No kurtas under ₹500')).toBeVisible();
  await expect(page.getByText(/No products found/)).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Nearest in price' })).toBeVisible();
  const nearest = page.getByRole('list', { name: 'Nearest in price' }).getByRole('listitem');
  await expect(nearest).toHaveCount(8);
  await expect(nearest.first().getByRole('heading')).toHaveText(cheapest.productName);
  await lookAt(page, 'search-words-kurta-500-375');
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByText('No kurtas under ₹500')).toBeVisible();
  await lookAt(page, 'search-words-kurta-500-1280');
});
