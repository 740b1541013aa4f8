/**
 * How soon the My Cart drawer shows once its code has arrived: a legal page is loaded in a fresh browser
 * context (empty cache), the bag button is tapped, and the time from the last script that arrived after the
 * tap (resource timing's responseEnd) to the drawer's tab list being in the page (a MutationObserver) is
 * measured. The median of `runs` runs, in milliseconds and in 60 Hz frames.
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../chromium.ts';

export type DrawerOpen = { runs: number; medianMs: number; worstMs: number; scripts: number };

declare global {
  interface Window {
    __cartShown?: number;
  }
}

export async function measureDrawerOpen(url: string, runs = 5): Promise<DrawerOpen> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const gaps: number[] = [];
  let scripts = 0;
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await page.addInitScript(() => {
        new MutationObserver(() => {
          if (
            window.__cartShown === undefined &&
            document.querySelector('dialog[open] [role="tablist"][aria-label="My Cart"]')
          )
            window.__cartShown = performance.now();
        }).observe(document, { subtree: true, childList: true, attributes: true });
      });
      await page.goto(url, { waitUntil: 'networkidle' });
      const tappedAt = await page.evaluate(() => performance.now());
      await page.getByRole('button', { name: /^Bag, / }).click();
      await page.getByRole('tablist', { name: 'My Cart' }).waitFor();
      const { shown, arrived, count } = await page.evaluate((since) => {
        const after = performance
          .getEntriesByType('resource')
          .filter((e) => e.startTime >= since && new URL(e.name).pathname.endsWith('.js'));
        return {
          shown: window.__cartShown ?? NaN,
          arrived: Math.max(...after.map((e) => (e as PerformanceResourceTiming).responseEnd)),
          count: after.length,
        };
      }, tappedAt);
      gaps.push(shown - arrived);
      scripts = count;
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const sorted = [...gaps].sort((a, b) => a - b);
  return { runs, medianMs: sorted[Math.floor(sorted.length / 2)]!, worstMs: sorted.at(-1)!, scripts };
}
