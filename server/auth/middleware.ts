/** Routes that need a user read it from the bearer access token, never from the body or query. */
import { isIP } from 'node:net';
import { createMiddleware } from 'hono/factory';
import { fail } from '../http/envelope.ts';
import type { Db } from '../db/open.ts';
import { userExists } from '../social/profiles.ts';
import { perDatabase } from '../db/per-database.ts';
import { verifyAccessToken } from './tokens.ts';
import { setBounded } from '../bounded.ts';

export type AuthEnv = { Variables: { userId: string } };

/**
 * Users this process has found in the database lately, by id, with when: a shopper's every request would
 * otherwise ask again (measured: a second query on every signed-in read). A removed account is refused once
 * its entry is older than this; accounts are never removed through the API, only by an operator.
 */
export const USER_SEEN_MS = 30_000;
const seen = perDatabase((_db: Db) => new Map<string, number>());

/** userExists, remembered for USER_SEEN_MS once found. */
async function userKnown(db: Db, userId: string): Promise<boolean> {
  const known = seen(db);
  const at = known.get(userId);
  if (at !== undefined && Date.now() - at < USER_SEEN_MS) return true;
  if (!(await userExists(db, userId))) {
    known.delete(userId);
    return false;
  }
  setBounded(known, userId, Date.now(), 10_000);
  return true;
}

/** Routes that need a user: a valid access token whose user still exists (a deleted account is signed out). */
export function requireUser(db: Db) {
  return createMiddleware<AuthEnv>(async (c, next) => {
    const header = c.req.header('Authorization') ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : '';
    const userId = token ? await verifyAccessToken(token) : null;
    if (!userId || !(await userKnown(db, userId))) return fail(c, 401, 'Sign in to continue');
    c.set('userId', userId);
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
