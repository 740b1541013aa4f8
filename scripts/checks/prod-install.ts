/**
 * The production install, for real: `npm ci --omit=dev`, the release step and `npm run serve`, in a copy of
 * the built site (dist/), its server code and the lockfile, in a temporary folder with no dev dependency
 * installed. Passes when GET /api/v1/ready answers 200, the home page is served and a page rendered on demand
 * answers (404: the catalog is empty).
 *
 *   node scripts/checks/prod-install.ts   (after a build: npm test runs it after the browser tests)
 *
 * Its data (docs/deploy-check.md): a fresh embedded database in a temporary DATA_DIR, migrated by
 * `npm run db:migrate` and never seeded. Production never seeds (server/runtime.ts) and a serving
 * process only serves, so the check meets what a first release meets: every migration and an empty catalog.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { BUILD_ONLY, INSTALLED_FOR_OTHERS } from './build-only.ts';
import { builtServerImports } from './built-imports.ts';
import { waitForServer } from '../bench/wait-for.ts';

const root = path.resolve(import.meta.dirname, '../..');
/** What the serving process reads: the build, its own code, the shared pure rules, and the install's manifests. */
// messages/: the server words its SMS and notifications from the catalogs (server/notices/words.ts).
const COPIED = ['dist', 'server', 'src', 'messages', 'package.json', 'package-lock.json'];
const READY_WITHIN_SECONDS = 60;
/** Printed once the build is copied: from then on the check reads its own copy only. */
export const BUILD_COPIED = '  the build copied';
/** Packages the server imports on first use, not at start (docs/development.md, "Imports"): checked to load here. */
const LOADED_ON_FIRST_USE = ['pdfkit', 'sharp', 'razorpay'];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.once('error', reject);
  });
}

function run(label: string, command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }) {
  const started = performance.now();
  const result = spawnSync(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`${label} failed (exit ${result.status}):\n${result.stdout}\n${result.stderr}`);
  console.log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

const loadAll = `await Promise.all(${JSON.stringify(LOADED_ON_FIRST_USE)}.map((name) => import(name)));`;

export async function checkProductionInstall(): Promise<void> {
  if (!fs.existsSync(path.join(root, 'dist', 'client', 'index.html')))
    throw new Error('no build in dist/: run `npm run build` (or npm start) first');
  // sanitize-html stays on the server (the API sanitises): its option names would show in any bundle carrying it.
  const assets = path.join(root, 'dist', 'client', '_astro');
  const carrying = fs
    .readdirSync(assets)
    .filter(
      (file) =>
        file.endsWith('.js') &&
        fs.readFileSync(path.join(assets, file), 'utf8').includes('allowedSchemesAppliedToAttributes'),
    );
  if (carrying.length) throw new Error(`sanitize-html is in browser bundles: ${carrying.join(', ')}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vastra-prod-'));
  let server: ChildProcess | undefined;
  try {
    for (const entry of COPIED) fs.cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
    // npm test starts the browser tests, which change parts of dist/, only once this is printed.
    console.log(BUILD_COPIED);
    // npm runs the scripts with the Node that runs this check (the project's Node 24), not an older one on PATH.
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}`,
      DATA_DIR: path.join(dir, 'data'),
      CDN_DIR: path.join(dir, 'data', 'cdn'),
      DATABASE_URL: '',
      NODE_ENV: '',
      LOG_LEVEL: 'warn',
    };
    run('npm ci --omit=dev', 'npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline'], {
      cwd: dir,
      env,
    });
    const devOnly = ['@faker-js/faker', 'vitest', 'typescript', 'drizzle-kit'].filter((name) =>
      fs.existsSync(path.join(dir, 'node_modules', name)),
    );
    if (devOnly.length) throw new Error(`dev dependencies were installed: ${devOnly.join(', ')}`);
    const installed = (name: string) => fs.existsSync(path.join(dir, 'node_modules', name, 'package.json'));
    // The lean install (docs/deploy.md, "A lean serving install"): what only the build uses is not installed.
    const buildOnly = BUILD_ONLY.filter((name) => !INSTALLED_FOR_OTHERS.includes(name) && installed(name));
    if (buildOnly.length) throw new Error(`build-only packages were installed: ${buildOnly.join(', ')}`);
    // The built server half imports from node_modules at run time: each package it names must be installed,
    // and none may be build-only (a page rendered on demand would fail on its first request, not at start).
    const missing = [...builtServerImports(path.join(dir, 'dist', 'server'))]
      .filter(([name]) => !installed(name) || (BUILD_ONLY as readonly string[]).includes(name))
      .map(([name, file]) => `${name} (dist/server/${file})`);
    if (missing.length)
      throw new Error(`the built server imports packages production does not install: ${missing.join(', ')}`);
    run(`${LOADED_ON_FIRST_USE.join(', ')} load`, process.execPath, ['--input-type=module', '-e', loadAll], {
      cwd: dir,
      env,
    });
    run('npm run db:migrate', 'npm', ['run', 'db:migrate'], { cwd: dir, env });

    const port = await freePort();
    let output = '';
    server = spawn('npm', ['run', 'serve'], {
      cwd: dir,
      env: { ...env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    server.stdout!.on('data', (chunk: Buffer) => (output += chunk));
    server.stderr!.on('data', (chunk: Buffer) => (output += chunk));
    const started = performance.now();
    await waitForServer(`http://127.0.0.1:${port}/api/v1/ready`, { seconds: READY_WITHIN_SECONDS, server }).catch(
      (error: Error) => {
        throw new Error(`${error.message} (exit ${server!.exitCode ?? server!.signalCode}):\n${output}`);
      },
    );
    console.log(`  npm run serve, /api/v1/ready 200: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const home = await fetch(`http://127.0.0.1:${port}/`);
    if (home.status !== 200 || !(home.headers.get('content-type') ?? '').startsWith('text/html'))
      throw new Error(`GET / answered ${home.status}`);
    // A product page not prebuilt is rendered on demand (dist/server, which loads server/runtime.ts): with an
    // empty catalog it is the 404 page, not a 500 from a module that is not installed.
    const product = await fetch(`http://127.0.0.1:${port}/stores/no-store/products/no-product`);
    if (product.status !== 404)
      throw new Error(`an on-demand product page answered ${product.status}, not 404:\n${output}`);
  } finally {
    // npm starts node as its child: the whole group goes.
    if (server?.pid && server.exitCode === null) {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await new Promise((resolve) => server!.once('exit', resolve));
    }
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  try {
    await checkProductionInstall();
    console.log('✓ production install: npm ci --omit=dev, db:migrate and serve answer /api/v1/ready');
  } catch (error) {
    console.error(`✗ production install: ${(error as Error).message}`);
    process.exit(1);
  }
}
