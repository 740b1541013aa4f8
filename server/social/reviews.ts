/**
 * Shoppers write reviews, like and report them (decisions in docs/decisions/social.md).
 * - A review needs an order of the product that reached the shopper (DELIVERED, or returned/exchanged after
 *   it): it is marked verified. One per shopper and product (posts_one_review_key): a second answers 409.
 * - Likes: a row per shopper and post (primary key) and the post's count, moved in one statement, so
 *   parallel likes never double-count and an unlike never goes below what was liked.
 * - The author's badge follows their activity (src/lib/rules/badges.ts badgeFor), written in the same
 *   transaction as the change that moved it, under a lock on the author's badge.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { withTransaction, type Db, type Rows } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { badgeFor, type Activity } from '../../src/lib/rules/badges.ts';
import { RECEIVED_STATUSES } from '../../src/lib/rules/order-labels.ts';
import { lockAuthor, tellFollowers, untellFollowers } from './lens-notes.ts';

/** Whether the shopper received this product in one of their orders. */
export async function receivedProduct(db: Db, userId: string, productId: string): Promise<boolean> {
  const { rows } = (await db.execute(sql`
    select 1 from orders o join order_lines l on l.order_id = o.id
    where o.user_id = ${userId} and l.product_id = ${productId}
      and o.order_status in (${sql.join(
        RECEIVED_STATUSES.map((s) => sql`${s}`),
        sql`, `,
      )})
    limit 1`)) as unknown as Rows<unknown>;
  return rows.length > 0;
}

/** What a shopper has given others to read, as the badge counts it. */
export async function activityOf(db: Db, userId: string): Promise<Activity> {
  const { rows } = (await db.execute(sql`
    select
      count(*) filter (where ratings is not null)::int as reviews,
      count(*) filter (where ratings is not null and (jsonb_array_length(image_urls) > 0 or jsonb_array_length(video_urls) > 0))::int as "reviewsWithMedia",
      count(*) filter (where ratings is null)::int as posts,
      coalesce(sum(no_of_likes), 0)::int as "likesReceived"
    from posts where user_id = ${userId}`)) as unknown as Rows<Activity>;
  return rows[0] ?? { reviews: 0, reviewsWithMedia: 0, posts: 0, likesReceived: 0 };
}

/**
 * Writes the badge the shopper's activity earns; answers it. Called in the transaction of the change that
 * moved the points, as its last step: the advisory lock on the shopper's badge makes parallel changes (posts,
 * likes of their posts from many shoppers) read the activity one after another, each seeing every change
 * committed before it, so the last badge written counts them all.
 */
