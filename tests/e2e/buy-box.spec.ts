/**
 * One BuyBox: the quick view, the prebuilt product page and a page rendered on demand (a product listed
 * after the build) show the same price, the same sizes for a colour and the same "Only N left", and all three refuse a
 * second Add To Bag while the first is still on its way.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { ProductDetail } from '../../src/lib/api/types.ts';
import { formatRupees } from '../../src/lib/rules/price.ts';
import { allProducts, productPath } from './catalog.ts';
import { newShopper, signIn } from './session.ts';
import { closeCartDrawer } from './bag.ts';

type Pick = {
  host: ProductDetail;
  detail: ProductDetail;
  colour: string;
  size: string;
  sizes: string[];
  price: number;
  stock: number;
};

/** A product shown in another product's "More from" row, with a colour of several sizes, one of them low in stock (1 to 4). */
function pickLowStockProduct(products: ProductDetail[]): Pick {
  const byId = new Map(products.map((d) => [d.product.id, d]));
  for (const host of products) {
    for (const card of host.relatedProduct) {
      const detail = byId.get(card.id);
      if (!detail) continue;
      for (const low of detail.varient.filter(
        (v) => v.VarientQuantity >= 1 && v.VarientQuantity <= 4 && v.VarientSize,
      )) {
        const sizes = detail.varient.filter((v) => v.VarientColor === low.VarientColor).map((v) => v.VarientSize);
        if (sizes.length >= 2)
          return {
            host,
            detail,
            colour: low.VarientColor,
            size: low.VarientSize,
            sizes,
            price: low.VarientPrice,
            stock: low.VarientQuantity,
          };
      }
    }
  }
  throw new Error('the catalog has no related product with a low-stock size in a colour of several sizes');
}

/** Chooses the colour and size, then checks what the buy box says about them. */
async function expectSameChoice(scope: Locator, pick: Pick) {
  const colour = scope.getByRole('button', { name: pick.colour, exact: true });
  if (await colour.count()) await colour.click();
  await scope.getByRole('button', { name: pick.size, exact: true }).click();
  await expect(scope.getByRole('button', { name: pick.size, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(scope.locator('[data-live-price]')).toContainText(formatRupees(pick.price));
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
  // While it waits it says so (issue 25) and takes no tap: the taps land (force) and are ignored.
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
  }) => {
    // Three pages, each loaded and checked in turn.
    test.slow();
    const pick = pickLowStockProduct(await allProducts(request));
    const tokens = await newShopper(request, 'buybox');
    await page.goto('/');
    await signIn(page, tokens);

    // The quick view, from the "More from" row of another product of the store.
    await page.goto(productPath(pick.host));
    const card = page.getByRole('button', { name: `Quick View: ${pick.detail.product.productName}`, exact: true });
    await card.scrollIntoViewIfNeeded();
    await page.getByRole('article').filter({ has: card }).hover();
    await card.click();
    const dialog = page.getByRole('dialog', { name: pick.detail.product.productName });
    await expectSameChoice(dialog, pick);
    await expectOneAddInFlight(page, dialog, { inQuickView: true });

    // The prebuilt page (or, beyond PREBUILD_PRODUCTS, the same component rendered on demand).
    await page.goto(productPath(pick.detail));
    const main = page.getByRole('main');
    await expectSameChoice(main, pick);
    await expectOneAddInFlight(page, main);

    // Rendered on demand: the same product listed again after the build.
    const copy = await request.post(`/api/v1/dev/products/${pick.detail.product.id}/copy`);
    expect(copy.status()).toBe(200);
    const { id, SellerUserId } = ((await copy.json()) as { data: { id: string; SellerUserId: string } }).data;
    await page.goto(`/stores/${SellerUserId}/products/${id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `${pick.detail.product.productName} (new)` }),
    ).toBeVisible();
    await expectSameChoice(page.getByRole('main'), pick);
    await expectOneAddInFlight(page, page.getByRole('main'));
  });
});
