/**
 * The browser tests' server: the real thing (seed when empty, build, serve) on its own data folder. Started by
 * Playwright's webServer (playwright.config.ts), or by `npm test` beside its checks and left for Playwright to
 * find (scripts/test.ts).
 */
import { SERVER_NODE_FLAGS } from '../../scripts/node-flags.ts';
import { MEDIA_ORIGIN } from './media-origin.ts';

export const TEST_SERVER_PORT = Number(process.env.E2E_PORT ?? 4399);
export const TEST_SERVER_URL = `http://localhost:${TEST_SERVER_PORT}`;
/** Answers 200 once the server serves (what Playwright waits for). */
export const TEST_SERVER_READY_URL = `${TEST_SERVER_URL}/api/v1/userstore/getAll`;
/** Set by scripts/test.ts when it has started the server itself: Playwright then uses it rather than its own. */
export const TEST_SERVER_STARTED = 'E2E_SERVER_STARTED';

/** Node's arguments for it: what `npm start` runs. */
export const TEST_SERVER_ARGS = [...SERVER_NODE_FLAGS, 'scripts/start.ts'];
/** The same as one shell command line (Playwright's webServer). */
export const TEST_SERVER_COMMAND = ['node', ...TEST_SERVER_ARGS].map((arg) => JSON.stringify(arg)).join(' ');

export const TEST_SERVER_ENV = {
  PORT: String(TEST_SERVER_PORT),
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
};