export async function refreshBadge(db: Db, userId: string): Promise<string | null> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`badge:${userId}`}, 0))`);
  const badge = badgeFor(await activityOf(db, userId));
  await db.update(t.users).set({ badge }).where(eq(t.users.id, userId));
  return badge;
}

/** Every shopper's badge from their activity (after the demo seed: badges are earned, never labels). */
export async function refreshAllBadges(db: Db): Promise<void> {
  const { rows } = (await db.execute(sql`select id from users`)) as unknown as Rows<{ id: string }>;
  for (const { id } of rows) await refreshBadge(db, id);
}

export type ReviewInput = {
  ratings: number;
  postTitle: string;
  postDesc: string;
  imageUrls: string[];
  videoUrls: string[];
};
type Written =
  | { ok: true; id: string; productId: string; badge: string | null }
  | { ok: false; reason: 'not-received' | 'duplicate' | 'not-found' };

export async function createReview(db: Db, userId: string, productId: string, input: ReviewInput): Promise<Written> {
  if (!(await receivedProduct(db, userId, productId))) return { ok: false, reason: 'not-received' };
  return withTransaction(db, async (d) => {
    const id = randomUUID();
    // The partial unique index answers a second review, also when two are sent at once.
    const { rows } = (await d.execute(sql`
      insert into posts (id, user_id, product_id, ratings, post_title, post_desc, image_urls, video_urls, verified)
      values (${id}, ${userId}, ${productId}, ${input.ratings}, ${input.postTitle}, ${input.postDesc},
              ${JSON.stringify(input.imageUrls)}::jsonb, ${JSON.stringify(input.videoUrls)}::jsonb, true)
      on conflict (user_id, product_id) where ratings is not null do nothing
      returning id`)) as unknown as Rows<{ id: string }>;
    if (!rows.length) return { ok: false, reason: 'duplicate' } as const;
    return { ok: true, id, productId, badge: await refreshBadge(d, userId) } as const;
  });
}

export async function editReview(db: Db, userId: string, reviewId: string, input: ReviewInput): Promise<Written> {
  return withTransaction(db, async (d) => {
    const updated = await d
      .update(t.posts)
      .set({
        ratings: input.ratings,
        postTitle: input.postTitle,
        postDesc: input.postDesc,
        imageUrls: input.imageUrls,
        videoUrls: input.videoUrls,
        updatedAt: new Date(),
      })
      .where(and(eq(t.posts.id, reviewId), eq(t.posts.userId, userId), sql`${t.posts.ratings} is not null`))
      .returning({ productId: t.posts.productId });
    if (!updated.length) return { ok: false, reason: 'not-found' } as const;
    return {
      ok: true,
      id: reviewId,
      productId: updated[0]!.productId ?? '',
      badge: await refreshBadge(d, userId),
    } as const;
  });
}

/** Deletes one of the shopper's own reviews; answers its product, or null when there was none. */
export async function deleteReview(db: Db, userId: string, reviewId: string): Promise<string | null> {
  return withTransaction(db, async (d) => {
    const deleted = await d
      .delete(t.posts)
      .where(and(eq(t.posts.id, reviewId), eq(t.posts.userId, userId), sql`${t.posts.ratings} is not null`))
      .returning({ productId: t.posts.productId });
    if (!deleted.length) return null;
    await refreshBadge(d, userId);
    return deleted[0]!.productId ?? '';
  });
}

export async function productExists(db: Db, productId: string): Promise<boolean> {
  return (await db.select({ id: t.products.id }).from(t.products).where(eq(t.products.id, productId))).length > 0;
}

/** The shopper's own review of a product, if any (the form opens it for editing). */
export async function ownReview(db: Db, userId: string, productId: string) {
  const [row] = await db
    .select()
    .from(t.posts)
    .where(and(eq(t.posts.userId, userId), eq(t.posts.productId, productId), sql`${t.posts.ratings} is not null`));
  return row ?? null;
}

export type LikeState = { liked: boolean; noOflikes: number; productId: string | null };

/**
 * Like or unlike, once per shopper: the row and the count move in one statement (the post's row lock orders
 * parallel changes; a repeated like inserts nothing and adds nothing). Null when the post does not exist or
 * its author is blocked (hidden).
 */
export async function setLike(db: Db, userId: string, postId: string, liked: boolean): Promise<LikeState | null> {
  return withTransaction(db, async (d) => {
    const change = liked
      ? sql`with changed as (
          insert into post_likes (post_id, user_id)
          select p.id, ${userId} from posts p join users a on a.id = p.user_id where p.id = ${postId} and not a.is_blocked
          on conflict do nothing returning post_id)
        update posts p set no_of_likes = no_of_likes + (select count(*) from changed)
        from users a where p.id = ${postId} and a.id = p.user_id and not a.is_blocked
        returning p.no_of_likes, p.user_id, p.product_id`
      : sql`with changed as (delete from post_likes where post_id = ${postId} and user_id = ${userId} returning post_id)
        update posts set no_of_likes = greatest(no_of_likes - (select count(*) from changed), 0) where id = ${postId}
        returning no_of_likes, user_id, product_id`;
    const { rows } = (await d.execute(change)) as unknown as Rows<{
      no_of_likes: number;
      user_id: string;
      product_id: string | null;
    }>;
    const post = rows[0];
    if (!post) return null;
    await refreshBadge(d, post.user_id);
    return { liked, noOflikes: Number(post.no_of_likes), productId: post.product_id };
  });
}

/** Which of these posts the shopper has liked. */
export async function likedAmong(db: Db, userId: string, postIds: string[]): Promise<string[]> {
  if (!postIds.length) return [];
  const { rows } = (await db.execute(sql`
    select post_id from post_likes
    where user_id = ${userId} and post_id in (${sql.join(
      postIds.map((id) => sql`${id}`),
      sql`, `,
    )})`)) as unknown as Rows<{ post_id: string }>;
  return rows.map((r) => r.post_id);
}

/** Records a report for a moderator (once per shopper and post; a second replaces the reason). False: no such post. */
export async function reportPost(db: Db, userId: string, postId: string, reason: string): Promise<boolean> {
  const { rows } = (await db.execute(sql`
    insert into post_reports (post_id, user_id, reason) select id, ${userId}, ${reason} from posts where id = ${postId}
    on conflict (post_id, user_id) do update set reason = excluded.reason
    returning post_id`)) as unknown as Rows<unknown>;
  return rows.length > 0;
}

/**
 * A Lens post about a product the shopper received: written, then each follower is told in their
 * notifications (their row of the day for this author, server/social/lens-notes.ts). Null when the product
 * never reached the shopper.
 */
export async function createLensPost(
  db: Db,
  userId: string,
  productId: string,
  post: { caption: string; imageUrls: string[]; videoUrls: string[] },
): Promise<string | null> {
  if (!(await receivedProduct(db, userId, productId))) return null;
  return withTransaction(db, async (d) => {
    await lockAuthor(d, userId);
    const id = randomUUID();
    await d.insert(t.posts).values({
      id,
      userId,
      productId,
      ratings: null,
      postTitle: post.caption,
      postDesc: '',
      imageUrls: post.imageUrls,
      videoUrls: post.videoUrls,
      verified: true,
    });
    await tellFollowers(d, userId, id);
    await refreshBadge(d, userId);
    return id;
  });
}

/** Deletes one of the shopper's own Lens posts, and what it put in followers' notifications; false when there was none. */
export async function deleteLensPost(db: Db, userId: string, postId: string): Promise<boolean> {
  return withTransaction(db, async (d) => {
    await lockAuthor(d, userId);
    const deleted = await d
      .delete(t.posts)
      .where(and(eq(t.posts.id, postId), eq(t.posts.userId, userId), sql`${t.posts.ratings} is null`))
      // As text: a Date would drop the microseconds the notification rows compare against.
      .returning({ createdAt: sql<string>`${t.posts.createdAt}::text` });
    if (!deleted.length) return false;
    await untellFollowers(d, userId, deleted[0]!.createdAt);
    await refreshBadge(d, userId);
    return true;
  });
}
