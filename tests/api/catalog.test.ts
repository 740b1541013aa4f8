import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { startTestApi, pgliteOnly, type TestApi } from './harness.ts';

describe.each(pgliteOnly)('catalog API on $name', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(target);
  });
  afterAll(() => api?.close());

  describe('GET product?tab=home', () => {
    it('answers the envelope with every section, in server order', async () => {
      const { status, body, headers } = await api.get('product?tab=home');
      expect(status).toBe(200);
      expect(Object.keys(body)).toEqual(['message', 'data']);
      expect(Object.keys(body.data)).toEqual([
        'webBanner',
        'heroBanner',
        'featuredBrands',
        'favouriteBrands',
        'exclusiveDeals',
        'storeDiscovery',
        'customSections',
      ]);
      expect(body.data.webBanner.length).toBeGreaterThan(0);
      expect(body.data.webBanner[0]).toMatchObject({
        imgUrl: expect.any(String),
        typeData: expect.any(String),
        sellerId: expect.any(String),
      });
      expect(headers.get('cache-control')).toMatch(/public/);
    });

    it('exclusive deals are real discounted products', async () => {
      const { body } = await api.get('product?tab=home');
      expect(body.data.exclusiveDeals.length).toBeGreaterThan(0);
      for (const card of body.data.exclusiveDeals) {
        expect(card.productSellingPrice).toBeLessThan(card.productMRP);
        const detail = await api.get(`product/${card.id}`);
        expect(detail.status).toBe(200);
        expect(detail.body.data.product.productSellingPrice).toBe(card.productSellingPrice);
      }
    });

    it("a category's marketplace holds only that category", async () => {
      const { status, body } = await api.get('product?tab=home&category=watches');
      expect(status).toBe(200);
      const ids: string[] = [
        ...body.data.exclusiveDeals,
        ...body.data.customSections.flatMap((s: any) => s.products),
      ].map((p: any) => p.id);
      expect(ids.length).toBeGreaterThan(0);
      for (const id of ids) expect((await api.get(`product/${id}`)).body.data.product.categoryId).toBe('watches');
    });

    it('rejects a missing tab with a field message and an unknown category with 404', async () => {
      const missing = await api.get('product');
      expect(missing.status).toBe(400);
      expect(missing.body.errors.tab).toBeDefined();
      expect((await api.get('product?tab=home&category=groceries')).status).toBe(404);
    });
  });

  describe('GET product/{id}', () => {
    it('gives product, varient list, storeName, relatedProduct, ratings and reviews', async () => {
      // A product sold in variants (rows come in no fixed order; some products are sold without variants).
      const [variant] = await api.database.db.select({ productId: t.variants.productId }).from(t.variants).limit(1);
      const [row] = await api.database.db.select().from(t.products).where(eq(t.products.id, variant!.productId));
      const { status, body, headers } = await api.get(`product/${row!.id}`);
      expect(status).toBe(200);
      const data = body.data;
      expect(Object.keys(data).sort()).toEqual(
        ['NoOfRatings', 'avgRatings', 'product', 'relatedProduct', 'reviews', 'storeName', 'varient'].sort(),
      );
      expect(data.product).toMatchObject({
        id: row!.id,
        SellerUserId: row!.sellerUserId,
        productName: row!.name,
        productSellingPrice: row!.sellingPrice,
        productMRP: row!.mrp,
        productStock: row!.stock,
      });
      const [store] = await api.database.db.select().from(t.stores).where(eq(t.stores.id, row!.sellerUserId));
      expect(data.storeName).toBe(store!.storeName);
      expect(data.varient.length).toBeGreaterThan(0);
      expect(data.relatedProduct.length).toBeGreaterThan(0);
      for (const v of data.varient) {
        expect(Object.keys(v).sort()).toEqual(
          [
            'VarientColor',
            'VarientImgUrl',
            'VarientMrp',
            'VarientPrice',
            'VarientQuantity',
            'VarientSize',
            'id',
          ].sort(),
        );
      }
      for (const related of data.relatedProduct) {
        expect(related.SellerUserId).toBe(row!.sellerUserId);
        expect(related.id).not.toBe(row!.id);
      }
      expect(headers.get('cache-control')).toMatch(/s-maxage/);
    });

    it('money is never kept by a browser: max-age=0 and must-revalidate, no stale-while-revalidate; a CDN may keep it 30 s', async () => {
      const [row] = await api.database.db.select().from(t.products).limit(1);
      const { status, headers } = await api.get(`product/${row!.id}`);
      expect(status).toBe(200);
      const directives = (headers.get('cache-control') ?? '').split(',').map((d) => d.trim());
      expect(directives).toEqual(expect.arrayContaining(['max-age=0', 'must-revalidate', 's-maxage=30']));
      expect(directives.filter((d) => d.startsWith('stale-while-revalidate'))).toEqual([]);
    });

    it('a read carries the ETag of its body; asking again with it answers 304 with no body, keeping the caching headers', async () => {
      const [row] = await api.database.db.select().from(t.products).limit(1);
      const first = await api.get(`product/${row!.id}`);
      const tag = first.headers.get('etag') ?? '';
      expect(tag).toMatch(/^"[0-9a-f]{40}"$/);
      const again = await api.get(`product/${row!.id}`, { headers: { 'If-None-Match': tag } });
      expect(again.status).toBe(304);
      expect(again.body).toBeNull();
      expect(again.headers.get('etag')).toBe(tag);
      expect(again.headers.get('cache-control')).toMatch(/s-maxage=30/);
      // A write answers no ETag (nothing asks for it again).
      expect((await api.call('POST', 'product/list', { body: { ids: [row!.id] } })).headers.get('etag')).toBeNull();
      // Once the product changes, the old tag no longer matches: the new body comes with a new tag.
      expect(
        (await api.call('POST', `dev/products/${row!.id}/price`, { body: { price: row!.sellingPrice + 10 } })).status,
      ).toBe(200);
      const changed = await api.get(`product/${row!.id}`, { headers: { 'If-None-Match': tag } });
      expect(changed.status).toBe(200);
      expect(changed.headers.get('etag')).toMatch(/^"[0-9a-f]{40}"$/);
      expect(changed.headers.get('etag')).not.toBe(tag);
      await api.database.db
        .update(t.products)
        .set({ sellingPrice: row!.sellingPrice })
        .where(eq(t.products.id, row!.id));
    });

    it("leaves out blocked users' reviews and counts only the rest", async () => {
      const rows = await api.database.db
        .select({ productId: t.posts.productId, blocked: t.users.isBlocked, ratings: t.posts.ratings })
        .from(t.posts)
        .innerJoin(t.users, eq(t.users.id, t.posts.userId))
        .where(
          sql`${t.posts.productId} in (select product_id from posts p join users u on u.id = p.user_id where u.is_blocked)`,
        );
      expect(rows.length).toBeGreaterThan(0);
      const productId = rows[0]!.productId!;
      // A post with ratings is a review; Lens posts (no ratings) are not counted.
      const visible = rows.filter((r) => r.productId === productId && !r.blocked && r.ratings !== null);
      const { body } = await api.get(`product/${productId}`);
      expect(body.data.NoOfRatings).toBe(visible.length);
      expect(body.data.reviews).toHaveLength(visible.length);
      if (visible.length) {
        const mean = visible.reduce((s, r) => s + r.ratings!, 0) / visible.length;
        expect(body.data.avgRatings).toBeCloseTo(mean, 1);
      }
    });

    it('answers 404 for a product that does not exist', async () => {
      const { status, body } = await api.get('product/00000000-0000-0000-0000-000000000000');
      expect(status).toBe(404);
      expect(body.data).toBeNull();
    });
  });

  describe('GET catalog/products (the build listing)', () => {
    it('pages through every product exactly once', async () => {
      const seen: string[] = [];
      let cursor: string | null = null;
      let total = 0;
      do {
        const { status, body } = await api.get(`catalog/products?limit=10${cursor ? `&cursor=${cursor}` : ''}`);
        expect(status).toBe(200);
        seen.push(...body.data.items.map((d: any) => d.product.id));
        cursor = body.data.nextCursor;
        total = body.data.total;
      } while (cursor);
      const [{ n }] = (await api.database.db.select({ n: sql<number>`count(*)::int` }).from(t.products)) as [
        { n: number },
      ];
      expect(total).toBe(n);
      expect(seen).toHaveLength(n);
      expect(new Set(seen).size).toBe(n);
    });

    it('validates the page size', async () => {
      const { status, body } = await api.get('catalog/products?limit=5000');
      expect(status).toBe(400);
      expect(body.errors.limit).toBeDefined();
    });

    it('pages newest first (what the build prebuilds), refusing an order or cursor it does not know', async () => {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const { status, body } = await api.get(
          `catalog/products?order=newest&limit=7${cursor ? `&cursor=${cursor}` : ''}`,
        );
        expect(status).toBe(200);
        seen.push(...body.data.items.map((d: any) => d.product.id));
        cursor = body.data.nextCursor;
      } while (cursor);
      const rows = await api.database.db
        .select({ id: t.products.id })
        .from(t.products)
        .orderBy(desc(t.products.createdAt), desc(t.products.id));
      expect(seen).toEqual(rows.map((r) => r.id));
      expect((await api.get('catalog/products?order=oldest')).body.errors.order).toEqual([
        'order must be "id" or "newest"',
      ]);
      const unknown = await api.get('catalog/products?order=newest&cursor=no-such-product');
      expect(unknown.status).toBe(400);
      expect(unknown.body.errors).toEqual({ cursor: ['No product has this id'] });
    });
  });

  describe('GET catalog/product-paths (the sitemap listing)', () => {
    it('pages through every product id and store exactly once', async () => {
      const seen: { id: string; SellerUserId: string }[] = [];
      let cursor: string | null = null;
      do {
        const { status, body } = await api.get(`catalog/product-paths?limit=20${cursor ? `&cursor=${cursor}` : ''}`);
        expect(status).toBe(200);
        seen.push(...body.data.items);
        cursor = body.data.nextCursor;
      } while (cursor);
      const rows = await api.database.db
        .select({ id: t.products.id, SellerUserId: t.products.sellerUserId })
        .from(t.products)
        .orderBy(t.products.id);
      expect(seen).toEqual(rows);
      expect((await api.get('catalog/product-paths?limit=10001')).body.errors.limit).toBeDefined();
    });

    it('pages newest first (how the build lists its prebuilt pages), refusing a cursor it does not know', async () => {
      const seen: { id: string; SellerUserId: string }[] = [];
      let cursor: string | null = null;
      do {
        const { status, body } = await api.get(
          `catalog/product-paths?order=newest&limit=7${cursor ? `&cursor=${cursor}` : ''}`,
        );
        expect(status).toBe(200);
        seen.push(...body.data.items);
        cursor = body.data.nextCursor;
      } while (cursor);
      const rows = await api.database.db
        .select({ id: t.products.id, SellerUserId: t.products.sellerUserId })
        .from(t.products)
        .orderBy(desc(t.products.createdAt), desc(t.products.id));
      expect(seen).toEqual(rows);
      expect((await api.get('catalog/product-paths?order=oldest')).body.errors.order).toEqual([
        'order must be "id" or "newest"',
      ]);
      const unknown = await api.get('catalog/product-paths?order=newest&cursor=no-such-product');
      expect(unknown.status).toBe(400);
      expect(unknown.body.errors).toEqual({ cursor: ['No product has this id'] });
    });
  });

  it('GET userstore/getAll lists every store by name', async () => {
    const { status, body } = await api.get('userstore/getAll');
    expect(status).toBe(200);
    const names = body.data.map((s: any) => s.sellerData.storeName);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    const stores = await api.database.db.select().from(t.stores);
    expect(names).toHaveLength(stores.length);
  });

  it('serves an OpenAPI 3.1 document naming these routes', async () => {
    const { status, body } = await api.get('openapi.json');
    expect(status).toBe(200);
    expect(body.openapi).toBe('3.1.0');
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining(['/product', '/product/{id}', '/catalog/products', '/userstore/getAll']),
    );
  });

  it('answers unknown paths with a 404 envelope, not a stack trace', async () => {
    const { status, body } = await api.get('no/such/route');
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'Not found', data: null });
  });

  it('keeps its data across a restart', async () => {
    const [row] = await api.database.db.select().from(t.products).limit(1);
    await api.reopen();
    const { status, body } = await api.get(`product/${row!.id}`);
    expect(status).toBe(200);
    expect(body.data.product.productName).toBe(row!.name);
  });
});
