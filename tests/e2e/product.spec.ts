/**
 * Quick view (from any card) and the full product page, acted out as a shopper: roles and visible text.
 * Expected values come from the running API and the app's own rules, never from copied output.
 */
import { expectNoSeriousA11yViolations } from './axe.ts';
import { signIn, newShopper } from './session.ts';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { allProducts, productPath } from './catalog.ts';
import type { Envelope, HomeSections, ProductDetail } from '../../src/lib/api/types.ts';
import { colorsOf, initialSelection, selectColor, variantOptions } from '../../src/lib/rules/variants.ts';
import { formatRupees } from '../../src/lib/rules/price.ts';
import { formatAverage, ratingBuckets } from '../../src/lib/rules/reviews.ts';
import { badgeLabel } from '../../src/lib/rules/text.ts';
import { sizeChartFor } from '../../src/lib/rules/size-chart.ts';
import { orderSizes } from '../../src/lib/rules/sizes.ts';
import { bagButton, closeCartDrawer } from './bag.ts';

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

/** A product whose second colour, chosen by the selection rules, is in stock. */
function withSecondColourInStock(products: ProductDetail[]) {
  for (const detail of products) {
    const options = variantOptions(detail.product, detail.varient);
    const first = initialSelection(options);
    const colours = colorsOf(options);
    if (!first || first.stock <= 0 || colours.length < 2) continue;
    const colour = colours.find((c) => c !== first.color)!;
    const next = selectColor(options, first, colour);
    if (next.stock > 0) return { detail, colour, next };
  }
  throw new Error('no product with a second colour in stock');
}

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
  test('opens the product from a home card; colour, stepper and Add To Bag follow the rules', async ({
    page,
    request,
  }) => {
    const { detail, colour, next } = withSecondColourInStock(await homeProducts(request));
    await page.goto('/');
    await expect(bagButton(page)).toHaveAccessibleName('Bag, 0 items');
    const dialog = await openQuickView(page, detail.product.productName);
    await expect(dialog.getByRole('link', { name: detail.storeName })).toHaveAttribute(
      'href',
      `/stores/${detail.product.SellerUserId}`,
    );

    // Choosing a colour takes that variant's price and id (kept size or the last size, quantity back to 1).
    await dialog.getByRole('button', { name: colour, exact: true }).click();
    await expect(dialog.getByRole('button', { name: colour, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(dialog.getByText(`Colour: ${colour}`)).toBeVisible();
    await expect(dialog.locator('[data-live-price]')).toContainText(formatRupees(next.sellingPrice));
    await expect(dialog.getByRole('link', { name: 'View full details' })).toHaveAttribute(
      'href',
      `${productPath(detail)}?variant=${next.variantId}`,
    );
    if (next.size)
      await expect(dialog.getByRole('button', { name: next.size, exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );

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
    const lines = await page.evaluate(() => JSON.parse(localStorage.getItem('vastra:bag') ?? '[]'));
    expect(lines).toMatchObject([
      { productId: detail.product.id, variantId: next.variantId, color: colour, quantity: 2 },
    ]);
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
    request,
  }) => {
    const { detail, colour } = withSecondColourInStock(await homeProducts(request));
    await page.goto('/');
    const button = quickViewButton(page, detail.product.productName);
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
    const dialog = page.getByRole('dialog', { name: detail.product.productName });
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
    await tabTo(dialog.getByRole('button', { name: colour, exact: true }));
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('button', { name: colour, exact: true })).toHaveAttribute('aria-pressed', 'true');
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
  }) => {
    const tokens = await newShopper(request, 'product');
    const [detail] = await homeProducts(request);
    await page.goto('/');
    await signIn(page, tokens);
    await page.reload();
    const dialog = await openQuickView(page, detail!.product.productName);
    await dialog.getByRole('button', { name: 'DropTrack' }).click();
    await expect(dialog.getByText('Tracking price drops for this product')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'DropTrack' })).toHaveCount(0);
    const check = await request.get(`/api/v1/droptrack/check/${detail!.product.id}`, {
      headers: { Authorization: `Bearer ${tokens.accessToken}` },
    });
    expect(((await check.json()) as Envelope<boolean>).data).toBe(true);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    const again = await openQuickView(page, detail!.product.productName);
    await expect(again.getByText('Tracking price drops for this product')).toBeVisible();
    await expect(again.getByRole('button', { name: 'DropTrack' })).toHaveCount(0);
  });

  test('axe finds no serious or critical issues with the quick view open', async ({ page, request }) => {
    const [detail] = await homeProducts(request);
    await page.goto('/');
    await openQuickView(page, detail!.product.productName);
    await expectNoSeriousA11yViolations(page, { label: 'with the quick view open' });
  });
});

