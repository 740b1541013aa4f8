/** Routes that need a user read it from the bearer access token, never from the body or query. */
import { isIP } from 'node:net';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { fail } from '../http/envelope.ts';
import type { Db } from '../db/open.ts';
import { verifyAccessToken } from './tokens.ts';
import { sessionOpen } from './live-sessions.ts';

export type AuthEnv = { Variables: { userId: string } };

/** The session of the request's bearer access token, when it carries a valid one (not yet checked as open). */
export async function bearerSession(c: Context) {
  const header = c.req.header('Authorization') ?? '';
  return header.startsWith('Bearer ') ? await verifyAccessToken(header.slice(7)) : null;
}

/**
 * Routes that need a user (route files mark them with `signedIn` in http/route-helpers.ts): a valid access token whose login is still open (not logged out, its account not
 * removed; see live-sessions.ts). Anything else answers 401, and the storefront refreshes once.
 */
export function requireUser(db: Db) {
  return createMiddleware<AuthEnv>(async (c, next) => {
    const session = await bearerSession(c);
    if (!session || !(await sessionOpen(db, session))) return fail(c, 401, 'Sign in to continue');
    c.set('userId', session.userId);
    await next();
  });
}

/**
 * The caller's address for rate limits. TRUST_PROXY is the number of proxies in front of us: each appends
 * the address it saw to X-Forwarded-For, so the client is the N-th entry from the right. Entries further
 * left are written by the client and can be forged. Unset/0, or a header shorter than N: the socket.
 */
export function clientIp(headers: Headers, fallback = '', trustProxy = process.env.TRUST_PROXY): string {
  const hops = Number(trustProxy ?? 0);
  if (!Number.isInteger(hops) || hops < 1) return fallback;
  const entries = (headers.get('x-forwarded-for') ?? '').split(',').map((entry) => entry.trim());
  const entry = entries.length >= hops ? entries[entries.length - hops] : '';
  // A proxy writes a bare address; anything else means a misconfigured chain, so trust the socket.
  return entry && isIP(entry) ? entry : fallback;
}
