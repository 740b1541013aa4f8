/**
 * Quick view (from any card) and the full product page, acted out as a shopper: roles and visible text.
 * Expected values are written out for seeded products (server/seed, fixed seed), never computed by the app's rules.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { allProducts, productPath } from './catalog.ts';
import type { Envelope, HomeSections, ProductDetail } from '../../src/lib/api/types.ts';
import { bagButton, closeCartDrawer, keptLines } from './bag.ts';

const toast = (page: Page, text: string) => page.locator('[data-toaster]').getByText(text, { exact: true });

/** Products shown as cards on home, each named once there (so its Quick View button is unambiguous). */
async function homeProducts(request: APIRequestContext): Promise<ProductDetail[]> {
  const products = await allProducts(request);
  const home = ((await (await request.get('/api/v1/product?tab=home')).json()) as Envelope<HomeSections>).data;
  const cards = [...home.exclusiveDeals, ...home.customSections.flatMap((s) => s.products.slice(0, 5))];
  const onHome = new Set(cards.map((c) => c.id));
  const names = cards.map((c) => c.productName);
  return products.filter(
    (d) => onHome.has(d.product.id) && names.filter((n) => n === d.product.productName).length === 1,
  );
}

/**
 * A seeded product on a home card, in two colours (₹399, MRP ₹699, below its price range the order helpers
 * take, so no test's order moves its stock): it opens on Brown, size 28 (the first variant in stock);
 * choosing Red keeps size 28, in stock at ₹399.
 */
const SHORTS = {
  id: '0508ab02-c73b-4cb5-9c98-bca5801947fa',
  seller: 'd8733c26-267f-4262-b51e-3cbc42b0d468',
  path: '/stores/d8733c26-267f-4262-b51e-3cbc42b0d468/products/0508ab02-c73b-4cb5-9c98-bca5801947fa',
  name: 'Vintage Cotton Shorts',
  store: 'Vayu Active',
  /** Brown, 28. */
  firstVariantId: 'b7e33e2d-106b-41f9-be66-6d88871b12bf',
  colour: 'Red',
  /** Red, 28. */
  nextVariantId: '2f1c0727-e28c-4cb3-ae0f-0a7f1eaf8a9c',
} as const;

const quickViewButton = (page: Page, name: string) =>
  page.getByRole('button', { name: `Quick View: ${name}`, exact: true });

async function openQuickView(page: Page, name: string): Promise<Locator> {
  const button = quickViewButton(page, name);
  await button.scrollIntoViewIfNeeded();
  await page.getByRole('article').filter({ has: button }).hover();
  await button.click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog.getByRole('button', { name: 'Add To Bag' })).toBeVisible();
  return dialog;
}

