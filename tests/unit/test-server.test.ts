/**
 * The browser tests' server is started the same way by npm test (scripts/test-server.ts, beside the checks) and by
 * Playwright (playwright.config.ts); in CI, Playwright uses a running one only when npm test started it, and npm
 * test leaves alone one that already answers.
 */
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

const playwrightConfig = async () => (await import('../../playwright.config.ts')).default;

describe("the browser tests' server", () => {
  it('Playwright starts it with the address and settings npm test starts it with', async () => {
    const { TEST_SERVER_ENV, TEST_SERVER_READY_URL } = await import('../e2e/test-server.ts');
    const hook = path.resolve(import.meta.dirname, '../../server/drizzle-resolve.ts');
    expect((await playwrightConfig()).webServer).toMatchObject({
      command: `"node" "--import" "${hook}" "scripts/start.ts"`,
      url: TEST_SERVER_READY_URL,
      env: TEST_SERVER_ENV,
    });
  });

  it('in CI, Playwright uses a running server only when npm test says it started it', async () => {
    vi.stubEnv('CI', 'true');
    vi.stubEnv('E2E_SERVER_STARTED', '');
    expect((await playwrightConfig()).webServer).toMatchObject({ reuseExistingServer: false });
    vi.resetModules();
    vi.stubEnv('E2E_SERVER_STARTED', '1');
    expect((await playwrightConfig()).webServer).toMatchObject({ reuseExistingServer: true });
  });

  it('npm test starts none when one answers already (a developer’s own)', async () => {
    const running = http.createServer((_request, response) => response.end('{}'));
    await new Promise<void>((resolve) => running.listen(0, resolve));
    try {
      vi.stubEnv('E2E_PORT', String((running.address() as AddressInfo).port));
      vi.stubEnv('E2E_SERVER_STARTED', '');
      const { startTestServer } = await import('../../scripts/test-server.ts');
      expect(await startTestServer()).toBeNull();
      expect(process.env.E2E_SERVER_STARTED).toBe('');
    } finally {
      running.close();
    }
  });
});
