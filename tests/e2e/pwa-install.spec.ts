/**
 * The install offer (docs/decisions/offline.md#installable): never on the first visit, offered on the second, and "Not now" is
 * for good. Headless Chromium raises no beforeinstallprompt of its own, so the test raises the browser's event
 * as Chromium would, with prompt() and userChoice.
 */
import { expect, test, type Page } from '@playwright/test';

test.use({ serviceWorkers: 'allow' });
// Each test's fresh browser installs the worker and downloads its precache (the app shell): slower than a page.
test.describe.configure({ timeout: 90_000 });

/** Raises the browser's install event on the page, as Chromium does once the site is installable. */
async function browserOffersInstall(page: Page) {
  await page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => Promise.resolve(),
      userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
    });
    window.dispatchEvent(event);
  });
}

/** What the device counted (each page view is counted once the page is idle). */
const visitsKept = (page: Page) =>
  expect.poll(() =>
    page.evaluate(() => JSON.parse(localStorage.getItem('vastra:visits') ?? 'null') as Record<string, unknown> | null),
  );

test('the install offer waits for a second visit, and "Not now" is for good', async ({ context }) => {
  // First visit (a tab's session is a visit): two pages, no offer.
  const first = await context.newPage();
  await first.goto('/privacy-policy');
  await visitsKept(first).toMatchObject({ visits: 1, pageViews: 1 });
  await first.goto('/about-vastra');
  await visitsKept(first).toMatchObject({ visits: 1, pageViews: 2 });
  await browserOffersInstall(first);
  await expect(first.getByText('Add Vastra to your home screen')).toBeHidden();
  await first.close();

  // Second visit: offered.
  const second = await context.newPage();
  await second.goto('/privacy-policy');
  await browserOffersInstall(second);
  const offer = second.locator('[data-app-prompt="install"]');
  await expect(offer).toContainText('Add Vastra to your home screen');
  await expect(offer.getByRole('button', { name: 'Install' })).toBeVisible();
  await offer.getByRole('button', { name: 'Not now' }).click();
  await expect(offer).toBeHidden();
  await second.close();

  // Third visit: never again.
  const third = await context.newPage();
  await third.goto('/privacy-policy');
  await visitsKept(third).toMatchObject({ visits: 3, dismissed: true });
  await browserOffersInstall(third);
  await expect(third.getByText('Add Vastra to your home screen')).toBeHidden();
});

test('the site is installable: a manifest with icons, shortcuts and a service worker', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await request.get(href!)).json()) as {
    name: string;
    display: string;
    start_url: string;
    icons: { src: string; sizes: string; purpose: string }[];
    shortcuts: { name: string; url: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Vastra', short_name: 'Vastra', display: 'standalone', start_url: '/' });
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '192x192 maskable',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const response = await request.get(icon.src);
    expect(response.headers()['content-type']).toBe('image/png');
  }
  expect(manifest.shortcuts.map((s) => [s.name, s.url])).toEqual([
    ['Bag', '/#my-cart'],
    ['My Orders', '/#my-orders'],
    ['DropTrack', '/droptrack'],
  ]);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
});
