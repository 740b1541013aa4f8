/**
 * npm test: type check (astro check and tsc), lint and the OpenAPI document's lint (side by side), unit and API
 * tests (vitest), then browser tests (Playwright in the system Chromium; among them the HTML checker over every page
 * type, on the system Java), then the production-only install of that build (scripts/checks/prod-install.ts). Stops
 * at the first failing step and says which.
 *
 * The browser tests' server (seed, build, serve: tests/e2e/test-server.ts) starts first, and its seed and build
 * share the two cores with the checks; Playwright then finds it serving
 * (docs/development.md, "Tests"). The production install of its build runs beside the unit and API tests, once the
 * build is done: it is mostly npm ci waiting on the disk, and the browser tests start once it has copied the build.
 */
import { spawn } from 'node:child_process';
import { startTestServer, type TestServer } from './test-server.ts';
import { BUILD_COPIED } from './checks/prod-install.ts';

process.env.ASTRO_TELEMETRY_DISABLED = '1';
process.env.ASTRO_PREVIEW_BACKGROUND = '0';
process.env.ASTRO_DEV_BACKGROUND = '0';

type Step = [string, string, string[]];

const began = Date.now();
const secondsSince = (start: number) => Math.round((Date.now() - start) / 1000);
/** Each step's seconds, printed at the end: where a run's time went. */
const took: [string, number][] = [];

const server: TestServer | null = await startTestServer();
/** Stops the browser tests' server (when this run started it) and ends the run. */
async function exit(code: number): Promise<never> {
  await server?.stop();
  process.exit(code);
}

// The type check and the lints run side by side; each one's output is printed whole when it ends.
const checks: Step[] = [
  // Every .astro file (astro check) and every .ts file, tests and server included (tsc 7): scripts/checks/types.ts.
  // Astro's generated types (.astro/) are the ones the server's build has just written (--noSync), so no two
  // processes write them at once.
  ['type check', process.execPath, ['scripts/checks/types.ts', ...(server?.synced ? ['--noSync'] : [])]],
  ['lint', 'npm', ['run', 'lint']],
  // Redocly's recommended rules over the API's OpenAPI document, built in-process (redocly.yaml).
  ['OpenAPI lint', process.execPath, ['scripts/checks/openapi-lint.ts']],
];
// The build the browser tests' server made, installed with production dependencies only (about 20 s).
const productionInstall: Step = ['production install', process.execPath, ['scripts/checks/prod-install.ts']];
const steps: Step[] = [
  ['unit and API tests', 'npx', ['vitest', 'run']],
  ['browser (Chromium)', process.execPath, ['scripts/ensure-chromium.ts']],
  // The HTML checker (vnu.jar) in tests/e2e/html-valid.spec.ts runs on Java.
  ['Java (HTML checker)', process.execPath, ['scripts/ensure-java.ts']],
  ['browser tests', 'npx', ['playwright', 'test']],
  // With a server of its own, the install runs beside the unit and API tests instead (below).
  ...(server ? [] : [productionInstall]),
];

type Ended = { name: string; code: number | null; output: string; seconds: number };

/** Runs a step with its output kept, to print whole when it ends; `onOutput` sees the output so far. */
function runCaptured([name, command, args]: Step, onOutput?: (output: string) => void): Promise<Ended> {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { env: process.env });
    let output = '';
    const take = (chunk: Buffer) => {
      output += chunk;
      onOutput?.(output);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('close', (code) => resolve({ name, code, output, seconds: secondsSince(started) }));
  });
}

/** Prints a captured step's output and stops the run when it failed. */
async function report({ name, code, output, seconds }: Ended): Promise<void> {
  took.push([name, seconds]);
  console.log(`\n▶ ${name} (${seconds} s)\n${output.trimEnd()}`);
  if (code !== 0) {
    console.error(`\n✗ npm test failed at: ${name}`);
    await exit(code ?? 1);
  }
}

const checked = await Promise.all(checks.map((step) => runCaptured(step)));
for (const ended of checked) await report(ended);

// The production install, once the server's build is done; the browser tests wait for its copy of the build.
let buildCopied: Promise<unknown> = Promise.resolve();
let installed: Promise<Ended | null> = Promise.resolve(null);
if (server) {
  let copied!: () => void;
  buildCopied = new Promise<void>((resolve) => (copied = resolve));
  installed = server
    .ready()
    .then((ready) =>
      ready ? runCaptured(productionInstall, (output) => output.includes(BUILD_COPIED) && copied()) : null,
    )
    .finally(() => copied());
}

// A seed or build that failed beside the checks fails the run now, not after the unit and API tests.
if (server && !server.running()) {
  console.error(`\n✗ npm test failed at: browser tests' server\n${server.output()}`);
  await exit(1);
}

for (const [name, command, args] of steps) {
  if (name === 'browser tests' && server) {
    console.log(`\n▶ browser tests' server (started beside the checks)`);
    if (!(await server.ready())) {
      console.error(`\n✗ npm test failed at: browser tests' server\n${server.output()}`);
      await exit(1);
    }
    await buildCopied;
  }
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  // Not spawnSync: the production install's output and end, beside these steps, are taken as they come.
  const result = await new Promise<{ status: number | null }>((resolve) =>
    spawn(command, args, { stdio: 'inherit', env: process.env }).on('close', (status) => resolve({ status })),
  );
  took.push([name, secondsSince(started)]);
  if (name === 'browser tests' && server) {
    // What Playwright would have printed from a server of its own: warnings and errors (LOG_LEVEL=warn).
    await server.stop();
    if (server.output().trim()) console.log(`\nThe browser tests' server said:\n${server.output().trimEnd()}`);
  }
  if (result.status !== 0) {
    console.error(`\n✗ npm test failed at: ${name}`);
    await exit(result.status ?? 1);
  }
}
const install = await installed;
if (install) await report(install);
console.log(
  `\n✓ npm test: every step passed in ${secondsSince(began)} s (${took.map(([name, s]) => `${name} ${s} s`).join(', ')})`,
);
await exit(0);
