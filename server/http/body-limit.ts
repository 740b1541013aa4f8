import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { fail } from './envelope.ts';

/** API bodies are small JSON; the signed image PUT checks its own 5 MB limit. */
export const JSON_BODY_LIMIT = 256 * 1024;

const tooLarge = 'Request body too large';
const streamed = bodyLimit({ maxSize: JSON_BODY_LIMIT, onError: (c) => fail(c, 413, tooLarge) });

/**
 * A declared Content-Length is judged from the header alone (Node's parser reads no more than it says), and
 * a GET's body is never read. Hono's bodyLimit first asks for the request's body stream, which makes the
 * Node adapter build a full web Request and stream for every request (about a twentieth of an order's CPU);
 * it still counts the bytes of a chunked body, which declares no length.
 */
export const jsonBodyLimit = createMiddleware(async (c, next) => {
  // A GET or HEAD carries no body the API reads; the signed image PUT checks its own.
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.path.includes('/upload/put/')) return next();
  const length = c.req.header('Content-Length');
  if (length !== undefined && c.req.header('Transfer-Encoding') === undefined) {
    return Number(length) > JSON_BODY_LIMIT ? fail(c, 413, tooLarge) : next();
  }
  return streamed(c, next);
});
