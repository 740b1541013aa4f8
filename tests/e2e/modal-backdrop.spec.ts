/**
 * The modal backdrop dims the sticky header, and the browser's own bar above it (the theme colour) with it, at
 * 375 px: the Exchange modal on an order page, opened with the page scrolled (the header stuck, with its
 * backdrop-filter), and kept open through an iOS-like viewport resize. Read from the header's rendered pixels.
 */
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures.ts';
import { PHONE } from './phone.ts';
import { orderNumber } from '../../src/lib/rules/order-number.ts';
import { allProducts } from './catalog.ts';
import { addAddress, deliver, placeOrder, type OrderItem } from './shopper-data.ts';

type Rgb = [number, number, number];
const luminance = ([r, g, b]: Rgb) => 0.2126 * r + 0.7152 * g + 0.0722 * b;

/** The header's background as drawn: the commonest colour in a screenshot of it (text and icons are few pixels). */
async function headerColour(page: Page): Promise<Rgb> {
  const box = (await page.locator('.site-header').boundingBox())!;
  expect(box.y, 'the header is stuck to the top').toBe(0);
  const png = await page.screenshot({
    clip: { x: 0, y: 0, width: box.width, height: box.height },
    animations: 'disabled',
  });
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const counts = new Map<number, number>();
  for (let i = 0; i < data.length; i += info.channels) {
    const key = (data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const [key] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]!;
  return [(key >> 16) & 255, (key >> 8) & 255, key & 255];
}

/** The page's theme colour, the colour a phone's browser paints its bar above the header in. */
async function themeColour(page: Page): Promise<Rgb> {
  const hex = (await page.locator('meta[name="theme-color"]').getAttribute('content'))!;
  expect(hex).toMatch(/^#[0-9a-f]{6}$/i);
  return [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)) as Rgb;
}

function expectClose(actual: Rgb, expected: Rgb, what: string) {
  for (const [at, channel] of actual.entries())
    expect(Math.abs(channel - expected[at]!), `${what}: ${actual} against ${expected}`).toBeLessThanOrEqual(8);
}

/** An in-stock variant whose product has another size of the same colour in stock at no higher price. */
async function sizeExchangeable(request: Parameters<typeof allProducts>[0]): Promise<OrderItem> {
  for (const detail of await allProducts(request))
    for (const v of detail.varient) {
      if (v.VarientQuantity < 3) continue;
      const other = detail.varient.some(
        (o) =>
          o.VarientColor === v.VarientColor &&
          o.VarientSize !== v.VarientSize &&
          o.VarientQuantity >= 1 &&
          o.VarientPrice <= v.VarientPrice,
      );
      if (other) return { productId: detail.product.id, variantId: v.id, sellerId: detail.product.SellerUserId };
    }
  throw new Error('the catalog has no product with two sizes of one colour in stock');
}

test.describe('on a phone', () => {
  test.use(PHONE);

  test('the Exchange modal dims the stuck header and the browser bar above it, through a resize; closing brings both back', async ({
    page,
    request,
    shopper,
  }) => {
    const item = await sizeExchangeable(request);
    const orderId = await placeOrder(request, shopper, await addAddress(request, shopper), { item });
    await deliver(request, orderId);
    await page.goto(`/my-orders/${orderId}`);
    await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber(orderId)}` })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 250));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const bright = await headerColour(page);
    expect(luminance(bright), 'the header is light without a modal').toBeGreaterThan(230);
    expectClose(await themeColour(page), bright, 'the theme colour is the header’s');

    await page.getByRole('button', { name: 'Return order' }).click();
    await page.getByRole('dialog', { name: 'Return order' }).getByRole('button', { name: 'Yes, return' }).click();
    const reasons = page.getByRole('dialog', { name: 'Reason for return' });
    await reasons.getByRole('radio', { name: 'Wrong size' }).check();
    await reasons.getByRole('button', { name: 'Next' }).click();
    const options = page.getByRole('dialog', { name: 'Pictures and what you would like' });
    await options.getByLabel('Add pictures').setInputFiles([
      {
        name: 'label.png',
        mimeType: 'image/png',
        buffer: await sharp({ create: { width: 48, height: 48, channels: 3, background: '#15803d' } })
          .png()
          .toBuffer(),
      },
    ]);
    await expect(options.getByRole('list', { name: 'Your pictures' }).getByRole('listitem')).toContainText('Uploaded');
    await options.getByRole('radio', { name: 'Exchange for another size' }).check();
    await options.getByRole('button', { name: 'Next' }).click();
    const picker = page.getByRole('dialog', { name: 'Exchange for another size' });
    await expect(picker.getByRole('button', { name: 'Place Exchange Order' })).toBeVisible();

    // The backdrop, rgba(28, 27, 31, 0.45) over white: about 153 a channel where the header was 255.
    const dimmed = await headerColour(page);
    expect(luminance(dimmed), `the header under the modal (${dimmed})`).toBeLessThan(luminance(bright) * 0.75);
    expectClose(await themeColour(page), dimmed, 'the browser bar dims with the header');

    // The browser's toolbar folding away or coming back resizes the viewport under the open modal.
    await page.setViewportSize({ width: 375, height: 640 });
    await expect(picker).toBeVisible();
    const resized = await headerColour(page);
    expect(luminance(resized), `the header after a resize (${resized})`).toBeLessThan(luminance(bright) * 0.75);
    expectClose(await themeColour(page), resized, 'the browser bar after a resize');

    // A return under way asks before it is dropped.
    await picker.getByRole('button', { name: 'Close' }).click();
    await picker
      .getByRole('alertdialog', { name: 'Discard this return?' })
      .getByRole('button', { name: 'Discard' })
      .click();
    await expect(picker).toBeHidden();
    expectClose(await headerColour(page), bright, 'the header once the modal is closed');
    expectClose(await themeColour(page), bright, 'the browser bar once the modal is closed');
  });
});
