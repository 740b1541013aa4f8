/**
 * Builds the service worker after `astro build`: esbuild bundles src/service-worker/sw.ts with the Workbox
 * modules it imports, then workbox-build's injectManifest writes the precache list into it (every file with
 * its revision): the app shell, i.e. the hashed /_astro assets (scripts, styles, fonts), the offline page, the
 * icons and the manifest. Pages are not precached: they are kept as the shopper opens them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { injectManifest } from 'workbox-build';

export const SW_FILE = 'sw.js';
export const PRECACHE_GLOBS = [
  '_astro/**/*.{js,css,woff2,svg}',
  'offline/index.html',
  'icons/*.png',
  'manifest.webmanifest',
  'favicon.svg',
];

export type ServiceWorkerBuild = { swBytes: number; precacheCount: number; precacheBytes: number };

export async function buildServiceWorker(root: string, clientDir: string): Promise<ServiceWorkerBuild> {
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
      swDest: path.join(clientDir, SW_FILE),
      globDirectory: clientDir,
      globPatterns: PRECACHE_GLOBS,
      // The offline page is asked for as /offline (the worker's fallback), not by its file name.
      manifestTransforms: [
        async (entries) => ({
          manifest: entries.map((entry) =>
            entry.url === 'offline/index.html' ? { ...entry, url: '/offline' } : entry,
          ),
          warnings: [],
        }),
      ],
    });
    if (warnings.length) throw new Error(`service worker: ${warnings.join('; ')}`);
    return { swBytes: fs.statSync(path.join(clientDir, SW_FILE)).size, precacheCount: count, precacheBytes: size };
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
