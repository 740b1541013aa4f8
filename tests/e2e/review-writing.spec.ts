/**
 * A shopper reviews what was delivered, at 375 px with taps: the form says what is missing and keeps
 * what was typed, a reload keeps the draft, a photo uploads, the review is live on the product page, the
 * milestone card names the earned badge, and another shopper's "Helpful" counts once.
 */
import type { Page } from '@playwright/test';
import { expect, test, type Shopper } from './fixtures.ts';
import sharp from 'sharp';
import { signIn, signInOnLoad, newShopper } from './session.ts';
import { addAddress, deliver, placeOrder, pricedVariant } from './shopper-data.ts';
import { PHONE } from './phone.ts';
import { lookAt } from './screens.ts';

test.use(PHONE);

const png = (colour: string) =>
  sharp({ create: { width: 48, height: 48, channels: 3, background: colour } })
    .png()
    .toBuffer();

async function openForm(page: Page, orderId: string) {
  await page.goto(`/my-orders/${orderId}`);
  await page.getByRole('button', { name: /Rate this product/ }).tap();
  const form = page.getByRole('dialog', { name: 'Rate this product' });
  await expect(form.getByRole('button', { name: 'Post review' })).toBeEnabled();
  return form;
}

/** The reviews read live once the shopper scrolls to them: a prebuilt page holds the build's reviews until then. */
async function scrollToReviews(page: Page) {
  await page.getByRole('region', { name: 'Ratings and reviews' }).scrollIntoViewIfNeeded();
}

test('a delivered product is reviewed with a photo, kept as a draft across a reload, shown on the product page and liked once', async ({
  page,
  request,
  browser,
  shopper,
}) => {
  test.slow();
  const item = await pricedVariant(request);
  const orderId = await placeOrder(request, shopper, await addAddress(request, shopper), { item });
  await deliver(request, orderId);

  let form = await openForm(page, orderId);
  // Nothing chosen: each field says what it needs, and nothing is sent.
  await form.getByRole('button', { name: 'Post review' }).tap();
  await expect(form.getByText('Choose 1 to 5 stars')).toBeVisible();
  await expect(form.getByText('Write a title of 3 to 80 characters')).toBeVisible();

  await form.getByLabel('4 stars: Very Good').check();
  await form.getByLabel('Title').fill('Soft cotton, true to size');
  await expect(form.getByText('25 / 80')).toBeVisible();
  await form.getByLabel('Your review').fill('Washed twice and the colour held. The fit matches the size chart.');

  // A reload keeps the draft.
  await page.reload();
  form = await openForm(page, orderId);
  await expect(form.getByLabel('Title')).toHaveValue('Soft cotton, true to size');
  await expect(form.getByLabel('4 stars: Very Good')).toBeChecked();

  await form
    .getByLabel('Add pictures')
    .setInputFiles({ name: 'kurta.png', mimeType: 'image/png', buffer: await png('#0f766e') });
  await expect(form.getByText('Uploaded')).toBeVisible();
  await lookAt(page, 'review-form-375');
  await form.getByRole('button', { name: 'Post review' }).tap();
  await expect(form.getByText('Thank you! Your review is live.')).toBeVisible();

  // On the product page at once (the live read), marked as a verified purchase, with its photo.
  await form.getByRole('link', { name: 'See it on the product page' }).tap();
  await scrollToReviews(page);
  // Newest first: the shopper's own review is the first with its title (a rerun on the same data adds another).
  const mine = page.getByRole('article').filter({ hasText: 'Soft cotton, true to size' }).first();
  await expect(mine).toBeVisible();
  await expect(mine).toContainText('Verified purchase');
  await expect(mine.getByRole('img', { name: /Photo 1 from/ })).toBeVisible();
  await expect(mine.getByRole('button', { name: 'Helpful · 0' })).toBeVisible();

  // The milestone card names the badge the first review earned, the same one the profile card shows.
  await page.goto('/user/me');
  const milestone = page.getByRole('region', { name: 'Milestone' });
  await expect(milestone).toContainText('Rising Critic');
  await expect(page.getByRole('region', { name: 'Profile' })).toContainText('Rising Critic');
  await expect(milestone).toContainText('points to Trendsetter');

  // Another shopper finds it helpful: the count goes up once, and back down on a second tap.
  const other = await newShopper(request, 'liker');
  const context = await browser.newContext(PHONE);
  const theirs = await context.newPage();
  await signInOnLoad(theirs, other);
  const product = await (await request.get(`/api/v1/product/${item.productId}`)).json();
  const reviewId = product.data.reviews.find(
    (r: { postTitle: string; verified: boolean }) => r.postTitle === 'Soft cotton, true to size',
  ).id as string;
  await theirs.goto(`/stores/${item.sellerId}/products/${item.productId}`);
  await scrollToReviews(theirs);
  const review = theirs.getByRole('article').filter({ hasText: 'Soft cotton, true to size' }).first();
  await review.getByRole('button', { name: 'Helpful · 0' }).tap();
  await expect(review.getByRole('button', { name: 'Helpful · 1' })).toHaveAttribute('aria-pressed', 'true');
  await theirs.reload();
  await scrollToReviews(theirs);
  await expect(review.getByRole('button', { name: 'Helpful · 1' })).toHaveAttribute('aria-pressed', 'true');
  const liked = await (await request.get(`/api/v1/product/${item.productId}`)).json();
  expect(liked.data.reviews.find((r: { id: string }) => r.id === reviewId).noOflikes).toBe(1);
  await context.close();
});

