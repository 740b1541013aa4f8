/** Lighthouse (mobile, default simulated throttling) in the system Chromium. */
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, chromiumPath } from '../chromium.ts';

export type LighthouseResult = { page: string; performance: number; accessibility: number; seo: number; lcpMs: number; tbtMs: number; cls: number };

export async function runLighthouse(pages: [string, string][]): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const results: LighthouseResult[] = [];
  try {
    for (const [page, url] of pages) {
      const measure = async () =>
        (await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'seo'] }))!.lhr;
      // A first navigation in a fresh browser sometimes records no trace (NO_NAVSTART): try once more.
      let lhr = await measure();
      if (lhr.runtimeError) lhr = await measure();
      if (lhr.runtimeError) console.error(`Lighthouse could not measure ${page}: ${lhr.runtimeError.message}`);
      results.push({
        page,
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
        cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      });
    }
  } finally {
    chrome.kill();
  }
  return results;
}
