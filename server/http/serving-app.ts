/**
 * What a serving process puts around the site app: a request id (an incoming sane X-Request-Id is kept and
 * echoed), the request log, and closing connections while draining.
 */
import { Hono } from 'hono';
import { requestId, type RequestIdVariables } from 'hono/request-id';
import type { Logger } from '../log.ts';
import { requestLog } from './request-log.ts';
import { closeConnectionsWhenDraining } from '../lifecycle.ts';

type Fetchable = { fetch: (request: Request, ...rest: any[]) => Response | Promise<Response> };

export function servingApp(site: Fetchable, logger: Logger) {
  const app = new Hono<{ Variables: RequestIdVariables }>();
  app.use('*', requestId({ limitLength: 128 }));
  // requestId() sets the header on replies Hono builds; the site app's replies are built elsewhere.
  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set('X-Request-Id', c.get('requestId'));
  });
  app.use('*', requestLog(logger));
  app.use('*', closeConnectionsWhenDraining);
  // The site app answers everything, pages and API alike (its own 404s included).
  app.all('*', (c) => site.fetch(c.req.raw, c.env));
  return app;
}
