/**
 * The installable, offline-capable storefront's build step (docs/decisions/offline.md): after `astro build`,
 * the icons are drawn and the service worker is generated. Nothing runs in `astro dev`: there is no worker
 * there, and the page script unregisters any left from a build (src/scripts/pwa.ts).
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { writeIcons } from './icons.ts';
import { buildServiceWorker } from './build-service-worker.ts';
import { isContentOnlyBuild } from '../content-only.ts';

export function pwa(): AstroIntegration {
  let root = '';
  let publicDir = '';
  return {
    name: 'vastra-pwa',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root);
        publicDir = fileURLToPath(config.publicDir);
      },
      'astro:build:done': async ({ dir, logger }) => {
        // A content-only build is a few pages copied into a full build's folder: the worker is that folder's
        // (scripts/build-content.ts writes it again there when the copy adds a file it precaches).
        if (isContentOnlyBuild()) return;
        const clientDir = fileURLToPath(dir);
        await writeIcons(publicDir, clientDir);
        const sw = await buildServiceWorker(root, clientDir);
        logger.info(
          `service worker: ${(sw.swBytes / 1024).toFixed(1)} KB, precaching ${sw.precacheCount} files (${(sw.precacheBytes / 1024).toFixed(0)} KB)`,
        );
      },
    },
  };
}
