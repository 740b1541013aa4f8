import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, testChromiumPath } from './scripts/chromium.ts';
import {
  TEST_SERVER_COMMAND,
  TEST_SERVER_ENV,
  TEST_SERVER_READY_URL,
  TEST_SERVER_STARTED,
  TEST_SERVER_URL,
} from './tests/e2e/test-server.ts';

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
    baseURL: TEST_SERVER_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: testChromiumPath(), args: CHROMIUM_ARGS },
    // Recording a trace costs about a fifth of the suite's time; CI keeps only its log, so it records none there.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    // The built site registers a service worker; a page it serves hides its requests from page.route, which many
    // tests use to hold or fail a call. The pwa-*.spec.ts files allow it (docs/decisions/offline.md).
    serviceWorkers: 'block',
    // Pages as a shopper who asked for less motion sees them: no banner turning by itself, no slide-in or slide-out
    // to wait for. Chromium drew those frames for as long as a page was open: about 7% of the CPU time of 77 tests
    // measured (docs/development.md, "Tests"), too little to show in a whole run's minutes. The specs
    // that drive the motion itself (dialogs sliding in and out, carousels turning) ask for it back with
    // test.use({ reducedMotion: 'no-preference' }).
    reducedMotion: 'reduce',
  },
  // pwa-update.spec.ts rewrites the served build's sw.js (a deploy): a page under the worker at that moment is offered
  // "New version available" over what it taps. Only pwa-*.spec.ts let the worker run, and they run one at a time on
  // one of the three workers (`workers: 1`), so no deploy meets another worker spec. That project comes first, so its
  // minute or so runs beside the other specs from the start rather than after them, with the other workers idle.
  projects: [
    { name: 'worker', testMatch: /pwa-[a-z-]+\.spec\.ts$/, workers: 1 },
    { name: 'shopper', testIgnore: /pwa-[a-z-]+\.spec\.ts$/ },
  ],
  webServer: {
    // The real thing: seed (when empty), build and serve, on its own data folder. The demo art is drawn as the
    // tests' pages ask for it, into a CDN folder the test servers share.
    command: TEST_SERVER_COMMAND,
    url: TEST_SERVER_READY_URL,
    timeout: 600_000,
    // npm test starts it beside its checks (scripts/test.ts); CI otherwise never meets one left running.
    reuseExistingServer: !process.env.CI || process.env[TEST_SERVER_STARTED] === '1',
    stdout: 'pipe',
    env: TEST_SERVER_ENV,
  },
});
