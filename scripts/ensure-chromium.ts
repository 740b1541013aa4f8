/**
 * Browser tests use the system Chromium, never Playwright's own download. On Debian as root a missing
 * Chromium is installed from Debian's packages; elsewhere this says how to get one.
 */
import fs from 'node:fs';
import { execSync } from 'node:child_process';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (fs.existsSync(path)) process.exit(0);

const isDebian = fs.existsSync('/etc/debian_version');
const isRoot = process.getuid?.() === 0;
if (isDebian && isRoot) {
  console.log('[vastra] Chromium missing: installing Debian’s chromium package…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
  process.exit(0);
}
console.error(
  `No Chromium at ${path}. Install your system's Chromium (Debian/Ubuntu: sudo apt-get install chromium) ` +
    'and, if it lives elsewhere, set CHROMIUM_PATH to its executable.',
);
process.exit(1);
