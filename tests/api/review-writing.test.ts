/**
 * Writing reviews, likes and reports through the real app: only a product delivered to the shopper,
 * once; the form's limits answered per field with nothing written; photos only the shopper's own uploads;
 * the badge earned and shown; likes once per shopper, on PostgreSQL under parallel requests too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { bothDatabases } from './harness.ts';
import { orderLine, startCheckoutFixture, type CheckoutFixture, type Variant } from './checkout-fixture.ts';
import { uploadPublicPicture } from './picture-fixture.ts';
import { askForReviews, reviewAskId } from '../../server/social/review-asks.ts';

describe.each(bothDatabases)('writing reviews on $name', (target) => {
  let f: CheckoutFixture;
  let product: Variant;
  let orderId: string;
  const review = {
    ratings: 4,
    postTitle: 'Soft and true to size',
    postDesc: 'The cotton is soft and the fit is exactly as the chart says.',
    imageUrls: [],
    videoUrls: [],
  };
  const reviewsBy = async (userId: string, productId: string) =>
    f.api.database.db
      .select()
      .from(t.posts)
      .where(and(eq(t.posts.userId, userId), eq(t.posts.productId, productId), sql`${t.posts.ratings} is not null`));

  beforeAll(async () => {
    f = await startCheckoutFixture(target, 6);
    // A product in stock this shopper has not reviewed in the demo data.
    [product] = (await f.api.database.db
      .select()
      .from(t.variants)
      .where(
        and(
          gt(t.variants.quantity, 5),
          sql`not exists (select 1 from posts p where p.product_id = ${t.variants.productId} and p.user_id = ${f.userId})`,
        ),
      )
      .limit(1)) as [Variant];
    const sellerId = (await f.api.database.db.select().from(t.products).where(eq(t.products.id, product.productId)))[0]!
      .sellerUserId;
    const placed = await f.api.call('POST', 'newOrder/create', {
      token: f.token,
      body: {
        orderType: 'Cod',
        addressId: f.addressId,
        orderData: [
          { sellerId, couponIds: 'no_coupon', productIds: [product.productId], variants: [product.id], quantity: [1] },
        ],
      },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    orderId = placed.body.data.orderIds[0];
  });
  afterAll(() => f?.api.close());

  const send = (body: Record<string, unknown>, token = f.token) =>
    f.api.call('POST', 'review', { token, body: { productId: product.productId, ...review, ...body } });

  it('refuses a product not yet delivered (403, the field says why) and writes nothing', async () => {
    const reply = await send({});
    expect(reply.status).toBe(403);
    expect(reply.body.errors.productId).toEqual(['You can review a product once it has been delivered to you']);
    expect(await reviewsBy(f.userId, product.productId)).toHaveLength(0);
  });

  it('refuses 0 stars, 6 stars, empty and overlong text with each field’s message, writing nothing', async () => {
    for (const status of ['IN_TRANSIST', 'OUT_FOR_DELIVERY', 'DELIVERED'])
      expect((await f.api.call('POST', `dev/orders/${orderId}/status`, { body: { status } })).status).toBe(200);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ratings: 0 }, 'ratings', 'Choose 1 to 5 stars'],
      [{ ratings: 6 }, 'ratings', 'Choose 1 to 5 stars'],
      [{ postTitle: '   ' }, 'postTitle', 'Write a title of 3 to 80 characters'],
      [{ postDesc: '' }, 'postDesc', 'Write 10 to 1500 characters about the product'],
      [{ postDesc: 'x'.repeat(1501) }, 'postDesc', 'Write 10 to 1500 characters about the product'],
      [{ imageUrls: Array(6).fill('/cdn/uploads/x/y.png') }, 'imageUrls', 'Add at most 5 photos'],
    ];
    for (const [body, field, message] of cases) {
      const reply = await send(body);
      expect(reply.status, field).toBe(400);
      expect(reply.body.errors[field]).toContain(message);
    }
    expect(await reviewsBy(f.userId, product.productId)).toHaveLength(0);
  });

  it('refuses another shopper’s upload and an outside address as a photo', async () => {
    const theirs = await uploadPublicPicture(f.api, f.other);
    for (const ref of [theirs, 'https://tracker.example/pixel.png']) {
      const reply = await send({ imageUrls: [ref] });
      expect(reply.status).toBe(400);
      expect(reply.body.errors.imageUrls).toEqual(['Add photos you uploaded here']);
    }
    expect(await reviewsBy(f.userId, product.productId)).toHaveLength(0);
  });

  it('a delivered product is reviewed once, with the shopper’s own photo, verified, on the product page at once', async () => {
    const photo = await uploadPublicPicture(f.api, f.token);
    const reply = await send({ imageUrls: [photo] });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data.badge).toEqual(expect.any(String));
    const [row] = await reviewsBy(f.userId, product.productId);
    expect(row).toMatchObject({ ratings: 4, postTitle: 'Soft and true to size', verified: true, imageUrls: [photo] });

    const page = (await f.api.get(`product/${product.productId}`)).body.data;
    expect(page.reviews.find((r: { id: string }) => r.id === row!.id)).toMatchObject({
      ratings: 4,
      postTitle: 'Soft and true to size',
    });

    const again = await send({ postTitle: 'Second thoughts' });
    expect(again.status).toBe(409);
    expect(again.body.errors.productId).toEqual(['You have already reviewed this product']);
    expect(await reviewsBy(f.userId, product.productId)).toHaveLength(1);
  });

  it('the shopper’s badge is earned from their activity and shown on their profile', async () => {
    const [me] = await f.api.database.db.select().from(t.users).where(eq(t.users.id, f.userId));
    const profile = (await f.api.call('GET', 'user/profile', { token: f.token })).body.data;
    expect(profile.user.badge).toBe(me!.badge);
    expect(me!.badge).not.toBeNull();
  });

  it('edits and deletes only the shopper’s own review', async () => {
    const [row] = await reviewsBy(f.userId, product.productId);
    const edited = await f.api.call('PUT', `review/${row!.id}`, {
      token: f.token,
      body: { ...review, ratings: 5, postTitle: 'Even better after a wash' },
    });
    expect(edited.status).toBe(200);
    expect((await reviewsBy(f.userId, product.productId))[0]).toMatchObject({
      ratings: 5,
      postTitle: 'Even better after a wash',
    });
    expect((await f.api.call('PUT', `review/${row!.id}`, { token: f.other, body: review })).status).toBe(404);
    expect((await f.api.call('DELETE', `review/${row!.id}`, { token: f.other })).status).toBe(404);
    const mine = await f.api.call('GET', `review/mine/${product.productId}`, { token: f.token });
    expect(mine.body.data).toMatchObject({ id: row!.id, ratings: 5, verified: true });
  });

  it('likes count once per shopper; an unlike takes one back; a report is recorded and the review stays', async () => {
    const [row] = await reviewsBy(f.userId, product.productId);
    const before = row!.noOflikes;
    const first = await f.api.call('POST', `post/${row!.id}/like`, { token: f.other });
    expect(first.body.data).toEqual({ liked: true, noOflikes: before + 1 });
    const repeat = await f.api.call('POST', `post/${row!.id}/like`, { token: f.other });
    expect(repeat.body.data).toEqual({ liked: true, noOflikes: before + 1 });
    expect((await f.api.call('GET', `post/liked?ids=${row!.id},nope`, { token: f.other })).body.data).toEqual([
      row!.id,
    ]);
    const back = await f.api.call('DELETE', `post/${row!.id}/like`, { token: f.other });
    expect(back.body.data).toEqual({ liked: false, noOflikes: before });
    expect((await f.api.call('DELETE', `post/${row!.id}/like`, { token: f.other })).body.data).toEqual({
      liked: false,
      noOflikes: before,
    });

    expect((await f.api.call('POST', `post/${row!.id}/report`, { token: f.other, body: { reason: '' } })).status).toBe(
      400,
    );
    expect(
      (
        await f.api.call('POST', `post/${row!.id}/report`, {
          token: f.other,
          body: { reason: 'Not about this product' },
        })
      ).status,
    ).toBe(200);
    const reports = await f.api.database.db.select().from(t.postReports).where(eq(t.postReports.postId, row!.id));
    expect(reports).toMatchObject([{ reason: 'Not about this product', reviewedAt: null }]);
    expect(
      (await f.api.get(`product/${product.productId}`)).body.data.reviews.some((r: { id: string }) => r.id === row!.id),
    ).toBe(true);
  });

  it('a visitor cannot write, like or report (401)', async () => {
    const [row] = await reviewsBy(f.userId, product.productId);
    expect((await f.api.call('POST', 'review', { body: { productId: product.productId, ...review } })).status).toBe(
      401,
    );
    expect((await f.api.call('POST', `post/${row!.id}/like`)).status).toBe(401);
    expect((await f.api.call('POST', `post/${row!.id}/report`, { body: { reason: 'spam spam' } })).status).toBe(401);
  });

  it('deleting the review takes it off the product page', async () => {
    const [row] = await reviewsBy(f.userId, product.productId);
    expect((await f.api.call('DELETE', `review/${row!.id}`, { token: f.token })).status).toBe(200);
    expect(await reviewsBy(f.userId, product.productId)).toHaveLength(0);
    expect(
      (await f.api.get(`product/${product.productId}`)).body.data.reviews.some((r: { id: string }) => r.id === row!.id),
    ).toBe(false);
  });

  it('three days after delivery the shopper is asked once, in notifications, to rate it, in their language; a day after, not yet', async () => {
    const others = (await f.api.database.db
      .select()
      .from(t.variants)
      .where(
        and(
          gt(t.variants.quantity, 5),
          sql`${t.variants.productId} <> ${product.productId}`,
          sql`not exists (select 1 from posts p where p.product_id = ${t.variants.productId} and p.user_id = ${f.userId})`,
        ),
      )
      .limit(2)) as Variant[];
    expect(others).toHaveLength(2);
    const deliver = async (item: Variant) => {
      const [{ sellerUserId, name }] = (await f.api.database.db
        .select({ sellerUserId: t.products.sellerUserId, name: t.products.name })
        .from(t.products)
        .where(eq(t.products.id, item.productId))) as [{ sellerUserId: string; name: string }];
      const placed = await f.api.call('POST', 'newOrder/create', {
        token: f.token,
        body: { orderType: 'Cod', addressId: f.addressId, orderData: [orderLine(sellerUserId, item)] },
      });
      const id = placed.body.data.orderIds[0] as string;
      for (const status of ['IN_TRANSIST', 'OUT_FOR_DELIVERY', 'DELIVERED'])
        expect((await f.api.call('POST', `dev/orders/${id}/status`, { body: { status } })).status).toBe(200);
      return { id, name };
    };
    const asked = async (id: string) =>
      f.api.database.db
        .select()
        .from(t.notifications)
        .where(eq(t.notifications.id, reviewAskId(id)));
    const fourDaysOn = new Date(Date.now() + 4 * 86_400_000);

    const english = await deliver(others[0]!);
    await askForReviews(f.api.database.db, new Date(Date.now() + 1 * 86_400_000));
    expect(await asked(english.id)).toHaveLength(0);
    await askForReviews(f.api.database.db, fourDaysOn);
    const [note] = await asked(english.id);
    expect(note).toMatchObject({
      userId: f.userId,
      kind: 'review-ask',
      title: 'How was your order?',
      body: `Rate ${english.name}: your review helps other shoppers choose.`,
      link: `/my-orders/${english.id}#rate`,
    });
    await askForReviews(f.api.database.db, fourDaysOn);
    expect(await asked(english.id)).toHaveLength(1);

    // A shopper who chose Hindi is asked in Hindi; the product's name stays as written.
    expect((await f.api.call('PUT', 'user/language', { token: f.token, body: { language: 'hi-IN' } })).status).toBe(
      200,
    );
    try {
      const hindi = await deliver(others[1]!);
      await askForReviews(f.api.database.db, fourDaysOn);
      expect(await asked(hindi.id)).toMatchObject([
        {
          title: 'आपका ऑर्डर कैसा रहा?',
          body: `${hindi.name} को रेटिंग दें: आपका रिव्यू दूसरे खरीदारों को चुनने में मदद करता है।`,
          link: `/my-orders/${hindi.id}#rate`,
        },
      ]);
      expect((await asked(english.id))[0]!.title).toBe('How was your order?');
    } finally {
      await f.api.call('PUT', 'user/language', { token: f.token, body: { language: 'en-IN' } });
    }
  });

  it('a Lens post about a delivered product shows in Lens and tells the shopper’s followers; a photo or a video is required', async () => {
    const photo = await uploadPublicPicture(f.api, f.token);
    const noPhoto = await f.api.call('POST', 'post', {
      token: f.token,
      body: { productId: product.productId, postTitle: 'Weekend look', imageUrls: [] },
    });
    expect(noPhoto.status).toBe(400);
    expect(noPhoto.body.errors.imageUrls).toEqual(['Add a photo or a video']);
    const notMine = await f.api.call('POST', 'post', {
      token: f.other,
      body: {
        productId: product.productId,
        postTitle: 'Weekend look',
        imageUrls: [await uploadPublicPicture(f.api, f.other)],
      },
    });
    expect(notMine.status).toBe(403);

    const [follower] = await f.api.database.db
      .select()
      .from(t.users)
      .where(sql`${t.users.id} <> ${f.userId}`)
      .orderBy(t.users.id)
      .limit(1)
      .offset(30);
    const followerToken = (await f.api.login(follower!.phone)).accessToken;
    expect((await f.api.call('POST', 'follow', { token: followerToken, body: { followTo: f.userId } })).status).toBe(
      200,
    );

    const posted = await f.api.call('POST', 'post', {
      token: f.token,
      body: { productId: product.productId, postTitle: 'Weekend look', imageUrls: [photo] },
    });
    expect(posted.status, JSON.stringify(posted.body)).toBe(200);
    const id = posted.body.data.id as string;
    const lens = (await f.api.get('userpost/getAll')).body.data as {
      id: string;
      postTitle: string;
      product: { id: string };
    }[];
    expect(lens.find((p) => p.id === id)).toMatchObject({
      postTitle: 'Weekend look',
      product: { id: product.productId },
    });
    const told = await f.api.database.db
      .select()
      .from(t.notifications)
      .where(and(eq(t.notifications.userId, follower!.id), eq(t.notifications.kind, 'lens-post')));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ body: 'Weekend look', link: `/lens?post=${id}` });
    expect(told[0]!.title).toMatch(/ posted on Lens$/);

    expect((await f.api.call('DELETE', `post/${id}`, { token: f.other })).status).toBe(404);
    expect((await f.api.call('DELETE', `post/${id}`, { token: f.token })).status).toBe(200);
    expect(((await f.api.get('userpost/getAll')).body.data as { id: string }[]).some((p) => p.id === id)).toBe(false);
  });

  it('a short video uploads when its bytes are the container it claims, and makes a Lens post on its own', async () => {
    const presign = (contentType: string, ext: string, isPublic = true) =>
      f.api.call('POST', 'upload', { token: f.token, body: { contentType, ext, isPublic } });
    const put = (url: string, contentType: string, bytes: Uint8Array) =>
      f.api.app.request(url.replace(/^https?:\/\/[^/]+/, ''), {
        method: 'PUT',
        headers: { 'Content-Type': contentType },
        body: new Blob([new Uint8Array(bytes)]),
      });
    // An MP4 starts with a box whose type, at byte 4, is "ftyp".
    const mp4 = new Uint8Array([
      0,
      0,
      0,
      0x18,
      ...Buffer.from('ftypisom'),
      0,
      0,
      2,
      0,
      ...Buffer.from('isomiso2mp41'),
      0,
      0,
      0,
      8,
      ...Buffer.from('free'),
    ]);
    expect((await presign('video/mp4', 'mp4', false)).body.errors.isPublic).toEqual([
      'Videos are public (reviews and Lens posts)',
    ]);
    const tooLong = await f.api.call('POST', 'upload', {
      token: f.token,
      body: { contentType: 'video/mp4', ext: 'mp4', size: 20 * 1024 * 1024 + 1 },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors.size).toEqual(['A video can be at most 20 MB']);
    const fake = (await presign('video/mp4', 'mp4')).body.data as { preSignedUrl: string; file: string };
    const refused = await put(fake.preSignedUrl, 'video/mp4', Buffer.from('not a video at all, just text'));
    expect(refused.status).toBe(400);
    const real = (await presign('video/mp4', 'mp4')).body.data as { preSignedUrl: string; file: string };
    expect((await put(real.preSignedUrl, 'video/mp4', mp4)).status).toBe(200);
    const posted = await f.api.call('POST', 'post', {
      token: f.token,
      body: { productId: product.productId, postTitle: 'Twirl test', videoUrls: [real.file] },
    });
    expect(posted.status, JSON.stringify(posted.body)).toBe(200);
    const lens = (await f.api.get('userpost/getAll')).body.data as { id: string; videoUrls: string[] }[];
    expect(lens.find((p) => p.id === posted.body.data.id)?.videoUrls).toEqual([real.file]);
    expect((await f.api.call('DELETE', `post/${posted.body.data.id}`, { token: f.token })).status).toBe(200);
  });

  it('past 60 writes in an hour a shopper is told to wait (429 with Retry-After), and nothing is written', async () => {
    const people = await f.api.database.db.select().from(t.users).limit(3);
    const busy = people[2]!;
    const token = (await f.api.login(busy.phone)).accessToken;
    // Posts a like reaches (a blocked author's are hidden: 404).
    const posts = await f.api.database.db
      .select({ id: t.posts.id })
      .from(t.posts)
      .innerJoin(t.users, eq(t.users.id, t.posts.userId))
      .where(eq(t.users.isBlocked, false))
      .limit(61);
    for (const post of posts.slice(0, 60))
      expect((await f.api.call('POST', `post/${post.id}/like`, { token })).status).toBe(200);
    const reply = await f.api.call('POST', `post/${posts[60]!.id}/like`, { token });
    expect(reply.status).toBe(429);
    // Until the first of the 60 leaves the hour.
    expect(Number(reply.headers.get('Retry-After'))).toBeGreaterThan(3000);
    expect(Number(reply.headers.get('Retry-After'))).toBeLessThanOrEqual(3600);
    expect(
      await f.api.database.db
        .select()
        .from(t.postLikes)
        .where(and(eq(t.postLikes.postId, posts[60]!.id), eq(t.postLikes.userId, busy.id))),
    ).toHaveLength(0);
  });

  it.runIf(target.name === 'postgres')(
    'parallel likes by many shoppers count each once; parallel repeats by one count once; two reviews at once make one',
    async () => {
      // A review a like reaches (a blocked author's is hidden: 404), the same one whatever order the rows lie in.
      const [{ post }] = (await f.api.database.db
        .select({ post: t.posts })
        .from(t.posts)
        .innerJoin(t.users, eq(t.users.id, t.posts.userId))
        .where(and(sql`${t.posts.ratings} is not null`, eq(t.users.isBlocked, false)))
        .orderBy(t.posts.id)
        .limit(1)) as [{ post: typeof t.posts.$inferSelect }];
      // Shoppers with no writes this hour (not the fixture's, nor the one held at the limit above), not blocked.
      const people = await f.api.database.db
        .select()
        .from(t.users)
        .where(
          and(
            eq(t.users.isBlocked, false),
            ne(t.users.id, f.userId),
            sql`not exists (select 1 from social_attempts a where a.user_id = ${t.users.id})`,
          ),
        )
        .orderBy(t.users.id)
        .limit(8);
      expect(people).toHaveLength(8);
      const tokens = await Promise.all(people.map(async (p) => (await f.api.login(p.phone)).accessToken));
      const before = post!.noOflikes;
      const likesOf = async () =>
        (await f.api.database.db.select().from(t.postLikes).where(eq(t.postLikes.postId, post!.id))).length;
      const rowsBefore = await likesOf();
      const replies = await Promise.all(
        [...tokens, ...tokens].map((token) => f.api.call('POST', `post/${post!.id}/like`, { token })),
      );
      expect(replies.map((r) => r.status)).toEqual(replies.map(() => 200));
      const [after] = await f.api.database.db.select().from(t.posts).where(eq(t.posts.id, post!.id));
      expect(after!.noOflikes).toBe(before + 8);
      expect(await likesOf()).toBe(rowsBefore + 8);

      const twice = await Promise.all([send({}), send({ postTitle: 'Same product again' })]);
      expect(twice.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(await reviewsBy(f.userId, product.productId)).toHaveLength(1);
    },
  );
});
