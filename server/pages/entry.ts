/**
 * The build's server half (bundled by Astro into dist/server/entry.mjs; the serverEntrypoint of
 * src/build/pages-adapter.ts): Astro's own App, which takes a web Request and gives a Response. The site server
 * (server/site.ts, through server/on-demand.ts) calls `render` for what no static file answers, so the page
 * passes through its middleware (compression, security headers, Content-Security-Policy, logs) like any other.
 */
import { createApp } from 'astro/app/entrypoint';

const app = createApp();

/**
 * Astro's own fetch of a prebuilt error page (404, 500) for a page that answers one: none is fetched (the
 * default would ask the request's own origin over HTTP). An empty answer of the error's status is left, and
 * the site server fills an empty 404 with its 404 page.
 */
const noErrorPage = async (): Promise<Response> => new Response(null, { status: 404 });

/** The page Astro renders on demand at this address; null when none of its on-demand routes matches it. */
export async function render(request: Request): Promise<Response | null> {
  // Prebuilt routes are left out: dist/client serves them, and an id the build did not prebuild falls
  // through to the on-demand rest route beside it.
  const routeData = app.match(request);
  if (!routeData) return null;
  return app.render(request, { routeData, prerenderedErrorPageFetch: noErrorPage });
}
