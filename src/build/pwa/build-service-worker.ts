/**
 * Builds the service worker after `astro build`: esbuild bundles src/service-worker/sw.ts with the Workbox
 * modules it imports, then workbox-build's injectManifest writes the precache list into it (every file with
 * its revision): the app shell, i.e. the hashed /_astro assets (scripts, styles, fonts), the offline page and
 * the manifest in each language, the icons. Pages are not precached: they are kept as the shopper opens them.
 * The Devanagari font files are left out: every visitor's worker would fetch them, and English pages use none
 * (docs/decisions/i18n.md). A Hindi page's request keeps them (the worker's cache-first rule for /_astro/).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { injectManifest } from 'workbox-build';
import { LOCALES } from '../../lib/i18n/locales.ts';
import { localisedPath } from '../../lib/i18n/locale-paths.ts';
import { OFFLINE_PAGE } from '../../lib/rules/offline-strategy.ts';
import { webManifestPath } from '../../lib/web-manifest.ts';

export const SW_FILE = 'sw.js';
/** Each language's offline page, asked for by its address ("/hi/offline"), built as "hi/offline/index.html". */
const OFFLINE_PAGES = LOCALES.map((locale) => localisedPath(OFFLINE_PAGE, locale));
const fileOf = (page: string) => `${page.slice(1)}/index.html`;
export const PRECACHE_GLOBS = [
  '_astro/**/*.{js,css,woff2,svg}',
  ...OFFLINE_PAGES.map(fileOf),
  'icons/*.png',
  ...LOCALES.map((locale) => webManifestPath(locale).slice(1)),
  'favicon.svg',
];
/** The fonts only Hindi pages load (src/styles/fonts-devanagari.css). */
export const PRECACHE_IGNORES = ['_astro/**/noto-devanagari-*.woff2'];

export type ServiceWorkerBuild = { swBytes: number; precacheCount: number; precacheBytes: number };

/** Writes clientDir/sw.js, or `swDest` (a file to rename into place over a build that is being served). */
export async function buildServiceWorker(
  root: string,
  clientDir: string,
  swDest = path.join(clientDir, SW_FILE),
): Promise<ServiceWorkerBuild> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'vastra-sw-'));
  try {
    const bundled = path.join(tmp, SW_FILE);
    await build({
      entryPoints: [path.join(root, 'src/service-worker/sw.ts')],
      outfile: bundled,
      bundle: true,
      minify: true,
      format: 'iife',
      target: 'es2022',
      // Workbox logs to the console in development builds only.
      // The site config reads import.meta.env (Vite's); the worker uses none of it.
      define: { 'process.env.NODE_ENV': '"production"', 'import.meta.env': 'undefined' },
      logLevel: 'warning',
    });
    const { count, size, warnings } = await injectManifest({
      swSrc: bundled,
      swDest,
      globDirectory: clientDir,
      globPatterns: PRECACHE_GLOBS,
      globIgnores: PRECACHE_IGNORES,
      // The offline pages are asked for as /offline and /hi/offline (the worker's fallback), not by file name.
      manifestTransforms: [
        async (entries) => ({
          manifest: entries.map((entry) => {
            const page = OFFLINE_PAGES.find((p) => fileOf(p) === entry.url);
            return page ? { ...entry, url: page } : entry;
          }),
          warnings: [],
        }),
      ],
    });
    if (warnings.length) throw new Error(`service worker: ${warnings.join('; ')}`);
    return { swBytes: fs.statSync(swDest).size, precacheCount: count, precacheBytes: size };
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
