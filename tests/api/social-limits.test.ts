/**
 * Social write limits through the real app: 60 writes (Lens posts, reviews and every edit, likes, reports) per
 * shopper per hour, counted as attempts, so a refused write counts and deleting what was written gives no slot
 * back; feature requests 10 a day; one shopper holds at most 5 posts of Lens's newest page. The parallel
 * bursts over two serving processes are in social-limits-processes.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { pruneLimitRecords } from '../../server/sweeps.ts';
import { pgliteOnly } from './harness.ts';
import { startCheckoutFixture, type CheckoutFixture } from './checkout-fixture.ts';
import { uploadPublicPicture } from './picture-fixture.ts';
import { REVIEW, deliverTo } from './social-fixture.ts';

const TOO_MANY_WRITES = 'Too many reviews, likes or reports in an hour: try again later';

describe.each(pgliteOnly)('social write limits on $name', (target) => {
  let f: CheckoutFixture;
  /** Seeded shoppers with no posts or reviews, other than the fixture's two, the same each run. */
  let people: { id: string; phone: string; token: string }[];

  beforeAll(async () => {
    f = await startCheckoutFixture(target, 10);
    // The fixture's two shoppers, as it picked them.
    const fixtures = (await f.api.database.db.select().from(t.users).limit(2)).map((u) => u.id);
    const rows = await f.api.database.db
      .select({ id: t.users.id, phone: t.users.phone })
      .from(t.users)
      .where(
        and(
          eq(t.users.isBlocked, false),
          notInArray(t.users.id, fixtures),
          sql`not exists (select 1 from posts p where p.user_id = ${t.users.id})`,
        ),
      )
      .orderBy(asc(t.users.id))
      .limit(4);
    people = [];
    for (const row of rows) people.push({ ...row, token: (await f.api.login(row.phone)).accessToken });
  });
  afterAll(() => f?.api.close());

  const db = () => f.api.database.db;
  const deliver = (token: string) => deliverTo(f.api.call, token, f.v, f.sellerId);
  const expectRefused = (reply: { status: number; headers: Headers; body: any }) => {
    expect(reply.status).toBe(429);
    expect(reply.body.message).toBe(TOO_MANY_WRITES);
    const wait = Number(reply.headers.get('Retry-After'));
    expect(wait).toBeGreaterThan(3000);
    expect(wait).toBeLessThanOrEqual(3600);
  };

  it('every edit counts: a review and 120 edits in a row, 59 edits accepted, the rest 429, the stars those of the last accepted', async () => {
    const shopper = people[0]!;
    const { productId } = await deliver(shopper.token);
    const created = await f.api.call('POST', 'review', { token: shopper.token, body: { productId, ...REVIEW } });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 120; i++) {
      const reply = await f.api.call('PUT', `review/${created.body.data.id}`, {
        token: shopper.token,
        body: { ...REVIEW, ratings: (i % 5) + 1 },
      });
      statuses.push(reply.status);
      if (reply.status === 429) expectRefused(reply);
    }
    expect(statuses).toEqual([...Array(59).fill(200), ...Array(61).fill(429)]);
    // Edit 58 (the 59th) was the last accepted: 58 % 5 + 1 stars.
    const [row] = await db().select().from(t.posts).where(eq(t.posts.id, created.body.data.id));
    expect(row!.ratings).toBe(4);
  });

  it('refused writes count too: 30 reviews of an undelivered product (403) and 30 likes of no post (404), then 429', async () => {
    const shopper = people[1]!;
    for (let i = 0; i < 30; i++) {
      const review = await f.api.call('POST', 'review', {
        token: shopper.token,
        body: { productId: f.v.productId, ...REVIEW },
      });
      expect(review.status).toBe(403);
      expect((await f.api.call('POST', 'post/no-such-post/like', { token: shopper.token })).status).toBe(404);
    }
    const [post] = await db().select().from(t.posts).limit(1);
    expectRefused(
      await f.api.call('POST', `post/${post!.id}/report`, { token: shopper.token, body: { reason: 'spam' } }),
    );
    expect(await db().select().from(t.postReports).where(eq(t.postReports.userId, shopper.id))).toHaveLength(0);
  });

  describe('a shopper at the limit', () => {
    let shopper: (typeof people)[number];
    let productId: string;
    let photo: string;
    let reviewId: string;
    let liked: string;
    const post = () =>
      f.api.call('POST', 'post', {
        token: shopper.token,
        body: { productId, postTitle: 'Twirl test', imageUrls: [photo] },
      });
    const postsOf = async () =>
      db()
        .select()
        .from(t.posts)
        .where(and(eq(t.posts.userId, shopper.id), sql`${t.posts.ratings} is null`))
        .orderBy(asc(t.posts.createdAt));

    beforeAll(async () => {
      shopper = people[2]!;
      ({ productId } = await deliver(shopper.token));
      photo = await uploadPublicPicture(f.api, shopper.token);
      // Another shopper's post (this one has none yet): the seed's first.
      liked = (await db().select().from(t.posts).orderBy(asc(t.posts.id)).limit(1))[0]!.id;
    });

    it('a review, a like and 58 posts are accepted; the 61st write is refused', async () => {
      const review = await f.api.call('POST', 'review', { token: shopper.token, body: { productId, ...REVIEW } });
      expect(review.status, JSON.stringify(review.body)).toBe(200);
      reviewId = review.body.data.id;
      expect((await f.api.call('POST', `post/${liked}/like`, { token: shopper.token })).status).toBe(200);
      for (let i = 0; i < 58; i++) expect((await post()).status).toBe(200);
      expectRefused(await post());
      expect(await postsOf()).toHaveLength(58);
    });

    it('deleting the review, taking back the like or deleting a post gives no slot back', async () => {
      expect((await f.api.call('DELETE', `review/${reviewId}`, { token: shopper.token })).status).toBe(200);
      expectRefused(await post());
      expect((await f.api.call('DELETE', `post/${liked}/like`, { token: shopper.token })).status).toBe(200);
      expectRefused(await f.api.call('POST', `post/${liked}/like`, { token: shopper.token }));
      const [first] = await postsOf();
      expect((await f.api.call('DELETE', `post/${first!.id}`, { token: shopper.token })).status).toBe(200);
      expectRefused(await post());
      expectRefused(await f.api.call('POST', 'review', { token: shopper.token, body: { productId, ...REVIEW } }));
      expect(await postsOf()).toHaveLength(57);
    });

    it('Lens’s newest page holds only their 5 newest posts; other shoppers’ posts fill the rest', async () => {
      const page = (await f.api.get('userpost/getAll')).body.data as { id: string; UserId: string }[];
      const theirs = page.filter((p) => p.UserId === shopper.id).map((p) => p.id);
      const newest = (await postsOf())
        .reverse()
        .slice(0, 5)
        .map((p) => p.id);
      expect(theirs).toEqual(newest);
      expect(page.length).toBeGreaterThan(5);
    });
  });

  it('feature requests: 10 a day, then 429 with Retry-After, and the refused one is not kept', async () => {
    const shopper = people[3]!;
    const send = (i: number) =>
      f.api.call('POST', 'feature', { token: shopper.token, body: { msg: `Please add a size guide, idea ${i}` } });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await send(i)).status);
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    const refused = await send(11);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many feature requests in a day: try again later');
    const wait = Number(refused.headers.get('Retry-After'));
    expect(wait).toBeGreaterThan(23 * 3600);
    expect(wait).toBeLessThanOrEqual(24 * 3600);
    expect(await db().select().from(t.featureRequests).where(eq(t.featureRequests.userId, shopper.id))).toHaveLength(
      10,
    );
  });

  it('the hourly sweep deletes attempts and paper downloads no window counts any more, and keeps the rest', async () => {
    // A shopper with no records yet, so what stays is exactly what this test wrote.
    const [shopper] = await db()
      .select({ id: t.users.id })
      .from(t.users)
      .where(
        sql`not exists (select 1 from social_attempts a where a.user_id = ${t.users.id})
          and not exists (select 1 from paper_downloads p where p.user_id = ${t.users.id})`,
      )
      .orderBy(asc(t.users.id))
      .limit(1);
    if (!shopper) throw new Error('the seed has a shopper with no limit records');
    const ago = (ms: number) => new Date(Date.now() - ms);
    const HOUR = 3_600_000;
    await db()
      .insert(t.socialAttempts)
      .values([
        { userId: shopper.id, kind: 'feature', at: ago(25 * HOUR) },
        { userId: shopper.id, kind: 'feature', at: ago(23 * HOUR) },
        { userId: shopper.id, kind: 'like', at: ago(30 * 60_000) },
      ]);
    await db()
      .insert(t.paperDownloads)
      .values([
        { id: `old-${target.name}`, userId: shopper.id, createdAt: ago(2 * 60_000) },
        { id: `new-${target.name}`, userId: shopper.id, createdAt: ago(10_000) },
      ]);
    expect(await pruneLimitRecords(db())).toBe(2);
    const attempts = await db().select().from(t.socialAttempts).where(eq(t.socialAttempts.userId, shopper.id));
    expect(attempts.map((a) => a.kind).sort()).toEqual(['feature', 'like']);
    const downloads = await db().select().from(t.paperDownloads).where(eq(t.paperDownloads.userId, shopper.id));
    expect(downloads.map((d) => d.id)).toEqual([`new-${target.name}`]);
  });
});
