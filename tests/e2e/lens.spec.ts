/**
 * Lens as a shopper uses it: Video Lens shows only the video posts; a video plays only while its post is on
 * screen (and not while the tab is hidden) and no video is asked for before its post reaches the screen; Add to
 * bag on a one-option product puts it in the bag and opens My Cart, on a product of several options opens its
 * quick view first; no serious accessibility issues on a phone or a desktop.
 */
import { expect, test, type Page } from '@playwright/test';
import type { LensPost } from '../../src/lib/api/lens.ts';
import { read } from './catalog.ts';
import { cartDrawer } from './bag.ts';
import { expectNoSeriousA11yViolationsAtBothWidths } from './axe.ts';
import { PHONE } from './phone.ts';

const feed = (page: Page) => page.getByRole('region', { name: /^Lens posts/ });
const post = (page: Page, index: number) => feed(page).locator(`article[data-index="${index}"]`);
/** A post by its id, wherever it is in the feed (other tests post on Lens while these run). */
const postById = (page: Page, id: string) =>
  feed(page)
    .locator('article')
    .filter({ has: page.locator(`[data-post-id="${id}"]`) });
/** The live feed has answered: the posts on screen are the API's. */
const liveFeedRead = (page: Page) => expect(page.getByRole('tabpanel')).not.toHaveAttribute('aria-busy', 'true');

/** The video element of a post: is it paused, and has it been given an address yet? */
const videoState = (page: Page, index: number) =>
  post(page, index)
    .locator('video')
    .evaluate((video: HTMLVideoElement) => ({
      paused: video.paused,
      src: video.getAttribute('src'),
      preload: video.preload,
    }));

async function lensPosts(page: Page): Promise<LensPost[]> {
  return read<LensPost[]>(page.request, 'userpost/getAll');
}

/** A seeded Lens post (server/seed, fixed seed) and its product. */
type SeededPost = { id: string; title?: string; productId: string; sellerId: string; productName: string };
/** Its product comes in one option (Black, One Size), in stock. */
const WATCH_POST: SeededPost = {
  id: 'lens-039',
  productId: '486a7707-968c-458f-844c-9f5518608007',
  sellerId: '22987121-2565-4ec1-abe4-438e86e3f75d',
  productName: 'Relaxed Leather Analog Watch',
};
/** Its product comes in three shades, two of them in stock. */
const LIPSTICK_POST: SeededPost = {
  id: 'lens-030',
  productId: '547bbe53-263d-4a88-a841-5e3f713761e4',
  sellerId: '92d3390f-2e63-4a87-ae0b-5a3fdab7a0d9',
  productName: 'Festive Matte Lipstick',
};
const PANTS_POST: SeededPost = {
  id: 'lens-000',
  title: 'Weekend look sorted #ootd',
  productId: 'f4ba9049-50f9-4e2e-b0f5-fb9c8c9ca1eb',
  sellerId: 'f5bd07d8-0fda-46b4-89b9-005baebdf6ba',
  productName: 'Heritage Crepe Pants',
};

test('Video Lens shows only the video posts, in the feed order', async ({ page }) => {
  const videos = (await lensPosts(page)).filter((p) => p.videoUrls.length > 0);
  expect(videos.length).toBeGreaterThan(1);
  await page.goto('/lens');
  await expect(page.getByRole('tab', { name: 'All Lens' })).toHaveAttribute('aria-selected', 'true');
  await expect(post(page, 0)).toBeVisible();
  await page.getByRole('tab', { name: 'Video Lens' }).click();
  await expect(page.getByRole('tab', { name: 'Video Lens' })).toHaveAttribute('aria-selected', 'true');
  await expect(feed(page).getByRole('article')).toHaveCount(videos.length);
  await expect(feed(page).locator('article video')).toHaveCount(videos.length);
  const labels = await feed(page)
    .getByRole('article')
    .evaluateAll((articles) => articles.map((a) => a.getAttribute('aria-label')));
  expect(labels).toEqual(videos.map((p, i) => `Post ${i + 1} of ${videos.length}: ${p.postTitle}`));
  // The author's name links to their profile.
  await expect(post(page, 0).getByRole('link', { name: new RegExp(`^${videos[0]!.author.name}`) })).toHaveAttribute(
    'href',
    `/user/${videos[0]!.UserId}`,
  );
  // The choice is in the address, so a reload keeps it.
  await expect(page).toHaveURL(/\/lens\?tab=video$/);
});

