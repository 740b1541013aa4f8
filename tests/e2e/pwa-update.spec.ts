/**
 * A deploy is seen at once (docs/decisions/offline.md, "A new version waits"): after a new build changes an asset, the next page the shopper
 * opens finds the new service worker waiting and says "New version available" with Refresh; Refresh lets it take
 * over and reloads that tab. A shopper in checkout is never offered it. The deploy is made for real: the
 * built sw.js the server serves gets a changed asset revision (as a new build would), and is put back after.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { underWorker } from './pwa.ts';
import { fillBag, twoStores } from './checkout-data.ts';

test.use({ serviceWorkers: 'allow' });
// Each test's fresh browser installs the worker and downloads its precache (the app shell): slower than a page.
// One deploy at a time: the test rewrites the served build's sw.js.
test.describe.configure({ timeout: 90_000, mode: 'serial' });

const SW_FILE = path.resolve(import.meta.dirname, '../../dist/client/sw.js');
let original = '';

test.beforeEach(() => {
  original = fs.readFileSync(SW_FILE, 'utf8');
});
test.afterEach(() => {
  if (original) fs.writeFileSync(SW_FILE, original);
});

/** A new build: the first precached asset's content (so its revision) changed. */
function deployChangedAsset() {
  const changed = original.replace(
    /"revision":"([0-9a-f]+)"/,
    (_, hash: string) => `"revision":"${hash.slice(0, -6)}d3p10y"`,
  );
  expect(changed).not.toBe(original);
  fs.writeFileSync(SW_FILE, changed);
}

const waitingWorker = (page: Page) =>
  expect.poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting)));

test('a deploy shows "New version available" with Refresh, and Refresh loads the new version', async ({ page }) => {
  await page.goto('/privacy-policy');
  await underWorker(page);
  const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
  expect(firstWorker).toMatch(/\/sw\.js$/);
  await expect(page.getByText('New version available')).toBeHidden();

  deployChangedAsset();
  await page.goto('/about-vastra');
  const prompt = page.locator('[data-app-prompt="update"]');
  await expect(prompt).toContainText('New version available');
  // Never a reload by itself: the page stays until the shopper asks.
  await waitingWorker(page).toBe(true);

  const reloaded = page.waitForEvent('load');
  await prompt.getByRole('button', { name: 'Refresh' }).click();
  await reloaded;
  await expect(page.getByText('New version available')).toBeHidden();
  await waitingWorker(page).toBe(false);
});

test('on a phone the update prompt reads "New version available" and Refresh, with no dangling "·"', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/privacy-policy');
  await underWorker(page);
  deployChangedAsset();
  await page.goto('/about-vastra');
  const prompt = page.locator('[data-app-prompt="update"]');
  const message = prompt.getByText('New version available', { exact: true });
  await expect(message).toBeVisible();
  await expect(prompt.getByRole('button', { name: 'Refresh' })).toBeVisible();
  // Nothing drawn after the words (the "·" was CSS content, left hanging at the far end of the message).
  expect(await message.evaluate((el) => getComputedStyle(el, '::after').content)).toMatch(/^(none|normal)$/);
});

test('a shopper in checkout is not offered the new version; the next page outside it is', async ({
  page,
  request,
  shopper,
}) => {
  const { other } = await twoStores(request, 410);
  await fillBag(request, shopper, [other]);
  await page.goto('/privacy-policy');
  await underWorker(page);
  deployChangedAsset();
  await page.goto('/checkout/order-summary');
  await expect(page.getByText('Amount to pay', { exact: true }).first()).toBeVisible();
  await waitingWorker(page).toBe(true);
  await expect(page.getByText('New version available')).toBeHidden();
  await expect(page).toHaveURL(/\/checkout\/order-summary$/);

  await page.goto('/privacy-policy');
  await expect(page.locator('[data-app-prompt="update"]')).toContainText('New version available');
});
