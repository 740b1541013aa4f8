/** The shopper's own profile: reading it whole, and changing its name, contact details and picture. */
import type { z } from '@hono/zod-openapi';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import type { profileUpdateSchema } from '../../src/lib/schemas.ts';
import { displayNameIs, followLists, withProducts } from '../social/profiles.ts';
import { shownPost } from '../social/posts.ts';
import type { S3Storage } from '../uploads/s3.ts';
import { ownPublicUpload } from '../uploads/public-refs.ts';
import { placeUpload } from '../uploads/places.ts';
import { UPLOAD_PLACES } from '../../src/lib/rules/pictures.ts';
import { isLocale } from '../../src/lib/i18n/locales.ts';

/** Own profile: the user, subscriber level, achievement, preferences, and own reviews and posts; null when no such user. */
export async function profileOf(db: Db, userId: string) {
  const [user] = await db.select().from(t.users).where(eq(t.users.id, userId));
  if (!user) return null;
  const [posts, lists] = await Promise.all([
    db.select().from(t.posts).where(eq(t.posts.userId, userId)).orderBy(desc(t.posts.createdAt)),
    followLists(db, userId),
  ]);
  const shown = await withProducts(db, posts.map(shownPost));
  return {
    user: {
      id: user.id,
      fullname: user.fullname,
      displayname: user.displayname,
      profilePicUrl: user.profilePicUrl,
      email: user.email,
      phone: user.phone,
      birthday: user.birthday,
      badge: user.badge,
      ...user.preferences,
      // After the preferences, which never hold it: the choice saved by PUT user/language.
      language: isLocale(user.language) ? user.language : null,
    },
    subscriber: user.subscriber,
    // The spec's achieve carries a cover image; no badge has one yet, so it is null (the storefront draws the tier).
    achieve: user.badge ? { achievement: user.badge, coverImgUrl: null } : null,
    preferences: user.preferences,
    review: shown.filter((p) => p.ratings !== undefined && p.ratings >= 0),
    post: shown.filter((p) => p.ratings === undefined),
    followers: lists.followers,
    follows: lists.follows,
  };
}

export type ProfileChange = z.infer<typeof profileUpdateSchema>;

/**
 * Saves the shopper's profile, or says why not: no such user, a changed phone (it is the login), a display
 * name someone else has (in any case), a picture that is not one of their own public uploads whose bytes
 * arrived, or one that is not a picture (its message). Empty removes the picture; the current one may be sent
 * back unchanged.
 */
export async function updateProfile(
  db: Db,
  s3: S3Storage | null,
  userId: string,
  change: ProfileChange,
): Promise<'missing' | 'phone-changed' | 'name-taken' | 'not-own-picture' | { pictureRefused: string } | 'saved'> {
  const [me] = await db.select().from(t.users).where(eq(t.users.id, userId));
  if (!me) return 'missing';
  if (change.phone !== me.phone) return 'phone-changed';
  const [clash] = await db
    .select({ id: t.users.id })
    .from(t.users)
    .where(and(displayNameIs(change.displayname), ne(t.users.id, userId)));
  // Taken meanwhile, the update's unique violation answers the same (the app's error handler).
  if (clash) return 'name-taken';
  const picture = change.profilePicUrl;
  if (picture && picture !== me.profilePicUrl) {
    const placed = await placeUpload(
      db,
      s3,
      await ownPublicUpload(db, userId, picture, s3),
      UPLOAD_PLACES.profilePicture,
    );
    if (!placed.ok) return placed.reason === 'kind' ? { pictureRefused: placed.message } : 'not-own-picture';
  }
  await db
    .update(t.users)
    .set({
      displayname: change.displayname,
      fullname: change.fullname,
      email: change.email,
      birthday: change.birthday,
      ...(change.profilePicUrl !== undefined ? { profilePicUrl: change.profilePicUrl || null } : {}),
    })
    .where(eq(t.users.id, userId));
  return 'saved';
}
