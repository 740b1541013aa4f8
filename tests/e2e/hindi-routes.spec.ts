/**
 * Hindi at /hi on the built site, at 375px: the head names the page's language and its English twin (and the
 * English page its Hindi twin), the Hindi manifest is linked, the Devanagari font loads on Hindi pages only,
 * product pages (prebuilt and rendered on demand), a shell and the 404 page answer in Hindi, and an unknown
 * language's prefix gets the English 404 page. The words themselves are the catalogs' (messages/).
 */
import { expect, test, type Page } from '@playwright/test';
import { oldestProduct, prebuiltProduct, productPath } from './catalog.ts';
import { PHONE } from './phone.ts';

test.use(PHONE);

const DEVANAGARI_FONT = /\/_astro\/noto-devanagari-[\w-]+\.[\w-]+\.woff2$/;

/** The page's language links, as hreflang -> the address's path. */
async function languageLinks(page: Page): Promise<Record<string, string>> {
  const links = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((elements) =>
      elements.map((e) => [e.getAttribute('hreflang')!, new URL(e.getAttribute('href')!).pathname] as const),
    );
  return Object.fromEntries(links);
}

const canonicalPath = async (page: Page) =>
  new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).pathname;

test('the Hindi home page says it is Hindi, and both pages name each other', async ({ page, request }) => {
  await page.goto('/hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  expect(await canonicalPath(page)).toBe('/hi');
  expect(await languageLinks(page)).toEqual({ 'en-IN': '/', 'hi-IN': '/hi', 'x-default': '/' });
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'hi_IN');
  await expect(page).toHaveTitle('Vastra: भारतीय स्टोर्स से फ़ैशन और ब्यूटी');
  await expect(page.getByRole('link', { name: 'मुख्य सामग्री पर जाएँ' })).toBeAttached();

  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBe('/hi/manifest.webmanifest');
  const manifest = (await (await request.get(manifestHref!)).json()) as Record<string, unknown> & {
    shortcuts: { name: string; url: string }[];
  };
  expect(manifest).toMatchObject({ lang: 'hi-IN', id: '/hi', start_url: '/hi', scope: '/hi', name: 'Vastra' });
  expect(manifest.shortcuts.map((s) => [s.name, s.url])).toEqual([
    ['बैग', '/hi#my-cart'],
    ['मेरे ऑर्डर', '/hi#my-orders'],
    ['DropTrack', '/hi/droptrack'],
  ]);

  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  expect(await canonicalPath(page)).toBe('/');
  expect(await languageLinks(page)).toEqual({ 'en-IN': '/', 'hi-IN': '/hi', 'x-default': '/' });
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_IN');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
});

test('the Devanagari font loads on Hindi pages after the first one has loaded, and never on English pages', async ({
  page,
}) => {
  const fonts: string[] = [];
  const fetched: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (r.resourceType() === 'font') fonts.push(path);
    else if (DEVANAGARI_FONT.test(path)) fetched.push(path);
  });
  const devanagariFaces = () =>
    page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((face) => face.unicodeRange.includes('U+900')).map((face) => face.status);
    });

  // The first Hindi page draws in the system's Devanagari face and fetches ours once it has loaded.
  const devanagari = page.waitForResponse((r) => DEVANAGARI_FONT.test(new URL(r.url()).pathname));
  await page.goto('/hi');
  const response = await devanagari;
  expect(response.status()).toBe(200);
  expect(new URL(response.url()).origin).toBe(new URL(page.url()).origin);
  expect(await page.evaluate(() => document.readyState)).toBe('complete');
  expect(fetched).toHaveLength(1);
  expect(fonts.filter((f) => DEVANAGARI_FONT.test(f))).toEqual([]);
  expect(await devanagariFaces()).toEqual([]);
  // Latin text on a Hindi page is still Inter's (the Devanagari faces join its family, not replace it).
  expect(fonts.filter((f) => /\/inter-core-wght\./.test(f))).toHaveLength(1);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('vastra:devanagariFont'))).toMatch(DEVANAGARI_FONT);

  // Every later Hindi page states the faces from the start, and the cached core file draws its text.
  await page.goto('/hi/marketplace');
  expect(await devanagariFaces()).toContain('loaded');

  fonts.length = 0;
  await page.goto('/');
  await page.evaluate(() => document.fonts.ready);
  expect(fonts.length).toBeGreaterThan(0);
  expect(fonts.filter((f) => DEVANAGARI_FONT.test(f))).toEqual([]);
  // Not even the rules: an English page's styles name no Devanagari file.
  expect(await page.content()).not.toMatch(/noto-devanagari/);
});

