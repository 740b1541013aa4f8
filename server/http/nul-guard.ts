/**
 * PostgreSQL refuses U+0000 in text, so a NUL in a path, a query value or a JSON string would fail deep in
 * a query as a 500. It is refused up front as a 400 naming the field; isInvalidTextError is the fallback
 * for any route the guard cannot see (a JSON body sent without its content type, say). The site server puts
 * the same check of path and query in front of everything else it serves (refuseNulInPages): the pages
 * rendered on demand read the catalog in-process with what the address holds.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { fail } from './envelope.ts';
import { databaseError } from '../db/records.ts';

const NUL = '\u0000';
const MESSAGE = 'Must not contain a NUL character';
/** The search reads (products, results, brands, accounts), whose `q` may hold anything. */
const SEARCH_PATH = /\/(search\/(products|results|brands)|userSearch\/account)$/;
const JSON_TYPE = /^application\/([\w.-]+\+)?json\b/i;

/** The dotted path (`orderData.0.sellerId`) of a string, key or value, holding a NUL; null when none does. */
export function findNul(value: unknown): string | null {
  // Iterative, so a deeply nested body cannot overflow the stack.
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length) {
    const [node, at] = stack.pop()!;
    if (typeof node === 'string') {
      if (node.includes(NUL)) return at || 'body';
    } else if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        const path = at ? `${at}.${key}` : key;
        if (key.includes(NUL)) return path;
        stack.push([child, path]);
      }
    }
  }
  return null;
}

const refuse = (c: Context, field: string) => fail(c, 400, 'Invalid input', { [field]: [MESSAGE] });

/** `path`, or the query parameter, holding a NUL; null when none does. */
function nulInAddress(c: Context): string | null {
  // Hono's path is already percent-decoded, so %00 shows here as U+0000.
  if (c.req.path.includes(NUL)) return 'path';
  const search = SEARCH_PATH.test(c.req.path);
  for (const [key, value] of new URL(c.req.url).searchParams) {
    // A search box takes any text: the search drops the NUL itself (cutQuery).
    if (search && key === 'q' && !key.includes(NUL)) continue;
    if (key.includes(NUL) || value.includes(NUL)) return key;
  }
  return null;
}

/** The site's every address: pages, fragments and files get a short plain-text 400, the API its envelope. */
export const refuseNulInPages = createMiddleware(async (c, next) => {
  const field = nulInAddress(c);
  if (field === null) return next();
  if (c.req.path.startsWith('/api/')) return refuse(c, field);
  return c.text('Bad request: the address must not contain a NUL character', 400, { 'Cache-Control': 'no-store' });
});

export const refuseNul = createMiddleware(async (c, next) => {
  const inAddress = nulInAddress(c);
  if (inAddress !== null) return refuse(c, inAddress);
  // The signed upload PUT's body is binary, and read as a stream by its route.
  if (c.req.path.includes('/upload/put/') || !JSON_TYPE.test(c.req.header('Content-Type') ?? '')) return next();
  // c.req.text() is cached on the request: validators (c.req.json()) and the payment webhook's signature
  // check (c.req.text()) read these same bytes again.
  const text = await c.req.text();
  // JSON text cannot hold a raw NUL; only the escape can put one in a string.
  if (text.includes('\\u0000')) {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return next(); // Malformed JSON: the route's validator says so.
    }
    const field = findNul(body);
    if (field !== null) return refuse(c, field);
  }
  return next();
});

/** PostgreSQL's "not valid text" errors (22021: a NUL or bad byte; 22P02: not the column's type), possibly wrapped by drizzle. */
export function isInvalidTextError(error: unknown): boolean {
  const code = databaseError(error)?.code;
  return code === '22021' || code === '22P02';
}
