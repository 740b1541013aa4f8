/**
 * The pages Astro renders on demand (the product pages beyond the prebuilt set), served from the build's
 * server half: the Node adapter in middleware mode (dist/server/entry.mjs exports its Connect-style
 * handler). light-my-request hands it a Node request and collects its Node response, so the page comes
 * back as a Response and passes through the site's own middleware (compression, security headers,
 * Content-Security-Policy, request logs) like any other.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { inject } from 'light-my-request';

/** What the server build imports from React (dist/server): each loads its development or production build. */
const REACT_ENTRY_POINTS = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/server'];

type NodeHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next?: (error?: unknown) => void,
) => void | Promise<void>;

/** null: no route of Astro's renders this address on demand. */
export type OnDemandRenderer = (request: Request) => Promise<Response | null>;

/** Where a package resolves from the build, or null when the build cannot see it (then it needs none). */
function resolvable(require: NodeJS.Require, name: string): string | null {
  try {
    return require.resolve(name);
  } catch {
    return null;
  }
}

/**
 * Imports the adapter's handler as a production module graph: React picks its development build (several
 * times slower to render, with extra checks) when NODE_ENV is not "production" as its modules load, and
 * `npm start` and the tests serve without NODE_ENV set. Only the import sees it; the server's own mode is
 * left as the caller set it.
 */
async function loadHandler(entry: string): Promise<NodeHandler> {
  const mode = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    // Astro imports each page's code on its first render, after this; React's entry points are loaded here,
    // as the build's modules resolve them, so those later imports find the production build already loaded.
    const require = createRequire(entry);
    for (const name of REACT_ENTRY_POINTS) {
      const file = resolvable(require, name);
      if (file) await import(pathToFileURL(file).href);
    }
    return ((await import(pathToFileURL(entry).href)) as { handler: NodeHandler }).handler;
  } finally {
    if (mode === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = mode;
  }
}

/**
 * The renderer for a build's server half (dist/server), or null when the build has none. Its modules load
 * here, before the server listens: the load flips NODE_ENV for the whole process, and no request may be
 * handled while it does (a dev-only route would see production mode).
 */
export async function onDemandRenderer(serverDir: string): Promise<OnDemandRenderer | null> {
  const entry = path.join(serverDir, 'entry.mjs');
  if (!fs.existsSync(entry)) return null;
  const astro = await loadHandler(entry);
  return async (request) => {
    const url = new URL(request.url);
    let unmatched = false;
    const reply = await inject(
      (req, res) =>
        void astro(req, res, () => {
          unmatched = true;
          res.end();
        }),
      { method: request.method, url: `${url.pathname}${url.search}`, headers: Object.fromEntries(request.headers) },
    );
    if (unmatched) return null;
    const headers = new Headers();
    for (const [name, value] of Object.entries(reply.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one));
    }
    // Node computed these for its own framing; the site server frames the body again.
    headers.delete('content-length');
    headers.delete('transfer-encoding');
    const empty = request.method === 'HEAD' || reply.rawPayload.length === 0;
    return new Response(empty ? null : new Uint8Array(reply.rawPayload), { status: reply.statusCode, headers });
  };
}
