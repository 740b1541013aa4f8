/** Shopper accounts as login and signup see them: found by phone, checked for clashes, and created. */
import crypto from 'node:crypto';
import { eq, or } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { users } from '../db/schema.ts';
import { databaseError } from '../db/records.ts';
import { displayNameIs } from '../social/profiles.ts';
import { reservedNameError } from '../../src/lib/rules/reserved-names.ts';
import { isLocale } from '../../src/lib/i18n/locales.ts';

/** The account a phone number logs in to (its id, the country code and language its codes go in), or undefined. */
export async function accountByPhone(db: Db, phone: string) {
  const [user] = await db
    .select({ id: users.id, countryCode: users.countryCode, language: users.language })
    .from(users)
    .where(eq(users.phone, phone));
  return user;
}

/** What a new signup would clash with: null when neither the phone nor the display name (in any case) is in use. */
export async function signupClashes(db: Db, phone: string, displayname: string) {
  const taken = await db
    .select({ phone: users.phone, displayname: users.displayname })
    .from(users)
    .where(or(eq(users.phone, phone), displayNameIs(displayname)));
  if (!taken.length) return null;
  return {
    phone: taken.some((u) => u.phone === phone),
    displayname: taken.some((u) => u.displayname.toLowerCase() === displayname.toLowerCase()),
  };
}

/**
 * Creates the account a confirmed signup code stands for, with what the signup sent (referredBy is the
 * referrer's display name); null when another signup with this phone was confirmed meanwhile. A display
 * name taken meanwhile throws: the app's error handler maps that index (a 409 on displayname, wherever a
 * display name is written).
 */
export async function createAccount(db: Db, phone: string, details: Record<string, string>) {
  const id = crypto.randomUUID();
  const [referrer] = details.referredBy
    ? await db.select({ id: users.id }).from(users).where(displayNameIs(details.referredBy))
    : [];
  try {
    await db.insert(users).values({
      id,
      phone,
      countryCode: details.country_code ?? '91',
      displayname: details.displayname ?? `shopper${phone.slice(-4)}`,
      fullname: details.fullname ?? '',
      email: details.email ?? null,
      referredBy: referrer?.id ?? null,
      // The language chosen on the device that signed up (its code came in it), if one was.
      language: isLocale(details.language) ? details.language : null,
    });
  } catch (error) {
    if (databaseError(error)?.constraint === 'users_phone_key') return null;
    throw error;
  }
  return id;
}

/** Whether no one has this display name, in any case (a name kept for the store is never free). */
export async function displayNameFree(db: Db, name: string) {
  if (reservedNameError(name)) return false;
  const [taken] = await db.select({ id: users.id }).from(users).where(displayNameIs(name));
  return !taken;
}
