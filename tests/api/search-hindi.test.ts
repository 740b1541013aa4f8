/**
 * Search in Hindi, through the real app: Devanagari and Hinglish words find what their English twins find
 * (the same products in the same order), mixed with English too; what a keyboard adds (zero-width joiners,
 * a nukta typed apart, a stray Latin letter) is normalised, not refused; a Devanagari typo gets "Did you mean".
 * The demo catalog has no sarees or shoes: the suite lists a few of each (and a red kurta) in a fashion store.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, ilike, or } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { startTestApi, bothDatabases, type TestApi } from './harness.ts';

type Card = { id: string; productName: string };
type Reply = {
  query: string;
  count: number;
  products: Card[];
  didYouMean: string | null;
  popular: Card[];
  colors: string[];
  missing: string | null;
};

describe.each(bothDatabases)('search in Hindi on $name', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(target, 200);
    const [store] = await api.database.db.select().from(t.stores).where(eq(t.stores.categoryId, 'fashion')).limit(1);
    const product = (id: string, name: string, style: string, color: string) => ({
      id,
      sellerUserId: store!.id,
      categoryId: 'fashion',
      name,
      description: '<p>Handmade</p>',
      imgUrls: [],
      sellingPrice: 1499,
      mrp: 1999,
      stock: 5,
      specs: { style, color },
    });
    await api.database.db.insert(t.products).values([
      product('hindi-saree-red', 'Banarasi Silk Saree', 'Saree', 'Red'),
      product('hindi-saree-blue', 'Chanderi Cotton Saree', 'Saree', 'Blue'),
      product('hindi-shoes-brown', 'Kolhapuri Leather Shoes', 'Shoes', 'Brown'),
      product('hindi-shoes-white', 'Everyday Canvas Shoes', 'Shoes', 'White'),
      // The small catalog may have no red kurta: one, so "लाल कुर्ता" has red kurtas to find.
      product('hindi-kurta-red', 'Festive Cotton Kurta', 'Kurtas', 'Red'),
    ]);
  }, 120_000);
  afterAll(() => api?.close());

  const results = async (q: string) => {
    const { status, body } = await api.get(`search/results?q=${encodeURIComponent(q)}&limit=60`);
    expect(status, q).toBe(200);
    return body.data as Reply;
  };
  const dropDown = async (q: string) => {
    const { status, body } = await api.get(`search/products?q=${encodeURIComponent(q)}`);
    expect(status, q).toBe(200);
    return (body.data as Card[]).map((p) => p.id);
  };
  /** Products with any of these in their name (plain ILIKE, not the search). */
  const named = async (...parts: string[]) =>
    new Set(
      (
        await api.database.db
          .select({ id: t.products.id })
          .from(t.products)
          .where(or(...parts.map((part) => ilike(t.products.name, `%${part}%`))))
      ).map((r) => r.id),
    );
  const ids = (reply: Reply) => reply.products.map((p) => p.id);

  it('the English twins find what they should (the ground the Hindi words stand on)', async () => {
    expect(new Set(ids(await results('saree')))).toEqual(new Set(['hindi-saree-red', 'hindi-saree-blue']));
    expect(new Set(ids(await results('shoes')))).toEqual(new Set(['hindi-shoes-brown', 'hindi-shoes-white']));
    expect(new Set(ids(await results('kurta')))).toEqual(await named('Kurta'));
    expect(new Set(ids(await results('lipstick')))).toEqual(await named('Lipstick'));
    const red = await results('red kurta');
    expect(red.colors).toEqual(['Red']);
    expect(red.count).toBeGreaterThan(0);
    expect(red.count).toBeLessThan((await named('Kurta')).size);
  });

  it.each([
    ['कुर्ता', 'kurta'],
    ['कुरता', 'kurta'],
    ['साड़ी', 'saree'],
    ['लाल कुर्ता', 'red kurta'],
    ['जूते', 'shoes'],
    ['लिपस्टिक', 'lipstick'],
    ['लाल kurta', 'red kurta'],
    ['red कुर्ता', 'red kurta'],
    ['कुर्ती', 'kurti'],
    ['नीली साड़ी', 'blue saree'],
    ['घड़ी', 'watch'],
    ['काली घड़ियाँ', 'black watches'],
    ['झुमके', 'jhumka'],
    ['saadi', 'saree'],
    ['joote', 'shoes'],
    ['laal kurta', 'red kurta'],
  ])('"%s" finds what "%s" finds, in the same order, in the results and the drop-down', async (hindi, english) => {
    const twin = await results(english);
    expect(twin.count).toBeGreaterThan(0);
    const found = await results(hindi);
    expect(found.query).toBe(hindi);
    expect(found.didYouMean).toBeNull();
    expect(found.colors).toEqual(twin.colors);
    expect(found.count).toBe(twin.count);
    expect(ids(found)).toEqual(ids(twin));
    expect(await dropDown(hindi)).toEqual(await dropDown(english));
  });

  it('a kind the catalog has none of is named as missing, as its English twin is', async () => {
    const twin = await results('lehenga');
    expect(twin).toMatchObject({ count: 0, missing: 'lehenga' });
    expect(await results('लहंगा')).toMatchObject({ count: 0, missing: 'lehenga', didYouMean: null });
  });

  it('zero-width characters, a nukta typed apart and stray Latin letters are searched, not refused', async () => {
    const sarees = ids(await results('saree'));
    const redKurtas = ids(await results('red kurta'));
    expect(sarees).toHaveLength(2);
    for (const q of [
      'सा\u095Cी', // ड़ as one character (U+095C)
      'साड\u093Cी', // ड and the nukta apart
      'सा\u200Dड़ी', // a zero-width joiner
      'सा\u200Bड़ी\u200C', // a zero-width space and non-joiner
      'साड़ीs', // a Latin letter typed on the wrong keyboard
      '\uFEFFसाड़ी',
    ]) {
      const found = await results(q);
      expect(found.didYouMean, q).toBeNull();
      expect(ids(found), q).toEqual(sarees);
    }
    for (const q of ['ला\u200Cल कुर्\u200Dता', 'लाल\u200B कुर्ता', 'लाल कुर्ताa'])
      expect(ids(await results(q)), q).toEqual(redKurtas);
  });

  it('a Devanagari typo gets "Did you mean" with the products of the word meant', async () => {
    const kurtas = ids(await results('kurta'));
    for (const q of ['कूर्ता', 'कुर्त्ता']) {
      const found = await results(q);
      expect(found.didYouMean, q).toBe('कुर्ता');
      expect(ids(found), q).toEqual(kurtas);
    }
    const saree = await results('साडी');
    expect(saree.didYouMean).toBe('साड़ी');
    expect(ids(saree)).toEqual(ids(await results('saree')));
    // The colour word stays where it was typed; its filter stays on.
    const red = await results('लाल कूर्ता');
    expect(red.didYouMean).toBe('लाल कुर्ता');
    expect(red.colors).toEqual(['Red']);
    expect(ids(red)).toEqual(ids(await results('red kurta')));
  });

  it('a Hindi word the search does not know is left out beside words it does: "सुंदर कुर्ता" lists kurtas', async () => {
    expect(ids(await results('सुंदर कुर्ता'))).toEqual(ids(await results('kurta')));
    expect(ids(await results('महिलाओं के लिए कुर्ता'))).toEqual(ids(await results('kurta for women')));
    // Alone it is searched as typed: nothing, and popular products under it.
    const alone = await results('सुंदर');
    expect(alone).toMatchObject({ count: 0, didYouMean: null });
    expect(alone.popular).toHaveLength(8);
  });

  it('Hindi price words and Devanagari digits: "कुर्ता १५०० से कम" is "kurta 1500 se kam"', async () => {
    const twin = await results('kurta 1500 se kam');
    expect(twin.count).toBeGreaterThan(0);
    for (const q of ['कुर्ता १५०० से कम', 'कुर्ता 1500 से कम', 'कुर्ता 1500 रुपये तक']) {
      const found = await results(q);
      expect(ids(found), q).toEqual(ids(twin));
    }
  });
});
