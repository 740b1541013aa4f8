/** The one accessibility check every browser test uses: axe on the page as it is now, serious and critical issues fail. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export type AxeOptions = {
  /** Only check inside these selectors (default: the whole page). */
  include?: string[];
  /** Leave these selectors out. */
  exclude?: string[];
  /** Said in the failure message, e.g. 'with the size chart open'. */
  label?: string;
};

const FAILING = new Set(['serious', 'critical']);

/** Fails with each serious or critical violation's rule, impact and the elements it found. */
export async function expectNoSeriousA11yViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  // A drawer or modal still sliding or fading in has half-transparent text: check it as it settles.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  let builder = new AxeBuilder({ page });
  for (const selector of options.include ?? []) builder = builder.include(selector);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const failing = violations
    .filter((v) => FAILING.has(v.impact ?? ''))
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(failing, `serious or critical accessibility issues${options.label ? ` ${options.label}` : ''} on ${page.url()}`).toEqual([]);
}

/**
 * axe on a success modal that closes itself (1950 ms): the page's clock is held while axe reads it, so a
 * busy machine cannot let the modal close (and the page leave) mid-scan. axe waits on the page's own
 * zero-delay timers, so the held clock steps on 1 ms at a time while the scan runs; a scan that would need
 * the clock to pass 1 s fails rather than let the modal close under it.
 * Call `holdClock` before the click that opens the modal; the clock runs on after the scan.
 */
export const holdClock = (page: Page) => page.clock.install();

export async function expectNoSeriousA11yViolationsWhileHeld(page: Page, options: AxeOptions = {}): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  // A moment ahead: the page clock keeps running until the pause lands.
  await page.clock.pauseAt(now + 250);
  let done = false;
  const scan = expectNoSeriousA11yViolations(page, options).finally(() => {
    done = true;
  });
  const stepping = (async () => {
    for (let ms = 0; !done; ms += 1) {
      if (ms > 1000) throw new Error('axe needed the held clock to run past 1 s');
      await page.clock.runFor(1);
    }
  })();
  try {
    await scan;
  } finally {
    await stepping;
    await page.clock.resume();
  }
}
