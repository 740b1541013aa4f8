/**
 * The language a shopper chose on the site, kept with their account (users.language): their codes and the
 * notifications the server writes for them are in it, English (the base language) until they choose.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { BASE_LOCALE, isLocale, type Locale } from '../../src/lib/i18n/locales.ts';

/** Saves the shopper's choice; false when there is no such user. */
export async function setLanguage(db: Db, userId: string, language: Locale): Promise<boolean> {
  const saved = await db.update(t.users).set({ language }).where(eq(t.users.id, userId)).returning({ id: t.users.id });
  return saved.length > 0;
}

/** The language to write to this shopper in (English for no choice, or no such user). */
export async function languageOf(db: Db, userId: string): Promise<Locale> {
  const [row] = await db.select({ language: t.users.language }).from(t.users).where(eq(t.users.id, userId));
  return isLocale(row?.language) ? row.language : BASE_LOCALE;
}

/** Each shopper's language, for a note written to many at once (one query). */
export async function languagesOf(db: Db, userIds: readonly string[]): Promise<Map<string, Locale>> {
  const ids = [...new Set(userIds)];
  const rows = ids.length
    ? await db.select({ id: t.users.id, language: t.users.language }).from(t.users).where(inArray(t.users.id, ids))
    : [];
  const chosen = new Map(rows.map((row) => [row.id, isLocale(row.language) ? row.language : BASE_LOCALE]));
  return new Map(ids.map((id) => [id, chosen.get(id) ?? BASE_LOCALE]));
}
