import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { startTestApi, bothDatabases, type TestApi } from './harness.ts';

describe.each(bothDatabases)('store pages and search on $name', (target) => {
  let api: TestApi;
  let storeId: string;
  beforeAll(async () => {
    api = await startTestApi(target, 48);
    storeId = (await api.database.db.select().from(t.stores).limit(1))[0]!.id;
  });
  afterAll(() => api?.close());

  it('a store has its front blocks in order and its about blocks', async () => {
    const { status, body } = await api.get(`userstore/${storeId}`);
    expect(status).toBe(200);
    const { storeFront, about } = body.data;
    expect(storeFront).toMatchObject({ storeName: expect.any(String), Logo: expect.any(String) });
    expect(storeFront.storeData.map((b: any) => b.typeData)).toEqual(
      expect.arrayContaining([
        'CATEGORY',
        'SINGLE_BANNER',
        'CAROUSEL_BANNER',
        'CUSTOM_COLLECTION_LIST',
        'OFFER_DISPLAY',
      ]),
    );
    const collectionBlocks = storeFront.storeData.filter((b: any) => b.typeData.endsWith('COLLECTION_LIST'));
    expect(collectionBlocks.length).toBeGreaterThan(0);
    for (const block of collectionBlocks) {
      expect(block.products.length).toBeGreaterThan(0);
      expect(block.products.length).toBeLessThanOrEqual(10);
      for (const p of block.products) expect(p.SellerUserId).toBe(storeId);
    }
    expect(about.webStoreData.map((b: any) => b.TypeData)).toEqual([
      'ABOUT1',
      'ABOUT2',
      'ABOUT3',
      'FEATURE1',
      'FEATURE2',
    ]);
    expect((await api.get('userstore/nope')).status).toBe(404);
  });

  it('category, collection and offer pages list the store’s products as store cards', async () => {
    const front = (await api.get(`userstore/${storeId}`)).body.data.storeFront.storeData;
    const categoryId = front.find((b: any) => b.typeData === 'CATEGORY').categories[0].id;
    const category = (await api.get(`userstore/category/${categoryId}`)).body.data;
    expect(category.collectionCount).toBe(category.collections.length);
    expect(category.collectionCount).toBeGreaterThan(0);
    const card = category.collections[0].products[0];
    expect(card).toMatchObject({
      productId: expect.any(String),
      productImg: expect.any(Array),
      productPrice: expect.any(Number),
      productMRP: expect.any(Number),
      productDiff: expect.any(Number),
    });
    const collection = (await api.get(`userstore/collection/${category.collections[0].id}`)).body.data;
    expect(collection.collection.CollectionName).toBe(category.collections[0].CollectionName);
    const offerId = front.find((b: any) => b.typeData === 'OFFER_DISPLAY').offers[0].id;
    const offer = (await api.get(`userstore/offers/${offerId}`)).body.data;
    expect(offer.coupon.id).toBe(offerId);
    expect(offer.products.length).toBeGreaterThan(0);
    for (const p of offer.products) expect(p.SellerUserId).toBe(storeId);
    const ids = (await api.get('catalog/store-pages')).body.data;
    expect(ids.categories.map((c: any) => c.id)).toContain(categoryId);
    // Each page's product count, so the build knows which listings are paged without reading their cards.
    const distinct = new Set(category.collections.flatMap((c: any) => c.products.map((p: any) => p.productId))).size;
    expect(ids.categories.find((c: any) => c.id === categoryId)).toMatchObject({
      productCount: distinct,
      name: category.categoryName,
      collectionCount: category.collectionCount,
    });
    expect(ids.collections.find((c: any) => c.id === category.collections[0].id).productCount).toBe(
      collection.products.length,
    );
    expect(ids.offers.find((o: any) => o.id === offerId).productCount).toBe(offer.products.length);
  });

  it('store cards by ids come in the order asked, unknown ids left out, at most 100 ids', async () => {
    const offerId = (await api.get('catalog/store-pages')).body.data.offers[0].id;
    const listed = (await api.get(`userstore/offers/${offerId}`)).body.data.products;
    const [a, b] = [listed[1], listed[0]];
    const reply = await api.call('POST', 'catalog/store-cards', {
      body: { ids: [a.productId, 'no-such-product', b.productId, a.productId] },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual([a, b]);
    expect((await api.call('POST', 'catalog/store-cards', { body: { ids: [] } })).status).toBe(400);
    expect(
      (await api.call('POST', 'catalog/store-cards', { body: { ids: Array.from({ length: 101 }, (_, i) => `p${i}`) } }))
        .status,
    ).toBe(400);
  });

  it('searches products by words and prefix, brands by name, accounts by name', async () => {
    const [product] = await api.database.db.select().from(t.products).limit(1);
    const words = product!.name.split(' ');
    const query = `${words[0]} ${words.at(-1)!.slice(0, 3)}`;
    const products = (await api.get(`search/products?q=${encodeURIComponent(query)}`)).body.data;
    expect(products.map((p: any) => p.id)).toContain(product!.id); // so the list is not empty
    for (const p of products) expect(p.productName.toLowerCase()).toContain(words[0]!.toLowerCase());
    const [store] = await api.database.db.select().from(t.stores).limit(1);
    const brands = (await api.get(`search/brands?q=${encodeURIComponent(store!.storeName.split(' ')[0]!)}`)).body.data;
    expect(brands.map((b: any) => b.id)).toContain(store!.id);
    const [person] = await api.database.db.select().from(t.users).where(eq(t.users.isBlocked, false)).limit(1);
    const accounts = (await api.get(`userSearch/account?q=${encodeURIComponent(person!.fullname.split(' ')[0]!)}`)).body
      .data;
    expect(accounts[0]).toMatchObject({
      uuids: expect.any(String),
      fullname: expect.any(String),
      badge: { achievement: expect.anything() },
    });
    expect(accounts.map((a: any) => a.uuids)).toContain(person!.id);
    expect((await api.get('search/products?q=')).body.errors.q).toEqual(['No input found']);
    expect((await api.get(`search/products?q=${encodeURIComponent("'); drop table products; --")}`)).status).toBe(200);
  });
});
