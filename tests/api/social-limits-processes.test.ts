/**
 * Social write limits under bursts split across two real API processes on one PostgreSQL database: one
 * shopper's parallel posts, edits and feature requests are held to the limit (the count and the write under
 * one lock, whichever process takes them), and the badge written after a burst of posts or likes counts all of
 * them. Only PostgreSQL can be shared by processes, so this runs when DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as t from '../../server/db/schema.ts';
import { DEMO_SHOPPER } from '../../server/seed/shoppers.ts';
import { createSharedDatabase, endPool, startApiProcess, type ApiProcess, type SharedDatabase } from './processes.ts';
import { postgresOnly } from './harness.ts';
import { REVIEW, atOnce, deliverTo, tally } from './social-fixture.ts';

const url = postgresOnly[0]?.url;

describe.runIf(url)('social write limits across two API processes on one PostgreSQL', () => {
  let shared: SharedDatabase;
  let pool: pg.Pool;
  let a: ApiProcess;
  let b: ApiProcess;
  const db = () => drizzle({ client: pool, schema: t });
  /** Seeded shoppers with no posts or reviews, the same each run. */
  let phones: string[];
  let variant: typeof t.variants.$inferSelect;
  let sellerId: string;

  beforeAll(async () => {
    shared = await createSharedDatabase(url!, 24);
    pool = new pg.Pool({ connectionString: shared.url, max: 2 });
    // Every shopper here signs in from 127.0.0.1, so the per-IP code cap is raised.
    [a, b] = await Promise.all([
      startApiProcess(shared, { OTP_SENDS_PER_IP_HOUR: '1000' }),
      startApiProcess(shared, { OTP_SENDS_PER_IP_HOUR: '1000' }),
    ]);
    phones = (
      await db()
        .select({ phone: t.users.phone })
        .from(t.users)
        .where(
          and(
            eq(t.users.isBlocked, false),
            ne(t.users.phone, DEMO_SHOPPER.phone),
            sql`not exists (select 1 from posts p where p.user_id = ${t.users.id})`,
          ),
        )
        .orderBy(asc(t.users.id))
        .limit(13)
    ).map((u) => u.phone);
    expect(phones).toHaveLength(13);
    [variant] = (await db().select().from(t.variants).where(gt(t.variants.quantity, 5)).limit(1)) as [
      typeof t.variants.$inferSelect,
    ];
    sellerId = (await db().select().from(t.products).where(eq(t.products.id, variant.productId)))[0]!.sellerUserId;
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await endPool(pool);
    await shared?.drop();
  });

  /** Code sent through A, confirmed through B (the outbox is a table both read). */
  const login = async (phone: string) => {
    expect((await a.call('POST', 'otpless/signOtp', { body: { phoneNumber: phone, country_code: '91' } })).status).toBe(
      200,
    );
    const code = ((await b.call('GET', `dev/outbox?phone=${phone}`)).body.data as { code: string }[])[0]!.code;
    const verified = await b.call('PUT', 'otpless/verifyOtp', { body: { phoneNumber: phone, otp: code } });
    expect(verified.body.data?.accessToken, verified.body.message).toBeTruthy();
    return verified.body.data.accessToken as string;
  };
  const userOf = async (phone: string) => (await db().select().from(t.users).where(eq(t.users.phone, phone)))[0]!;
  /** Half the requests through each process. */
  const through = (i: number) => (i % 2 ? b : a);
  const photoOf = async (token: string) => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3a7ca5' } })
      .png()
      .toBuffer();
    const presigned = await a.call('POST', 'upload', {
      token,
      body: { contentType: 'image/png', ext: 'png', isPublic: true },
    });
    expect(presigned.status).toBe(200);
    const { preSignedUrl, file } = presigned.body.data as { preSignedUrl: string; file: string };
    const put = await fetch(new URL(preSignedUrl, a.origin), {
      method: 'PUT',
      headers: { 'Content-Type': 'image/png' },
      body: new Uint8Array(png),
    });
    expect(put.status).toBe(200);
    return file;
  };

  let poster: { id: string; token: string };
  let posts: string[];

  it('one review, then 200 Lens posts at once over both processes: 59 posts accepted (60 writes), the badge counts them all', async () => {
    const token = await login(phones[0]!);
    poster = { id: (await userOf(phones[0]!)).id, token };
    const { productId } = await deliverTo(a.call, token, variant, sellerId);
    const photo = await photoOf(token);
    expect((await b.call('POST', 'review', { token, body: { productId, ...REVIEW } })).status).toBe(200);

    const replies = await atOnce(200, (i) =>
      through(i).call('POST', 'post', { token, body: { productId, postTitle: `Look ${i}`, imageUrls: [photo] } }),
    );
    expect(tally(replies)).toEqual({ 200: 59, 429: 141 });
    for (const refused of replies.filter((r) => r.status === 429)) {
      expect(refused.body.message).toBe('Too many reviews, likes or reports in an hour: try again later');
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(3000);
    }
    posts = (
      await db()
        .select({ id: t.posts.id })
        .from(t.posts)
        .where(and(eq(t.posts.userId, poster.id), sql`${t.posts.ratings} is null`))
    ).map((p) => p.id);
    expect(posts).toHaveLength(59);
    // 10 points for the review and 10 for each post: 600, Visionary Virtuoso (500 to 699).
    expect((await userOf(phones[0]!)).badge).toBe('VISIONARY_VIRTUOSO');
    const lens = (await b.call('GET', 'userpost/getAll')).body.data as { UserId: string }[];
    expect(lens.filter((p) => p.UserId === poster.id)).toHaveLength(5);
  });

  it('ten shoppers like ten of those posts at once (100 likes over both processes): the badge counts every like', async () => {
    const likers = await Promise.all(phones.slice(1, 11).map(login));
    const replies = await atOnce(100, (i) =>
      through(i).call('POST', `post/${posts[i % 10]}/like`, { token: likers[Math.floor(i / 10)] }),
    );
    expect(tally(replies)).toEqual({ 200: 100 });
    // 600 points and 100 likes received: 700, Influential Maven.
    expect((await userOf(phones[0]!)).badge).toBe('INFLUENTIAL_MAVEN');
  });

  it('120 edits of one review at once over both processes: 59 accepted (60 writes with the review), the rest 429', async () => {
    const token = await login(phones[11]!);
    const { productId } = await deliverTo(b.call, token, variant, sellerId);
    const created = await a.call('POST', 'review', { token, body: { productId, ...REVIEW } });
    expect(created.status).toBe(200);
    const replies = await atOnce(120, (i) =>
      through(i).call('PUT', `review/${created.body.data.id}`, {
        token,
        body: { ...REVIEW, ratings: (i % 5) + 1 },
      }),
    );
    expect(tally(replies)).toEqual({ 200: 59, 429: 61 });
  });

  it('30 feature requests at once over both processes: 10 accepted and kept, the rest 429', async () => {
    const token = await login(phones[12]!);
    const replies = await atOnce(30, (i) =>
      through(i).call('POST', 'feature', { token, body: { msg: `Please add a size guide, idea ${i}` } }),
    );
    expect(tally(replies)).toEqual({ 200: 10, 429: 20 });
    const { id } = await userOf(phones[12]!);
    expect(await db().select().from(t.featureRequests).where(eq(t.featureRequests.userId, id))).toHaveLength(10);
  });
});
