/**
 * Whether the login an access token belongs to is still open: its family (one login) has a refresh token
 * that is neither revoked nor expired. Log-out and a reused refresh token revoke the family, and an account's
 * refresh tokens go with it (on delete cascade), so one indexed read answers "signed out?" and "account
 * gone?" alike. Asked on every signed-in request, so a token stops working when its login ends, not when it
 * expires 15 minutes later.
 *
 * The answer lives in PostgreSQL, which every serving process shares. Each process remembers an open login
 * for SESSION_CHECK_MS (a page's signed-in reads arrive together: one read serves them all) and forgets it
 * at once when it ends that login itself; another process sees the end within SESSION_CHECK_MS.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { refreshTokens } from '../db/schema.ts';
import { perDatabase } from '../db/per-database.ts';
import { setBounded } from '../bounded.ts';

export const SESSION_CHECK_MS = 5_000;
const MAX_REMEMBERED = 10_000;

export type Session = { userId: string; familyId: string };

/** Logins found open lately, by family, with their user and when. */
const remembered = perDatabase((_db: Db) => new Map<string, { userId: string; at: number }>());

/** Every signed-in request may ask it: prepared once per database. */
const openFamilyQuery = perDatabase((db: Db) =>
  db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, sql.placeholder('familyId')),
        eq(refreshTokens.userId, sql.placeholder('userId')),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      ),
    )
    .limit(1)
    .prepare('session_open'),
);

export async function sessionOpen(db: Db, session: Session): Promise<boolean> {
  const known = remembered(db);
  const hit = known.get(session.familyId);
  if (hit && hit.userId === session.userId && Date.now() - hit.at < SESSION_CHECK_MS) return true;
  const [row] = await openFamilyQuery(db).execute(session);
  if (!row) {
    known.delete(session.familyId);
    return false;
  }
  setBounded(known, session.familyId, { userId: session.userId, at: Date.now() }, MAX_REMEMBERED);
  return true;
}

/** After a login was ended here (log-out, a reused refresh token): this process stops serving it at once. */
export function forgetSession(db: Db, familyId: string): void {
  remembered(db).delete(familyId);
}

/** After an account was found gone: none of its logins is served from memory again. */
export function forgetUser(db: Db, userId: string): void {
  const known = remembered(db);
  for (const [familyId, entry] of known) if (entry.userId === userId) known.delete(familyId);
}
