/** Product search: word forms, synonyms, typos, colour and price words, order, Did you mean, bad input. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, ilike, sql } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { startTestApi, bothDatabases, type TestApi } from './harness.ts';
import { searchCatalog } from '../../server/catalog/search.ts';
import { withTransaction } from '../../server/db/open.ts';

describe.each(bothDatabases)('product search on $name', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(target, 200);
  }, 120_000);
  afterAll(() => api?.close());

  const results = async (q: string, extra = '') => {
    const { status, body } = await api.get(`search/results?q=${encodeURIComponent(q)}&limit=60${extra}`);
    expect(status).toBe(200);
    return body.data as {
      query: string;
      count: number;
      capped: boolean;
      products: any[];
      price: unknown;
      didYouMean: string | null;
      popular: any[];
    };
  };
  /** How many products have this in their name (counted by plain ILIKE, not by the search). */
  const named = async (part: string) =>
    (
      await api.database.db
        .select({ id: t.products.id })
        .from(t.products)
        .where(ilike(t.products.name, `%${part}%`))
    ).length;

  it.each([
    ['kurti', 'Kurta'],
    ['kurtha', 'Kurta'],
    ['Kurtas', 'Kurta'],
    ['tshirt', 'T-Shirt'],
    ['t shirts', 'T-Shirt'],
    ['tee', 'T-Shirt'],
    ['perfume', 'Eau de Parfum'],
    ['lipstik', 'Lipstick'],
    ['backpak', 'Backpack'],
    ['earings', 'Earrings'],
    ['jhumki', 'Earrings'],
    ['bangles', 'Bangle'],
  ])('"%s" finds every product named with %s, and only those', async (q, word) => {
    const found = await results(q);
    expect(found.count).toBeGreaterThan(0);
    expect(found.count).toBe(await named(word));
    for (const p of found.products) expect(p.productName).toContain(word);
  });

  it('"watches" and "ghadi" find the watch category, chronographs too', async () => {
    const watches = await api.database.db
      .select({ id: t.products.id })
      .from(t.products)
      .where(eq(t.products.categoryId, 'watches'));
    expect((await results('watches')).count).toBe(watches.length);
    expect((await results('ghadi')).count).toBe(watches.length);
  });

  it('a store\'s name weighs its products: "samay watch" lists every watch, Samay Watch Co.\'s first; "samay" alone only theirs', async () => {
    const [samay] = await api.database.db.select().from(t.stores).where(eq(t.stores.storeName, 'Samay Watch Co.'));
    const onlyStore = await results('samay');
    expect(onlyStore.count).toBeGreaterThan(0);
    for (const p of onlyStore.products) expect(p.SellerUserId).toBe(samay!.id);
    const found = await results('samay watch');
    const watches = await api.database.db
      .select({ id: t.products.id })
      .from(t.products)
      .where(eq(t.products.categoryId, 'watches'));
    expect(found.count).toBe(watches.length);
    const stock = await stockOf(found.products.map((p) => p.id));
    const fromSamay = found.products.filter((p) => stock.get(p.id)! > 0).map((p) => p.SellerUserId === samay!.id);
    expect(fromSamay[0]).toBe(true);
    expect(fromSamay.includes(false)).toBe(true);
    expect(fromSamay.lastIndexOf(true)).toBeLessThan(fromSamay.indexOf(false));
  });

  it('"watch under 2000" is a price filter, not words', async () => {
    const found = await results('watch under 2000');
    expect(found.price).toEqual({ min: null, max: 2000 });
    expect(found.count).toBeGreaterThan(0);
    for (const p of found.products) {
      expect(p.productName).toContain('Watch');
      expect(p.productSellingPrice).toBeLessThanOrEqual(2000);
    }
    const between = await results('₹1000-2000 kurta');
    for (const p of between.products) expect(p.productSellingPrice).toBeGreaterThanOrEqual(1000);
    for (const p of between.products) expect(p.productSellingPrice).toBeLessThanOrEqual(2000);
  });

  async function stockOf(ids: string[]) {
    const rows = await api.database.db.select({ id: t.products.id, stock: t.products.stock }).from(t.products);
    return new Map(rows.filter((r) => ids.includes(r.id)).map((r) => [r.id, r.stock]));
  }

  it('a product out of stock in every variant sinks to the end', async () => {
    const first = (await results('kurta')).products[0];
    await api.database.db.update(t.products).set({ stock: 0 }).where(eq(t.products.id, first.id));
    const found = await results('kurta');
    const stock = await stockOf(found.products.map((p) => p.id));
    const flags = found.products.map((p) => stock.get(p.id)! > 0);
    expect(flags.indexOf(false)).toBeGreaterThan(0);
    expect(flags.slice(flags.indexOf(false)).every((f) => !f)).toBe(true);
    expect(found.products.findIndex((p) => p.id === first.id)).toBeGreaterThanOrEqual(flags.indexOf(false));
  });

  it('the drop-down and the results page agree on the order', async () => {
    for (const q of ['kurta', 'cotton', 'lipstik', 'red frock']) {
      const dropDown = (await api.get(`search/products?q=${encodeURIComponent(q)}`)).body.data.map((p: any) => p.id);
      const page = (await results(q)).products.slice(0, 20).map((p) => p.id);
      expect(dropDown).toEqual(page);
    }
  });

  it('sorts by price when asked, in stock first', async () => {
    const found = await results('cotton', '&sort=low-to-high');
    const stock = await stockOf(found.products.map((p) => p.id));
    const prices = found.products.filter((p) => stock.get(p.id)! > 0).map((p) => p.productSellingPrice);
    expect(prices.length).toBeGreaterThan(5);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('pages through all matches', async () => {
    const all = await results('cotton');
    const second = (await api.get(`search/results?q=cotton&limit=10&offset=10`)).body.data;
    expect(second.count).toBe(all.count);
    expect(second.products.map((p: any) => p.id)).toEqual(all.products.slice(10, 20).map((p) => p.id));
  });

  it('offers "Did you mean" with products for a query that matches nothing', async () => {
    const found = await results('bakpak');
    expect(found.didYouMean).toBe('backpack');
    expect(found.count).toBe(await named('Backpack'));
    expect((await results('lpstk')).didYouMean).toBe('lipstick');
    // Popular products under it: in stock, best rated first.
    expect(found.popular.length).toBe(8);
    const ratings = await api.database.db
      .select({ id: t.products.id, rating: t.products.rating, stock: t.products.stock })
      .from(t.products);
    const byId = new Map(ratings.map((r) => [r.id, r]));
    const popular = found.popular.map((p: any) => byId.get(p.id)!);
    for (const p of popular) expect(p.stock).toBeGreaterThan(0);
    expect(popular.map((p) => p.rating)).toEqual(popular.map((p) => p.rating).sort((a, b) => b - a));
    expect(popular[0]!.rating).toBe(Math.max(...ratings.filter((r) => r.stock > 0).map((r) => r.rating)));
    // The shopper's word order is kept, colour words where they were typed ("red frok" itself is within the
    // typo allowance, so it finds red frocks with no suggestion; "frk" is too short for a typo).
    const frk = await results('red frk');
    expect(frk.didYouMean).toBe('red frock');
    expect(frk.count).toBeGreaterThan(0);
    expect((await results('black bakpak')).didYouMean).toBe('black backpack');
    expect((await results('lpstk pink')).didYouMean).toBe('lipstick pink');
    expect((await results('red frok')).didYouMean).toBeNull();
    // A query that matches as typed has no suggestion and no popular products.
    expect((await results('backpack')).didYouMean).toBeNull();
    expect((await results('backpack')).popular).toEqual([]);
    // Nothing near at all: no suggestion, popular products only.
    const nothing = await results('zzqxw');
    expect(nothing).toMatchObject({ count: 0, didYouMean: null });
    expect(nothing.popular).toHaveLength(8);
  });

  it('keeps documents up to date on write: a renamed product and a new variant colour are found', async () => {
    const [product] = await api.database.db.select().from(t.products).where(ilike(t.products.name, '%Shirt%')).limit(1);
    await api.database.db.update(t.products).set({ name: 'Handloom Dhoti' }).where(eq(t.products.id, product!.id));
    expect((await results('dhotis')).products.map((p) => p.id)).toEqual([product!.id]);
    expect((await results('dhoit')).products.map((p) => p.id)).toEqual([product!.id]);
    await api.database.db.insert(t.variants).values({
      id: `v-${product!.id}`,
      productId: product!.id,
      color: 'Coral',
      size: 'M',
      imgUrls: [],
      price: 999,
      mrp: 1299,
      quantity: 3,
      position: 99,
    });
    expect((await results('coral dhoti')).products.map((p) => p.id)).toEqual([product!.id]);
  });

  it('answers 200 to any text, and cuts a long query to 100 characters', async () => {
    const inputs = [
      "'); drop table products; --",
      'kurta & silk | !red',
      'a:* & b',
      '!!!',
      '&&',
      '|',
      ':*',
      "'",
      '"',
      '\\',
      '\\\\x',
      'kur\0ta',
      'कुर्ता',
      'குர்தா',
      '😀 kurta',
      'x'.repeat(1000),
      'kurta '.repeat(200),
      '<script>alert(1)</script>',
      '%',
      '_',
      '((',
      'under 99999999999999999999',
      '₹-',
    ];
    for (const q of inputs) {
      for (const path of ['search/products', 'search/results', 'search/brands', 'userSearch/account']) {
        const { status, body } = await api.get(`${path}?q=${encodeURIComponent(q)}`);
        expect(status, `${path} ${JSON.stringify(q.slice(0, 20))}`).toBe(200);
        expect(body.data).toBeTruthy();
      }
    }
    expect((await results('x'.repeat(1000))).query).toHaveLength(100);
    expect((await results('kurta & silk')).count).toBeGreaterThan(0);
  });

  /** Every match, page after page (60 at a time). */
  async function everyMatch(q: string, extra = '') {
    const first = await results(q, extra);
    const products = [...first.products];
    while (products.length < first.count) {
      const { body } = await api.get(
        `search/results?q=${encodeURIComponent(q)}&limit=60&offset=${products.length}${extra}`,
      );
      if (!body.data.products.length) break;
      products.push(...body.data.products);
    }
    return { ...first, products };
  }

  /** Each product's colours and sizes (its variants', or its own without variants), price, discount, store and material, read from the tables. */
  async function facts(ids: string[]) {
    const { rows } = (await api.database.db.execute(sql`
      select p.id, p.selling_price as price, p.mrp, p.seller_user_id as store, p.specs->>'material' as material, p.specs->>'color' as color, p.specs->>'size' as size,
        coalesce((select array_agg(distinct v.color) from variants v where v.product_id = p.id), '{}') as colors,
        coalesce((select array_agg(distinct v.size) from variants v where v.product_id = p.id), '{}') as sizes
      from products p where p.id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`)) as unknown as {
      rows: {
        id: string;
        price: number;
        mrp: number;
        store: string;
        material: string | null;
        color: string | null;
        size: string | null;
        colors: string[];
        sizes: string[];
      }[];
    };
    return new Map(
      rows.map((r) => [
        r.id,
        {
          ...r,
          colors: r.colors.length ? r.colors : [r.color].filter(Boolean),
          sizes: r.sizes.length ? r.sizes : [r.size].filter(Boolean),
          off: r.mrp > r.price ? Math.round(((r.mrp - r.price) / r.mrp) * 100) : 0,
        },
      ]),
    );
  }

  it('filters by colour like the listing: exactly the matches offered in it, in the same order', async () => {
    const everything = await everyMatch('cotton');
    expect(everything.products).toHaveLength(everything.count);
    const byId = await facts(everything.products.map((p) => p.id));
    const red = everything.products.filter((p) => byId.get(p.id)!.colors.includes('Red')).map((p) => p.id);
    expect(red.length).toBeGreaterThan(0);
    expect(red.length).toBeLessThan(everything.count);
    const filtered = await everyMatch('cotton', '&color=Red');
    expect(filtered.count).toBe(red.length);
    expect(filtered.products.map((p) => p.id)).toEqual(red);
    // Two colours: either one.
    const either = everything.products.filter((p) =>
      byId.get(p.id)!.colors.some((c) => c === 'Red' || c === 'Black'),
    ).length;
    expect((await results('cotton', '&color=Red&color=Black')).count).toBe(either);
  });

  it('filters by size, discount, price, material and store together, and pages within them', async () => {
    const everything = await everyMatch('kurta');
    const byId = await facts(everything.products.map((p) => p.id));
    const first = byId.get(everything.products[0].id)!;
    const [size, store, material] = [first.sizes[0]!, first.store, first.material!];
    const wanted = everything.products.filter((p) => {
      const f = byId.get(p.id)!;
      return (
        f.sizes.includes(size) &&
        f.store === store &&
        f.material === material &&
        f.off >= 10 &&
        f.price >= 100 &&
        f.price <= 100000
      );
    });
    const extra = `&size=${encodeURIComponent(size)}&store=${encodeURIComponent(store)}&materials=${encodeURIComponent(material)}&discount=10&min=100&max=100000`;
    const filtered = await everyMatch('kurta', extra);
    expect(filtered.count).toBe(wanted.length);
    expect(filtered.products.map((p) => p.id)).toEqual(wanted.map((p) => p.id));
    // Show more: the next page is the next rows of the same filtered list.
    const cheap = await everyMatch('cotton', '&max=1500');
    for (const p of cheap.products) expect(p.productSellingPrice).toBeLessThanOrEqual(1500);
    const second = (await api.get(`search/results?q=cotton&max=1500&limit=3&offset=3`)).body.data;
    expect(second.count).toBe(cheap.count);
    expect(second.products.map((p: any) => p.id)).toEqual(cheap.products.slice(3, 6).map((p) => p.id));
  });

  it('counts each filter option among the matches, with the other filters applied', async () => {
    const everything = await everyMatch('cotton');
    const byId = await facts(everything.products.map((p) => p.id));
    const facets = (everything as any).facets;
    const reds = [...byId.values()].filter((f) => f.colors.includes('Red')).length;
    expect(facets.counts.color.Red).toBe(reds);
    expect(facets.price).toEqual({
      min: Math.min(...[...byId.values()].map((f) => f.price)),
      max: Math.max(...[...byId.values()].map((f) => f.price)),
    });
    expect(facets.stores.map((s: any) => s.id).sort()).toEqual(
      [...new Set([...byId.values()].map((f) => f.store))].sort(),
    );
    // With Red chosen: colours still count without it (to switch), sizes count only red products.
    const red = (await results('cotton', '&color=Red')) as any;
    expect(red.facets.counts.color).toEqual(facets.counts.color);
    const redM = [...byId.values()].filter((f) => f.colors.includes('Red') && f.sizes.includes('M')).length;
    expect(red.facets.counts.size.M ?? 0).toBe(redM);
    // Show more pages carry no facets; the drop-down neither counts nor facets.
    expect((await api.get('search/results?q=cotton&offset=24')).body.data.facets).toBeNull();
  });

  it('a filter that leaves nothing says so: no "Did you mean", no popular products', async () => {
    const found = await results('bangle', '&min=9999999');
    expect(found).toMatchObject({ count: 0, products: [], didYouMean: null, popular: [] });
  });

  it('a very broad word ranks a capped set of its matches, and the count says "at least"', async () => {
    const everything = await everyMatch('cotton');
    expect(everything.capped).toBe(false);
    // With a cap of 10: 10 of the matches are ranked, as the full list ranks them; the count is 10, capped.
    const capped = await searchCatalog(api.database.db, 'cotton', { limit: 60, count: true, cap: 10 });
    expect(capped).toMatchObject({ count: 10, capped: true });
    const ids = capped.products.map((p) => p.id);
    expect(ids).toHaveLength(10);
    expect(ids).toEqual(everything.products.map((p) => p.id).filter((id) => ids.includes(id)));
    // The drop-down (no count) and a page of the same cap agree.
    const dropDown = await searchCatalog(api.database.db, 'cotton', { limit: 5, cap: 10 });
    expect(dropDown.products.map((p) => p.id)).toEqual(ids.slice(0, 5));
  });

  it('refuses bad filter values with a message per field', async () => {
    const cases: [string, string][] = [
      ['color=Mauve', 'color'],
      ['color=Red&color=mauve', 'color'],
      ['discount=33', 'discount'],
      ['discount=abc', 'discount'],
      ['min=-1', 'min'],
      ['max=abc', 'max'],
      ['min=10.5', 'min'],
      ['min=5000&max=100', 'max'],
      [`size=${'x'.repeat(21)}`, 'size'],
      ['materials=%20', 'materials'],
      [`store=${'s'.repeat(65)}`, 'store'],
      [Array.from({ length: 21 }, () => 'size=M').join('&'), 'size'],
    ];
    for (const [extra, field] of cases) {
      const { status, body } = await api.get(`search/results?q=kurta&${extra}`);
      expect(status, extra).toBe(400);
      expect(body.errors[field]?.[0], extra).toEqual(expect.any(String));
    }
    expect((await api.get('search/results?q=kurta&color=Mauve')).body.errors.color).toEqual([
      'Must be one of Red, Green, Yellow, Blue, Biege, Brown, White, Purple, Pink, Burgundy, Black, Charcoal, Coral',
    ]);
  });

  it('ranks a product found through a corrected word below the exact matches', async () => {
    // "dhot" as it is typed matches "Dhoti" as a prefix (exact) and "Dhol" only as a typo (one letter off).
    const [store] = await api.database.db.select().from(t.stores).limit(1);
    const product = (id: string, name: string, style: string, createdAt: Date) => ({
      id,
      sellerUserId: store!.id,
      categoryId: store!.categoryId,
      name,
      description: '<p>Handmade</p>',
      imgUrls: [],
      sellingPrice: 999,
      mrp: 1299,
      stock: 5,
      specs: { style },
      createdAt,
    });
    await api.database.db
      .insert(t.products)
      .values([
        product('rank-exact-dhoti', 'Mulmul Set', 'Dhoti', new Date('2020-01-01T00:00:00Z')),
        product('rank-typo-dhol', 'Painted Dhol', 'Drum', new Date('2030-01-01T00:00:00Z')),
      ]);
    // Everything else favours the corrected one: its word is in the name (weight A, the exact one's only in the
    // style, B), it is newer and better rated.
    await api.database.db.update(t.products).set({ rating: 5 }).where(eq(t.products.id, 'rank-typo-dhol'));
    const ids = (await results('dhot')).products.map((p) => p.id);
    expect(ids).toContain('rank-exact-dhoti');
    expect(ids).toContain('rank-typo-dhol');
    expect(ids.indexOf('rank-exact-dhoti')).toBeLessThan(ids.indexOf('rank-typo-dhol'));
    // The drop-down shows them in the same order.
    const dropDown = (await api.get('search/products?q=dhot')).body.data.map((p: any) => p.id);
    expect(dropDown.indexOf('rank-exact-dhoti')).toBeLessThan(dropDown.indexOf('rank-typo-dhol'));
  });

  it('reads products, typo words, brands and accounts through their indexes (GIN, pg_trgm)', async () => {
    // The demo tables are small enough for a sequential scan to be cheaper; with it off, each query must be
    // able to use its index (a missing index, or pg_trgm without its operators, shows as a Seq Scan).
    // Rolled back: the setup (more typo words) must not change the vocabulary the other tests search.
    class Plan {
      text: string;
      constructor(text: string) {
        this.text = text;
      }
    }
    const plan = (query: string, setup: string[] = []) =>
      withTransaction(api.database.db, async (tx) => {
        for (const statement of setup) await tx.execute(sql.raw(statement));
        await tx.execute(sql`set local enable_seqscan = off`);
        const { rows } = (await tx.execute(sql.raw(`explain (costs off) ${query}`))) as unknown as {
          rows: Record<string, string>[];
        };
        throw new Plan(rows.map((r) => Object.values(r)[0]).join('\n'));
      }).catch((e: unknown) => {
        if (e instanceof Plan) return e.text;
        throw e;
      });
    expect(await plan(`select product_id from product_search where doc @@ to_tsquery('english', 'kurta:*')`)).toMatch(
      /Index Scan on product_search_doc_idx/,
    );
    // The demo's vocabulary is 93 words: the planner walks its primary key rather than the trigram index, so
    // this one is asked with a vocabulary of 5,000 more words.
    const moreWords = [
      `insert into search_terms (term) select 'word' || md5(i::text) from generate_series(1, 5000) i`,
      // New entries wait in the GIN index's pending list until a vacuum merges them (as autovacuum would).
      `select gin_clean_pending_list('search_terms_trgm_idx'::regclass)`,
      'analyze search_terms',
    ];
    expect(await plan(`select term from search_terms where term % 'lipstik'`, moreWords)).toMatch(
      /Index Scan on search_terms_trgm_idx/,
    );
    expect(await plan(`select id from stores where store_name ilike '%kesar%'`)).toMatch(
      /Index Scan on stores_name_trgm_idx/,
    );
    const accounts = await plan(`select id from users where fullname ilike '%sha%' or displayname ilike '%sha%'`);
    expect(accounts).toMatch(/Index Scan on users_fullname_trgm_idx/);
    expect(accounts).toMatch(/Index Scan on users_displayname_trgm_idx/);
  });

  it('an empty box is the spec\'s "No input found"', async () => {
    for (const path of ['search/products', 'search/results']) {
      const { status, body } = await api.get(`${path}?q=%20`);
      expect(status).toBe(400);
      expect(body.errors.q).toEqual(['No input found']);
    }
  });
});
