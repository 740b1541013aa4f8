/**
 * Database refusals that answer the caller rather than signal a fault: the routes check first, but two
 * requests can pass the same check at once, and then the database's constraint decides.
 * - A display name taken meanwhile (the case-insensitive unique index) is a 409 on `displayname`, wherever a
 *   display name is written.
 * - A write naming the caller whose account was removed after the sign-in check (a foreign key to users
 *   fails) is a 401, as the sign-in check itself would now answer.
 */
import type { Context } from 'hono';
import type { Db } from '../db/open.ts';
import { databaseError } from '../db/records.ts';
import { userExists } from '../social/profiles.ts';
import { forgetUser } from '../auth/live-sessions.ts';
import { DISPLAY_NAME_TAKEN } from '../../src/lib/rules/field-rules.ts';
import { fail } from './envelope.ts';

export const DISPLAY_NAME_INDEX = 'users_displayname_lower_key';
const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

/** The reply for a database refusal that is the caller's answer, or null for a fault. */
export async function refusalReply(db: Db, c: Context, error: unknown): Promise<Response | null> {
  const found = databaseError(error);
  if (found?.code === UNIQUE_VIOLATION && found.constraint === DISPLAY_NAME_INDEX) {
    return fail(c, 409, DISPLAY_NAME_TAKEN, { displayname: [DISPLAY_NAME_TAKEN] });
  }
  const userId = (c.var as { userId?: string }).userId;
  if (found?.code === FOREIGN_KEY_VIOLATION && userId && !(await userExists(db, userId))) {
    forgetUser(db, userId);
    return fail(c, 401, 'Sign in to continue');
  }
  return null;
}
