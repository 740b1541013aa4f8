/**
 * Demo art on demand, as the site server sees it. The seed writes no images: it writes the demo's art plan
 * (DEMO_ART_PLAN, in the CDN folder), and outside production a /cdn image that is not on disk yet but that
 * the plan names is drawn the first time it is asked for, then served as the file it now is (same headers as
 * any other). The drawer (server/seed/art-on-demand.ts: sharp and the demo's drawings) loads by a dynamic
 * import on the first such miss, so the serving process's import graph never holds it
 * (tests/unit/prod-imports.test.ts), and production (NODE_ENV=production: server/serve.ts passes
 * demoArt false) never reaches the import. A CDN folder with no plan (production, a fresh `npm run serve`)
 * draws nothing either.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { dataSaverPath, savesData } from '../src/lib/images.ts';
import { log } from './log.ts';

/** The demo's art plan in the CDN folder (a dot file: /cdn never serves one). */
export const DEMO_ART_PLAN = '.demo-art-plan.json';

/** What asking the drawer for one file did. */
export type DemoArtOutcome = 'drawn' | 'on disk' | 'not planned';
type Drawer = { ensure(file: string): Promise<DemoArtOutcome> };

/**
 * Middleware before /cdn's static files: makes sure the file the request will be served exists, drawing it
 * when the plan names it. With Save-Data: on that is the narrower file (dataSaverPath), so the data saver's
 * width is drawn rather than the wider one served. Anything else (not a .webp, not in the plan, a name
 * with a width the plan has not) goes on untouched to the static files and their 404.
 */
export function demoArtOnDemand(cdnDir: string): MiddlewareHandler {
  let drawer: Promise<Drawer> | undefined;
  const planFile = path.join(cdnDir, DEMO_ART_PLAN);
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const requested = c.req.path.replace(/^\/cdn\//, '');
    const file = (savesData(c.req.header('Save-Data')) && dataSaverPath(requested)) || requested;
    if (!file.endsWith('.webp') || fs.existsSync(path.join(cdnDir, file)) || !fs.existsSync(planFile)) return next();
    drawer ??= import('./seed/art-on-demand.ts').then(
      ({ demoArtDrawer }) => demoArtDrawer(cdnDir),
      (error: unknown) => {
        drawer = undefined; // not kept: the next miss tries the import again
        throw error;
      },
    );
    try {
      await (await drawer).ensure(file);
    } catch (error) {
      // Nothing half-written is left (the drawer renames a whole file into place): this request gets the
      // 404, the next one draws again.
      log.error({ err: (error as Error).message, file }, 'demo art: drawing failed');
    }
    return next();
  };
}
