/**
 * npm test: type check, lint, unit and API tests (vitest), then browser tests (Playwright in the system
 * Chromium). Stops at the first failing step and says which.
 */
import { spawnSync } from 'node:child_process';

process.env.ASTRO_TELEMETRY_DISABLED = '1';
process.env.ASTRO_PREVIEW_BACKGROUND = '0';
process.env.ASTRO_DEV_BACKGROUND = '0';

const steps: [string, string, string[]][] = [
  ['type check', 'npx', ['astro', 'check', '--minimumSeverity', 'warning']],
  ['lint', 'npx', ['oxlint', '--deny-warnings', 'src', 'server', 'scripts', 'tests']],
  ['unit and API tests', 'npx', ['vitest', 'run']],
  ['browser (Chromium)', process.execPath, ['scripts/ensure-chromium.ts']],
  ['browser tests', 'npx', ['playwright', 'test']],
];

for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`\n✗ npm test failed at: ${name}`);
    process.exit(result.status ?? 1);
  }
}
console.log('\n✓ npm test: every step passed');
