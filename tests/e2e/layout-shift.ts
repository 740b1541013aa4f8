/** A page's layout shift, as the browser counts it for CLS. */
import { expect, type Page } from '@playwright/test';

export type LayoutShift = { total: number; shifts: { value: number; nodes: string[] }[] };

/**
 * The page's layout shift so far: the browser's own `layout-shift` entries (buffered), those not caused by a
 * recent input, with the start of each moved element's HTML (what moved, for the failure message).
 */
export async function layoutShift(page: Page): Promise<LayoutShift> {
  return page.evaluate(
    () =>
      new Promise<LayoutShift>((resolve) => {
        const seen: PerformanceEntry[] = [];
        const observer = new PerformanceObserver((list) => seen.push(...list.getEntries()));
        observer.observe({ type: 'layout-shift', buffered: true });
        // The buffered entries are handed over in the next frames: two frames later every one has come.
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            seen.push(...observer.takeRecords());
            observer.disconnect();
            type Shift = PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
              sources?: { node?: Node | null }[];
            };
            const shifts = (seen as Shift[]).filter((e) => !e.hadRecentInput);
            resolve({
              total: shifts.reduce((sum, e) => sum + e.value, 0),
              shifts: shifts.map((e) => ({
                value: e.value,
                nodes: (e.sources ?? []).map((s) => (s.node instanceof Element ? s.node.outerHTML.slice(0, 80) : '')),
              })),
            });
          }),
        );
      }),
  );
}

/** The page's layout shift so far is under 0.01 (a page that holds still), with what moved in the message if not. */
export async function expectStill(page: Page): Promise<void> {
  const { total, shifts } = await layoutShift(page);
  expect(total, JSON.stringify(shifts)).toBeLessThan(0.01);
}
