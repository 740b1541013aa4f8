/**
 * The one-origin site server: the API under /api/v1, generated and uploaded images under /cdn, and the
 * built site from dist/: its static files (dist/client) first, then the pages Astro renders on demand
 * (dist/server: product pages beyond the prebuilt set).
 */
import fs from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { compress, COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import { serveStatic } from '@hono/node-server/serve-static';
import { matchRedirect, parseRedirects } from '../src/lib/redirects/match.ts';
import type { App } from './app.ts';
import { onDemandRenderer } from './on-demand.ts';
import { demoArtOnDemand } from './demo-art.ts';
import { refuseNulInPages } from './http/nul-guard.ts';
import { dataSaverPath, savesData } from '../src/lib/images.ts';
import { s3Origins } from './uploads/s3-origins.ts';
import { BASE_LOCALE } from '../src/lib/i18n/locales.ts';
import { localeOfPath, localisedPath } from '../src/lib/i18n/locale-paths.ts';

/**
 * distDir null: API and images only (the dev server serves pages itself). demoArt: draw a demo image the
 * first time /cdn is asked for it (server/demo-art.ts); never in production.
 */
export type SiteOptions = { api: App; distDir: string | null; cdnDir: string; demoArt?: boolean };

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The origin of an absolute base URL (a CDN or API on another host); nothing for a same-origin path. */
function originOf(base: string | undefined): string[] {
  if (!base || !/^https?:\/\//.test(base)) return [];
  return [new URL(base).origin];
}

/**
 * The pages' Content-Security-Policy, by path. Scripts and styles stay 'self' 'unsafe-inline': Astro's
 * security.csp hashes only the scripts and styles it bundles, not our `is:inline` pre-paint scripts, and no
 * hash can allow the style="" attributes the pages carry (colour swatches, rating bars); a hash in the list
 * would also make browsers ignore 'unsafe-inline'. Everything else is locked to this origin, but for media
 * from an absolute PUBLIC_CDN_BASE and the upload bucket (S3_PUBLIC_BASE), calls to an absolute PUBLIC_API_BASE
 * and the bucket's signed PUTs.
 */
export function contentSecurityPolicy(pagePath: string, env: Record<string, string | undefined> = process.env): string {
  // Razorpay's checkout (its script, its iframe and its API) runs on the payment step only, in either language.
  const razorpay = /^\/checkout\/payment(\/|$)/.test(localisedPath(pagePath, BASE_LOCALE));
  const checkout = razorpay ? ['https://checkout.razorpay.com'] : [];
  const frames = razorpay ? ['https://api.razorpay.com', 'https://checkout.razorpay.com'] : [];
  // Pictures and videos come from this origin, the CDN and the upload bucket; blob: is a picked file's preview.
  const bucket = s3Origins(env);
  const media = [...originOf(env.PUBLIC_CDN_BASE), ...bucket.read];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...checkout],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...media],
    'media-src': ["'self'", 'blob:', ...media],
    // The browser PUTs uploads straight to the bucket (S3).
    'connect-src': ["'self'", ...originOf(env.PUBLIC_API_BASE), ...bucket.put, ...frames],
    ...(razorpay ? { 'frame-src': frames } : {}),
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Resolves once the build's on-demand pages are loaded, so the caller can listen with nothing left to load. */
export async function createSiteApp({ api, distDir, cdnDir, demoArt = false }: SiteOptions) {
  const site = new Hono();

  site.use('*', compress());
  // compress() names Accept-Encoding in Vary with c.header(), and Hono copies a finished reply (its body
  // stream included) to let a header be set that way; set on the reply's own headers first, it is not needed
  // (measured: about a twentieth of a cart add's CPU).
  site.use('*', async (c, next) => {
    await next();
    const vary = c.res.headers.get('Vary');
    if (
      COMPRESSIBLE_CONTENT_TYPE_REGEX.test(c.res.headers.get('Content-Type') ?? '') &&
      !/accept-encoding|\*/i.test(vary ?? '')
    ) {
      c.res.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    }
  });
  site.use('*', secureHeaders({ crossOriginResourcePolicy: 'same-site' }));
  // Pages rendered on demand would pass a NUL on to a catalog query (a 500): refused for every address here.
  site.use('*', refuseNulInPages);
  site.route('/', api);

  // Static files get their caching here (serveStatic's onFound runs after the response is built).
  site.use('*', async (c, next) => {
    await next();
    if (c.res.status !== 200 || c.req.path.startsWith('/api/') || c.res.headers.has('Cache-Control')) return;
    const immutable = c.req.path.startsWith('/cdn/') || c.req.path.startsWith('/_astro/');
    c.res.headers.set('Cache-Control', immutable ? IMMUTABLE : 'public, max-age=0, must-revalidate');
  });

  // Pages (HTML, including the 404 page) get the policy; the API, scripts and images need none.
  site.use('*', async (c, next) => {
    await next();
    if (c.res.headers.get('Content-Type')?.startsWith('text/html'))
      c.res.headers.set('Content-Security-Policy', contentSecurityPolicy(c.req.path));
  });

  // Private files (return photos) live outside the CDN folder; ones an older version left there stay hidden.
  site.get('/cdn/private/*', (c) => c.text('Not found', 404));
  // Nor a dot file: the demo's art plan, a drawing being written.
  site.use('/cdn/*', async (c, next) => (/\/\./.test(c.req.path) ? c.text('Not found', 404) : next()));
  // Data saver: a browser that sends Save-Data: on gets a smaller width of a CDN image under the
  // same address, and every image says it varies by that header, so no cache hands one answer for the other.
  site.use('/cdn/*', async (c, next) => {
    await next();
    if (c.res.status === 200 && c.req.path.endsWith('.webp')) c.res.headers.append('Vary', 'Save-Data');
  });
  if (demoArt) site.use('/cdn/*', demoArtOnDemand(cdnDir));
  site.use(
    '/cdn/*',
    serveStatic({
      root: cdnDir,
      rewriteRequestPath: (p, c) => {
        const file = p.replace(/^\/cdn/, '');
        if (!savesData(c.req.header('Save-Data'))) return file;
        const smaller = dataSaverPath(file);
        return smaller && fs.existsSync(path.join(cdnDir, smaller)) ? smaller : file;
      },
    }),
  );
  site.get('/cdn/*', (c) => c.text('Not found', 404));
  if (distDir) await serveSite(site, distDir);
  return site;
}

/**
 * The build's static half with its _redirects honoured as a CDN would (an existing file wins over a rule),
 * then Astro's on-demand routes, then the 404 page. Astro writes the static half to dist/client and its
 * server half to dist/server; a dist/ without client/ is served as it stands (static files only).
 */
async function serveSite(site: Hono, distDir: string) {
  const clientDir = fs.existsSync(path.join(distDir, 'client')) ? path.join(distDir, 'client') : distDir;
  const render = await onDemandRenderer(path.join(distDir, 'server'));
  const redirectsFile = path.join(clientDir, '_redirects');
  const rules = fs.existsSync(redirectsFile) ? parseRedirects(fs.readFileSync(redirectsFile, 'utf8')) : [];
  // The 404 page in the address's language: /hi/… gets /hi/404 (hi/404/index.html); any other address,
  // an unknown language's prefix (/xx/…) included, the English one (404.html).
  const notFoundPage = (pathname: string) => {
    const locale = localeOfPath(pathname);
    const localised = path.join(clientDir, localisedPath('/404', locale), 'index.html');
    const file = locale !== BASE_LOCALE && fs.existsSync(localised) ? localised : path.join(clientDir, '404.html');
    return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : 'Not found';
  };
  site.use('*', serveStatic({ root: clientDir }));

  site.get('*', async (c) => {
    const found = matchRedirect(rules, c.req.path);
    if (found && found.status !== 200) {
      const query = new URL(c.req.url).search;
      return c.redirect(found.to + query, found.status);
    }
    if (found) {
      const file = path.join(clientDir, found.to);
      if (file.startsWith(clientDir) && fs.existsSync(file)) {
        return c.html(fs.readFileSync(file, 'utf8'), 200, { 'Cache-Control': 'public, max-age=0, must-revalidate' });
      }
    }
    const rendered = render ? await render(c.req.raw) : null;
    // A page that found nothing to show answers an empty 404 with its own caching: the 404 page fills it.
    if (rendered?.status === 404 && !rendered.body)
      return c.html(notFoundPage(c.req.path), 404, Object.fromEntries(rendered.headers));
    if (rendered) return rendered;
    return c.html(notFoundPage(c.req.path), 404);
  });
}
