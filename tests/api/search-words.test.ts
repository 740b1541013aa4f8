/**
 * Search that reads shoppers' words, through the real app on the demo catalog: a colour word filters and the
 * cards show that colour's variant; Did you mean never swaps a kind of product for a store or another kind;
 * who it is for, Hinglish price phrases and filler words.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestApi, bothDatabases, type TestApi } from './harness.ts';

type Card = {
  id: string;
  productName: string;
  productSellingPrice: number;
  productImgUrls: string[];
  variantId?: string;
};
type Reply = {
  count: number;
  products: Card[];
  price: unknown;
  didYouMean: string | null;
  popular: Card[];
  colors: string[];
  otherColours: string[];
  missing: string | null;
  nearestPrices: boolean;
};

describe.each(bothDatabases)('search reads shoppers’ words on $name', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(target, 200);
  }, 120_000);
  afterAll(() => api?.close());

  const results = async (q: string, extra = '') => {
    const { status, body } = await api.get(`search/results?q=${encodeURIComponent(q)}&limit=60${extra}`);
    expect(status).toBe(200);
    return body.data as Reply;
  };
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await api.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  /** Products named with `part`, offered in `colour` when given (a variant's or, with none, the product's own). */
  const ids = async (part: string, colour?: string, maxPrice?: number) =>
    new Set(
      (
        await rows<{ id: string }>(sql`
          select p.id from products p where p.name like ${`%${part}%`}
          and (${colour ?? null}::text is null or exists (select 1 from variants v where v.product_id = p.id and v.color = ${colour ?? null})
            or (not exists (select 1 from variants v where v.product_id = p.id) and p.specs->>'color' = ${colour ?? null}))
          and (${maxPrice ?? null}::int is null or p.selling_price <= ${maxPrice ?? null})`)
      ).map((r) => r.id),
    );

  it('"red frock" lists only frocks offered in red, each card showing and linking to its red variant', async () => {
    const red = await ids('Frock', 'Red');
    expect(red.size).toBeGreaterThan(0);
    expect(red.size).toBeLessThan((await ids('Frock')).size);
    const found = await results('red frock');
    expect(found.colors).toEqual(['Red']);
    expect(found.otherColours).toEqual([]);
    expect(found.count).toBe(red.size);
    expect(new Set(found.products.map((p) => p.id))).toEqual(red);
    const variants = await rows<{ id: string; product_id: string; color: string; img_urls: string[] }>(
      sql`select id, product_id, color, img_urls from variants where product_id in (select id from products where name like '%Frock%')`,
    );
    for (const card of found.products) {
      const own = variants.filter((v) => v.product_id === card.id);
      if (!own.length) continue; // sold as the product alone: its own pictures are the red ones
      const shown = own.find((v) => v.id === card.variantId);
      expect(shown?.color).toBe('Red');
      expect(card.productImgUrls).toEqual(shown!.img_urls);
    }
    // The drop-down shows the same red frocks.
    const dropDown = (await api.get('search/products?q=red%20frock')).body.data as Card[];
    expect(dropDown.map((p) => p.id)).toEqual(found.products.slice(0, 20).map((p) => p.id));
  });

  it('a colour chosen in the form replaces the word\'s: "red frock" with Blue ticked lists blue frocks', async () => {
    const found = await results('red frock', '&color=Blue');
    expect(found.colors).toEqual([]);
    expect(new Set(found.products.map((p) => p.id))).toEqual(await ids('Frock', 'Blue'));
  });

  it('with no product in the colour, lists the others and says which colour was missing', async () => {
    // Make the data: no kurta in purple (purple variants and purple kurtas sold alone become blue).
    await api.database.db.execute(sql`
      update variants set color = 'Blue' where color = 'Purple' and product_id in (select id from products where name like '%Kurta%')`);
    await api.database.db.execute(sql`
      update products set specs = jsonb_set(specs, '{color}', '"Blue"') where name like '%Kurta%' and specs->>'color' = 'Purple'`);
    expect((await ids('Kurta', 'Purple')).size).toBe(0);
    const found = await results('purple kurtas');
    expect(found.otherColours).toEqual(['Purple']);
    expect(found.colors).toEqual([]);
    expect(found.count).toBe((await ids('Kurta')).size);
    expect(found.didYouMean).toBeNull();
    for (const p of found.products) expect(p.variantId).toBeUndefined();
  });

  it('"saree" (none in the store) never becomes a store\'s name: no watches, and the kind is named as missing', async () => {
    expect((await ids('Saree')).size).toBe(0);
    for (const q of ['saree', 'sarees', 'sari', 'sarree']) {
      const found = await results(q);
      expect(found).toMatchObject({ count: 0, products: [], didYouMean: null });
      expect(found.missing).toBe(q === 'sari' ? 'sari' : 'saree');
      // Popular products under it, so no dead end.
      expect(found.popular).toHaveLength(8);
    }
    // "blue jeans" is no jewellery, "skirt" no shirt.
    const jeans = await results('blue jeans');
    expect(jeans).toMatchObject({ count: 0, didYouMean: null, missing: 'jean' });
    const skirt = await results('skirt');
    expect(skirt).toMatchObject({ count: 0, didYouMean: null, missing: 'skirt' });
    // A word that names no kind is still corrected.
    expect((await results('bakpak')).didYouMean).toBe('backpack');
  });

  it('"ladies kurti" and "kurtis for women" list every kurta; "dress for girls" every frock', async () => {
    const kurtas = await ids('Kurta');
    for (const q of ['ladies kurti', 'kurtis for women']) {
      const found = await results(q);
      expect(found.didYouMean).toBeNull();
      expect(new Set(found.products.map((p) => p.id))).toEqual(kurtas);
    }
    const frocks = await results('dress for girls');
    expect(new Set(frocks.products.map((p) => p.id))).toEqual(await ids('Frock'));
  });

  it('"tshirt for kids" lists every T-shirt, the kids\' category first (the audience the catalog marks)', async () => {
    const all = await rows<{ id: string; kids: boolean; in_stock: boolean }>(sql`
      select id, category_id = 'kids' as kids, stock > 0 as in_stock from products where name like '%T-Shirt%'`);
    expect(all.some((p) => p.kids)).toBe(true);
    expect(all.some((p) => !p.kids)).toBe(true);
    const found = await results('tshirt for kids');
    expect(new Set(found.products.map((p) => p.id))).toEqual(new Set(all.map((p) => p.id)));
    const byId = new Map(all.map((p) => [p.id, p]));
    const inStock = found.products.map((p) => byId.get(p.id)!).filter((p) => p.in_stock);
    expect(inStock.findIndex((p) => !p.kids)).toBe(inStock.filter((p) => p.kids).length);
  });

  it('"black watch for men" lists black watches', async () => {
    const black = new Set([...(await ids('Watch', 'Black')), ...(await ids('Chronograph', 'Black'))]);
    expect(black.size).toBeGreaterThan(0);
    const found = await results('black watch for men');
    expect(found.colors).toEqual(['Black']);
    expect(new Set(found.products.map((p) => p.id))).toEqual(black);
  });

  it('Hinglish and rupee price phrases: "kurta 1500 se kam", "kurta rs 1500", "kurta ₹1500", "kurta 1500 ke andar"', async () => {
    const cheap = await ids('Kurta', undefined, 1500);
    expect(cheap.size).toBeGreaterThan(0);
    for (const q of ['kurta 1500 se kam', 'kurta rs 1500', 'kurta ₹1500', 'kurta 1500 ke andar', 'kurta 1500 tak']) {
      const found = await results(q);
      expect(found.price).toEqual({ min: null, max: 1500 });
      expect(new Set(found.products.map((p) => p.id))).toEqual(cheap);
    }
    expect((await results('kurta 500 se kam')).price).toEqual({ min: null, max: 500 });
  });

  it('"kurta 500 se kam" with every kurta dearer: none, and the cheapest kurtas under it instead of popular ones', async () => {
    // The demo's kurtas cost from ₹899 (read here, not assumed); in stock first, as every sort lists them.
    const prices = await rows<{ price: number }>(sql`
      select selling_price as price from products where name ilike '%kurt%' order by stock > 0 desc, selling_price`);
    expect(prices.length).toBeGreaterThan(1);
    expect(prices[0]!.price).toBeGreaterThan(500);
    const found = await results('kurta 500 se kam');
    expect(found).toMatchObject({ count: 0, products: [], didYouMean: null, missing: null, nearestPrices: true });
    expect(found.popular.map((p) => p.productSellingPrice)).toEqual(prices.slice(0, 8).map((p) => p.price));
    for (const p of found.popular) expect(p.productName).toMatch(/Kurt/);
    // Above every price: the dearest first.
    const dear = await results('kurta above 100000');
    expect(dear.nearestPrices).toBe(true);
    const inStock = await rows<{ price: number }>(sql`
      select max(selling_price) as price from products where name ilike '%kurt%' and stock > 0`);
    expect(dear.popular[0]!.productSellingPrice).toBe(inStock[0]!.price);
    // A word that matches nothing at all is still the ordinary dead end (popular products).
    expect(await results('zzqxw under 500')).toMatchObject({ nearestPrices: false, didYouMean: null });
  });
});
