import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, testChromiumPath } from './scripts/chromium.ts';
import { MEDIA_ORIGIN } from './tests/e2e/media-origin.ts';

const PORT = Number(process.env.E2E_PORT ?? 4399);
const baseURL = `http://localhost:${PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  // Long journeys (DropTrack, axe over every search tab) ran 48–49 s on a loaded 2-core CI runner; a guard, not a budget.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // Three on a 2-core machine: with two, a sixth of the CPU sat idle while tests waited on their pages (measured:
  // about 12% less time with three).
  workers: 3,
  // A test that passes only on a second try is a bug to fix, never a pass.
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: testChromiumPath(), args: CHROMIUM_ARGS },
    // Recording a trace costs about a fifth of the suite's time; CI keeps only its log, so it records none there.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    // The built site registers a service worker; a page it serves hides its requests from page.route, which many
    // tests use to hold or fail a call. The pwa-*.spec.ts files allow it (docs/decisions/offline.md).
    serviceWorkers: 'block',
  },
  // pwa-update.spec.ts rewrites the served build's sw.js (a deploy): a page under the worker at that moment is offered
  // "New version available" over what it taps. Only pwa-*.spec.ts let the worker run, so the deploys wait for the
  // other worker specs (`--no-deps` runs them alone); every other spec blocks the worker and runs beside them.
  projects: [
    { name: 'shopper', testIgnore: /pwa-[a-z-]+\.spec\.ts$/ },
    { name: 'worker', testMatch: /pwa-[a-z-]+\.spec\.ts$/, testIgnore: /pwa-update\.spec\.ts$/ },
    { name: 'deploys', testMatch: /pwa-update\.spec\.ts$/, dependencies: ['worker'] },
  ],
  webServer: {
    // The real thing: seed (when empty), build and serve, on its own data folder. The demo art is drawn as the
    // tests' pages ask for it, into a CDN folder the test servers share.
    command: 'node scripts/start.ts',
    url: `${baseURL}/api/v1/userstore/getAll`,
    timeout: 600_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: '.data/e2e',
      CDN_DIR: '.data/cdn',
      DATABASE_URL: '',
      // Every test signs in from 127.0.0.1; the per-IP code cap (20 an hour) would trip across repeated runs.
      OTP_SENDS_PER_IP_HOUR: '1000',
      // One JSON line per request would bury the test report; warnings and errors still show.
      LOG_LEVEL: 'warn',
      // Half of the 600 demo products are prebuilt, so the tests meet pages rendered on demand as well.
      PREBUILD_PRODUCTS: '300',
      // Listings past 24 products are paged (the demo's offers, 32 to 36 products; categories and collections
      // hold 23 at most, so they stay whole): listing-paged.spec.ts meets both kinds.
      LISTING_CARDS_IN_HTML: '24',
      // Uploads stay on disk; the page's policy still allows media from this second origin, where
      // other-origins.spec.ts serves a picture and a video as a bucket on another host would.
      S3_PUBLIC_BASE: MEDIA_ORIGIN,
      ASTRO_PREVIEW_BACKGROUND: '0',
      ASTRO_DEV_BACKGROUND: '0',
    },
  },
});
