/**
 * Product detail reviews: each review embeds its reviewer (ours beyond the spec, so the static build makes
 * no call per reviewer), and reviews by blocked users never reach the storefront.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { invalidateCatalog } from '../../server/catalog/cache.ts';
import { startTestApi, pgliteOnly, type TestApi } from './harness.ts';

describe.each(pgliteOnly)('product reviews on $name', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(target);
  });
  afterAll(() => api?.close());

  /** A product with at least one review by a user who is not blocked. */
  async function reviewedProduct() {
    const [row] = await api.database.db
      .select({ productId: t.posts.productId })
      .from(t.posts)
      .innerJoin(t.users, eq(t.users.id, t.posts.userId))
      .where(and(isNotNull(t.posts.productId), sql`${t.posts.ratings} >= 0`, eq(t.users.isBlocked, false)))
      .limit(1);
    return row!.productId!;
  }

  it("every review carries the reviewer's name, display name, picture and badge from their profile", async () => {
    const { status, body } = await api.get(`product/${await reviewedProduct()}`);
    expect(status).toBe(200);
    expect(body.data.reviews.length).toBeGreaterThan(0);
    for (const review of body.data.reviews) {
      expect(review.reviewer.id).toBe(review.UserId);
      const profile = (await api.get(`user/profile/${review.UserId}`)).body.data;
      expect(review.reviewer).toEqual({
        id: profile.user.id,
        fullname: profile.user.name,
        displayname: profile.user.displayname,
        profilePic: profile.user.profilePic,
        badge: profile.user.badge,
      });
    }
  });

  it('a reviewer without a badge comes through as null (the storefront reads it as "No Review")', async () => {
    // Every reviewer earns a badge with the first review; one without (data from before badges were earned) is made here.
    const [row] = await api.database.db
      .select({ productId: t.posts.productId, userId: t.users.id })
      .from(t.posts)
      .innerJoin(t.users, eq(t.users.id, t.posts.userId))
      .where(and(isNotNull(t.posts.productId), sql`${t.posts.ratings} >= 0`, eq(t.users.isBlocked, false)))
      .limit(1);
    expect(row).toBeDefined();
    await api.database.db.update(t.users).set({ badge: null }).where(eq(t.users.id, row!.userId));
    invalidateCatalog(api.database.db);
    const { body } = await api.get(`product/${row!.productId}`);
    const review = body.data.reviews.find((r: any) => r.UserId === row!.userId);
    expect(review.reviewer.badge).toBeNull();
  });

  it("hides a blocked user's reviews and their ratings, and shows them again when unblocked", async () => {
    const productId = await reviewedProduct();
    const before = (await api.get(`product/${productId}`)).body.data;
    const reviewer = before.reviews[0].UserId as string;
    const theirs = before.reviews.filter((r: any) => r.UserId === reviewer).length;

    await api.database.db.update(t.users).set({ isBlocked: true }).where(eq(t.users.id, reviewer));
    invalidateCatalog(api.database.db);
    const blocked = (await api.get(`product/${productId}`)).body.data;
    expect(blocked.reviews.map((r: any) => r.UserId)).not.toContain(reviewer);
    expect(blocked.reviews.map((r: any) => r.reviewer.id)).not.toContain(reviewer);
    expect(blocked.NoOfRatings).toBe(before.NoOfRatings - theirs);

    await api.database.db.update(t.users).set({ isBlocked: false }).where(eq(t.users.id, reviewer));
    invalidateCatalog(api.database.db);
    const again = (await api.get(`product/${productId}`)).body.data;
    expect(again.NoOfRatings).toBe(before.NoOfRatings);
    expect(again.reviews.map((r: any) => r.UserId)).toContain(reviewer);
  });

  it('the build listing carries the same reviewer data as the single read', async () => {
    const productId = await reviewedProduct();
    const single = (await api.get(`product/${productId}`)).body.data;
    let cursor: string | null = null;
    let found: any = null;
    do {
      const page: any = (await api.get(`catalog/products?limit=100${cursor ? `&cursor=${cursor}` : ''}`)).body.data;
      found ??= page.items.find((d: any) => d.product.id === productId);
      cursor = page.nextCursor;
    } while (cursor && !found);
    expect(found.reviews).toEqual(single.reviews);
  });

  it('documents the reviewer in the OpenAPI document', async () => {
    const doc = (await api.get('openapi.json')).body;
    expect(doc.components.schemas.Reviewer.properties).toHaveProperty('badge');
    expect(doc.components.schemas.Review.properties).toHaveProperty('reviewer');
  });
});