test('a video plays only while its post is on screen, and loads nothing before it gets there', async ({ page }) => {
  const videos = (await lensPosts(page)).filter((p) => p.videoUrls.length > 0);
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/\.(webm|mp4)(\?|$)/.test(new URL(request.url()).pathname)) asked.push(new URL(request.url()).pathname);
  });
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/lens?tab=video');
  /** Every video asked for so far is one of these posts' (and at least one was). */
  const askedOnlyFor = (shown: LensPost[]) => {
    expect(asked.length).toBeGreaterThan(0);
    for (const path of asked)
      expect(
        shown.some((p) => path.endsWith(`/${p.videoUrls[0]}`)),
        `${path} asked for too early`,
      ).toBe(true);
  };

  // The first post is on screen: it plays, muted; the next only may read metadata, and neither it nor any
  // later post has an address yet.
  await expect.poll(async () => (await videoState(page, 0)).paused).toBe(false);
  expect(
    await post(page, 0)
      .locator('video')
      .evaluate((v: HTMLVideoElement) => v.muted),
  ).toBe(true);
  expect(await videoState(page, 1)).toMatchObject({ src: null, preload: 'metadata' });
  for (let i = 2; i < videos.length; i++)
    expect(await videoState(page, i)).toMatchObject({ src: null, preload: 'none' });
  askedOnlyFor(videos.slice(0, 1));

  // ArrowDown moves one post: the second plays, the first pauses.
  await feed(page).focus();
  await page.keyboard.press('ArrowDown');
  await expect.poll(async () => (await videoState(page, 1)).paused).toBe(false);
  await expect.poll(async () => (await videoState(page, 0)).paused).toBe(true);
  askedOnlyFor(videos.slice(0, 2));
  for (let i = 3; i < videos.length; i++) expect((await videoState(page, i)).src).toBeNull();

  // Tap to unmute: a real button, named for what it does.
  await post(page, 1).getByRole('button', { name: 'Unmute video' }).click();
  await expect(post(page, 1).getByRole('button', { name: 'Mute video' })).toBeVisible();
  expect(
    await post(page, 1)
      .locator('video')
      .evaluate((v: HTMLVideoElement) => v.muted),
  ).toBe(false);

  // Page Up goes back: the first plays again and the second pauses.
  await feed(page).focus();
  await page.keyboard.press('PageUp');
  await expect.poll(async () => (await videoState(page, 0)).paused).toBe(false);
  await expect.poll(async () => (await videoState(page, 1)).paused).toBe(true);

  // A hidden tab pauses the video on screen; back in view, it plays again.
  const setVisibility = (state: 'hidden' | 'visible') =>
    page.evaluate((value) => {
      Object.defineProperty(document, 'visibilityState', { value, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    }, state);
  await setVisibility('hidden');
  await expect.poll(async () => (await videoState(page, 0)).paused).toBe(true);
  await setVisibility('visible');
  await expect.poll(async () => (await videoState(page, 0)).paused).toBe(false);
});

test('Add to bag on a one-option product puts it in the bag and opens My Cart', async ({ page }) => {
  const chosen = WATCH_POST;
  await page.goto('/lens');
  await liveFeedRead(page);
  const card = postById(page, chosen.id).getByRole('region', { name: `Product: ${chosen.productName}` });
  await expect(card.getByRole('link', { name: 'View Full Details' })).toHaveAttribute(
    'href',
    `/stores/${chosen.sellerId}/products/${chosen.productId}`,
  );
  await card.getByRole('button', { name: 'Add to bag', exact: true }).click();
  await expect(cartDrawer(page)).toBeVisible();
  await expect(cartDrawer(page).getByText(chosen.productName).first()).toBeVisible();
  await expect(page.getByRole('dialog', { name: chosen.productName })).toHaveCount(0);
});

test('Add to bag on a product of several options opens its quick view, and Add To Bag there puts it in the bag', async ({
  page,
}) => {
  const chosen = LIPSTICK_POST;
  await page.goto('/lens');
  await liveFeedRead(page);
  const feedPost = postById(page, chosen.id);
  await feedPost.scrollIntoViewIfNeeded();
  await feedPost
    .getByRole('region', { name: `Product: ${chosen.productName}` })
    .getByRole('button', { name: 'Add to bag', exact: true })
    .click();
  const quickView = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Add To Bag' }) });
  await expect(quickView.getByRole('heading', { name: chosen.productName })).toBeVisible();
  await quickView.getByRole('button', { name: 'Add To Bag' }).click();
  await expect(cartDrawer(page)).toBeVisible();
  await expect(cartDrawer(page).getByText(chosen.productName).first()).toBeVisible();
});

