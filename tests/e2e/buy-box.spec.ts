/**
 * One BuyBox: the quick view, the prebuilt product page and a page rendered on demand (a product listed
 * after the build) show the same price, the same sizes for a colour and the same "Only N left", and all three refuse a
 * second Add To Bag while the first is still on its way.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { productPath } from '../../src/lib/paths.ts';
import { closeCartDrawer } from './bag.ts';

/**
 * From the default seed: the "Handcrafted Bangle Set" of Kundan House, shown in the "More from" row of the
 * store's "Classic Jhumka Earrings"; in Brown it comes in 2.4, 2.6 and 2.8, and 2.4 has 2 left at ₹2,699.
 */
const STORE = '98ab03de-ea4e-4928-8c78-5c4fe122dc3a';
const HOST = '001cc8fd-ced9-4123-824f-fa2b90371cdb';
const PICK = {
  id: '1c4baf1f-c7fb-437d-b24c-903cffa0d2e5',
  name: 'Handcrafted Bangle Set',
  colour: 'Brown',
  size: '2.4',
  sizes: ['2.4', '2.6', '2.8'],
  price: '₹2,699',
  stock: 2,
};
type Pick = typeof PICK;

/** Chooses the colour and size, then checks what the buy box says about them. */
async function expectSameChoice(scope: Locator, pick: Pick) {
  const colour = scope.getByRole('button', { name: pick.colour, exact: true });
  if (await colour.count()) await colour.click();
  await scope.getByRole('button', { name: pick.size, exact: true }).click();
  await expect(scope.getByRole('button', { name: pick.size, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(scope.locator('[data-live-price]')).toContainText(pick.price);
  // The size chips (pressed or not), not the "Size chart" button beside them.
  await expect(scope.getByRole('group', { name: /^Size:/ }).locator('button[aria-pressed]')).toHaveText(pick.sizes);
  await expect(scope.getByText(`Only ${pick.stock} left`, { exact: true })).toBeVisible();
}

/** Holds every cart add until released; counts them. */
async function holdCartAdds(page: Page) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const adds: string[] = [];
  await page.route('**/api/v1/userCart', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    adds.push(route.request().postData() ?? '');
    await gate;
    await route.fallback();
  });
  return { adds, release };
}

/** The add then opens the My Cart drawer (in the quick view's place: that one closes); it is closed to go on. */
async function expectOneAddInFlight(page: Page, scope: Locator, { inQuickView = false } = {}) {
  const { adds, release } = await holdCartAdds(page);
  const add = scope.getByRole('button', { name: 'Add To Bag' });
  await add.click();
  await expect.poll(() => adds.length).toBe(1);
  // While it waits it says so and takes no tap: the taps land (force) and are ignored.
  const adding = scope.getByRole('button', { name: 'Adding…' });
  await expect(adding).toHaveAttribute('aria-busy', 'true');
  await expect(adding).toBeDisabled();
  await adding.click({ force: true });
  await adding.click({ force: true });
  release();
  await expect(page.getByText('Product added to bag').first()).toBeVisible();
  if (inQuickView) await expect(scope).toBeHidden();
  else await expect(add).not.toHaveAttribute('aria-busy', 'true');
  await closeCartDrawer(page);
  expect(adds).toHaveLength(1);
  await page.unroute('**/api/v1/userCart');
}

test.describe('one buy box in three places', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the quick view, the prebuilt page and an on-demand page agree, and each refuses a second add in flight', async ({
    page,
    request,
    shopper: _signedIn,
  }) => {
    // Three pages, each loaded and checked in turn, signed in.
    test.slow();
    const pick = PICK;

    // The quick view, from the "More from" row of another product of the store.
    await page.goto(productPath(STORE, HOST));
    const card = page.getByRole('button', { name: `Quick View: ${pick.name}`, exact: true });
    await card.scrollIntoViewIfNeeded();
    await page.getByRole('article').filter({ has: card }).hover();
    await card.click();
    const dialog = page.getByRole('dialog', { name: pick.name });
    await expectSameChoice(dialog, pick);
    await expectOneAddInFlight(page, dialog, { inQuickView: true });

    // The prebuilt page (or, beyond PREBUILD_PRODUCTS, the same component rendered on demand).
    await page.goto(productPath(STORE, pick.id));
    const main = page.getByRole('main');
    await expectSameChoice(main, pick);
    await expectOneAddInFlight(page, main);

    // Rendered on demand: the same product listed again after the build.
    const copy = await request.post(`/api/v1/dev/products/${pick.id}/copy`);
    expect(copy.status()).toBe(200);
    const { id, SellerUserId } = ((await copy.json()) as { data: { id: string; SellerUserId: string } }).data;
    await page.goto(`/stores/${SellerUserId}/products/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: `${pick.name} (new)` })).toBeVisible();
    await expectSameChoice(page.getByRole('main'), pick);
    await expectOneAddInFlight(page, page.getByRole('main'));
  });
});
