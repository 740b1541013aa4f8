import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, pgliteOnly, type TestApi } from './harness.ts';

describe.each(pgliteOnly)('the Lens feed on $name', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(target, 48);
  });
  afterAll(() => api?.close());

  it('gives every video post a poster image, the author and the product card', async () => {
    const lens = (await api.get('userpost/getAll')).body.data as any[];
    const videos = lens.filter((p) => p.videoUrls.length > 0);
    expect(videos.length).toBeGreaterThan(0);
    for (const post of videos) expect(post.imageUrls[0]).toEqual(expect.any(String));
    for (const post of lens) {
      expect(post.author).toMatchObject({ name: expect.any(String) });
      expect(post.product).toMatchObject({
        id: post.productId,
        SellerUserId: post.SellerUserId,
        productName: expect.any(String),
      });
    }
  });

  it('lists newest first, posts of the same moment in a fixed order (every read agrees)', async () => {
    const first = (await api.get('userpost/getAll')).body.data as any[];
    const second = (await api.get('userpost/getAll')).body.data as any[];
    expect(second.map((p) => p.id)).toEqual(first.map((p) => p.id));
    for (let i = 1; i < first.length; i++) {
      const [a, b] = [first[i - 1], first[i]];
      expect(a.createdAt >= b.createdAt).toBe(true);
      if (a.createdAt === b.createdAt) expect(a.id > b.id).toBe(true);
    }
  });
});
