/**
 * Screenshots to look at (test-results/screens), at a phone's width and a laptop's. A journey whose steps are the
 * same at both widths runs once, at 375 px, and its pictures are taken at both: the window is widened for the
 * laptop's picture and narrowed back, so the journey goes on where it was.
 */
import type { Locator, Page } from '@playwright/test';

const SCREENS = 'test-results/screens';
export const PHONE = { width: 375, height: 812 } as const;
export const LAPTOP = { width: 1280, height: 900 } as const;

/**
 * `${SCREENS}/${name}.png` of the page (or of one part of it) as it is now, to look at. Taken in CI too: 82 pictures
 * cost nothing measurable (six specs, two runs each way: 178 and 200 s with them, 189 and 193 s without).
 */
export async function lookAt(target: Page | Locator, name: string, { fullPage = false } = {}): Promise<void> {
  const path = `${SCREENS}/${name}.png`;
  await ('goto' in target ? target.screenshot({ path, fullPage }) : target.screenshot({ path }));
}

/** Two frames: the layout the new width brings, and what the islands draw for it, are on screen. */
const settled = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** How many pixels the page is wider than its window (0 or less: nothing scrolls sideways). */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * `${name}-375.png` and `${name}-1280.png` of the page (or of `part`) as it is now; the window ends as it was.
 * Returns the page's scroll width at each width, for the no-sideways-scroll checks.
 */
export async function screenshotsAtBothWidths(
  page: Page,
  name: string,
  { part, fullPage = false }: { part?: Locator; fullPage?: boolean } = {},
): Promise<{ phoneScrollWidth: number; laptopScrollWidth: number }> {
  const before = page.viewportSize() ?? PHONE;
  const shoot = (width: number) => lookAt(part ?? page, `${name}-${width}`, { fullPage });
  await page.setViewportSize(PHONE);
  await settled(page);
  await shoot(PHONE.width);
  const phoneScrollWidth = await scrollWidth(page);
  await page.setViewportSize(LAPTOP);
  await settled(page);
  await shoot(LAPTOP.width);
  const laptopScrollWidth = await scrollWidth(page);
  await page.setViewportSize(before);
  await settled(page);
  return { phoneScrollWidth, laptopScrollWidth };
}