test('a device with no Devanagari face of its own gets ours on its first Hindi page, swapped in, never boxes', async ({
  page,
}) => {
  // Such a device draws every Devanagari letter as the box of an unknown character: the widths a page measures.
  await page.addInitScript(() => {
    CanvasRenderingContext2D.prototype.measureText = function (text: string) {
      return { width: 9 * [...text].length } as TextMetrics;
    };
  });
  const fonts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'font') fonts.push(new URL(r.url()).pathname);
  });
  await page.goto('/hi');
  const faces = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts]
      .filter((face) => face.unicodeRange.includes('U+900'))
      .map((face) => [face.display, face.status]);
  });
  expect(faces).toContainEqual(['swap', 'loaded']);
  expect(fonts.filter((f) => DEVANAGARI_FONT.test(f))).toHaveLength(1);
});

test('product pages answer in Hindi, prebuilt and rendered on demand', async ({ page, request }) => {
  const prebuilt = await prebuiltProduct(request);
  const oldest = await oldestProduct(request);
  for (const [detail, onDemand] of [
    [prebuilt, false],
    [oldest, true],
  ] as const) {
    const path = `/hi${productPath(detail)}`;
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    // Static pages say must-revalidate; a render on demand is one a CDN may keep.
    expect(response.headers()['cache-control'], path).toBe(
      onDemand ? 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400' : 'public, max-age=0, must-revalidate',
    );
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('heading', { level: 1, name: detail.product.productName })).toBeVisible();
    expect(await canonicalPath(page)).toBe(path);
    expect(await languageLinks(page)).toEqual({
      'en-IN': productPath(detail),
      'hi-IN': path,
      'x-default': productPath(detail),
    });
  }
});

test('an order address under /hi serves the Hindi order shell, which names the address asked for', async ({ page }) => {
  const response = await page.goto('/hi/my-orders/ORD-0000-0000-0000');
  expect(response!.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/hi/manifest.webmanifest');
  // One shell serves every order: its canonical and language links are this order's, not the shell's own path.
  expect(await canonicalPath(page)).toBe('/hi/my-orders/ORD-0000-0000-0000');
  expect(await languageLinks(page)).toEqual({
    'en-IN': '/my-orders/ORD-0000-0000-0000',
    'hi-IN': '/hi/my-orders/ORD-0000-0000-0000',
    'x-default': '/my-orders/ORD-0000-0000-0000',
  });
  await page.goto('/user/some-shopper');
  expect(await canonicalPath(page)).toBe('/user/some-shopper');
  expect(await languageLinks(page)).toMatchObject({ 'hi-IN': '/hi/user/some-shopper' });
});

test('an unknown Hindi address gets the Hindi 404 page, an unknown language the English one', async ({ page }) => {
  const hindi = await page.goto('/hi/no-such-page');
  expect(hindi!.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  expect(await canonicalPath(page)).toBe('/hi/404');
  await expect(page.locator('main').getByRole('link').last()).toHaveAttribute('href', '/hi');

  const unknown = await page.goto('/xx/no-such-page');
  expect(unknown!.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(page.getByRole('heading', { level: 1, name: 'We could not find that page' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
});

test('the sitemap lists each page in both languages, each naming the other', async ({ request }) => {
  const detail = await oldestProduct(request);
  const xml = await (await request.get('/sitemap.xml')).text();
  const origin = new URL(xml.match(/<loc>([^<]+)<\/loc>/)![1]!).origin;
  const english = `${origin}${productPath(detail)}`;
  const hindi = `${origin}/hi${productPath(detail)}`;
  const links =
    `<xhtml:link rel="alternate" hreflang="en-IN" href="${english}"/>` +
    `<xhtml:link rel="alternate" hreflang="hi-IN" href="${hindi}"/>` +
    `<xhtml:link rel="alternate" hreflang="x-default" href="${english}"/>`;
  expect(xml).toContain(`<url><loc>${english}</loc>${links}</url>`);
  expect(xml).toContain(`<url><loc>${hindi}</loc>${links}</url>`);
  expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
});