test.describe('quick view', () => {
  test('opens the product from a home card, passing axe; colour, stepper and Add To Bag follow the rules', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(bagButton(page)).toHaveAccessibleName('Bag, 0 items');
    const dialog = await openQuickView(page, SHORTS.name);
    await expect(dialog.getByRole('link', { name: SHORTS.store })).toHaveAttribute('href', `/stores/${SHORTS.seller}`);
    await expect(dialog.getByText('Colour: Brown')).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: 'with the quick view open' });

    // Choosing a colour takes that variant's price and id (kept size or the last size, quantity back to 1).
    await dialog.getByRole('button', { name: 'Red', exact: true }).click();
    await expect(dialog.getByRole('button', { name: 'Red', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(dialog.getByText('Colour: Red')).toBeVisible();
    await expect(dialog.locator('[data-live-price]')).toContainText('₹399');
    await expect(dialog.getByRole('link', { name: 'View full details' })).toHaveAttribute(
      'href',
      `${SHORTS.path}?variant=${SHORTS.nextVariantId}`,
    );
    await expect(dialog.getByRole('button', { name: '28', exact: true })).toHaveAttribute('aria-pressed', 'true');

    // The stepper never goes below 0, and 0 cannot go in the bag.
    const quantity = dialog.getByRole('status', { name: 'Quantity' });
    await expect(quantity).toHaveText('1');
    await dialog.getByRole('button', { name: 'Decrease quantity' }).click();
    await dialog.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect(quantity).toHaveText('0');
    await dialog.getByRole('button', { name: 'Add To Bag' }).click();
    await expect(toast(page, 'Add quantity first')).toBeVisible();
    await expect(bagButton(page)).toHaveAccessibleName('Bag, 0 items');

    await dialog.getByRole('button', { name: 'Increase quantity' }).click();
    await dialog.getByRole('button', { name: 'Increase quantity' }).click();
    await dialog.getByRole('button', { name: 'Add To Bag' }).click();
    await expect(toast(page, 'Product added to bag')).toBeVisible();
    await expect(bagButton(page)).toHaveAccessibleName('Bag, 2 items');
    // The My Cart drawer opens in the quick view's place.
    await expect(dialog).toBeHidden();
    await closeCartDrawer(page);
    const lines = await keptLines(page);
    expect(lines).toMatchObject([{ productId: SHORTS.id, variantId: SHORTS.nextVariantId, color: 'Red', quantity: 2 }]);
  });

  test('DropTrack asks a visitor to log in; Escape closes and focus goes back to the Quick View button', async ({
    page,
    request,
  }) => {
    const [first, second] = await homeProducts(request);
    await page.goto('/');
    const dialog = await openQuickView(page, first!.product.productName);
    await dialog.getByRole('button', { name: 'DropTrack' }).click();
    await expect(toast(page, 'Log in to continue.')).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(quickViewButton(page, first!.product.productName)).toBeFocused();

    // Closing reset the product: the next quick view shows the next product, not the last one.
    const other = await openQuickView(page, second!.product.productName);
    await expect(other.getByRole('link', { name: second!.storeName })).toBeVisible();
    await expect(page.getByRole('dialog', { name: first!.product.productName })).toHaveCount(0);
  });

  test('keyboard only: Tab to Quick View, Enter opens, Tab through the choices, Enter adds, Escape closes', async ({
    page,
  }) => {
    await page.goto('/');
    const button = quickViewButton(page, SHORTS.name);
    // Start on the element just before the card's Quick View button in tab order, then Tab to it.
    await button.evaluate((el) => {
      const all = [...document.querySelectorAll<HTMLElement>('a[href], button, input, [tabindex]')].filter(
        (e) => e.tabIndex >= 0 && e.offsetParent !== null,
      );
      all[all.indexOf(el as HTMLElement) - 1]!.focus();
    });
    await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: SHORTS.name });
    await expect(dialog.getByRole('button', { name: 'Add To Bag' })).toBeVisible();
    // Focus starts inside the modal, on Close, even on this first opening (the island hydrates as it opens).
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();

    /** Tabs forward until `target` has focus; focus must never leave the modal. */
    async function tabTo(target: Locator) {
      for (let i = 0; i < 40; i++) {
        if (await target.evaluate((el) => el === document.activeElement)) return;
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
      }
      throw new Error('never reached by Tab');
    }
    await tabTo(dialog.getByRole('button', { name: 'Red', exact: true }));
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('button', { name: 'Red', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await tabTo(dialog.getByRole('button', { name: 'Increase quantity' }));
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('status', { name: 'Quantity' })).toHaveText('2');
    await tabTo(dialog.getByRole('button', { name: 'Add To Bag' }));
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Product added to bag')).toBeVisible();
    await expect(bagButton(page)).toHaveAccessibleName('Bag, 2 items');

    // The My Cart drawer replaces the quick view; Escape closes it and focus lands on the bag button.
    await expect(dialog).toBeHidden();
    await closeCartDrawer(page);
    await expect(bagButton(page)).toBeFocused();
  });

  test('signed in: DropTrack starts tracking and the button goes away, also when opened again', async ({
    page,
    request,
    shopper,
  }) => {
    const [detail] = await homeProducts(request);
    await page.goto('/');
    const dialog = await openQuickView(page, detail!.product.productName);
    await dialog.getByRole('button', { name: 'DropTrack' }).click();
    await expect(dialog.getByText('Tracking price drops for this product')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'DropTrack' })).toHaveCount(0);
    const check = await request.get(`/api/v1/droptrack/check/${detail!.product.id}`, {
      headers: { Authorization: `Bearer ${shopper.accessToken}` },
    });
    expect(((await check.json()) as Envelope<boolean>).data).toBe(true);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    const again = await openQuickView(page, detail!.product.productName);
    await expect(again.getByText('Tracking price drops for this product')).toBeVisible();
    await expect(again.getByRole('button', { name: 'DropTrack' })).toHaveCount(0);
  });
});

