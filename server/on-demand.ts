/**
 * The pages Astro renders on demand (the product pages beyond the prebuilt set), served from the build's
 * server half: dist/server/entry.mjs, built from server/pages/entry.ts by the project's own adapter
 * (src/build/pages-adapter.ts), exports `render`, Astro's App taking a web Request to a Response. The page
 * comes back as a Response and passes through the site's own middleware (compression, security headers,
 * Content-Security-Policy, request logs) like any other. That bundle carries React's production build
 * (src/build/react-production.ts), so nothing here depends on the process's NODE_ENV.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** null: no route of Astro's renders this address on demand. */
export type OnDemandRenderer = (request: Request) => Promise<Response | null>;

/**
 * The renderer for a build's server half (dist/server), or null when the build has none. It loads here,
 * before the server listens, so a server half that cannot load stops the process from starting rather
 * than failing pages later.
 */
export async function onDemandRenderer(serverDir: string): Promise<OnDemandRenderer | null> {
  const entry = path.join(serverDir, 'entry.mjs');
  if (!fs.existsSync(entry)) return null;
  const { render } = (await import(pathToFileURL(entry).href)) as { render?: OnDemandRenderer };
  if (typeof render !== 'function')
    throw new Error(`${entry} exports no render(request): rebuild the site (npm run build)`);
  return render;
}