test("a review draft is its shopper's: after A logs out, B signed in on the same phone starts blank", async ({
  page,
  request,
  shopper,
}) => {
  const item = await pricedVariant(request);
  const other = await newShopper(request, 'draftb');
  const deliveredTo = async (who: Shopper) => {
    const orderId = await placeOrder(request, who, await addAddress(request, who), { item });
    await deliver(request, orderId);
    return orderId;
  };
  const [mine, theirs] = await Promise.all([deliveredTo(shopper), deliveredTo(other)]);

  let form = await openForm(page, mine);
  await form.getByLabel('4 stars: Very Good').check();
  await form.getByLabel('Title').fill('Only for my own eyes');
  // Kept as A's draft: a reload shows it again.
  await page.reload();
  form = await openForm(page, mine);
  await expect(form.getByLabel('Title')).toHaveValue('Only for my own eyes');
  await page.reload();

  await page.getByRole('button', { name: 'Account menu' }).tap();
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Log-out' }).tap();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Login / Register' })).toBeVisible();
  // Log-out leaves nothing of A's words on the phone.
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain('Only for my own eyes');

  await signIn(page, other);
  form = await openForm(page, theirs);
  await expect(form.getByLabel('Title')).toHaveValue('');
  await expect(form.getByLabel('4 stars: Very Good')).not.toBeChecked();
});

test('a visitor tapping Helpful is asked to log in', async ({ page, request }) => {
  const catalog = await (await request.get('/api/v1/catalog/products?limit=50')).json();
  // Not the product the tests beside it review (pricedVariant): a review written meanwhile would reorder the list.
  const reviewedElsewhere = (await pricedVariant(request)).productId;
  const reviewed = (catalog.data.items as { product: { id: string; SellerUserId: string }; reviews: unknown[] }[]).find(
    (d) => d.reviews.length > 0 && d.product.id !== reviewedElsewhere,
  );
  expect(reviewed, 'a product with reviews').toBeDefined();
  await page.goto(`/stores/${reviewed!.product.SellerUserId}/products/${reviewed!.product.id}`);
  await page
    .getByRole('button', { name: /^Helpful · / })
    .first()
    .tap();
  await expect(page.locator('[data-toaster]').getByText('Log in to continue')).toBeVisible();
});

test('a delivered product is shared on Lens with a caption and a photo, and opens there', async ({
  page,
  request,
  shopper,
}) => {
  const orderId = await placeOrder(request, shopper, await addAddress(request, shopper));
  await deliver(request, orderId);
  // From Lens: Share your look leads to My Orders, whose delivered order offers Share on Lens.
  await page.goto('/lens');
  await page.getByRole('link', { name: 'Share your look' }).tap();
  await expect(page).toHaveURL(/\/my-orders$/);
  await page
    .getByRole('link', { name: /^Share .+ on Lens$/ })
    .first()
    .tap();
  await expect(page).toHaveURL(new RegExp(`/my-orders/${orderId}$`));
  const form = page.getByRole('dialog', { name: 'Share on Lens' });
  await form.getByRole('button', { name: 'Post on Lens' }).tap();
  await expect(form.getByText('Write a caption of 1 to 150 characters')).toBeVisible();
  await expect(form.getByText('Add a photo or a video')).toBeVisible();
  await form.getByLabel('Caption').fill('Festive evening in this one');
  await form
    .getByLabel('Add pictures')
    .setInputFiles({ name: 'look.png', mimeType: 'image/png', buffer: await png('#b45309') });
  await expect(form.getByText('Uploaded')).toBeVisible();
  await form.getByRole('button', { name: 'Post on Lens' }).tap();
  await expect(form.getByText('Your post is on Lens.')).toBeVisible();
  await form.getByRole('link', { name: 'See it on Lens' }).tap();
  await expect(page).toHaveURL(/\/lens\?post=/);
  await expect(page.getByRole('dialog').getByText('Festive evening in this one')).toBeVisible();
});

test('a review is reported with a reason, and stays on the page', async ({ page, request, shopper: _signedIn }) => {
  const catalog = await (await request.get('/api/v1/catalog/products?limit=50')).json();
  const reviewed = (catalog.data.items as { product: { id: string; SellerUserId: string }; reviews: unknown[] }[]).find(
    (d) => d.reviews.length > 0,
  )!;
  await page.goto(`/stores/${reviewed.product.SellerUserId}/products/${reviewed.product.id}`);
  const first = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: /^Report the review by / }) })
    .first();
  const name = await first.getAttribute('aria-label');
  await first.getByRole('button', { name: /^Report the review by / }).tap();
  const dialog = page.getByRole('dialog', { name: 'Report this review' });
  await dialog.getByRole('button', { name: 'Send report' }).tap();
  await expect(dialog.getByText('Choose what is wrong')).toBeVisible();
  await dialog.getByLabel('Not about this product').check();
  await dialog.getByRole('button', { name: 'Send report' }).tap();
  await expect(
    page.locator('[data-toaster]').getByText('Thanks: it stays up until a moderator has looked at it'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('article', { name: name! }).first()).toBeVisible();
});

