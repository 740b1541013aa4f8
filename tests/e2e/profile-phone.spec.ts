/**
 * Profiles on a phone (375 px): a visitor's Follow asks them to log in, and a review tile shows the product it
 * reviews (picture and name) and links to it. Saving one's profile, after a refused name, is store-voice.spec.ts's.
 */
import type { APIRequestContext } from '@playwright/test';
import type { Envelope, ProductDetail } from '../../src/lib/api/types.ts';
import { productPath } from '../../src/lib/paths.ts';
import { expect, test } from './fixtures.ts';
import { PHONE, toastWith } from './phone.ts';
import { lookAt } from './screens.ts';

test.use(PHONE);

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as Envelope<T>).data;
}

type Review = {
  postTitle: string;
  product: { id: string; SellerUserId: string; productName: string; productImg: string | null } | null;
};

/** A seeded reviewer (read from the products' reviews) and their reviews as the profile API gives them. */
async function reviewer(request: APIRequestContext) {
  const page = await data<{ items: ProductDetail[] }>(await request.get('/api/v1/catalog/products?limit=200'));
  const userId = page.items.flatMap((p) => p.reviews.map((r) => r.UserId))[0]!;
  expect(userId, 'a product with a review (seed)').toBeDefined();
  const profile = await data<{ review: Review[] }>(await request.get(`/api/v1/user/profile/${userId}`));
  return { userId, reviews: profile.review };
}

test('a visitor’s Follow asks them to log in and comes back; each review tile shows its product and links to it', async ({
  page,
  request,
}) => {
  const { userId, reviews } = await reviewer(request);
  const first = reviews[0]!.product!;
  expect(first, 'the newest review is of a product').toBeTruthy();
  await page.goto(`/user/${userId}`);
  const card = page.getByRole('region', { name: 'Profile' });
  await card.getByRole('button', { name: 'Follow', exact: true }).tap();
  const ask = toastWith(page, 'Log in to continue');
  await expect(ask).toBeVisible();
  await expect(ask.getByRole('link', { name: 'Login' })).toHaveAttribute(
    'href',
    `/auth/login?next=${encodeURIComponent(`/user/${userId}`)}`,
  );

  const panel = page.getByRole('tabpanel');
  const tiles = panel.getByRole('listitem');
  await expect(tiles).toHaveCount(reviews.length);
  const link = tiles.first().getByRole('link', { name: first.productName });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', productPath(first.SellerUserId, first.id));
  await expect(link.locator('img')).toHaveAttribute('src', new RegExp(first.productImg!.replace(/[/.]/g, '\\$&')));
  // Every tile of a review of a product carries its product's name.
  for (const [i, review] of reviews.entries())
    if (review.product) await expect(tiles.nth(i)).toContainText(review.product.productName);
  await lookAt(page, 'trust-edges-profile-375');
  await link.tap();
  await expect(page).toHaveURL(new RegExp(`${productPath(first.SellerUserId, first.id)}$`));
  await expect(page.getByRole('heading', { level: 1, name: first.productName })).toBeVisible();
});