/** Each rating bucket of the distribution reads its percentage (written out, never computed). */
async function expectBuckets(distribution: Locator, buckets: [string, string][]): Promise<void> {
  for (const [bucket, percent] of buckets)
    await expect(distribution.getByRole('listitem').filter({ hasText: bucket })).toContainText(
      new RegExp(`(^|\\D)${percent}`),
    );
}

test.describe('product page', () => {
  test('?variant= opens that variant with its colour and size pressed', async ({ page }) => {
    // Red, 30 (not the product's first variant, Brown 28).
    await page.goto(`${SHORTS.path}?variant=5eec18b8-7994-41fc-ae78-c9635cd9779d`);
    const buyBox = page.locator('[data-buy-box]');
    await expect(buyBox.getByRole('button', { name: 'Red', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(buyBox.getByText('Colour: Red')).toBeVisible();
    await expect(buyBox.getByRole('button', { name: '30', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(buyBox).toContainText('₹399');
  });

  test('reviews show the average, the buckets as percentages, and each reviewer', async ({ page }) => {
    // A seeded product (₹600 or less, so no test orders and reviews it) rated 5, 5, 4, 3, 1, 1: 19 / 6.
    await page.goto('/stores/dbbda6d1-914d-456a-a092-4cb0d674631c/products/48039f42-9c30-43a8-ba47-62c1644810d0');
    const reviews = page.getByRole('region', { name: 'Ratings and reviews' });
    await expect(reviews).toContainText(/3\.2\s*out of 5/);
    const distribution = reviews.getByRole('list', { name: 'Rating distribution' });
    await expectBuckets(distribution, [
      ['5 Excellent', '33%'],
      ['4 Very Good', '17%'],
      ['3 Average', '17%'],
      ['2 Poor', '0%'],
      ['1 Very Bad', '33%'],
    ]);
    const list = reviews.getByRole('list', { name: 'Reviews' }).getByRole('listitem');
    await expect(list).toHaveCount(6);
    const card = reviews.getByRole('article', { name: 'Review by Jyotsana Shah' }).first();
    await expect(card).toContainText('Visionary Virtuoso');
    await expect(card.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    await expect(card).toContainText('Happy with it');
  });

  test('ratings of 5, 4 and 3 read 33% each (each rounded on its own: 99% in all), 0% for 2 and 1, average 4.0', async ({
    page,
    request,
  }) => {
    const detail = (await allProducts(request)).find(
      (d) =>
        d.NoOfRatings === 3 &&
        d.reviews
          .map((r) => r.ratings)
          .sort()
          .join(',') === '3,4,5',
    );
    expect(detail, 'a product rated exactly 5, 4 and 3').toBeDefined();
    await page.goto(productPath(detail!));
    const reviews = page.getByRole('region', { name: 'Ratings and reviews' });
    await expect(reviews).toContainText(/4\.0\s*out of 5/);
    const distribution = reviews.getByRole('list', { name: 'Rating distribution' });
    await expect(distribution.getByRole('listitem')).toHaveCount(5);
    await expectBuckets(distribution, [
      ['5 Excellent', '33%'],
      ['4 Very Good', '33%'],
      ['3 Average', '33%'],
      ['2 Poor', '0%'],
      ['1 Very Bad', '0%'],
    ]);
  });

  test('a reviewer\'s badge, earned by their reviews, reads title-cased with spaces ("The Beauty Barrister")', async ({
    page,
    request,
  }) => {
    const products = await allProducts(request);
    const badged = products.find((d) => d.reviews.some((r) => r.reviewer.badge === 'THE_BEAUTY_BARRISTER'));
    expect(badged, 'a product reviewed by a The Beauty Barrister reviewer').toBeDefined();
    const reviewer = badged!.reviews.find((r) => r.reviewer.badge === 'THE_BEAUTY_BARRISTER')!.reviewer;
    await page.goto(productPath(badged!));
    await expect(page.getByRole('article', { name: `Review by ${reviewer.fullname}` }).first()).toContainText(
      'The Beauty Barrister',
    );
  });

  test('the size chart opens from the sizes and closes again', async ({ page }) => {
    // A seeded shirt in letter sizes, XS to XXL.
    await page.goto('/stores/10bcd454-3ee3-4d67-8732-e74a7b67d334/products/01ca1582-5f89-47c7-bf48-10948bee641a');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Festive Silk Shirt');
    const open = page.getByRole('button', { name: 'Size chart' });
    await open.click();
    const chart = page.getByRole('dialog', { name: 'Size chart' });
    await expect(chart.getByRole('columnheader', { name: 'Chest (cm)' })).toBeVisible();
    await expect(chart.getByRole('rowheader', { name: /^XS\b/ })).toBeVisible();
    await chart.getByRole('button', { name: 'Close' }).click();
    await expect(chart).toBeHidden();
    await expect(open).toBeFocused();
    await open.click();
    await expect(chart).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(chart).toBeHidden();
  });

  test('wishlist and save ask a visitor to log in', async ({ page, request }) => {
    const [detail] = await allProducts(request);
    await page.goto(productPath(detail!));
    await page.getByRole('button', { name: 'Add to wishlist' }).click();
    await expect(toast(page, 'Log in to continue')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to wishlist' })).toBeVisible();
    // The same message again replaces the one showing (a fresh toast, announced again) rather than stacking.
    const firstToast = page.locator('[data-toast]', { hasText: 'Log in to continue' });
    const firstId = await firstToast.getAttribute('data-toast');
    await page.getByRole('button', { name: 'Save product' }).click();
    await expect(firstToast).toHaveCount(1);
    await expect(firstToast).not.toHaveAttribute('data-toast', firstId!);
  });

  test('signed in: the wishlist toggle adds and removes the variant, and survives a reload', async ({
    page,
    request,
    shopper,
  }) => {
    const auth = { Authorization: `Bearer ${shopper.accessToken}` };
    const checked = page.waitForResponse((r) => r.url().includes('/wishlist/check'));
    await page.goto(SHORTS.path);
    await checked;
    // The page opens on the first variant in stock: Brown, 28.
    const variantId = SHORTS.firstVariantId;
    const isWishlisted = async () =>
      (
        (await (
          await request.get(`/api/v1/wishlist/check?productId=${SHORTS.id}&varientId=${variantId}`, {
            headers: auth,
          })
        ).json()) as Envelope<boolean>
      ).data;

    // Each tap is an entry of the bag's outbox, sent once under its own Idempotency-Key.
    const keys: (string | undefined)[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/v1/wishlist') && ['POST', 'DELETE'].includes(r.method()))
        keys.push(r.headers()['idempotency-key']);
    });
    await page.getByRole('button', { name: 'Add to wishlist' }).click();
    await expect(page.getByRole('button', { name: 'Remove from wishlist' })).toBeVisible();
    expect(await isWishlisted()).toBe(true);

    const again = page.waitForResponse((r) => r.url().includes('/wishlist/check'));
    await page.reload();
    await again;
    await expect(page.getByRole('button', { name: 'Remove from wishlist' })).toBeVisible();
    await page.getByRole('button', { name: 'Remove from wishlist' }).click();
    await expect(page.getByRole('button', { name: 'Add to wishlist' })).toBeVisible();
    expect(await isWishlisted()).toBe(false);
    expect(keys).toHaveLength(2);
    expect(keys.every((key) => typeof key === 'string' && key.length >= 16)).toBe(true);
    expect(new Set(keys).size).toBe(2);
  });

  test('signed in: a wishlist add that answers after another colour was chosen does not mark the new variant', async ({
    page,
    shopper: _signedIn,
  }) => {
    const colour = SHORTS.colour;
    const checked = page.waitForResponse((r) => r.url().includes('/wishlist/check'));
    await page.goto(SHORTS.path);
    await checked;
    // The add is slow: it is held until the shopper has moved to another colour.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const adds: string[] = [];
    await page.route('**/api/v1/wishlist', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      adds.push((route.request().postDataJSON() as { varientId: string }).varientId);
      if (adds.length === 1) await held;
      await route.fulfill({ response: await route.fetch() });
    });
    await page.getByRole('button', { name: 'Add to wishlist' }).click();
    await expect.poll(() => adds.length).toBe(1);
    await page.getByRole('button', { name: colour, exact: true }).click();
    await expect(page.getByRole('button', { name: colour, exact: true })).toHaveAttribute('aria-pressed', 'true');
    const lateAnswer = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/v1/wishlist' && r.request().method() === 'POST',
    );
    release();
    await lateAnswer;
    // The late answer is taken once its toast shows. It must leave the new colour's heart alone: had it marked
    // the new variant, the heart would read "Remove from wishlist" and never offer the add. One tap adds it.
    await expect(toast(page, 'Added to wishlist')).toBeVisible();
    await page.getByRole('button', { name: 'Add to wishlist' }).click();
    await expect.poll(() => adds.length).toBe(2);
    expect(adds[1]).toBe(SHORTS.nextVariantId);
    expect(adds[0]).toBe(SHORTS.firstVariantId);
    await expect(page.getByRole('button', { name: 'Remove from wishlist' })).toBeVisible();
  });

  test('at 375px the images swipe and the sticky bar adds to the bag', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(SHORTS.path);
    const track = page.getByRole('group', { name: 'Vintage Cotton Shorts: images' });
    await expect(track).toBeVisible();
    // Dots jump to an image, and follow a swipe back.
    const dots = page.getByRole('button', { name: /^Show image \d+ of \d+$/ });
    expect(await dots.count()).toBeGreaterThan(1);
    await dots.nth(1).click();
    await expect(dots.nth(1)).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await track.evaluate((el) => el.scrollTo({ left: 0 }));
    await expect(dots.nth(0)).toHaveAttribute('aria-pressed', 'true');
    const add = page.getByRole('button', { name: 'Add To Bag' });
    await expect(add).toHaveCount(1);
    // The bar stays on screen while the shopper scrolls.
    await page.getByRole('heading', { name: 'Ratings and reviews' }).scrollIntoViewIfNeeded();
    await expect(add).toBeInViewport();
    await add.click();
    await expect(toast(page, 'Product added to bag')).toBeVisible();
    await expect(bagButton(page)).toHaveAccessibleName('Bag, 1 item');
    await closeCartDrawer(page);
  });

  test('axe finds no serious or critical issues on the product page, with the size chart open too', async ({
    page,
  }) => {
    // A seeded kids' frock, rated, in age sizes 0-6M to 3-4Y (the kids' chart).
    await page.goto('/stores/dbbda6d1-914d-456a-a092-4cb0d674631c/products/0105fc19-4a27-43a9-bace-a888e6e4dd1c');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Breezy Cotton Frock');
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Size chart' }).click();
    await expect(page.getByRole('dialog', { name: 'Size chart' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: 'with the size chart open' });
  });
});
