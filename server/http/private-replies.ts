/**
 * Every reply to a request that carries a bearer token is the shopper's own (a cart, a profile, a wallet) or
 * may be: no cache, shared or in the browser, keeps it. One middleware for the whole API, so a route cannot
 * forget it; it wins over a route's own public caching, since a signed-in read of the catalog is cheap to
 * repeat and the storefront's live reads skip the browser's cache anyway.
 */
import { createMiddleware } from 'hono/factory';

export const PRIVATE_NO_STORE = 'private, no-store';

export const privateToBearer = createMiddleware(async (c, next) => {
  await next();
  if (/^bearer\s/i.test(c.req.header('Authorization') ?? '')) c.res.headers.set('Cache-Control', PRIVATE_NO_STORE);
});
