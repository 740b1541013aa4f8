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
