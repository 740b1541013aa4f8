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
  // Legacy mode runs axe.run in the page itself. The default splits the run by frame and finishes it in a new blank
  // page of the context, with every passing node serialised: 1.4 to 5 s a check against 0.6 to 1.4 s this way (the
  // same violations; measured on the about, marketplace and settings pages). The one thing it gives up is checking
  // inside cross-origin frames, and no page of the store has a frame.
  let builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
  for (const selector of options.include ?? []) builder = builder.include(selector);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const failing = violations
    .filter((v) => FAILING.has(v.impact ?? ''))
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(
    failing,
    `serious or critical accessibility issues${options.label ? ` ${options.label}` : ''} on ${page.url()}`,
  ).toEqual([]);
}

/** axe at a phone's width and then a laptop's, on the page as it is (the window is left at the laptop's width). */
export async function expectNoSeriousA11yViolationsAtBothWidths(page: Page, label: string): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousA11yViolations(page, { label: `${label} at ${width}px` });
  }
}

/**
 * axe on a success modal that closes itself after 1950 ms: on a busy machine the scan can outlast it, and the
 * page leaves mid-scan. `holdAutoClose` (before the click that opens the modal) holds the page's timers of
 * exactly that delay; the scan runs; then they are let go with whatever is left of their 1950 ms, so the
 * modal still closes on time when the scan is quick, and right after it when it is not.
 */
/** The spec's self-closing success modals wait 1950 ms (written out, not read from the code under test). */
const SPEC_AUTO_CLOSE_MS = 1950;

export async function holdAutoClose(page: Page, delayMs = SPEC_AUTO_CLOSE_MS): Promise<void> {
  await page.evaluate((delay) => {
    type Held = { run: () => void; at: number; id: number | null; cancelled: boolean };
    const realSet = window.setTimeout.bind(window);
    const realClear = window.clearTimeout.bind(window);
    const held: Held[] = [];
    const hold = ((fn: TimerHandler, ms?: number, ...args: unknown[]) => {
      if (ms !== delay || typeof fn !== 'function') return realSet(fn, ms, ...args);
      held.push({
        run: () => (fn as (...a: unknown[]) => void)(...args),
        at: performance.now(),
        id: null,
        cancelled: false,
      });
      return -held.length as unknown as ReturnType<typeof setTimeout>;
    }) as typeof setTimeout;
    window.setTimeout = hold;
    window.clearTimeout = ((id?: number) => {
      const entry = typeof id === 'number' && id < 0 ? held[-id - 1] : undefined;
      if (!entry) return realClear(id);
      entry.cancelled = true;
      if (entry.id !== null) realClear(entry.id);
    }) as typeof clearTimeout;
    (window as unknown as { heldAutoCloses: () => number }).heldAutoCloses = () => held.length;
    (window as unknown as { releaseAutoClose: () => void }).releaseAutoClose = () => {
      window.setTimeout = realSet as typeof setTimeout;
      for (const entry of held)
        if (!entry.cancelled)
          entry.id = Number(realSet(entry.run, Math.max(0, delay - (performance.now() - entry.at))));
    };
  }, delayMs);
}

/**
 * How many self-closing timers of the spec's delay the page set since holdAutoClose: a success modal that
 * closes itself after the spec's 1950 ms sets one. (Counted, not timed: a wall-clock check of the delay
 * would measure the machine's load as much as the page.)
 */
export async function heldAutoCloses(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { heldAutoCloses: () => number }).heldAutoCloses());
}

export async function expectNoSeriousA11yViolationsWhileHeld(page: Page, options: AxeOptions = {}): Promise<void> {
  try {
    await expectNoSeriousA11yViolations(page, options);
  } finally {
    await page.evaluate(() => (window as unknown as { releaseAutoClose: () => void }).releaseAutoClose());
  }
}
