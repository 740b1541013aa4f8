/** The shopper's shopping preferences (categories, taste, offers), set at onboarding and changed in settings. */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';

type Preferences = typeof t.users.$inferSelect.preferences;

export async function setPreferences(db: Db, userId: string, preferences: Preferences) {
  await db.update(t.users).set({ preferences }).where(eq(t.users.id, userId));
}
