/** Where the system Chromium is, and the flags it needs on these machines (closed network, root, no GPU). */
import fs from 'node:fs';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-quic',
  '--no-first-run',
  '--disable-sync',
];

/**
 * The browser tests' Chromium: Debian's chromium-headless-shell when installed (the lean headless build Playwright
 * itself runs headless; the suite takes about 30% less time than under full Chromium's headless mode), else
 * full Chromium. The bench and screenshots keep full Chromium: Lighthouse and the install check need it.
 */
export function testChromiumPath(): string {
  const shell = '/usr/bin/chromium-headless-shell';
  return !process.env.CHROMIUM_PATH && fs.existsSync(shell) ? shell : chromiumPath();
}

export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    Boolean,
  ) as string[];
  const found = candidates.find((p) => fs.existsSync(p));
  if (!found) throw new Error('No Chromium found: run `node scripts/ensure-chromium.ts` or set CHROMIUM_PATH.');
  return found;
}
