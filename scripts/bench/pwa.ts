/**
 * The installable storefront's figures for npm run bench: the service worker's own size and what it precaches
 * (from the build), the repeat visit with the worker active (Lighthouse, mobile, simulated throttling, storage
 * kept between runs: the first runs install the worker and let it keep the page, the next are measured), and
 * whether Chromium finds the site installable (the manifest and worker checks Lighthouse used to run, asked of
 * Chromium directly: Lighthouse 12 dropped its PWA category).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../chromium.ts';

export type WorkerSize = {
  swBytes: number;
  swGzip: number;
  files: number;
  precacheBytes: number;
  precacheGzip: number;
};

/** sw.js and the files its precache list names (raw and gzip, as they travel). */
export function measureWorker(clientDir: string): WorkerSize {
  const sw = fs.readFileSync(path.join(clientDir, 'sw.js'));
  const urls = [...sw.toString('utf8').matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]!);
  let precacheBytes = 0;
  let precacheGzip = 0;
  for (const url of urls) {
    // A page's address ("/offline", "/hi/offline") is its directory's index.html.
    const named = path.join(clientDir, url.replace(/^\//, ''));
    const file = fs.statSync(named, { throwIfNoEntry: false })?.isDirectory() ? path.join(named, 'index.html') : named;
    const body = fs.readFileSync(file);
    precacheBytes += body.length;
    // Fonts and PNGs are compressed already; the server sends them as they are.
    precacheGzip += /\.(woff2|png)$/.test(file) ? body.length : gzipSync(body).length;
  }
  return { swBytes: sw.length, swGzip: gzipSync(sw).length, files: urls.length, precacheBytes, precacheGzip };
}

export type RepeatVisit = {
  page: string;
  runs: number;
  lcpMs: number;
  fcpMs: number;
  performance: number;
  /** Requests that transferred nothing (answered by the worker or the HTTP cache), of `requests`. */
  offNetwork: number;
  requests: number;
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Each page in its own browser profile: two warm-up loads (install the worker; keep the page), then `runs`. */
export async function repeatVisits(pages: [string, string][], runs = 3): Promise<RepeatVisit[]> {
  const results: RepeatVisit[] = [];
  for (const [page, url] of pages) {
    const chrome = await chromeLauncher.launch({
      chromePath: chromiumPath(),
      chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    });
    try {
      const measured: { lcp: number; fcp: number; perf: number; offNetwork: number; requests: number }[] = [];
      for (let run = 0; run < runs + 2 && measured.length < runs; run++) {
        const lhr = (await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          // Keep the worker, its caches and the HTTP cache: this is the shopper's second visit.
          disableStorageReset: true,
        }))!.lhr;
        if (run < 2 || lhr.runtimeError) continue;
        const requests =
          (lhr.audits['network-requests']?.details as { items?: { url: string; transferSize?: number }[] })?.items ??
          [];
        measured.push({
          lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
          fcp: lhr.audits['first-contentful-paint']?.numericValue ?? 0,
          perf: (lhr.categories.performance?.score ?? 0) * 100,
          // Lighthouse does not say which requests the worker answered: nothing transferred is worker or cache.
          offNetwork: requests.filter((r) => r.transferSize === 0).length,
          requests: requests.length,
        });
      }
      results.push({
        page,
        runs: measured.length,
        lcpMs: Math.round(median(measured.map((m) => m.lcp))),
        fcpMs: Math.round(median(measured.map((m) => m.fcp))),
        performance: Math.round(median(measured.map((m) => m.perf))),
        offNetwork: Math.round(median(measured.map((m) => m.offNetwork))),
        requests: Math.round(median(measured.map((m) => m.requests))),
      });
    } finally {
      chrome.kill();
    }
  }
  return results;
}

export type Installability = { errors: string[]; manifestIcons: number; controlled: boolean };

/** Chromium's own installability verdict for the page (what Lighthouse's installable-manifest audit read). */
export async function installability(url: string): Promise<Installability> {
  // A profile on disk: Chromium refuses to install from an incognito-like context ("in-incognito").
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'vastra-install-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    await page.goto(url);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    const manifest = (await cdp.send('Page.getAppManifest')) as { data?: string };
    const icons = (JSON.parse(manifest.data ?? '{}') as { icons?: unknown[] }).icons?.length ?? 0;
    const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
    return { errors: installabilityErrors.map((e) => e.errorId), manifestIcons: icons, controlled };
  } finally {
    await browser.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

// Run alone against a served build: node scripts/bench/pwa.ts BASE_URL PRODUCT_PATH LISTING_PATH
if (import.meta.main) {
  const [base, product, listing] = process.argv.slice(2);
  if (!base || !product || !listing) throw new Error('usage: pwa.ts BASE_URL PRODUCT_PATH LISTING_PATH');
  const runs = Math.max(1, Number(process.env.BENCH_LH_RUNS ?? 3));
  console.log(
    JSON.stringify(
      {
        repeat: await repeatVisits(
          [
            ['product', `${base}${product}`],
            ['store category (listing)', `${base}${listing}`],
          ],
          runs,
        ),
        install: await installability(`${base}/`),
      },
      null,
      2,
    ),
  );
}
