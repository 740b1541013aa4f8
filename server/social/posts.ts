/** Posts and reviews as the API shows them, and the Lens feed of posts with their product cards. */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { productCards } from '../catalog/queries.ts';

type PostRow = typeof t.posts.$inferSelect;

export function shownPost(p: PostRow) {
  return {
    id: p.id,
    postTitle: p.postTitle,
    postDesc: p.postDesc,
    imageUrls: p.imageUrls,
    videoUrls: p.videoUrls,
    noOflikes: p.noOflikes,
    createdAt: p.createdAt.toISOString(),
    productId: p.productId,
    ...(p.ratings !== null ? { ratings: p.ratings } : {}),
  };
}

/** Posts of one author Lens's newest page shows at most: one shopper's burst never fills it. */
export const LENS_POSTS_PER_AUTHOR = 5;

/**
 * Lens: posts (not reviews) newest first, each with its product card; of each author, only their newest
 * LENS_POSTS_PER_AUTHOR (docs/decisions/social.md, "Write limits").
 */
export async function lensPosts(db: Db, limit = 60) {
  // Each shown post's place among its author's, newest first.
  const ranked = db
    .select({
      id: t.posts.id,
      place:
        sql<number>`row_number() over (partition by ${t.posts.userId} order by ${t.posts.createdAt} desc, ${t.posts.id} desc)`.as(
          'place',
        ),
    })
    .from(t.posts)
    .innerJoin(t.users, eq(t.users.id, t.posts.userId))
    .where(and(sql`${t.posts.ratings} is null`, eq(t.users.isBlocked, false), sql`${t.posts.productId} is not null`))
    .as('ranked');
  const rows = await db
    .select({ post: t.posts, author: t.users })
    .from(t.posts)
    .innerJoin(t.users, eq(t.users.id, t.posts.userId))
    .innerJoin(ranked, eq(ranked.id, t.posts.id))
    .where(sql`${ranked.place} <= ${LENS_POSTS_PER_AUTHOR}`)
    // Newest first; posts of the same moment in a fixed order, so every read of the feed agrees.
    .orderBy(desc(t.posts.createdAt), desc(t.posts.id))
    .limit(limit);
  const cards = await productCards(
    db,
    rows.map((r) => r.post.productId!),
  );
  const byId = new Map(cards.map((c) => [c.id, c]));
  return rows.flatMap(({ post, author }) => {
    const product = byId.get(post.productId!);
    if (!product) return [];
    return [
      {
        ...shownPost(post),
        UserId: post.userId,
        SellerUserId: product.SellerUserId,
        author: {
          name: author.fullname,
          displayname: author.displayname,
          img: author.profilePicUrl,
          badge: author.badge,
        },
        product,
      },
    ];
  });
}
