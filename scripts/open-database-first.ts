/**
 * Preloaded (`node --import`) by every process that runs a build (scripts/build.ts): opens the embedded database
 * before the bundling starts. Opening PGlite needs some 300 MB for a moment beyond the 300 MB it keeps; opened
 * after the bundling, as the first page asked for it, that moment came on top of the bundler's memory and set the
 * build's peak (1.54 GB at 100,000 products, against 1.34 to 1.39 GB opened first). The build's reads
 * (src/build/catalog.ts) load the same module and find the database open.
 * Not for PostgreSQL (its memory is the server's) nor for a build reading a remote API (CATALOG_API_URL), and not
 * when npm start still holds the database and hands it over later (scripts/build-once.ts).
 */
import { opensDatabaseFirst } from './build.ts';

if (opensDatabaseFirst(process.env)) {
  const { getRuntime, SITE_BUILD } = await import('../server/runtime.ts');
  // Astro's build sets this too; set here first, the runtime opens as the build's (no serving-only checks).
  (globalThis as Record<symbol, unknown>)[SITE_BUILD] = true;
  await getRuntime();
}
