/**
 * Browsing's rough edges: the discount filter is one choice (radio buttons) and the store carousel's slides say
 * what they are at 375 px, and at 1280 px the home
 * page's rows that scroll sideways turn with arrows and lead to "See all", and Exclusive deals leaves no
 * ragged row. Read by roles, visible text and boxes on the built pages.
 */
import type { Locator } from '@playwright/test';
import type { Envelope, StoreDetails, StoreListEntry } from '../../src/lib/api/types.ts';
import { expect, test } from './fixtures.ts';
import { PHONE } from './phone.ts';
import { categoryWithChoices } from './catalog.ts';

test.describe('on a phone', () => {
  test.use(PHONE);

  test('the discount filter is one choice: a second step replaces the first, and "Any discount" clears it', async ({
    page,
    request,
  }) => {
    const { path } = await categoryWithChoices(request);
    await page.goto(path);
    await page.getByRole('button', { name: /^Filters/ }).tap();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    const discount = drawer.getByRole('group', { name: /^Discount/ });
    const steps = discount.getByRole('radio', { name: /% and above/ });
    await expect(discount.getByRole('checkbox')).toHaveCount(0);
    const [first, second] = [steps.nth(0), steps.nth(1)];
    const any = discount.getByRole('radio', { name: 'Any discount' });
    await expect(any).toBeChecked();

    await first.tap();
    await expect(first).toBeChecked();
    await expect(any).not.toBeChecked();
    await second.tap();
    await expect(second).toBeChecked();
    await expect(first).not.toBeChecked();
    const value = await second.getAttribute('value');
    await expect(page).toHaveURL(new RegExp(`[?&]discount=${value}(&|$)`));

    await any.tap();
    await expect(any).toBeChecked();
    await expect(second).not.toBeChecked();
    await expect(page).not.toHaveURL(/discount=/);
  });
});

test.describe('on a phone, the store carousel', () => {
  test.use(PHONE);

  test('the store carousel is no row of blank pictures: the cover names the store, every product slide names its product with Shop now', async ({
    page,
    request,
  }) => {
    const stores = ((await (await request.get('/api/v1/userstore/getAll')).json()) as Envelope<StoreListEntry[]>).data;
    let found: { id: string; front: StoreDetails['storeFront']; slides: string[] } | null = null;
    for (const entry of stores) {
      const { storeFront: front } = (
        (await (await request.get(`/api/v1/userstore/${entry.id}`)).json()) as Envelope<StoreDetails>
      ).data;
      const carousel = front.storeData.find((b) => b.typeData === 'CAROUSEL_BANNER');
      if (carousel?.typeData !== 'CAROUSEL_BANNER') continue;
      // In every store, each slide is the cover or a product the page lists (else it would show bare).
      const listed = front.storeData.flatMap((b) => ('products' in b ? b.products : []));
      for (const [at, slide] of carousel.slides.entries())
        expect(
          slide === front.webBackgroundImage || listed.some((p) => p.productImg.includes(slide)),
          `${front.storeName}: slide ${at + 1} (${slide}) is its cover or a product it lists`,
        ).toBe(true);
      if (!found && carousel.slides[0] === front.webBackgroundImage && carousel.slides.length >= 3)
        found = { id: entry.id, front, slides: carousel.slides };
    }
    expect(found, 'a store whose carousel shows its cover and at least two more pictures').not.toBeNull();
    const { id, front, slides: pictures } = found!;
    // Every picture after the cover is one of the products the store page lists, named on its slide.
    const listed = front.storeData.flatMap((b) => ('products' in b ? b.products : []));
    const products = pictures.slice(1).map((picture) => listed.find((p) => p.productImg.includes(picture)));
    products.forEach((product, at) => expect(product, `slide ${at + 2} is a product the store lists`).toBeDefined());

    await page.goto(`/stores/${id}`);
    const carousel = page.getByRole('region', { name: `${front.storeName} highlights` });
    const slides = carousel.getByRole('group', { name: /^\d+ of \d+$/ });
    await carousel.scrollIntoViewIfNeeded();
    await expect(slides).toHaveCount(pictures.length);
    await expect(slides.first()).toContainText(front.storeName);
    if (front.tagline) await expect(slides.first()).toContainText(front.tagline);
    for (const [at, product] of products.entries()) {
      const slide = slides.nth(at + 1);
      await expect(slide).toContainText(product!.productName);
      await expect(slide.getByRole('link', { name: `Shop now: ${product!.productName}` })).toHaveAttribute(
        'href',
        `/stores/${product!.SellerUserId}/products/${product!.productId}`,
      );
    }
  });
});

test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  /** How many cards sit on each line of a grid, top to bottom. */
  async function perLine(cards: Locator): Promise<number[]> {
    const tops = await cards.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
    const lines = new Map<number, number>();
    for (const top of tops) lines.set(top, (lines.get(top) ?? 0) + 1);
    return [...lines.values()];
  }

  test('the home rows that scroll sideways turn with arrows and have "See all"; Exclusive deals leaves no ragged row', async ({
    page,
  }) => {
    await page.goto('/');
    for (const title of ['Featured brands', 'Shopper favourites', 'Discover stores']) {
      const row = page.getByRole('region', { name: title });
      await expect(row.getByRole('link', { name: `See all: ${title}` })).toHaveAttribute(
        'href',
        '/marketplace#all-stores',
      );
      const stores = row.getByRole('listitem');
      const previous = row.getByRole('button', { name: `Previous: ${title}` });
      const next = row.getByRole('button', { name: `Next: ${title}` });
      await row.scrollIntoViewIfNeeded();
      await expect(next).toBeEnabled();
      await expect(previous).toBeDisabled();
      await expect(stores.first()).toBeInViewport({ ratio: 0.9 });
      await next.click();
      await expect(previous).toBeEnabled();
      await expect(stores.first()).not.toBeInViewport({ ratio: 0.9 });
      await previous.click();
      await expect(stores.first()).toBeInViewport({ ratio: 0.9 });
    }

    const deals = page.getByRole('region', { name: 'Exclusive deals' });
    const cards = deals.getByRole('article');
    expect(await cards.count()).toBeGreaterThan(5);
    const lines = await perLine(cards);
    expect(new Set(lines).size, `cards per line: ${lines.join(', ')}`).toBe(1);
    await expect(deals.getByRole('button', { name: 'Next: Exclusive deals' })).toBeEnabled();

    await page
      .getByRole('region', { name: 'Featured brands' })
      .getByRole('link', { name: 'See all: Featured brands' })
      .click();
    await expect(page).toHaveURL('/marketplace#all-stores');
    await expect(page.getByRole('heading', { level: 2, name: 'All stores' })).toBeInViewport();
  });
});
