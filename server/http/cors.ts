import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

/**
 * CORS for a storefront on another origin (CORS_ORIGINS; none when the site and the API share one).
 * Hono's cors() runs only for the requests it concerns, an allowed Origin and preflights: it writes its
 * headers on the reply before the route runs, which makes Hono copy the route's reply twice (measured:
 * about a tenth of a cart add's CPU). Any other request would get no Access-Control-Allow-Origin from it
 * either; it gets `Vary: Origin` alone, since the reply does differ by Origin once some origin is allowed.
 */
export function corsFor(origins: string[]): MiddlewareHandler {
  // Retry-After is exposed so a storefront on another origin can say when the next code may be asked for.
  const allowed = cors({
    origin: (origin) => (origins.includes(origin) ? origin : null),
    credentials: false,
    exposeHeaders: ['Retry-After'],
  });
  return async (c, next) => {
    const origin = c.req.header('Origin');
    if (c.req.method === 'OPTIONS' || (origin !== undefined && origins.includes(origin))) return allowed(c, next);
    await next();
    if (origins.length) c.res.headers.append('Vary', 'Origin');
  };
}