test('a Lens post is liked once by a shopper, and a visitor is asked to log in', async ({ page, request }) => {
  // Wait for the live feed (other tests post meanwhile), then follow one post by its id wherever it moves.
  const feedRead = async () => {
    await page.goto('/lens');
    await expect(page.getByRole('tabpanel')).not.toHaveAttribute('aria-busy', 'true');
  };
  await feedRead();
  const lens = (await (await request.get('/api/v1/userpost/getAll')).json()).data as {
    id: string;
    noOflikes: number;
  }[];
  const first = page.locator('article[data-index="0"]');
  await first.getByRole('button', { name: /^Like · / }).tap();
  await expect(page.locator('[data-toaster]').getByText('Log in to continue')).toBeVisible();

  const shopper = await newShopper(request, 'lenslike');
  await signIn(page, shopper);
  await feedRead();
  // An older post no other test touches: the last of the feed.
  const target = lens.at(-1)!;
  const post = page.locator('article').filter({ has: page.locator(`[data-post-id="${target.id}"]`) });
  await post.scrollIntoViewIfNeeded();
  await post.getByRole('button', { name: `Like · ${target.noOflikes}` }).tap();
  await expect(post.getByRole('button', { name: `Like · ${target.noOflikes + 1}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await feedRead();
  await post.scrollIntoViewIfNeeded();
  await expect(post.getByRole('button', { name: `Like · ${target.noOflikes + 1}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await post.getByRole('button', { name: `Like · ${target.noOflikes + 1}` }).tap();
  await expect(post.getByRole('button', { name: `Like · ${target.noOflikes}` })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 860 }, isMobile: false, hasTouch: false });

  test('a delivered product is rated from the order page and the review is on the product page', async ({
    page,
    request,
    shopper,
  }) => {
    const item = await pricedVariant(request);
    const orderId = await placeOrder(request, shopper, await addAddress(request, shopper), { item });
    await deliver(request, orderId);
    await page.goto(`/my-orders/${orderId}`);
    await page.getByRole('button', { name: /Rate this product/ }).click();
    const form = page.getByRole('dialog', { name: 'Rate this product' });
    await form.getByLabel('3 stars: Average').check();
    await form.getByLabel('Title').fill('Decent for the price');
    await form.getByLabel('Your review').fill('The strap is comfortable but the clasp feels light.');
    // A refusal (here a second review sent from another tab) keeps what was typed and says why.
    await page.route('**/api/v1/review', (route) =>
      route.fulfill({
        status: 409,
        json: {
          message: 'You have already reviewed this product',
          errors: { productId: ['You have already reviewed this product'] },
        },
      }),
    );
    await form.getByRole('button', { name: 'Post review' }).click();
    await expect(form.getByText('You have already reviewed this product')).toBeVisible();
    await expect(form.getByLabel('Title')).toHaveValue('Decent for the price');
    await page.unroute('**/api/v1/review');
    await form.getByRole('button', { name: 'Post review' }).click();
    await expect(form.getByText('Thank you! Your review is live.')).toBeVisible();
    await page.goto(`/stores/${item.sellerId}/products/${item.productId}`);
    await scrollToReviews(page);
    await expect(page.getByRole('article').filter({ hasText: 'Decent for the price' }).first()).toContainText(
      'Verified purchase',
    );
  });

  test('a delivered product is shared on Lens from the order page, opens there, and its heart counts a like', async ({
    page,
    request,
    shopper,
  }) => {
    const orderId = await placeOrder(request, shopper, await addAddress(request, shopper));
    await deliver(request, orderId);
    await page.goto(`/my-orders/${orderId}`);
    await page.getByRole('button', { name: /Share on Lens/ }).click();
    const form = page.getByRole('dialog', { name: 'Share on Lens' });
    await form.getByLabel('Caption').fill('Office Monday, sorted');
    await form
      .getByLabel('Add pictures')
      .setInputFiles({ name: 'desk.png', mimeType: 'image/png', buffer: await png('#334155') });
    await expect(form.getByText('Uploaded')).toBeVisible();
    await form.getByRole('button', { name: 'Post on Lens' }).click();
    await form.getByRole('link', { name: 'See it on Lens' }).click();
    const opened = page.getByRole('dialog', { name: 'Office Monday, sorted' });
    await expect(opened).toBeVisible();
    await opened.getByRole('button', { name: 'Like · 0' }).click();
    await expect(opened.getByRole('button', { name: 'Like · 1' })).toHaveAttribute('aria-pressed', 'true');
  });
});
