/**
 * Busy states are visible: while a slow call is on its way, Add To Bag, the bookmark and Follow show it
 * ("Adding…", "Saving…", "Following…") and take no second tap, not only through aria-busy; Place Order's
 * "Placing your order…" is checked in the bottom bar's journey (checkout-phone.spec.ts). At 375px; the slow network is a held route, released by the test (no fixed waits).
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import type { Envelope, ProductDetail } from '../../src/lib/api/types.ts';
import { allProducts, productPath } from './catalog.ts';
import { signInOnLoad, newShopper, type Shopper } from './session.ts';
import { cartDrawer } from './bag.ts';
import { PHONE, buyBoxReady, holdCalls } from './phone.ts';

test.use(PHONE);

function inStock(products: ProductDetail[], skip: number) {
  const found = products.filter((d) => d.varient.length > 0 && d.varient.every((v) => v.VarientQuantity >= 6))[skip];
  expect(found, 'a product with stock in every variant').toBeDefined();
  return { detail: found!, variant: found!.varient[0]! };
}

const idOf = async (request: APIRequestContext, shopper: Shopper) =>
  (
    (await (
      await request.get('/api/v1/user/profile', { headers: { Authorization: `Bearer ${shopper.accessToken}` } })
    ).json()) as Envelope<{ user: { id: string } }>
  ).data.user.id;

test('Add To Bag says "Adding…" and takes no second tap while the add is on its way; the bookmark says "Saving…"', async ({
  page,
  request,
  shopper: _signedIn,
}) => {
  const { detail, variant } = inStock(await allProducts(request), 7);
  await page.goto(`${productPath(detail)}?variant=${variant.id}`);
  await buyBoxReady(page);

  const add = await holdCalls(page, '**/api/v1/userCart', 'POST');
  await page.getByRole('button', { name: 'Add To Bag' }).tap();
  await add.arrived;
  const adding = page.getByRole('button', { name: 'Adding…' });
  await expect(adding).toBeVisible();
  await expect(adding).toBeDisabled();
  add.release();
  await expect(cartDrawer(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Add To Bag' })).toBeVisible();

  const save = await holdCalls(page, '**/api/v1/saved', 'POST');
  await page.getByRole('button', { name: 'Save product' }).tap();
  await save.arrived;
  const saving = page.getByRole('button', { name: 'Saving…' });
  await expect(saving).toBeVisible();
  await expect(saving).toBeDisabled();
  save.release();
  await expect(page.getByRole('button', { name: 'Remove from saved' })).toBeVisible();
});

test('Follow says "Following…" while the follow is on its way', async ({ page, request }) => {
  const viewer = await newShopper(request, 'busyview');
  const other = await newShopper(request, 'busyother');
  await signInOnLoad(page, viewer);
  await page.goto(`/user/${await idOf(request, other)}`);
  const card = page.getByRole('region', { name: 'Profile' });
  const follow = await holdCalls(page, '**/api/v1/follow', 'POST');
  await card.getByRole('button', { name: 'Follow', exact: true }).tap();
  await follow.arrived;
  const following = card.getByRole('button', { name: 'Following…' });
  await expect(following).toBeVisible();
  await expect(following).toBeDisabled();
  follow.release();
  await expect(card.getByRole('button', { name: 'Following', exact: true })).toBeVisible();
});
