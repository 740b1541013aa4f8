/**
 * npm run build:content: publishes the editors' content without rebuilding the catalog. Renders the legal, help
 * and about pages, the home page and the marketplace's category tabs, in both languages, from the content files
 * (src/build/content-only.ts: every other page is left out), into a temporary folder (under node_modules/.cache:
 * the build's server half imports packages from node_modules), then copies what changed
 * into the full build that is there (dist/client), each file renamed into place, so a server serving dist/ goes
 * on serving throughout. The home sections are read from the catalog as the full build reads them (the database
 * in DATA_DIR, in-process, or CATALOG_API_URL): the database is needed, and not reseeded.
 *
 *   node scripts/build-content.ts [--dist DIR]     (default dist; a full build must be there)
 *
 * What it does not refresh (a full build does): product, store and listing pages, the search words and brand
 * words the islands carry, the 404 and offline pages, the redirects; a page whose file was removed stays
 * (docs/decisions/content.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'astro';
import { CONTENT_ONLY_ENV } from '../src/build/content-only.ts';
import { englishPageIds } from '../src/build/content-site.ts';
import { contentPagePath, homePath } from '../src/lib/paths.ts';
import { buildServiceWorker, SW_FILE } from '../src/build/pwa/build-service-worker.ts';
import { filesUnder, publish } from './content-build/publish.ts';
import { addToSitemap } from './content-build/sitemap-additions.ts';
import { databaseInUse } from './content-build/database-in-use.ts';

const started = performance.now();
const root = path.resolve(import.meta.dirname, '..');
const at = process.argv.indexOf('--dist');
const dist = path.resolve(root, at > 0 ? (process.argv[at + 1] ?? '') : 'dist');
const client = path.join(dist, 'client');
// The folder as the user named it: relative inside the project, else in full.
const shown = dist.startsWith(`${root}${path.sep}`) ? path.relative(root, dist) : dist;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

if (!fs.existsSync(path.join(client, 'index.html')) || !fs.existsSync(path.join(client, '_astro')))
  fail(
    `There is no full build in ${shown}/ (no ${shown}/client/index.html). npm run build:content updates the pages of a ` +
      'full build: run npm run build (or npm start) once first, then npm run build:content after each content edit.',
  );
const busy = databaseInUse(root);
if (busy) fail(busy);

process.env[CONTENT_ONLY_ENV] = '1';
process.env.ASTRO_TELEMETRY_DISABLED = '1';
// Inside the project: the build's server half, which renders the pages, imports packages from node_modules.
const cache = path.join(root, 'node_modules/.cache');
fs.mkdirSync(cache, { recursive: true });
const out = fs.mkdtempSync(path.join(cache, 'vastra-content-build-'));
let exitCode = 0;
try {
  const nodeEnv = process.env.NODE_ENV;
  // Errors only: Astro warns about each catalog page's getStaticPaths, unused in a build that renders none.
  await build({ root, outDir: out, logLevel: 'error' });
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
  const built = path.join(out, 'client');
  const pages = filesUnder(built).filter((f) => f.endsWith('.html'));
  // _redirects is written from the code by every build: the full build's stays.
  const result = publish(built, client, (file) => file === '_redirects');
  const assets = result.written.filter((f) => !f.endsWith('.html'));
  if (assets.length) {
    // A file the worker precaches may be new: its list is written again over the whole folder.
    const temporary = path.join(client, `.${SW_FILE}.${process.pid}.tmp`);
    await buildServiceWorker(root, client, temporary);
    fs.renameSync(temporary, path.join(client, SW_FILE));
  }
  const sitemap = addToSitemap(client, [homePath(), ...englishPageIds(root).map(contentPagePath)]);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const changed = result.written.filter((f) => f.endsWith('.html'));
  console.log(
    `Content-only build: ${pages.length} pages rebuilt into ${shown}/client in ${seconds} s ` +
      `(${changed.length} changed, ${pages.length - changed.length} unchanged; ` +
      `${assets.length} other files new or changed${assets.length ? ', service worker written again' : ''}).`,
  );
  for (const file of changed) console.log(`  changed: ${file}`);
  for (const file of assets) console.log(`  copied: ${file}`);
  if (sitemap.added.length) console.log(`  added to ${sitemap.file}: ${sitemap.added.join(', ')}`);
  if (sitemap.full)
    console.warn('  the sitemap is full: the new pages are listed after the next full build (npm run build)');
} catch (error) {
  console.error((error as Error).message);
  exitCode = 1;
} finally {
  fs.rmSync(out, { recursive: true, force: true });
  // The build may have opened the catalog's database in this process.
  const { closeRuntime } = await import('../server/runtime.ts');
  await closeRuntime();
}
process.exit(exitCode);