test('the page arrives with the feed in its HTML, and the live feed replaces it', async ({ page }) => {
  const posts = await lensPosts(page);
  const html = await (await page.request.get('/lens')).text();
  // The build's first posts (posts made since come with the live feed).
  expect(posts.some((p) => html.includes(p.product.productName))).toBe(true);
  await page.route('**/api/v1/userpost/getAll', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.data[0].postTitle = 'Fresh from the live feed';
    await route.fulfill({ response, json: body });
  });
  await page.goto('/lens');
  await expect(post(page, 0).getByText('Fresh from the live feed')).toBeVisible();
});

test('a failed live read keeps the feed the page was built with, and says nothing', async ({ page }) => {
  // The build's first post, as its HTML names it (posts made since are only in the live feed).
  const html = await (await page.request.get('/lens')).text();
  const builtFirst = /aria-label="Post 1 of \d+: ([^"]*)"/
    .exec(html)![1]!
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"');
  await page.route('**/api/v1/userpost/getAll', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Server error' }) }),
  );
  await page.goto('/lens');
  // The feed is busy until the live read has answered (here, failed).
  await expect(page.getByRole('tabpanel')).toHaveAttribute('aria-busy', 'false');
  await expect(post(page, 0)).toHaveAttribute(
    'aria-label',
    new RegExp(`: ${builtFirst.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
  );
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expect(page.getByText('Failed to load Lens posts.')).toHaveCount(0);
});

test('before the island hydrates, Video Lens is a link that loads the video tab', async ({ browser }) => {
  // No scripts at all: the state of a tap that lands before hydration.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/lens');
  await page.getByRole('tab', { name: 'Video Lens' }).click();
  await expect(page).toHaveURL(/\/lens\?tab=video$/);
  await context.close();
});

test('no serious accessibility issues on Lens at 375 and 1280px', async ({ page }) => {
  await page.setViewportSize(PHONE.viewport);
  await page.goto('/lens');
  await expect(post(page, 0)).toBeVisible();
  await expect(post(page, 0).getByRole('link', { name: 'View Full Details' })).toBeVisible();
  await expectNoSeriousA11yViolationsAtBothWidths(page, 'on Lens');
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('an opened post has its own address: a reload opens it again, Back closes it, and a shared link opens it', async ({
    page,
    browser,
  }) => {
    const target = { ...PANTS_POST, postTitle: PANTS_POST.title! };
    const address = new RegExp(`/lens\\?post=${encodeURIComponent(target.id)}$`);
    await page.goto('/lens');
    // Other tests post on Lens meanwhile: wait for the live feed, then find the post by its id, not its place.
    await expect(page.getByRole('tabpanel')).not.toHaveAttribute('aria-busy', 'true');
    const article = feed(page)
      .locator('article')
      .filter({ has: page.locator(`[data-post-id="${target.id}"]`) });
    await article.getByRole('button', { name: `Open post: ${target.postTitle}` }).tap();
    const opened = page.getByRole('dialog', { name: target.postTitle });
    await expect(opened).toBeVisible();
    await expect(opened.getByRole('region', { name: `Product: ${target.productName}` })).toBeVisible();
    await expect(page).toHaveURL(address);

    // Reload: the same post, open.
    await page.reload();
    await expect(opened).toBeVisible();
    await expect(opened.getByRole('region', { name: `Product: ${target.productName}` })).toBeVisible();
    await expect(page).toHaveURL(address);

    // Back closes it and leaves the feed, at its own address.
    await page.goBack();
    await expect(opened).toBeHidden();
    await expect(page).toHaveURL(/\/lens$/);
    await expect(feed(page)).toBeVisible();

    // A shared link opens the post in a fresh tab; Close takes the post's address away, the feed stays.
    const shared = await (await browser.newContext(PHONE)).newPage();
    await shared.goto(`/lens?post=${encodeURIComponent(target.id)}`);
    const sharedPost = shared.getByRole('dialog', { name: target.postTitle });
    await expect(sharedPost).toBeVisible();
    await sharedPost.getByRole('button', { name: 'Close' }).tap();
    await expect(sharedPost).toBeHidden();
    await expect(shared).toHaveURL(/\/lens$/);
    await expect(feed(shared)).toBeVisible();
    await shared.context().close();
  });
});
