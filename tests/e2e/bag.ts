/** The header's bag button and the My Cart drawer it opens, as a shopper finds them. */
import { expect, type Page } from '@playwright/test';
import { OVERLAY_ENTRY } from '../../src/ui/overlay-history.ts';

/** The bag button; its name carries the count ("Bag, 3 items"). */
export const bagButton = (page: Page) => page.getByRole('button', { name: /^Bag, / });

export const cartDrawer = (page: Page) => page.getByRole('dialog', { name: 'My Cart' });

/**
 * After a successful Add To Bag the drawer opens: close it (Escape) to go on with the page. Done once the drawer
 * is hidden and its history entry is off: the close steps back (history.back(), src/ui/overlay-history.ts), and
 * that step landing during the test's next page.goto would abort it (net::ERR_ABORTED).
 */
export async function closeCartDrawer(page: Page): Promise<void> {
  const drawer = cartDrawer(page);
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect
    .poll(() => page.evaluate((key) => !(history.state instanceof Object && key in history.state), OVERLAY_ENTRY))
    .toBe(true);
}

/** A visitor's lines as the device keeps them: the bag's one record (docs/decisions/bag.md, "Storage"). */
export const keptLines = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('vastra:bag') ?? 'null')?.lines ?? []);

/** The signed-in shopper's outbox as the device keeps it: the entries not sent yet. */
export const keptOutbox = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('vastra:bag') ?? 'null')?.outbox ?? []);
