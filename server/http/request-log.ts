/**
 * One log line per request, written when the reply is ready: request id, method, path (see safe-path),
 * status and duration. Headers, bodies and query strings are never logged.
 */
import type { MiddlewareHandler } from 'hono';
import type { RequestIdVariables } from 'hono/request-id';
import type { Logger } from '../log.ts';
import { safePath } from './safe-path.ts';

export function requestLog(logger: Logger): MiddlewareHandler<{ Variables: RequestIdVariables }> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const status = c.res.status;
    const line = {
      reqId: c.get('requestId'),
      method: c.req.method,
      path: safePath(c.req.path),
      status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    };
    if (status >= 500) logger.error(line, 'request');
    else logger.info(line, 'request');
  };
}
