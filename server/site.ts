/**
 * The one-origin site server: the API under /api/v1, generated and uploaded images under /cdn, and the
 * built site from dist/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import { serveStatic } from '@hono/node-server/serve-static';
import { matchRedirect, parseRedirects } from '../src/lib/redirects/match.ts';
import type { App } from './app.ts';

/** distDir null: API and images only (the dev server serves pages itself). */
export type SiteOptions = { api: App; distDir: string | null; cdnDir: string };

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
 * would also make browsers ignore 'unsafe-inline'. Everything else is locked to this origin.
 */
export function contentSecurityPolicy(pagePath: string, env: Record<string, string | undefined> = process.env): string {
  // Razorpay's checkout (its script, its iframe and its API) runs on the payment step only.
  const razorpay = /^\/checkout\/payment(\/|$)/.test(pagePath);
  const checkout = razorpay ? ['https://checkout.razorpay.com'] : [];
  const frames = razorpay ? ['https://api.razorpay.com', 'https://checkout.razorpay.com'] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...checkout],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...originOf(env.PUBLIC_CDN_BASE)],
    'connect-src': ["'self'", ...originOf(env.PUBLIC_API_BASE), ...frames],
    ...(razorpay ? { 'frame-src': frames } : {}),
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives).map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

export function createSiteApp({ api, distDir, cdnDir }: SiteOptions) {
  const site = new Hono();

  site.use('*', compress());
  site.use('*', secureHeaders({ crossOriginResourcePolicy: 'same-site' }));
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
    if (c.res.headers.get('Content-Type')?.startsWith('text/html')) c.res.headers.set('Content-Security-Policy', contentSecurityPolicy(c.req.path));
  });

  // Private files (return photos) live outside the CDN folder; ones an older version left there stay hidden.
  site.get('/cdn/private/*', (c) => c.text('Not found', 404));
  site.use('/cdn/*', serveStatic({ root: cdnDir, rewriteRequestPath: (p) => p.replace(/^\/cdn/, '') }));
  site.get('/cdn/*', (c) => c.text('Not found', 404));
  if (distDir) serveSite(site, distDir);
  return site;
}

/** dist/ with its _redirects honoured as a CDN would: an existing file wins over a rule. */
function serveSite(site: Hono, distDir: string) {
  const redirectsFile = path.join(distDir, '_redirects');
  const rules = fs.existsSync(redirectsFile) ? parseRedirects(fs.readFileSync(redirectsFile, 'utf8')) : [];
  site.use('*', serveStatic({ root: distDir }));

  site.get('*', async (c) => {
    const found = matchRedirect(rules, c.req.path);
    if (found && found.status !== 200) {
      const query = new URL(c.req.url).search;
      return c.redirect(found.to + query, found.status);
    }
    if (found) {
      const file = path.join(distDir, found.to);
      if (file.startsWith(distDir) && fs.existsSync(file)) {
        return c.html(fs.readFileSync(file, 'utf8'), 200, { 'Cache-Control': 'public, max-age=0, must-revalidate' });
      }
    }
    const notFound = path.join(distDir, '404.html');
    return c.html(fs.existsSync(notFound) ? fs.readFileSync(notFound, 'utf8') : 'Not found', 404);
  });
}