test.describe('product page', () => {
  test('?variant= opens that variant with its colour and size pressed', async ({ page, request }) => {
    const { detail, colour, next } = withSecondColourInStock(await allProducts(request));
    await page.goto(`${productPath(detail)}?variant=${next.variantId}`);
    const buyBox = page.locator('[data-buy-box]');
    await expect(buyBox.getByRole('button', { name: colour, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(buyBox.getByText(`Colour: ${colour}`)).toBeVisible();
    if (next.size)
      await expect(buyBox.getByRole('button', { name: next.size, exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    await expect(buyBox).toContainText(formatRupees(next.sellingPrice));
  });

  test('reviews show the average, the buckets as percentages, and each reviewer', async ({ page, request }) => {
    const detail = (await allProducts(request)).find((d) => d.NoOfRatings >= 3)!;
    expect(detail.reviews.length).toBeGreaterThan(0);
    await page.goto(productPath(detail));
    const reviews = page.getByRole('region', { name: 'Ratings and reviews' });
    await expect(reviews).toContainText(
      new RegExp(`${formatAverage(detail.avgRatings).replace('.', '\\.')}\\s*out of 5`),
    );
    const distribution = reviews.getByRole('list', { name: 'Rating distribution' });
    for (const bucket of ratingBuckets(
      detail.reviews.map((r) => r.ratings),
      detail.NoOfRatings,
    )) {
      await expect(
        distribution.getByRole('listitem').filter({ hasText: `${bucket.stars} ${bucket.label}` }),
      ).toContainText(`${bucket.percent}%`);
    }
    const list = reviews.getByRole('list', { name: 'Reviews' }).getByRole('listitem');
    await expect(list).toHaveCount(detail.reviews.length);
    const first = detail.reviews[0]!;
    const card = reviews.getByRole('article', { name: `Review by ${first.reviewer.fullname}` }).first();
    await expect(card).toContainText(badgeLabel(first.reviewer.badge));
    await expect(card.getByRole('img', { name: `Rated ${first.ratings} out of 5` })).toBeVisible();
    await expect(card).toContainText(first.postTitle);
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
    for (const [bucket, percent] of [
      ['5 Excellent', '33%'],
      ['4 Very Good', '33%'],
      ['3 Average', '33%'],
      ['2 Poor', '0%'],
      ['1 Very Bad', '0%'],
    ] as const) {
      await expect(distribution.getByRole('listitem').filter({ hasText: bucket })).toContainText(
        new RegExp(`(^|\\D)${percent}`),
      );
    }
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

  test('the size chart opens from the sizes and closes again', async ({ page, request }) => {
    const detail = (await allProducts(request)).find(
      (d) =>
        d.varient.length > 1 &&
        sizeChartFor(orderSizes(d.varient.map((v) => v.VarientSize)), d.product.categoryId)?.id === 'letter',
    )!;
    await page.goto(productPath(detail));
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
  }) => {
    const tokens = await newShopper(request, 'product');
    const { detail } = withSecondColourInStock(await allProducts(request));
    const auth = { Authorization: `Bearer ${tokens.accessToken}` };
    await page.goto(productPath(detail));
    await signIn(page, tokens);
    const checked = page.waitForResponse((r) => r.url().includes('/wishlist/check'));
    await page.reload();
    await checked;
    const variantId =
      new URL(page.url()).searchParams.get('variant') ??
      initialSelection(variantOptions(detail.product, detail.varient))!.variantId;
    const isWishlisted = async () =>
      (
        (await (
          await request.get(`/api/v1/wishlist/check?productId=${detail.product.id}&varientId=${variantId}`, {
            headers: auth,
          })
        ).json()) as Envelope<boolean>
      ).data;

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
  });

  test('signed in: a wishlist add that answers after another colour was chosen does not mark the new variant', async ({
    page,
    request,
  }) => {
    const tokens = await newShopper(request, 'race');
    const { detail, colour, next } = withSecondColourInStock(await allProducts(request));
    await page.goto(productPath(detail));
    await signIn(page, tokens);
    const checked = page.waitForResponse((r) => r.url().includes('/wishlist/check'));
    await page.reload();
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
    // The late answer must leave the new colour's heart alone. Tap it until the tap is taken (taps while the
    // first add is still busy are ignored): it adds the new variant. Had the late answer marked the new variant,
    // the heart would read "Remove from wishlist" and never offer the add.
    await expect(async () => {
      await page.getByRole('button', { name: 'Add to wishlist' }).click({ timeout: 1_000 });
      await expect.poll(() => adds.length, { timeout: 1_000 }).toBe(2);
    }).toPass({ timeout: 10_000 });
    expect(adds[1]).toBe(next.variantId);
    expect(adds[0]).not.toBe(next.variantId);
    await expect(page.getByRole('button', { name: 'Remove from wishlist' })).toBeVisible();
  });

  test('at 375px the images swipe and the sticky bar adds to the bag', async ({ page, request }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const { detail } = withSecondColourInStock(await allProducts(request));
    await page.goto(productPath(detail));
    const track = page.getByRole('group', { name: `${detail.product.productName}: images` });
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
    request,
  }) => {
    const detail = (await allProducts(request)).find(
      (d) => d.NoOfRatings > 0 && sizeChartFor(orderSizes(d.varient.map((v) => v.VarientSize)), d.product.categoryId),
    )!;
    await page.goto(productPath(detail));
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Size chart' }).click();
    await expect(page.getByRole('dialog', { name: 'Size chart' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: 'with the size chart open' });
  });
});
