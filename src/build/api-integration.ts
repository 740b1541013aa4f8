/**
 * Wires the API into Astro: in dev the API, the CDN folder and the redirect and rewrite rules are served
 * on the dev server's origin (dev-redirects.ts); after a build the redirect rules are written to the build's static half
 * (dist/client/_redirects). Pages rendered on demand need nothing here: Astro's dev server renders them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { getRequestListener } from '@hono/node-server';
import { REDIRECT_RULES, formatRedirects } from '../lib/redirects/rules.ts';
import { devRoute } from '../../server/dev-redirects.ts';
import { whenContentSettled } from './settled-content.ts';

const SEARCH_WORD_FILES = /src\/content\/search-(?:synonyms|words)\.json$/;
const contentDir = fileURLToPath(new URL('../content/', import.meta.url));

/**
 * The search tables built again from the two files (the same module the dev API searches with), once a change has
 * settled (src/build/settled-content.ts). A file broken by hand leaves search with the words it had (the build names
 * the fault).
 */
async function reloadSearchWords(): Promise<void> {
  const [{ loadSearchWords }, { log }] = await Promise.all([
    import('../lib/rules/search-query.ts'),
    import('../../server/log.ts'),
  ]);
  const read = (name: string) => JSON.parse(fs.readFileSync(path.join(contentDir, name), 'utf8'));
  try {
    loadSearchWords(read('search-synonyms.json'), read('search-words.json'));
    log.info('search words loaded again');
  } catch (error) {
    log.warn({ err: (error as Error).message }, 'search words not loaded again');
  }
}

export function vastraApi(): AstroIntegration {
  return {
    name: 'vastra-api',
    hooks: {
      'astro:config:setup': ({ command }) => {
        // Tells server/runtime.ts (by a shared symbol, so this file need not load the server) that the
        // build is reading the catalog: Astro set NODE_ENV=production, and the build holds no secrets.
        if (command === 'build') (globalThis as Record<symbol, unknown>)[Symbol.for('vastra.siteBuild')] = true;
      },
      'astro:server:setup': async ({ server }) => {
        const [{ getRuntime }, { createSiteApp }, { config }] = await Promise.all([
          import('../../server/runtime.ts'),
          import('../../server/site.ts'),
          import('../../server/config.ts'),
        ]);
        let listener: Promise<ReturnType<typeof getRequestListener>> | undefined;
        server.middlewares.use(async (req, res, next) => {
          const url = req.url ?? '/';
          if (url.startsWith('/api/v1') || url.startsWith('/cdn/')) {
            // In dev the site app contributes the API and the CDN folder; Astro serves the pages. A failed start
            // is not kept: the next request tries again, and this one gets the error page.
            listener ??= getRuntime()
              .then(async ({ app }) =>
                getRequestListener(
                  (await createSiteApp({ api: app, distDir: null, cdnDir: config.cdnDir, demoArt: !config.production }))
                    .fetch,
                  // The dev server's own code keeps Node's Request and Response: with Hono's lighter ones in their
                  // place, the Markdown highlighter's first load (on an editor's first save) failed, and the page
                  // kept its old text.
                  { overrideGlobalObjects: false },
                ),
              )
              .catch((error: unknown) => {
                listener = undefined;
                throw error;
              });
            try {
              return await (
                await listener
              )(req, res);
            } catch (error) {
              return next(error);
            }
          }
          // The production redirect table: redirects answer here, rewrites go on to the shell's page.
          const route = devRoute(url);
          if (route && 'redirect' in route) {
            res.writeHead(route.status, { Location: route.redirect });
            return res.end();
          }
          if (route) req.url = route.rewrite;
          next();
        });
        // An editor's saved search words (the workspace, or a hand edit) reach the dev API's search at once: its
        // tables are built when search-query.ts loads, from the files as they were then.
        whenContentSettled(server, (file) => {
          if (SEARCH_WORD_FILES.test(file)) void reloadSearchWords();
        });
      },
      'astro:build:done': ({ dir }) => {
        delete (globalThis as Record<symbol, unknown>)[Symbol.for('vastra.siteBuild')];
        const out = fileURLToPath(dir);
        fs.writeFileSync(path.join(out, '_redirects'), formatRedirects(REDIRECT_RULES));
      },
    },
  };
}
