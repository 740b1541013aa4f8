/**
 * Sessions: HS256 JWTs (jose). Access tokens last 15 minutes; refresh tokens 30 days and are rotated on
 * every refresh. Presenting a refresh token that was already rotated revokes its whole family (one login).
 * An access token names its family (`fam`), so a signed-in request can ask whether that login is still open
 * (live-sessions.ts): log-out ends its access tokens at once.
 */
import crypto from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import { withTransaction, type Db } from '../db/open.ts';
import { refreshTokens } from '../db/schema.ts';
import { keyFor } from './secret.ts';
import { setBounded } from '../bounded.ts';
import { forgetSession, type Session } from './live-sessions.ts';

export const ACCESS_TTL_SECONDS = 15 * 60;
export const REFRESH_TTL_SECONDS = 30 * 24 * 60 * 60;
/**
 * Two tabs of one shopper may refresh with the same token at the same moment: within this many seconds of
 * its rotation, a token still gets a new pair of its family instead of being treated as stolen.
 */
export const REFRESH_GRACE_SECONDS = 30;
const ISSUER = 'vastra';
// Every token must carry an expiry; one without is refused even when its signature is right.
const VERIFY = { issuer: ISSUER, algorithms: ['HS256'], requiredClaims: ['exp', 'sub', 'jti'] };

export type TokenPair = { accessToken: string; refreshToken: string };

/**
 * The signing key as a CryptoKey, imported once per process: given raw bytes, jose imports them again on
 * every sign and verify (measured: 211 µs a verify, 93 µs with the imported key; every signed-in request verifies).
 */
let tokenKey: Promise<crypto.webcrypto.CryptoKey> | undefined;
function tokensKey() {
  if (tokenKey) return tokenKey;
  const raw = keyFor('tokens'); // throws (not kept) where no secret may be made
  return (tokenKey = crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']));
}

async function sign(claims: Record<string, string>, subject: string, ttlSeconds: number, jti: string) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(subject)
    .setIssuer(ISSUER)
    .setJti(jti)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(await tokensKey());
}

async function issue(db: Db, userId: string, familyId: string): Promise<TokenPair> {
  const refreshId = crypto.randomUUID();
  await db.insert(refreshTokens).values({
    id: refreshId,
    userId,
    familyId,
    expiresAt: new Date(Date.now() + REFRESH_TTL_SECONDS * 1000),
  });
  return {
    accessToken: await sign({ typ: 'access', fam: familyId }, userId, ACCESS_TTL_SECONDS, crypto.randomUUID()),
    refreshToken: await sign({ typ: 'refresh', fam: familyId }, userId, REFRESH_TTL_SECONDS, refreshId),
  };
}

/** A new login: a new token family. */
export function startSession(db: Db, userId: string): Promise<TokenPair> {
  return issue(db, userId, crypto.randomUUID());
}

/**
 * Access tokens already verified by this process, with their session and expiry: a shopper's every request
 * carries the same token for 15 minutes, and the signature check is the largest cost of a signed-in read
 * (measured: about a tenth of its CPU). Keyed by the whole token, so a hit is the same check's same answer;
 * the expiry is still checked on every hit. Bounded: the oldest entry goes first.
 */
const verified = new Map<string, Session & { expiresAt: number }>();
const VERIFIED_MAX = 10_000;

/**
 * The session (user and login family) of a valid access token, or null. A token without a family (made
 * before tokens named theirs) is refused: the storefront refreshes once on a 401 and gets one that does.
 */
export async function verifyAccessToken(token: string): Promise<Session | null> {
  const known = verified.get(token);
  if (known) {
    if (known.expiresAt > Date.now()) return { userId: known.userId, familyId: known.familyId };
    verified.delete(token);
    return null;
  }
  try {
    const { payload } = await jwtVerify(token, await tokensKey(), VERIFY);
    if (payload.typ !== 'access' || typeof payload.sub !== 'string' || typeof payload.fam !== 'string') return null;
    const session = { userId: payload.sub, familyId: payload.fam };
    setBounded(verified, token, { ...session, expiresAt: payload.exp! * 1000 }, VERIFIED_MAX);
    return session;
  } catch {
    return null;
  }
}

export type RefreshOutcome = { ok: true; tokens: TokenPair } | { ok: false; reason: 'invalid' | 'reused' | 'revoked' };

/** The payload of a well-signed, unexpired refresh token, or null. */
async function readRefreshToken(token: string) {
  try {
    const { payload } = await jwtVerify(token, await tokensKey(), VERIFY);
    return payload.typ === 'refresh' && typeof payload.jti === 'string' && typeof payload.sub === 'string'
      ? { jti: payload.jti, sub: payload.sub }
      : null;
  } catch {
    return null;
  }
}

/**
 * Rotates a refresh token. Reuse of a rotated one revokes the family, ending that login everywhere, except
 * within the grace seconds after its rotation (another tab refreshing at the same moment).
 */
export async function rotateRefreshToken(db: Db, token: string): Promise<RefreshOutcome> {
  const payload = await readRefreshToken(token);
  if (!payload) return { ok: false, reason: 'invalid' };
  let revoked: string | null = null;
  const outcome = await withTransaction(db, async (t) => {
    const [row] = await t.select().from(refreshTokens).where(eq(refreshTokens.id, payload.jti)).for('update');
    if (!row || row.userId !== payload.sub) return { ok: false as const, reason: 'invalid' as const };
    if (row.revokedAt) return { ok: false as const, reason: 'revoked' as const };
    if (row.rotatedAt && Date.now() - row.rotatedAt.getTime() <= REFRESH_GRACE_SECONDS * 1000) {
      return { ok: true as const, tokens: await issue(t, row.userId, row.familyId) };
    }
    if (row.rotatedAt) {
      await t
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
      revoked = row.familyId;
      return { ok: false as const, reason: 'reused' as const };
    }
    await t.update(refreshTokens).set({ rotatedAt: new Date() }).where(eq(refreshTokens.id, row.id));
    return { ok: true as const, tokens: await issue(t, row.userId, row.familyId) };
  });
  // Once committed: forgotten before, a request in between could remember the login as open again.
  if (revoked) forgetSession(db, revoked);
  return outcome;
}

/** Log-out: every token of this login (its family) stops working, access tokens included. False when the token is not ours. */
export async function endSession(db: Db, token: string): Promise<boolean> {
  const payload = await readRefreshToken(token);
  if (!payload) return false;
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.id, payload.jti));
  if (!row || row.userId !== payload.sub) return false;
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
  forgetSession(db, row.familyId);
  return true;
}
