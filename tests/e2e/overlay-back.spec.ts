/**
 * Back closes what is open: with the Filters drawer, the quick view, the My Cart drawer, an
 * order's modals or the search panel open, Back closes it and leaves the page and its filter choices as they
 * were; closed by its X instead, the next Back leaves the page as usual. One history entry per open overlay
 * (the return flow's steps share one). At 375px with taps; Back is the browser's (page.goBack).
 */
import { orderNumber } from '../../src/lib/rules/order-number.ts';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { allProducts, categoryWithChoices, productPath } from './catalog.ts';
import { bagButton, cartDrawer } from './bag.ts';
import { addAddress, deliver, placeOrder } from './shopper-data.ts';
import { PHONE } from './phone.ts';

test.use(PHONE);
// The motion itself, as most shoppers see it (overlays sliding in and out): the suite's default is reduced motion.
test.use({ reducedMotion: 'no-preference' });

const products = (page: Page) => page.getByRole('region', { name: 'Products' }).getByRole('listitem');
const here = (page: Page) => page.evaluate(() => `${location.pathname}${location.search}`);

test('the Filters drawer: Back closes it and keeps the colour chosen in it; after its X, Back leaves the listing', async ({
  page,
  request,
}) => {
  const { path, products: all, colour } = await categoryWithChoices(request);
  const withColour = all.filter((p) => p.colors.includes(colour)).length;
  await page.goto('/privacy-policy');
  await page.goto(path);
  const opener = page.getByRole('button', { name: /^Filters/ });
  await opener.tap();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('checkbox', { name: colour }).tap();
  await expect(
    drawer.getByRole('button', { name: `Show ${withColour} ${withColour === 1 ? 'product' : 'products'}` }),
  ).toBeVisible();
  const chosen = await here(page);
  expect(chosen).toContain('color=');

  await page.goBack();
  await expect(drawer).toBeHidden();
  expect(await here(page)).toBe(chosen);
  await expect(products(page)).toHaveCount(withColour);
  await expect(opener).toContainText('1');

  // Opened again and closed by its X: that entry is gone, and Back leaves the listing.
  await opener.tap();
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: 'Close filters' }).tap();
  await expect(drawer).toBeHidden();
  expect(await here(page)).toBe(chosen);
  await page.goBack();
  await expect(page).toHaveURL(/\/privacy-policy$/);
});

test('the quick view: Back closes it and the listing stays; after its Close, Back leaves', async ({
  page,
  request,
}) => {
  const { path } = await categoryWithChoices(request);
  await page.goto('/privacy-policy');
  await page.goto(path);
  const open = page.getByRole('button', { name: /^Quick View: / }).first();
  const name = (await open.getAttribute('aria-label'))!.replace(/^Quick View: /, '');
  const quickView = page.getByRole('dialog', { name });
  await open.tap();
  await expect(quickView.getByRole('button', { name: 'Add to wishlist' })).toBeVisible();
  await page.goBack();
  await expect(quickView).toBeHidden();
  expect(await here(page)).toBe(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await open.tap();
  await expect(quickView.getByRole('button', { name: 'Add to wishlist' })).toBeVisible();
  await quickView.getByRole('button', { name: 'Close' }).tap();
  await expect(quickView).toBeHidden();
  await page.goBack();
  await expect(page).toHaveURL(/\/privacy-policy$/);
});

test('the My Cart drawer and the search panel: Back closes each and the page stays; a link from the drawer takes its entry', async ({
  page,
  request,
}) => {
  const [detail] = (await allProducts(request)).filter((d) => d.varient.some((v) => v.VarientQuantity > 0));
  const path = productPath(detail!);
  await page.goto('/privacy-policy');
  await page.evaluate(() => localStorage.setItem('vastra:recentSearches', JSON.stringify(['kurta'])));
  await page.goto(path);

  await bagButton(page).tap();
  await expect(cartDrawer(page)).toBeVisible();
  await page.goBack();
  await expect(cartDrawer(page)).toBeHidden();
  expect(await here(page)).toBe(path);

  await page.getByRole('combobox', { name: 'Search' }).tap();
  const tabs = page.getByRole('tablist', { name: 'Search in' });
  await expect(tabs).toBeVisible();
  await page.goBack();
  await expect(tabs).toBeHidden();
  expect(await here(page)).toBe(path);

  // A link followed from the open drawer takes its entry: Back from the next page comes straight back here.
  await bagButton(page).tap();
  await cartDrawer(page).getByRole('link', { name: 'Start shopping' }).tap();
  await expect(page).toHaveURL(/\/marketplace$/);
  await page.goBack();
  expect(await here(page)).toBe(path);
  await expect(cartDrawer(page)).toBeHidden();

  // Nothing open: Back leaves as usual.
  await page.goBack();
  await expect(page).toHaveURL(/\/privacy-policy$/);
});

test("an order's modals: Back closes Track Order, and the return flow's steps close together with one Back", async ({
  page,
  request,
  shopper,
}) => {
  const orderId = await placeOrder(request, shopper, await addAddress(request, shopper));
  await deliver(request, orderId);
  // The page the last Back returns to.
  await page.goto('/privacy-policy');
  await page.goto(`/my-orders/${orderId}`);
  const heading = page.getByRole('heading', { level: 1, name: `Order ${orderNumber(orderId)}` });
  await expect(heading).toBeVisible();

  await page.getByRole('button', { name: 'Track Order' }).tap();
  const track = page.getByRole('dialog', { name: 'Track Order' });
  await expect(track).toBeVisible();
  await page.goBack();
  await expect(track).toBeHidden();
  await expect(heading).toBeVisible();

  await page.getByRole('button', { name: 'Return order' }).tap();
  await page.getByRole('dialog', { name: 'Return order' }).getByRole('button', { name: 'Yes, return' }).tap();
  const reason = page.getByRole('dialog', { name: 'Reason for return' });
  await expect(reason).toBeVisible();
  await page.goBack();
  await expect(reason).toBeHidden();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(heading).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/privacy-policy$/);
});
