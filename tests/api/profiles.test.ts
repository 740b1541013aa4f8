import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, isNotNull } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { startTestApi, pgliteOnly, type TestApi } from './harness.ts';
import { uploadPublicPicture } from './picture-fixture.ts';

describe.each(pgliteOnly)('profiles on $name', (target) => {
  let api: TestApi;
  let reviewer: { id: string; token: string };
  let other: { id: string; token: string };
  beforeAll(async () => {
    api = await startTestApi(target, 48);
    const [review] = await api.database.db.select().from(t.posts).where(isNotNull(t.posts.ratings)).limit(1);
    const [author] = await api.database.db.select().from(t.users).where(eq(t.users.id, review!.userId));
    reviewer = { id: author!.id, token: (await api.login(author!.phone)).accessToken };
    const [someone] = await api.database.db.select().from(t.users).where(eq(t.users.isBlocked, false)).limit(2);
    const pick =
      someone!.id === author!.id
        ? (await api.database.db.select().from(t.users).where(eq(t.users.isBlocked, false)).limit(2))[1]!
        : someone!;
    other = { id: pick.id, token: (await api.login(pick.phone)).accessToken };
  });
  afterAll(() => api?.close());

  it('the own profile carries the followers and follows lists, achieve with coverImgUrl, and each post’s product', async () => {
    await api.call('POST', 'follow', { token: other.token, body: { followTo: reviewer.id } });
    await api.call('POST', 'follow', { token: reviewer.token, body: { followTo: other.id } });
    const me = (await api.call('GET', 'user/profile', { token: reviewer.token })).body.data;
    expect(me.followers).toContainEqual(
      expect.objectContaining({ userId: other.id, name: expect.any(String), badge: expect.anything() }),
    );
    expect(me.follows.map((p: { userId: string }) => p.userId)).toContain(other.id);
    for (const entry of [...me.followers, ...me.follows])
      expect(Object.keys(entry)).toEqual(expect.arrayContaining(['userId', 'name', 'img', 'badge']));
    if (me.user.badge) expect(me.achieve).toEqual({ achievement: me.user.badge, coverImgUrl: null });
    expect(me.review.length).toBeGreaterThan(0);
    for (const review of me.review) {
      expect(review.ratings).toBeGreaterThanOrEqual(0);
      if (review.productId)
        expect(review.product).toEqual({
          id: review.productId,
          SellerUserId: expect.any(String),
          productName: expect.any(String),
          // The product's first picture, for the profile's tile.
          productImg: expect.stringMatching(/^products\//),
        });
    }
    const dates = me.review.map((r: { createdAt: string }) => r.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());

    // Another user's view of the same profile has the same counts, and no private fields.
    const seen = (await api.get(`user/profile/${reviewer.id}`)).body.data;
    expect(seen.followers.length).toBe(me.followers.length);
    expect(seen.noOfReviews).toBe(me.review.length);
    expect(seen.user).not.toHaveProperty('phone');
    expect(seen.user).not.toHaveProperty('email');
    expect(seen.review[0].product).toEqual(me.review[0].product);
  });

  it('the profile update refuses a changed phone and bad fields with the spec’s words, and saves a picture reference', async () => {
    const me = (await api.call('GET', 'user/profile', { token: other.token })).body.data.user;
    const base = {
      displayname: me.displayname,
      fullname: me.fullname,
      email: 'asha@example.com',
      phone: me.phone,
      birthday: '05-11-1994',
    };
    const refused = await api.call('PUT', 'user/profile', {
      token: other.token,
      body: { ...base, email: 'asha@', birthday: '31-13-1994', fullname: '' },
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('Invalid email address');
    expect(JSON.stringify(refused.body)).toContain('Invalid date format');
    expect(JSON.stringify(refused.body)).toContain('Required field');
    expect(
      (await api.call('PUT', 'user/profile', { token: other.token, body: { ...base, phone: '9999999999' } })).status,
    ).toBe(400);
    const picture = await uploadPublicPicture(api, other.token);
    const saved = await api.call('PUT', 'user/profile', {
      token: other.token,
      body: { ...base, profilePicUrl: picture },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.user).toMatchObject({
      email: 'asha@example.com',
      birthday: '05-11-1994',
      profilePicUrl: picture,
    });
  });
});
