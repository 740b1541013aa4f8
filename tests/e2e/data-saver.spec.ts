/**
 * Data saver: a browser asking to save data gets smaller image widths (it sends Save-Data: on
 * with every request; the server answers a narrower file under the same address) and Lens plays no video by
 * itself (navigator.connection.saveData) until the shopper taps Play.
 */
import { expect, test, type Page } from '@playwright/test';
import { allProducts, productPath } from './catalog.ts';
import { PHONE } from './phone.ts';

/** The product's main image as drawn: the width its address names and the width of the file that came. */
async function firstImage(page: Page) {
  const image = page.locator('[data-buy-box] img[srcset]').first();
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  return image.evaluate((img: HTMLImageElement) => ({
    asked: Number(/-(\d+)\.webp$/.exec(img.currentSrc)?.[1]),
    came: img.naturalWidth,
  }));
}

test.describe('images', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('with Save-Data: on, a product image comes at most half as wide as the width asked for', async ({
    browser,
    request,
  }) => {
    // Two pages of the same product, one after the other.
    test.slow();
    const [detail] = (await allProducts(request)).filter((d) => d.product.productImgUrls.length > 0);
    const path = productPath(detail!);

    const plain = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await plain.goto(path);
    const normal = await firstImage(plain);
    // The wide layout asks for a large width, and without the header gets it (the file named 640 is drawn
    // up to 640 px wide, narrower for a tall picture).
    expect(normal.asked).toBeGreaterThanOrEqual(640);
    expect(normal.came).toBeGreaterThan(normal.asked / 2);
    await plain.close();

    const saving = await browser.newPage({
      viewport: { width: 1280, height: 900 },
      extraHTTPHeaders: { 'Save-Data': 'on' },
    });
    const vary: string[] = [];
    saving.on('response', (response) => {
      if (response.url().endsWith('.webp')) vary.push(response.headers()['vary'] ?? '');
    });
    await saving.goto(path);
    const saved = await firstImage(saving);
    expect(saved.asked).toBe(normal.asked);
    // The file that came is the one at most half as wide: about half the plain page's (a pixel of rounding).
    expect(saved.came).toBeLessThan(normal.came * 0.6);
    expect(vary.length).toBeGreaterThan(0);
    for (const value of vary) expect(value).toContain('Save-Data');
    await saving.close();
  });
});

test.describe('Lens', () => {
  test.use(PHONE);

  test('saving data, no Lens video plays or loads by itself; Play starts it', async ({ page }) => {
    await page.addInitScript(() => {
      const connection = Object.assign(new EventTarget(), { saveData: true, effectiveType: '4g' });
      Object.defineProperty(Navigator.prototype, 'connection', { get: () => connection, configurable: true });
    });
    const asked: string[] = [];
    page.on('request', (request) => {
      if (/\.(webm|mp4)(\?|$)/.test(new URL(request.url()).pathname)) asked.push(request.url());
    });
    await page.goto('/lens?tab=video');
    await expect(page.getByRole('tabpanel')).not.toHaveAttribute('aria-busy', 'true');
    const first = page.getByRole('region', { name: /^Lens posts/ }).locator('article[data-index="0"]');
    const video = first.locator('video');
    await expect(first.getByRole('button', { name: 'Play video' })).toBeVisible();
    expect(
      await video.evaluate((v: HTMLVideoElement) => ({
        paused: v.paused,
        src: v.getAttribute('src'),
        preload: v.preload,
      })),
    ).toEqual({ paused: true, src: null, preload: 'none' });
    expect(asked).toEqual([]);

    await first.getByRole('button', { name: 'Play video' }).tap();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
    await expect(first.getByRole('button', { name: 'Pause video' })).toBeVisible();
    expect(asked.length).toBeGreaterThan(0);
  });
});
