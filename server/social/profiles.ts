/** People: public profiles and account search. */
import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { containsPattern } from '../db/like.ts';
import { shownPost } from './posts.ts';
import { cutQuery } from '../../src/lib/rules/search-query.ts';

/** The user holding this display name, whatever its case ("Asha" is "asha"): the unique index's own expression. */
export const displayNameIs = (name: string): SQL => sql`lower(${t.users.displayname}) = lower(${name})`;

export async function userExists(db: Db, id: string): Promise<boolean> {
  return (await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.id, id))).length > 0;
}

/** People as a followers or following list shows them: userId, name, img, badge (and the display name). */
async function people(db: Db, ids: string[]) {
  if (!ids.length) return [];
  const rows = await db.select().from(t.users).where(inArray(t.users.id, ids));
  return rows.map((u) => ({
    userId: u.id,
    name: u.fullname,
    displayname: u.displayname,
    img: u.profilePicUrl,
    badge: u.badge,
  }));
}

type ShownPost = ReturnType<typeof shownPost>;

/** Each post with the product it is about (id, store, name, first picture), so a profile's tile shows and links to it. */
export async function withProducts<P extends ShownPost>(db: Db, posts: P[]) {
  const ids = [...new Set(posts.flatMap((p) => (p.productId ? [p.productId] : [])))];
  const rows = ids.length
    ? await db
        .select({
          id: t.products.id,
          SellerUserId: t.products.sellerUserId,
          productName: t.products.name,
          imgUrls: t.products.imgUrls,
        })
        .from(t.products)
        .where(inArray(t.products.id, ids))
    : [];
  const byId = new Map(rows.map(({ imgUrls, ...r }) => [r.id, { ...r, productImg: imgUrls[0] ?? null }]));
  return posts.map((p) => ({ ...p, product: (p.productId && byId.get(p.productId)) || null }));
}

/** Who follows this user, and whom this user follows (stores-and-social §3: each entry userId, name, img, badge). */
export async function followLists(db: Db, userId: string) {
  const [followerRows, followRows] = await Promise.all([
    db.select({ id: t.follows.followerId }).from(t.follows).where(eq(t.follows.followeeId, userId)),
    db.select({ id: t.follows.followeeId }).from(t.follows).where(eq(t.follows.followerId, userId)),
  ]);
  const [followers, follows] = await Promise.all([
    people(
      db,
      followerRows.map((r) => r.id),
    ),
    people(
      db,
      followRows.map((r) => r.id),
    ),
  ]);
  return { followers, follows };
}

/** Another user's profile as anyone may see it (stores-and-social §3). */
export async function publicProfile(db: Db, userId: string) {
  const [user] = await db.select().from(t.users).where(eq(t.users.id, userId));
  if (!user) return null;
  const [posts, { followers, follows }] = await Promise.all([
    db.select().from(t.posts).where(eq(t.posts.userId, userId)).orderBy(desc(t.posts.createdAt)),
    followLists(db, userId),
  ]);
  const shown = await withProducts(db, posts.map(shownPost));
  const review = shown.filter((p) => 'ratings' in p);
  const post = shown.filter((p) => !('ratings' in p));
  return {
    user: {
      id: user.id,
      profilePic: user.profilePicUrl,
      name: user.fullname,
      displayname: user.displayname,
      badge: user.badge,
      subscriber: user.subscriber,
    },
    isBlocked: user.isBlocked,
    noOfReviews: review.length,
    noOfPosts: post.length,
    followers,
    follows,
    review: user.isBlocked ? [] : review,
    post: user.isBlocked ? [] : post,
  };
}

/** Account search by name or display name (blocked accounts are left out). */
/** Any text: cut to 100 characters, NUL dropped (cutQuery); ILIKE on the trigram indexes of both names. */
export async function searchAccounts(db: Db, query: string) {
  const pattern = containsPattern(cutQuery(query));
  const rows = await db
    .select()
    .from(t.users)
    .where(and(eq(t.users.isBlocked, false), or(ilike(t.users.fullname, pattern), ilike(t.users.displayname, pattern))))
    .orderBy(t.users.fullname)
    .limit(20);
  return rows.map((u) => ({
    uuids: u.id,
    fullname: u.fullname,
    displayname: u.displayname,
    profilePicUrl: u.profilePicUrl,
    badge: { achievement: u.badge },
  }));
}
