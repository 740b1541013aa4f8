import type { Page } from 'playwright-core';
import { base, out } from '../shared.ts';

/** Lens at a phone's or a desktop's height: the feed, a post opened on its own (?post=), Video Lens moved one post on, and a quick view from Add to bag. */
export async function lensFlow(page: Page, width: number) {
  await page.setViewportSize({ width, height: width <= 600 ? 740 : 820 });
  await page.goto(`${base}/lens`, { waitUntil: 'networkidle' });
  await page.locator('article[data-index="0"]').waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${out}/lens-${width}.png` });
  await page
    .locator('article[data-index="0"]')
    .getByRole('button', { name: /^Open post: / })
    .click();
  await page.getByRole('dialog').waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${out}/lens-post-${width}.png` });
  await page.goBack();
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
  await page.getByRole('tab', { name: 'Video Lens' }).click();
  await page.locator('article[data-index="0"] video').waitFor();
  await page.getByRole('region', { name: /^Lens posts/ }).focus();
  await page.keyboard.press('ArrowDown');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${out}/lens-video-${width}.png` });
  await page.locator('article[data-index="1"]').getByRole('button', { name: 'Add to bag', exact: true }).click();
  await page
    .getByRole('dialog')
    .filter({ has: page.getByRole('button', { name: 'Add To Bag' }) })
    .waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${out}/lens-quick-view-${width}.png` });
}
