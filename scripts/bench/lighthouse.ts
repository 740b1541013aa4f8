/**
 * Lighthouse (mobile, default simulated throttling) in the system Chromium: each page `runs` times, in rounds,
 * the median of each figure reported (timings on a busy machine vary from run to run).
 *
 * A run can fail with NO_NAVSTART ("Something went wrong with recording the trace") on any page: Lighthouse
 * opens a fresh tab on about:blank, starts the trace, then navigates, and Chromium puts the page in a new
 * renderer process. When that process joins the trace only after its navigation has started (more likely on
 * a busy machine), the trace holds no navigationStart for the page and Lighthouse has no time origin. The
 * page plays no part in it (no redirect, refresh or navigation at load; seen on every page type), so a
 * failed run is measured again, up to MAX_ATTEMPTS times, and the retries are reported.
 */
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, chromiumPath } from '../chromium.ts';

export type LighthouseResult = {
  page: string;
  runs: number;
  /** Runs measured again after a failed trace (NO_NAVSTART and the like). */
  retried: number;
  performance: number;
  accessibility: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The largest paint's element in the median-LCP run (a CSS selector). */
  lcpElement: string;
};

const MAX_ATTEMPTS = 4;

/**
 * What is cleared before each run, so each is a first visit. Lighthouse's own list leaves local storage and
 * IndexedDB (sites keep sign-ins there) while it empties the HTTP cache, so a run after the first found what the
 * one before it stored: a Hindi page read "the Devanagari font is in the cache", stated its faces before first
 * paint, and fetched the font beside its largest image, which no first visit does.
 */
const FIRST_VISIT_STORAGE: NonNullable<Parameters<typeof lighthouse>[1]>['clearStorageTypes'] = [
  'file_systems',
  'shader_cache',
  'service_workers',
  'cache_storage',
  'local_storage',
  'indexeddb',
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

type Run = {
  performance: number;
  accessibility: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  lcpElement: string;
};

/** One Lighthouse run of `url`, measured again after a failed trace; null when every attempt failed. */
async function measureOnce(url: string, page: string, port: number, counts: { retried: number }): Promise<Run | null> {
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const lhr = (await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'seo'],
      clearStorageTypes: FIRST_VISIT_STORAGE,
    }))!.lhr;
    if (lhr.runtimeError) {
      console.error(`Lighthouse, ${page} attempt ${attempt}: ${lhr.runtimeError.code}`);
      if (attempt < MAX_ATTEMPTS) counts.retried++;
      continue;
    }
    const lcpItems = (
      lhr.audits['largest-contentful-paint-element']?.details as
        { items?: { items?: { node?: { selector?: string } }[] }[] } | undefined
    )?.items;
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
      fcpMs: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
      cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      lcpElement: lcpItems?.[0]?.items?.[0]?.node?.selector ?? '',
    };
  }
  return null;
}

/** The median of a page's runs; a page no run could measure is reported as not measured. */
function summary(page: string, measured: Run[], retried: number): LighthouseResult {
  if (!measured.length) {
    console.error(`Lighthouse could not measure ${page}`);
    return {
      page,
      runs: 0,
      retried,
      performance: 0,
      accessibility: 0,
      seo: 0,
      fcpMs: 0,
      lcpMs: 0,
      tbtMs: 0,
      cls: 0,
      lcpElement: 'not measured',
    };
  }
  const of = (key: Exclude<keyof Run, 'lcpElement'>) => median(measured.map((m) => m[key]));
  const lcpMs = Math.round(of('lcpMs'));
  const closest = measured.reduce((best, m) => (Math.abs(m.lcpMs - lcpMs) < Math.abs(best.lcpMs - lcpMs) ? m : best));
  return {
    page,
    runs: measured.length,
    retried,
    performance: Math.round(of('performance')),
    accessibility: Math.round(of('accessibility')),
    seo: Math.round(of('seo')),
    fcpMs: Math.round(of('fcpMs')),
    lcpMs,
    tbtMs: Math.round(of('tbtMs')),
    cls: Number(of('cls').toFixed(3)),
    lcpElement: closest.lcpElement,
  };
}

/**
 * Every page measured `runs` times, in rounds (each page once, then each page again), so a busy moment of the
 * machine, or its drift over the minutes the runs take, falls on every page alike rather than on one page's runs.
 */
export async function runLighthouse(pages: [string, string][], runs = 3): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const measured = pages.map(() => ({ runs: [] as Run[], retried: 0 }));
  try {
    for (let round = 0; round < runs; round++)
      for (const [i, [page, url]] of pages.entries()) {
        const run = await measureOnce(url, page, chrome.port, measured[i]!);
        if (run) measured[i]!.runs.push(run);
      }
  } finally {
    chrome.kill();
  }
  return pages.map(([page], i) => summary(page, measured[i]!.runs, measured[i]!.retried));
}
