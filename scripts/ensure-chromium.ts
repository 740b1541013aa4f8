/**
 * Browser tests use the system Chromium, never Playwright's own download: Debian's chromium (the bench,
 * screenshots) and chromium-headless-shell (the browser tests, scripts/chromium.ts). On Debian as root the
 * missing ones are installed from Debian's packages; elsewhere this says how to get Chromium.
 */
import fs from 'node:fs';
import { execSync } from 'node:child_process';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const packages = [
  ...(fs.existsSync(path) ? [] : ['chromium']),
  ...(process.env.CHROMIUM_PATH || fs.existsSync('/usr/bin/chromium-headless-shell')
    ? []
    : ['chromium-headless-shell']),
];
if (packages.length === 0) process.exit(0);

const isDebian = fs.existsSync('/etc/debian_version');
const isRoot = process.getuid?.() === 0;
if (isDebian && isRoot) {
  console.log(`[vastra] installing Debian’s ${packages.join(' and ')}…`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')}`, {
    stdio: 'inherit',
  });
  process.exit(0);
}
// Full Chromium is there: the browser tests run in it when the headless shell cannot be installed.
if (fs.existsSync(path)) process.exit(0);
console.error(
  `No Chromium at ${path}. Install your system's Chromium (Debian/Ubuntu: sudo apt-get install chromium) ` +
    'and, if it lives elsewhere, set CHROMIUM_PATH to its executable.',
);
process.exit(1);
