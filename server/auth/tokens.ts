/**
 * Sessions: HS256 JWTs (jose). Access tokens last 15 minutes; refresh tokens 30 days and are rotated on
 * every refresh. Presenting a refresh token that was already rotated revokes its whole family (one login).
 */
import crypto from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import type { Db } from '../db/open.ts';
import { refreshTokens } from '../db/schema.ts';
import { jwtSecret } from './secret.ts';

export const ACCESS_TTL_SECONDS = 15 * 60;
export const REFRESH_TTL_SECONDS = 30 * 24 * 60 * 60;
const ISSUER = 'vastra';

export type TokenPair = { accessToken: string; refreshToken: string };

async function sign(claims: Record<string, string>, subject: string, ttlSeconds: number, jti: string) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(subject)
    .setIssuer(ISSUER)
    .setJti(jti)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(jwtSecret());
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
    accessToken: await sign({ typ: 'access' }, userId, ACCESS_TTL_SECONDS, crypto.randomUUID()),
    refreshToken: await sign({ typ: 'refresh', fam: familyId }, userId, REFRESH_TTL_SECONDS, refreshId),
  };
}

/** A new login: a new token family. */
export function startSession(db: Db, userId: string): Promise<TokenPair> {
  return issue(db, userId, crypto.randomUUID());
}

/** The user id of a valid access token, or null. */
export async function verifyAccessToken(token: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, jwtSecret(), { issuer: ISSUER, algorithms: ['HS256'] });
    return payload.typ === 'access' && typeof payload.sub === 'string' ? payload.sub : null;
  } catch {
    return null;
  }
}

export type RefreshOutcome = { ok: true; tokens: TokenPair } | { ok: false; reason: 'invalid' | 'reused' | 'revoked' };

/** Rotates a refresh token. Reuse of a rotated one revokes the family, ending that login everywhere. */
export async function rotateRefreshToken(db: Db, token: string): Promise<RefreshOutcome> {
  let payload;
  try {
    ({ payload } = await jwtVerify(token, jwtSecret(), { issuer: ISSUER, algorithms: ['HS256'] }));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (payload.typ !== 'refresh' || !payload.jti || typeof payload.sub !== 'string') return { ok: false, reason: 'invalid' };
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [row] = await t.select().from(refreshTokens).where(eq(refreshTokens.id, payload.jti!)).for('update');
    if (!row || row.userId !== payload.sub) return { ok: false as const, reason: 'invalid' as const };
    if (row.revokedAt) return { ok: false as const, reason: 'revoked' as const };
    if (row.rotatedAt) {
      await t
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
      return { ok: false as const, reason: 'reused' as const };
    }
    await t.update(refreshTokens).set({ rotatedAt: new Date() }).where(eq(refreshTokens.id, row.id));
    return { ok: true as const, tokens: await issue(t, row.userId, row.familyId) };
  });
}
