/**
 * Offline, the shopper still has what they saw (docs/decisions/offline.md#offline-money-is-labelled), on the built site with its service
 * worker: a product page opened before reloads offline with its price marked once as the last known, and a page
 * never opened shows the offline page listing the products and stores viewed, prices labelled as not live.
 */
import { expect, test } from '@playwright/test';
import type { ProductDetail } from '../../src/lib/api/types.ts';
import { closeCartDrawer } from './bag.ts';
import { pageKept, underWorker, viewedKept } from './pwa.ts';
import { PHONE, PRICE_LAST_KNOWN } from './phone.ts';
import { lookAt } from './screens.ts';

test.use({ serviceWorkers: 'allow' });

// Each test's fresh browser installs the worker and downloads its precache (the app shell): slower than a page.
test.describe.configure({ timeout: 90_000 });

async function anyProduct(request: import('@playwright/test').APIRequestContext): Promise<ProductDetail> {
  const response = await request.get('/api/v1/catalog/products?limit=50');
  const items = ((await response.json()) as { data: { items: ProductDetail[] } }).data.items;
  const found = items.find((d) => d.varient.some((v) => v.VarientQuantity > 0));
  if (!found) throw new Error('no product in stock among the first 50');
  return found;
}

test('a product seen online reloads offline with its price marked once as the last known', async ({
  page,
  context,
  request,
}) => {
  const detail = await anyProduct(request);
  const storePath = `/stores/${detail.product.SellerUserId}`;
  const productPath = `${storePath}/products/${detail.product.id}`;

  await page.goto(storePath);
  const storeName = (await page.getByRole('heading', { level: 1 }).first().textContent())!.trim();
  await underWorker(page);
  await viewedKept(page, detail.product.SellerUserId);
  await page.goto(productPath);
  await pageKept(page, productPath);
  await viewedKept(page, detail.product.id);
  const heading = page.getByRole('heading', { level: 1, name: detail.product.productName });
  await expect(heading).toBeVisible();
  const price = (await page
    .locator('[data-buy-box]')
    .getByText(/^₹[\d,]+$/)
    .first()
    .textContent())!.trim();
  await expect(page.getByText("You're offline · prices shown are not live")).toBeHidden();

  await context.setOffline(true);
  await page.reload();
  await expect(heading).toBeVisible();
  await expect(page.getByText("You're offline · prices shown are not live")).toBeVisible();
  // One label, in the buy box, beside the price it describes.
  const shown = page.locator('[data-live-price]');
  await expect(shown.getByText(price, { exact: true }).first()).toBeVisible();
  await expect(shown.getByText(PRICE_LAST_KNOWN)).toBeVisible();
  await expect(page.getByText(/couldn't check the live price|Last known price/)).toHaveCount(1);

  // A page never opened: the offline page, with what was viewed (newest first) and no price passed off as live.
  await page.goto('/marketplace');
  await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
  const viewed = page.getByRole('list', { name: 'Recently viewed' }).getByRole('listitem');
  await expect(viewed).toHaveCount(2);
  await expect(viewed.nth(0).getByRole('link', { name: detail.product.productName })).toHaveAttribute(
    'href',
    productPath,
  );
  await expect(viewed.nth(0)).toContainText(`Last known price ${price} · seen `);
  await expect(viewed.nth(1).getByRole('link', { name: storeName })).toHaveAttribute('href', storePath);

  // Back online, the same page is the real one again.
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeHidden();
});

test.describe('at 375px', () => {
  test.use(PHONE);

  test('offline, a Hindi page never opened shows the Hindi offline page, an English one the English page', async ({
    page,
    context,
  }) => {
    await page.goto('/hi');
    await underWorker(page);
    await context.setOffline(true);

    await page.goto('/hi/marketplace');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/hi\/offline$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.goto('/marketplace');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
  });

  test('offline, the product page and an add show the last live price the shopper saw, not the older one its page was made with', async ({
    page,
    context,
    request,
  }) => {
    // A product of its own (listed after the build, its page rendered on demand), so its price can change.
    const source = await anyProduct(request);
    const copied = await request.post(`/api/v1/dev/products/${source.product.id}/copy`);
    expect(copied.status()).toBe(200);
    const { id, SellerUserId } = ((await copied.json()) as { data: { id: string; SellerUserId: string } }).data;
    const detail = ((await (await request.get(`/api/v1/product/${id}`)).json()) as { data: ProductDetail }).data;
    const name = detail.product.productName;
    const path = `/stores/${SellerUserId}/products/${id}`;
    const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;
    const shownPrice = page.locator('[data-live-price]');
    const bag = page.getByRole('dialog', { name: 'My Cart' });
    const line = bag.getByRole('listitem', { name, exact: true });

    // Seen online: the page is kept by the worker with today's price, and the product goes in the bag.
    await page.goto(path);
    await underWorker(page);
    await pageKept(page, path);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const before = Number(
      (await shownPrice
        .getByText(/^₹[\d,]+$/)
        .first()
        .textContent())!.replace(/[₹,]/g, ''),
    );
    await page.getByRole('button', { name: 'Add To Bag' }).first().tap();
    await expect(line).toBeVisible();
    await closeCartDrawer(page);

    // The seller raises the price; the shopper sees it live in the bag (on another page), then empties the bag.
    const after = before + 111;
    expect((await request.post(`/api/v1/dev/products/${id}/price`, { data: { price: after } })).status()).toBe(200);
    await page.goto('/privacy-policy');
    await page.getByRole('button', { name: /^Bag, / }).tap();
    await expect(
      line.getByText(`Price went up from ${rupees(before)} to ${rupees(after)} since you added it`),
    ).toBeVisible();
    await line.getByRole('button', { name: `Remove ${name}` }).tap();
    await expect(line).toHaveCount(0);
    // Closed for good before going on: its close takes the drawer's history entry off (history.back()), which
    // landing during the next page.goto would abort it (net::ERR_ABORTED).
    await closeCartDrawer(page);

    // Offline, the kept page (made with the old price) shows the price last seen, labelled as the last known.
    await context.setOffline(true);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(shownPrice.getByText(PRICE_LAST_KNOWN)).toBeVisible();
    await expect(shownPrice.getByText(rupees(after), { exact: true }).first()).toBeVisible();
    await expect(shownPrice.getByText(rupees(before), { exact: true })).toHaveCount(0);
    await lookAt(page, 'offline-last-seen-price-375');

    // An add made offline goes in the bag at that price, with its picture.
    await page.getByRole('button', { name: 'Add To Bag' }).first().tap();
    await expect(line.getByText(rupees(after), { exact: true }).first()).toBeVisible();
    await expect(line.getByText(rupees(before), { exact: true })).toHaveCount(0);
    await expect
      .poll(() => line.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await lookAt(page, 'offline-bag-last-seen-375');
  });
});
