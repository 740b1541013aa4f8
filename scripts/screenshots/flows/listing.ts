import type { Page } from 'playwright-core';
import { base, read, shooter } from '../shared.ts';

/**
 * A paged listing (docs/architecture.md "Catalog size"; build with LISTING_CARDS_IN_HTML below the largest listing, e.g. 24
 * on the demo catalog): Show more under the grid, the grid dimmed while cards load, a failed fetch with Retry,
 * and the grid after Retry.
 */
export async function listingFlow(page: Page, width: number) {
  const { offers } = await read<{ offers: { id: string; storeId: string; productCount: number }[] }>(
    'catalog/store-pages',
  );
  const largest = [...offers].sort((a, b) => b.productCount - a.productCount)[0]!;
  const { shot } = shooter(page, 'listing-paged', width);
  await page.goto(`${base}/stores/${largest.storeId}/offer/${largest.id}`, { waitUntil: 'networkidle' });
  const results = page.getByRole('region', { name: 'Products' });
  const more = results.getByRole('button', { name: 'Show more' });
  await more.scrollIntoViewIfNeeded();
  await page.waitForTimeout(400);
  await shot('more');

  // Loading: the fragments held until the dimmed grid is shot.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/fragments/listing-cards?**', async (route) => {
    await held;
    await route.fulfill({ status: 500, body: 'down' });
  });
  await more.click();
  await page.waitForTimeout(500);
  await shot('loading');
  release();
  await results.getByRole('button', { name: 'Retry' }).waitFor();
  await results.getByRole('button', { name: 'Retry' }).scrollIntoViewIfNeeded();
  await shot('error');

  await page.unroute('**/fragments/listing-cards?**');
  await results.getByRole('button', { name: 'Retry' }).click();
  await results.getByRole('button', { name: 'Retry' }).waitFor({ state: 'hidden' });
  await page.waitForTimeout(600);
  await shot('after-retry');
}
