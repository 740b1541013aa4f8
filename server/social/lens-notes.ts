/**
 * What a Lens post puts in its author's followers' notifications (docs/decisions/social.md "Lens posts in a
 * follower's notifications"): one row per author and follower a day, updated in place ("Asha posted 3 times
 * on Lens", the newest caption and link), unread again on each new post; a deleted post leaves no row, count
 * or link behind. Every change runs under the author's row lock (lockAuthor), so one author's posts and
 * deletions, however many arrive at once, change the rows one after another and each sees the last.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { lensPath } from '../../src/lib/paths.ts';
import { noticeInSql } from '../notices/words.ts';

/** How long one row gathers its author's posts: the first post opens the day, later ones join it. */
const DAY = sql`interval '1 day'`;
const KIND = 'lens-post';
/** The post's address as paths.ts writes it, with the post id put in by the database. */
const SLOT = 'POST_ID';
const LINK = lensPath({ post: SLOT });
/** In the update below: the follower's language (each row in its reader's) and the author's name. */
const language = sql`(select u.language from users u where u.id = n.user_id)`;
const name = sql`a.name`;

/**
 * Holds the author's posts and their followers' rows still until commit (NO KEY UPDATE: rows that merely
 * reference the user, an order or a notification, are not held up). Call first in the transaction.
 */
export async function lockAuthor(db: Db, authorId: string): Promise<void> {
  await db.execute(sql`select id from users where id = ${authorId} for no key update`);
}

/** After the author's post `postId` is written: each follower's row of the day counts it, or a new row does. */
export async function tellFollowers(db: Db, authorId: string, postId: string): Promise<void> {
  const followers = sql`select follower_id from follows where followee_id = ${authorId}`;
  // A row whose day holds the post comes back to the top, unread. (Its start moves back when this post's
  // transaction began before the row's first post, so the day still holds both.)
  await db.execute(sql`
    update notifications n
    set grouped_since = least(n.grouped_since, p.created_at), created_at = greatest(n.created_at, now()), read_at = null
    from posts p
    where p.id = ${postId} and n.actor_id = ${authorId} and n.kind = ${KIND}
      and n.grouped_since > p.created_at - ${DAY} and n.user_id in (${followers})`);
  await db.execute(sql`
    insert into notifications (id, user_id, kind, actor_id, grouped_since, title, body, link)
    select gen_random_uuid()::text, f.follower_id, ${KIND}, ${authorId}, p.created_at, '', '', null
    from follows f join posts p on p.id = ${postId}
    where f.followee_id = ${authorId} and not exists (
      select 1 from notifications n
      where n.user_id = f.follower_id and n.actor_id = ${authorId} and n.kind = ${KIND}
        and n.grouped_since > p.created_at - ${DAY})`);
  await recount(
    db,
    authorId,
    sql`(select created_at from posts where id = ${postId})`,
    sql`and n.user_id in (${followers})`,
  );
}

/**
 * After the author's post made at `createdAt` (timestamptz as text: microseconds kept) was deleted: every row
 * whose day held it, read or not, followed still or not, counts and links what is left, or goes.
 */
export async function untellFollowers(db: Db, authorId: string, createdAt: string): Promise<void> {
  await recount(db, authorId, sql`${createdAt}::timestamptz`);
}

/** Rows of the author's whose day holds the moment `at`: written again from the posts left in that day. */
async function recount(db: Db, authorId: string, at: SQL, onlyThese: SQL = sql``): Promise<void> {
  await db.execute(sql`
    with day as (
      select n.id, c.posts, c.newest, c.caption
      from notifications n
      cross join lateral (
        select count(*)::int as posts,
               (array_agg(p.id order by p.created_at desc, p.id desc))[1] as newest,
               (array_agg(p.post_title order by p.created_at desc, p.id desc))[1] as caption
        from posts p
        where p.user_id = n.actor_id and p.ratings is null
          and p.created_at >= n.grouped_since and p.created_at < n.grouped_since + ${DAY}
      ) c
      where n.actor_id = ${authorId} and n.kind = ${KIND}
        and n.grouped_since <= ${at} and ${at} < n.grouped_since + ${DAY} ${onlyThese}
    ),
    emptied as (delete from notifications where id in (select id from day where posts = 0))
    update notifications n
    set title = case when d.posts = 1 then ${noticeInSql('notice_lens_post', language, [['name', name]])}
                     else ${noticeInSql('notice_lens_posts', language, [
                       ['count', sql`d.posts`],
                       ['name', name],
                     ])} end,
        body = d.caption,
        link = replace(${LINK}, ${SLOT}, d.newest)
    from day d, (select coalesce(nullif(fullname, ''), displayname) as name from users where id = ${authorId}) a
    where n.id = d.id and d.posts > 0`);
}
