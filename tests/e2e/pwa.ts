/** Service worker helpers for the installable-storefront tests: wait on the worker's own signals, never on time. */
import { expect, type Page } from '@playwright/test';

/** The page's worker is installed and active (it registers once the page has loaded and gone idle). */
export async function workerActive(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

/** The page is served through the worker: after a reload once it is active. */
export async function underWorker(page: Page): Promise<void> {
  await workerActive(page);
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** The worker has kept a copy of this page (stale-while-revalidate stores it as the page is served). */
export async function pageKept(page: Page, path: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(async (url) => Boolean(await caches.match(url)), new URL(path, page.url()).href))
    .toBe(true);
}

/** The page has been kept in the device's recently viewed list (recorded once the page is idle). */
export async function viewedKept(page: Page, id: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('vastra:recentlyViewed') ?? ''))
    .toContain(`"${id}"`);
}
