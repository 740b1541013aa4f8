/**
 * The search results page holds still while its results arrive: its layout shift (CLS) stays under 0.01 at 375 px, on
 * a phone's slower CPU (four times slower, as Lighthouse's mobile run; the header was once painted half parsed there).
 */
import { expect, test, type Page } from '@playwright/test';
import { PHONE } from './phone.ts';
import { lookAt } from './screens.ts';

test.use(PHONE);

/** The page's layout shift so far: the browser's own `layout-shift` entries (buffered), as CLS counts them. */
async function layoutShift(page: Page): Promise<{ total: number; shifts: { value: number; nodes: string[] }[] }> {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
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

for (const q of ['kurta', 'zzqxw', 'bakpak']) {
  test(`the results for "${q}" arrive without moving the page (CLS under 0.01)`, async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`/search?q=${q}`);
    const heading = page.getByRole('heading', { level: 1 });
    // "bakpak" finds nothing as typed and shows "Did you mean backpack?" with its products.
    const shown = q === 'bakpak' ? 'backpack' : q;
    await expect(heading).toHaveText(new RegExp(`^Results for “${shown}” \\(\\d+\\)$`));
    if (q !== 'zzqxw') {
      // The first card's picture has loaded too.
      const image = page.getByRole('list', { name: 'Products', exact: true }).locator('img').first();
      await expect(image).toHaveJSProperty('complete', true);
    } else await expect(page.getByText(`No products found for “${q}”`)).toBeVisible();
    await lookAt(page, `search-layout-${q}-375`);
    const { total, shifts } = await layoutShift(page);
    expect(total, JSON.stringify(shifts)).toBeLessThan(0.01);
  });
}
