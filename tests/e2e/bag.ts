/** The header's bag button and the My Cart drawer it opens, as a shopper finds them. */
import { expect, type Page } from '@playwright/test';
import { OVERLAY_ENTRY } from '../../src/ui/overlay-history.ts';
import { visitorLines } from '../../src/lib/rules/bag-outbox.ts';
import { VISITOR } from '../../src/lib/rules/bag-keys.ts';
import type { BagLine } from '../../src/lib/rules/bag.ts';

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

/**
 * A visitor's bag as the device keeps it: the entries of the bag's one record (docs/decisions/bag.md, "Storage"),
 * as the lines they make; none once someone is signed in.
 */
export async function keptLines(page: Page): Promise<BagLine[]> {
  const record = await page.evaluate(() => JSON.parse(localStorage.getItem('vastra:bag') ?? 'null'));
  return record?.owner === VISITOR ? visitorLines(record.outbox) : [];
}

/** The outbox as the device keeps it: the entries not sent yet (a visitor's, all of their bag until sign-in). */
export const keptOutbox = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('vastra:bag') ?? 'null')?.outbox ?? []);
