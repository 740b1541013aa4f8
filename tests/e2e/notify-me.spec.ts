/**
 * Sold out looks sold out, and Notify me, on a 375 px phone: the sticky bar of a sold-out variant
 * shows a greyed "Sold out" (a tap still says the spec's "Variant out of stock") and Notify me; a visitor is
 * asked to log in and comes back to the product; a signed-in shopper sets the alert ("We’ll let you know",
 * with Cancel alert), and when the seller restocks the variant the note is in the bell's drawer, linking to it.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { PHONE, toastWith } from './phone.ts';
import { allProducts, productPath, read } from './catalog.ts';
import type { ProductDetail, StoreCategoryPage, StorePageIds, Varient } from '../../src/lib/api/types.ts';

test.use(PHONE);

const setStock = async (request: APIRequestContext, productId: string, variantId: string, quantity: number) =>
  expect(
    (await request.post(`/api/v1/dev/products/${productId}/stock`, { data: { variantId, quantity } })).status(),
  ).toBe(200);

/**
 * A variant sold out in the build, from the end of the catalog (other tests take the first one), with an in-stock
 * sibling. The test puts its stock back to 0 when done.
 */
async function soldOutVariant(
  request: APIRequestContext,
  skip = 0,
): Promise<{ detail: ProductDetail; variant: Varient }> {
  const products = (await allProducts(request)).filter(
    (d) => d.varient.some((v) => v.VarientQuantity === 0) && d.varient.some((v) => v.VarientQuantity > 0),
  );
  const detail = products.at(-1 - skip)!;
  return { detail, variant: detail.varient.find((v) => v.VarientQuantity === 0)! };
}

test('a sold-out variant: the sticky bar says Sold out, a tap warns "Variant out of stock", a visitor is asked to log in', async ({
  page,
  request,
}) => {
  const { detail, variant } = await soldOutVariant(request, 1);
  const path = `${productPath(detail)}?variant=${variant.id}`;
  await page.goto(path);
  const bar = page.locator('[data-sticky-buy]');
  await expect(bar).toBeVisible();
  const soldOut = bar.getByRole('button', { name: 'Sold out' });
  await expect(soldOut).toBeVisible();
  await expect(soldOut).toHaveAttribute('aria-disabled', 'true');
  await expect(bar.getByRole('button', { name: 'Add To Bag' })).toHaveCount(0);
  // Greyed, not the black Add To Bag. The page's live read can turn the button sold out after it was drawn, and
  // its colour then fades (0.15 s): it is read once the fade has ended.
  await expect.poll(() => soldOut.evaluate((el) => el.getAnimations().length)).toBe(0);
  const background = await soldOut.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(background).not.toBe('rgb(28, 27, 31)');
  await expect(page.getByText('Out of stock!')).toBeVisible();

  // Playwright waits for an aria-disabled control to be enabled; a shopper's finger does not.
  await soldOut.tap({ force: true });
  await expect(toastWith(page, 'Variant out of stock')).toBeVisible();

  await bar.getByRole('button', { name: 'Notify me' }).tap();
  const ask = toastWith(page, 'Log in to continue');
  await expect(ask).toBeVisible();
  await expect(ask.getByRole('link', { name: 'Login' })).toHaveAttribute(
    'href',
    `/auth/login?next=${encodeURIComponent(new URL(path, 'http://x').pathname + new URL(path, 'http://x').search)}`,
  );
});

test('Notify me: set, said, kept on reload, and the restock lands in the bell’s drawer with a link to the variant', async ({
  page,
  request,
  shopper: _signedIn,
}) => {
  const { detail, variant } = await soldOutVariant(request);
  const path = `${productPath(detail)}?variant=${variant.id}`;
  await page.goto(path);
  const bar = page.locator('[data-sticky-buy]');
  await expect(bar.getByRole('button', { name: 'Sold out' })).toBeVisible();

  const set = page.waitForResponse((r) => r.url().endsWith('/api/v1/stock-alerts') && r.request().method() === 'POST');
  await bar.getByRole('button', { name: 'Notify me' }).tap();
  expect((await set).status()).toBe(200);
  await expect(bar.getByRole('status').filter({ hasText: 'We’ll let you know' })).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Cancel alert' })).toBeVisible();

  // A second visit knows (no second alert to set).
  await page.reload();
  await expect(bar.getByRole('status').filter({ hasText: 'We’ll let you know' })).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Notify me' })).toHaveCount(0);

  try {
    await setStock(request, detail.product.id, variant.id, 3);
    // Back on the tab, the bell counts the new note.
    await page.goto('/');
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
    await bell.tap();
    const drawer = page.getByRole('dialog', { name: 'Notifications' });
    const note = drawer.getByRole('listitem').filter({ hasText: `Back in stock: ${detail.product.productName}` });
    await expect(note).toHaveCount(1);
    await expect(note.getByRole('link')).toHaveAttribute('href', path);
  } finally {
    await setStock(request, detail.product.id, variant.id, 0);
  }
});

test('Cancel alert takes Notify me back', async ({ page, request, shopper: _signedIn }) => {
  const { detail, variant } = await soldOutVariant(request, 2);
  await page.goto(`${productPath(detail)}?variant=${variant.id}`);
  const bar = page.locator('[data-sticky-buy]');
  await bar.getByRole('button', { name: 'Notify me' }).tap();
  await bar.getByRole('button', { name: 'Cancel alert' }).tap();
  await expect(bar.getByRole('button', { name: 'Notify me' })).toBeVisible();
  await page.reload();
  await expect(bar.getByRole('button', { name: 'Notify me' })).toBeVisible();
  await expect(bar.getByText('We’ll let you know')).toHaveCount(0);
});

test('the quick view of a sold-out product says Sold out and offers Notify me', async ({ page, request }) => {
  const { categories } = await read<StorePageIds>(request, 'catalog/store-pages');
  let found: { path: string; name: string } | null = null;
  for (const { id, storeId } of categories) {
    const category = await read<StoreCategoryPage>(request, `userstore/category/${id}`);
    const soldOut = category.collections[0]?.products.find((p) => !p.inStock);
    if (soldOut) {
      found = { path: `/stores/${storeId}/category/${id}`, name: soldOut.productName };
      break;
    }
  }
  expect(found, 'a listing shows a sold-out product').toBeTruthy();
  await page.goto(found!.path);
  await page
    .getByRole('button', { name: `Quick View: ${found!.name}`, exact: true })
    .first()
    .tap();
  const dialog = page.getByRole('dialog', { name: found!.name });
  await expect(dialog.getByRole('button', { name: 'Sold out' })).toHaveAttribute('aria-disabled', 'true');
  await expect(dialog.getByRole('button', { name: 'Add To Bag' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Notify me' })).toBeVisible();
});
