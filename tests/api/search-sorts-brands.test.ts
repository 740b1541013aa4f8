/** The results page's Bestsellers and Discount sorts, brand names with typos, and trending searches. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { startTestApi, bothDatabases, type TestApi } from './harness.ts';

describe.each(bothDatabases)('search sorts, brand typos and trending on $name', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(target);
    // Four products only these tests name ("Zarbuta"), with known discounts and numbers of ratings.
    const [store] = await api.database.db.select().from(t.stores).limit(1);
    const product = (id: string, sellingPrice: number) => ({
      id,
      sellerUserId: store!.id,
      categoryId: store!.categoryId,
      name: `Zarbuta Stole ${id.slice(-1).toUpperCase()}`,
      description: '<p>Handwoven</p>',
      imgUrls: [],
      sellingPrice,
      mrp: 1000,
      stock: 5,
      specs: { style: 'Stole' },
      createdAt: new Date('2026-01-01T00:00:00Z'),
    });
    await api.database.db
      .insert(t.products)
      .values([
        product('zarbuta-a', 1000),
        product('zarbuta-b', 500),
        product('zarbuta-c', 900),
        product('zarbuta-d', 600),
      ]);
    const raters = Array.from({ length: 5 }, (_, i) => ({
      id: `zarbuta-rater-${i}`,
      phone: `90000001${String(i).padStart(2, '0')}`,
      displayname: `zarbuta_rater_${i}`,
      fullname: `Zarbuta Rater ${i}`,
      // Two blocked shoppers: their ratings are not counted, as the cards do not count them.
      isBlocked: i >= 3,
    }));
    await api.database.db.insert(t.users).values(raters);
    // a: 3 ratings, b: 1, c: none, d: 2 (and 2 more from blocked shoppers).
    const ratings: [string, number[]][] = [
      ['zarbuta-a', [0, 1, 2]],
      ['zarbuta-b', [0]],
      ['zarbuta-d', [0, 1, 3, 4]],
    ];
    await api.database.db.insert(t.posts).values(
      ratings.flatMap(([productId, who]) =>
        who.map((i) => ({
          id: `${productId}-review-${i}`,
          userId: `zarbuta-rater-${i}`,
          productId,
          ratings: 4,
          postTitle: 'Good',
          postDesc: 'Soft and warm.',
        })),
      ),
    );
  }, 120_000);
  afterAll(() => api?.close());

  const ids = async (sort: string) => {
    const { status, body } = await api.get(`search/results?q=zarbuta&sort=${sort}`);
    expect(status).toBe(200);
    return body.data.products.map((p: { id: string }) => p.id);
  };

  it("Bestsellers: most ratings first (blocked shoppers' ratings not counted)", async () => {
    expect(await ids('bestseller')).toEqual(['zarbuta-a', 'zarbuta-d', 'zarbuta-b', 'zarbuta-c']);
  });

  it('Discount: the largest percentage off first', async () => {
    expect(await ids('discount')).toEqual(['zarbuta-b', 'zarbuta-d', 'zarbuta-c', 'zarbuta-a']);
  });

  it('refuses a sort it does not know', async () => {
    const { status, body } = await api.get('search/results?q=zarbuta&sort=cheapest');
    expect(status).toBe(400);
    expect(body.errors.sort).toBeDefined();
  });

  const brands = async (q: string) => {
    const { status, body } = await api.get(`search/brands?q=${encodeURIComponent(q)}`);
    expect(status).toBe(200);
    return body.data.map((s: { name: string }) => s.name);
  };

  it('finds a brand typed with a typo, as products are', async () => {
    expect(await brands('kesr')).toEqual(['Kesar Looms']);
    expect(await brands('Kesr looms')).toEqual(['Kesar Looms']);
    expect(await brands('samy')).toEqual(['Samay Watch Co.']);
    expect(await brands('noor botancals')).toEqual(['Noor Botanicals']);
    // Exact names as before; a word too far from any name finds nothing.
    expect(await brands('kesar')).toEqual(['Kesar Looms']);
    expect(await brands('kxqz')).toEqual([]);
  });

  it('trending: the queries that found products most often in the last 7 days, as typed', async () => {
    // Each search from its own browser (a client counts once per query and day: the next test).
    let browser = 0;
    const search = async (q: string, extra = '') =>
      expect(
        (
          await api.get(`search/results?q=${encodeURIComponent(q)}${extra}`, {
            headers: { 'User-Agent': `browser ${++browser}` },
          })
        ).status,
      ).toBe(200);
    for (let i = 0; i < 3; i++) await search('Zarbuta');
    await search('zarbuta  stole');
    await search('Zarbuta Stole');
    // Once is not a trend; filtered, sorted, later pages, the drop-down and searches that find nothing do not count.
    await search('stole zarbuta');
    for (let i = 0; i < 3; i++) {
      await search('zarbuta stole', '&color=Red');
      await search('zarbuta stole', '&sort=discount');
      await search('zarbuta stole', '&offset=2');
      await search('qxqxqxq');
      expect((await api.get('search/products?q=stole+zarbuta')).status).toBe(200);
    }
    await api.database.db.execute(sql`
      insert into search_counts (day, query, searches) values
        (current_date - 6, 'week old', 5), (current_date - 7, 'too old', 50)`);
    const { status, body } = await api.get('search/trending');
    expect(status).toBe(200);
    expect(body.data).toEqual(['week old', 'zarbuta', 'zarbuta stole']);
  });

  it('trending: a client counts once per query and day, however often or however fast it repeats it', async () => {
    const searches = async (q: string) =>
      (await api.database.db.execute(sql`
        select coalesce(sum(searches), 0)::int as n from search_counts where query = ${q}`)) as unknown as {
        rows: { n: number }[];
      };
    const search = async (q: string, headers: Record<string, string>) =>
      expect((await api.get(`search/results?q=${encodeURIComponent(q)}`, { headers })).status).toBe(200);
    const phone = { 'User-Agent': 'Phone browser' };
    const laptop = { 'User-Agent': 'Laptop browser' };
    // 20 repeats from one client: once.
    for (let i = 0; i < 20; i++) await search('zarbuta stole b', phone);
    expect((await searches('zarbuta stole b')).rows[0]!.n).toBe(1);
    // Another client: twice.
    await search('zarbuta stole b', laptop);
    await search('Zarbuta Stole B', laptop);
    expect((await searches('zarbuta stole b')).rows[0]!.n).toBe(2);
    // 20 at once from one client (parallel transactions on PostgreSQL): once.
    await Promise.all(Array.from({ length: 20 }, () => search('zarbuta stole c', phone)));
    expect((await searches('zarbuta stole c')).rows[0]!.n).toBe(1);
    // Signed in, the account is the client, whatever the browser; a signed-in and a signed-out search are two.
    const [user] = await api.database.db.select().from(t.users).limit(1);
    const token = (await api.login(user!.phone)).accessToken;
    await search('zarbuta stole c', { ...phone, Authorization: `Bearer ${token}` });
    await search('zarbuta stole c', { ...laptop, Authorization: `Bearer ${token}` });
    expect((await searches('zarbuta stole c')).rows[0]!.n).toBe(2);
    // Who searched is kept only as today's keyed hash: no address, user agent or account id in the marks.
    const { rows } = (await api.database.db.execute(sql`
      select day::text as day, client from search_count_clients
      where query in ('zarbuta stole b', 'zarbuta stole c')`)) as unknown as {
      rows: { day: string; client: string }[];
    };
    expect(rows.length).toBe(4);
    for (const row of rows) {
      expect(row.client).toMatch(/^[0-9a-f]{32}$/);
      expect(row.client).not.toContain(user!.id);
    }
    // Marks of past days are deleted by the next count.
    await api.database.db.execute(sql`
      insert into search_count_clients (day, query, client) values (current_date - 1, 'zarbuta', 'old')`);
    await search('zarbuta stole d', phone);
    const old = (await api.database.db.execute(sql`
      select count(*)::int as n from search_count_clients where day < current_date`)) as unknown as {
      rows: { n: number }[];
    };
    expect(old.rows[0]!.n).toBe(0);
  });

  it('"a-line kurta" (and "A line kurta") finds A-line kurtas, not every kurta with "line" in its name', async () => {
    const [store] = await api.database.db.select().from(t.stores).limit(1);
    const kurta = (id: string, name: string) => ({
      id,
      sellerUserId: store!.id,
      categoryId: store!.categoryId,
      name,
      description: '<p>Cotton</p>',
      imgUrls: [],
      sellingPrice: 999,
      mrp: 1299,
      stock: 5,
      specs: { style: 'Kurta' },
    });
    await api.database.db
      .insert(t.products)
      .values([kurta('qelvo-a-line', 'Qelvo A-Line Kurta'), kurta('qelvo-pinstripe', 'Qelvo Line Print Kurta')]);
    for (const q of ['qelvo a-line kurta', 'Qelvo A line kurta', 'qelvo aline kurtas']) {
      const { status, body } = await api.get(`search/results?q=${encodeURIComponent(q)}`);
      expect(status).toBe(200);
      expect(body.data.products.map((p: { productName: string }) => p.productName)).toEqual(['Qelvo A-Line Kurta']);
    }
  });
});
