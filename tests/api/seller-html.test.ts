/**
 * One trust model for seller HTML: whatever the database holds (written here straight into the rows, as SQL by
 * hand or another tool could), no read route returns a script, an event handler or a javascript: URL, while
 * the allowed markup survives. Every GET route of the OpenAPI document is either read here or named as one
 * that returns no seller HTML, so a new route has to be placed in one list or the other.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gt } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { DEMO_SHOPPER } from '../../server/seed/shoppers.ts';
import { startTestApi, pgliteOnly, type TestApi } from './harness.ts';

const PAYLOAD = '<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a><p>ok</p>';
const UNSAFE = /<script|onerror|javascript:/i;

/** GET routes whose replies carry no seller HTML (ids, flags, money, addresses, people, postal data). */
const WITHOUT_SELLER_HTML = [
  '/userstore/getAll',
  '/catalog/store-pages',
  '/catalog/product-paths',
  '/username/{name}/check',
  '/address/getAll',
  '/wishlist/check',
  '/user/profile',
  '/transaction',
  '/product/coupon/product',
  '/coupon/{id}',
  '/user/profile/{userId}',
  '/userSearch/account',
  '/follow/{userId}',
  '/favourite/check',
  '/saved/check/{productId}',
  '/stock-alerts/check',
  // A shopper's own review (their plain text) and the ids they liked.
  '/review/mine/{productId}',
  '/post/liked',
  // Store cards: name, pictures and the tagline (plain text), no seller HTML.
  '/favourite',
  '/droptrack',
  '/droptrack/check/{id}',
  '/notifications',
  '/notifications/unread',
  '/search/brands',
  // Queries shoppers typed, as plain text.
  '/search/trending',
  '/upload/private/{id}',
  '/postal/pincode/{pin}',
  '/postal/postoffice/{text}',
  '/dev/outbox',
  '/user/referrals',
  '/orders/refunds',
  '/delivery/estimate',
  // PDFs: product names as plain text, never the description's HTML.
  '/orders/{orderId}/invoice',
  '/orders/{orderId}/credit-note',
  // Operations: status only.
  '/health',
  '/ready',
];

describe.each(pgliteOnly)('seller HTML as the API serves it on $name', (target) => {
  let api: TestApi;
  let token: string;
  let productId: string;
  let storeId: string;
  let ids: { category: string; collection: string; offer: string; order: string; searchWord: string };

  beforeAll(async () => {
    api = await startTestApi(target, 48);
    const { db } = api.database;
    // Before any read, so no cached reply predates the rows.
    await db.update(t.products).set({ description: PAYLOAD });
    await db.update(t.orderLines).set({ productDesc: PAYLOAD });
    for (const store of await db.select().from(t.stores)) {
      const about = (store.aboutData as { TypeData: string }[]).map((b) =>
        b.TypeData === 'ABOUT2' ? { ...b, Description: PAYLOAD } : b,
      );
      await db.update(t.stores).set({ aboutData: about }).where(eq(t.stores.id, store.id));
    }

    token = (await api.login(DEMO_SHOPPER.phone)).accessToken;
    const [variant] = await db.select().from(t.variants).where(gt(t.variants.quantity, 0)).limit(1);
    productId = variant!.productId;
    const [product] = await db.select().from(t.products).where(eq(t.products.id, productId));
    storeId = product!.sellerUserId;
    const key = { productId, varientId: variant!.id };
    expect((await api.call('POST', 'wishlist', { token, body: key })).status).toBe(200);
    expect((await api.call('POST', 'saved', { token, body: { ProductId: productId } })).status).toBe(200);
    expect((await api.call('POST', 'droptrack', { token, body: { ProductId: productId } })).status).toBe(200);

    const pages = (await api.get('catalog/store-pages')).body.data as Record<
      'categories' | 'collections' | 'offers',
      { id: string; storeId: string }[]
    >;
    const [order] = await db
      .select()
      .from(t.orders)
      .innerJoin(t.users, eq(t.users.id, t.orders.userId))
      .where(eq(t.users.phone, DEMO_SHOPPER.phone));
    ids = {
      category: pages.categories.find((c) => c.storeId === storeId)!.id,
      collection: pages.collections.find((c) => c.storeId === storeId)!.id,
      offer: pages.offers.find((c) => c.storeId === storeId)!.id,
      order: order!.orders.id,
      searchWord: product!.name.split(' ').at(-1)!,
    };
  });
  afterAll(() => api?.close());

  /** Every read that returns seller HTML, with real ids. */
  const reads = (): [string, () => Promise<{ status: number; body: unknown }>][] => [
    ['/product', () => api.get('product?tab=home')],
    ['/product/{id}', () => api.get(`product/${productId}`)],
    ['/catalog/products', () => api.get('catalog/products?limit=500')],
    ['/userstore/{id}', () => api.get(`userstore/${storeId}`)],
    ['/userstore/category/{id}', () => api.get(`userstore/category/${ids.category}`)],
    ['/userstore/collection/{id}', () => api.get(`userstore/collection/${ids.collection}`)],
    ['/userstore/offers/{id}', () => api.get(`userstore/offers/${ids.offer}`)],
    ['/search/products', () => api.get(`search/products?q=${encodeURIComponent(ids.searchWord)}`)],
    ['/search/results', () => api.get(`search/results?q=${encodeURIComponent(ids.searchWord)}`)],
    ['/userpost/getAll', () => api.get('userpost/getAll')],
    ['/saved', () => api.call('GET', 'saved', { token })],
    ['/wishlist', () => api.call('GET', 'wishlist', { token })],
    ['/droptrack/product/{id}', () => api.call('GET', `droptrack/product/${productId}`, { token })],
    ['/userCart', () => api.call('GET', 'userCart', { token })],
    ['/orders/orderGet', () => api.call('GET', 'orders/orderGet', { token })],
    ['/orders/{orderId}', () => api.call('GET', `orders/${ids.order}`, { token })],
    ['POST /product/list', () => api.call('POST', 'product/list', { body: { ids: [productId] } })],
  ];

  it('no read route returns a script, an event handler or a javascript: URL; the allowed markup survives', async () => {
    const [variant] = await api.database.db
      .select()
      .from(t.variants)
      .where(and(eq(t.variants.productId, productId), gt(t.variants.quantity, 0)))
      .limit(1);
    const added = await api.call('POST', 'userCart', { token, body: { productId, varaint: variant!.id, quantity: 1 } });
    expect(added.status).toBe(200);
    const replies: [string, string][] = [['POST /userCart', JSON.stringify(added.body)]];
    for (const [name, read] of reads()) {
      const { status, body } = await read();
      expect(status, name).toBe(200);
      replies.push([name, JSON.stringify(body)]);
    }
    for (const [name, text] of replies) {
      expect(text, name).not.toMatch(UNSAFE);
      expect(text, name).toContain('<p>ok</p>');
    }
    // The link keeps its text, in a span: the javascript: address goes, and no <a> is left linking nowhere.
    const detail = (await api.get(`product/${productId}`)).body.data;
    expect(detail.product.productDesc).toBe('<span>x</span><p>ok</p>');
  });

  it('every GET route of the document is read above or returns no seller HTML', async () => {
    const doc = (await api.get('openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
    const gets = Object.entries(doc.paths)
      .filter(([, methods]) => 'get' in methods)
      .map(([path]) => path);
    const read = new Set(reads().map(([name]) => name));
    expect(gets.filter((path) => !read.has(path) && !WITHOUT_SELLER_HTML.includes(path))).toEqual([]);
  });
});
