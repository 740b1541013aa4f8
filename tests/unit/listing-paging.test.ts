/** Paged listings (docs/architecture.md "Catalog size"): which cards a window shows and fetches, the JSON file, the fragment ids. */
import { describe, expect, it } from 'vitest';
import type { StoreProductCard } from '../../src/lib/api/types.ts';
import {
  cardIdsFromQuery,
  decodeListingItems,
  encodeListingItems,
  fragmentBatches,
  isPagedListing,
  listingEntries,
  listingWindow,
  offeredFromControls,
  parseQuery,
  restoredLimit,
  showingLabel,
  visibleItems,
  type ListingItem,
} from '../../src/lib/rules/listing.ts';
import { listingCardsPath, listingItemsPath } from '../../src/lib/paths.ts';

function item(index: number, overrides: Partial<ListingItem> = {}): ListingItem {
  return {
    id: `p${index}`,
    index,
    colors: [],
    sizes: [],
    material: null,
    style: null,
    category: 'fashion',
    price: 1000,
    diff: 0,
    rating: 0,
    ratingsCount: 0,
    createdAt: Date.UTC(2026, 0, 1),
    ...overrides,
  };
}
const ten = Array.from({ length: 10 }, (_, i) => item(i));

describe('isPagedListing', () => {
  it('pages only a listing larger than the cards its HTML holds', () => {
    expect(isPagedListing(48, 48)).toBe(false);
    expect(isPagedListing(49, 48)).toBe(true);
    expect(isPagedListing(0, 48)).toBe(false);
    expect(isPagedListing(5000, 48)).toBe(true);
  });
});

describe('listingWindow', () => {
  it('shows the first `limit` ids, lists those not held in order, and counts the rest', () => {
    const held = new Set(['p0', 'p2']);
    expect(listingWindow(ten, 4, (id) => held.has(id))).toEqual({
      ids: ['p0', 'p1', 'p2', 'p3'],
      missing: ['p1', 'p3'],
      rest: 6,
    });
  });
  it('holds everything past the end: no rest', () => {
    expect(listingWindow(ten, 48, () => true)).toEqual({ ids: ten.map((i) => i.id), missing: [], rest: 0 });
  });
  it('follows the sort: the cheapest four, whichever the page holds', () => {
    const priced = [
      item(0, { price: 900 }),
      item(1, { price: 100 }),
      item(2, { price: 500 }),
      item(3, { price: 300 }),
      item(4, { price: 700 }),
      item(5, { price: 200 }),
    ];
    const shown = visibleItems(priced, parseQuery('sort=low-to-high'));
    const held = new Set(['p0', 'p1', 'p2']);
    expect(listingWindow(shown, 4, (id) => held.has(id))).toEqual({
      ids: ['p1', 'p5', 'p3', 'p2'],
      missing: ['p5', 'p3'],
      rest: 2,
    });
  });
  it('a filter narrows the window to its matches', () => {
    const coloured = ten.map((i) => ({ ...i, colors: i.index % 3 === 0 ? ['Red'] : ['Blue'] }));
    const shown = visibleItems(coloured, parseQuery('color=Red'));
    expect(listingWindow(shown, 2, (id) => id === 'p0')).toEqual({ ids: ['p0', 'p3'], missing: ['p3'], rest: 2 });
  });
  it('an empty list or a window of 0 shows nothing', () => {
    expect(listingWindow([], 48, () => false)).toEqual({ ids: [], missing: [], rest: 0 });
    expect(listingWindow(ten, 0, () => false)).toEqual({ ids: [], missing: [], rest: 10 });
  });
});

describe('fragmentBatches', () => {
  const ids = Array.from({ length: 100 }, (_, i) => `p${i}`);
  it('asks at most 48 ids per request, in order', () => {
    const batches = fragmentBatches(ids);
    expect(batches.map((batch) => batch.length)).toEqual([48, 48, 4]);
    expect(batches[1]![0]).toBe('p48');
    expect(batches[2]).toEqual(['p96', 'p97', 'p98', 'p99']);
  });
  it('one page of ids is one request; none is none', () => {
    expect(fragmentBatches(ids.slice(0, 24), 48)).toEqual([ids.slice(0, 24)]);
    expect(fragmentBatches([])).toEqual([]);
    expect(fragmentBatches(['a', 'b', 'c'], 2)).toEqual([['a', 'b'], ['c']]);
  });
});

describe('restoredLimit', () => {
  it('reads back a kept window as whole pages', () => {
    expect(restoredLimit(96, 48)).toBe(96);
    expect(restoredLimit(100, 48)).toBe(144);
    expect(restoredLimit(48, 48)).toBe(48);
  });
  it('anything else is the first page', () => {
    expect(restoredLimit(undefined, 48)).toBe(48);
    expect(restoredLimit(null, 48)).toBe(48);
    expect(restoredLimit('96', 48)).toBe(48);
    expect(restoredLimit(20, 48)).toBe(48);
    expect(restoredLimit(-96, 48)).toBe(48);
    expect(restoredLimit(Number.NaN, 48)).toBe(48);
    expect(restoredLimit(Number.POSITIVE_INFINITY, 48)).toBe(48);
  });
});

describe('showingLabel', () => {
  it('says how many of the shown products are on screen, in Indian digit groups', () => {
    expect(showingLabel(48, 5000)).toBe('Showing 48 of 5,000');
    expect(showingLabel(96, 100000)).toBe('Showing 96 of 1,00,000');
    expect(showingLabel(24, 35)).toBe('Showing 24 of 35');
  });
});

describe('the listing JSON file', () => {
  const items: ListingItem[] = [
    item(0, {
      colors: ['Red', 'Pink'],
      sizes: ['M', 'L'],
      material: 'Silk',
      style: 'Kurta',
      price: 1299,
      diff: 35,
      rating: 4.2,
      ratingsCount: 7,
      createdAt: 1772600767000,
      collections: { c0: 0, c1: 2 },
    }),
    item(1, { category: 'watches', price: 4999, createdAt: Number.NaN, collections: { c1: 0 } }),
  ];
  it('writes one compact row per item, collections by their place in the chip order', () => {
    expect(encodeListingItems(items, ['c0', 'c1'])).toEqual({
      collections: ['c0', 'c1'],
      items: [
        ['p0', ['Red', 'Pink'], ['M', 'L'], 'Silk', 'Kurta', 'fashion', 1299, 35, 4.2, 7, 1772600767000, [0, 2]],
        ['p1', [], [], null, null, 'watches', 4999, 0, 0, 0, null, [null, 0]],
      ],
    });
  });
  it('reads back what it wrote (through JSON), the row order being the index', () => {
    const decoded = decodeListingItems(
      JSON.parse(JSON.stringify(encodeListingItems([items[1]!, items[0]!], ['c0', 'c1']))),
    );
    expect(decoded[0]).toEqual(items[0]);
    expect(decoded[1]).toMatchObject({ id: 'p1', index: 1, collections: { c1: 0 } });
    expect(Number.isNaN(decoded[1]!.createdAt)).toBe(true);
  });
  it('a listing without collections has rows without them', () => {
    const plain = [item(0, { price: 500 })];
    const file = encodeListingItems(plain);
    expect(file.items[0]).toHaveLength(11);
    expect(decodeListingItems(file)).toEqual(plain);
  });
  it('refuses a file of another shape', () => {
    expect(() => decodeListingItems({})).toThrow('Not a listing items file');
    expect(() => decodeListingItems(null)).toThrow('Not a listing items file');
    expect(() => decodeListingItems({ collections: [], items: [[42]] })).toThrow('Listing item 0 is unreadable');
  });
});

describe('listingEntries', () => {
  const card = (productId: string): StoreProductCard => ({
    productId,
    SellerUserId: 's1',
    productImg: [],
    productPrice: 100,
    productMRP: 100,
    productDiff: 0,
    productName: productId,
    productDesc: '',
    colors: [],
    sizes: [],
    material: null,
    style: null,
    categoryId: 'fashion',
    inStock: true,
    avgRatings: 0,
    NoOfRatings: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    colorViews: [],
  });
  it('a category lists each product once, at its first place, with its place in every collection', () => {
    const entries = listingEntries({
      collections: [
        { id: 'c0', products: [card('a'), card('b')] },
        { id: 'c1', products: [card('b'), card('c')] },
      ],
    });
    expect(entries.map((e) => [e.item.id, e.item.index, e.item.collections])).toEqual([
      ['a', 0, { c0: 0 }],
      ['b', 1, { c0: 1, c1: 0 }],
      ['c', 2, { c1: 1 }],
    ]);
  });
  it('a collection or offer keeps the server order, repeats dropped, without collections', () => {
    const entries = listingEntries({ products: [card('x'), card('y'), card('x')] });
    expect(entries.map((e) => [e.item.id, e.item.index])).toEqual([
      ['x', 0],
      ['y', 1],
    ]);
    expect(entries[0]!.item).not.toHaveProperty('collections');
  });
});

describe('offeredFromControls', () => {
  it('reads the values and discount steps a paged page offers from its form', () => {
    const offered = offeredFromControls([
      { name: 'color', value: 'Red' },
      { name: 'color', value: 'Teal' },
      { name: 'size', value: 'M' },
      { name: 'discount', value: '30' },
      { name: 'min', value: '' },
    ]);
    expect(offered).toEqual({
      values: { color: ['Red', 'Teal'], materials: [], style: [], size: ['M'], category: [], store: [] },
      discounts: [30],
    });
    // A colour only the cards beyond the HTML carry is still kept from the address.
    expect(parseQuery('color=teal&color=Mauve&discount=30&size=XL', offered)).toMatchObject({
      color: ['Teal'],
      size: [],
      discount: 30,
    });
  });
});

describe('card fragment requests', () => {
  it('reads the ids in order, repeats dropped', () => {
    expect(cardIdsFromQuery('?ids=a,b,a')).toEqual(['a', 'b']);
    expect(cardIdsFromQuery('?x=1&ids=p-1')).toEqual(['p-1']);
  });
  it('keeps an encoded comma inside one id', () => {
    expect(cardIdsFromQuery('?ids=a%2Cb,c')).toEqual(['a,b', 'c']);
    expect(cardIdsFromQuery(new URL(`https://x.invalid${listingCardsPath(['a,b', 'c d'])}`).search)).toEqual([
      'a,b',
      'c d',
    ]);
  });
  it('refuses no ids, an empty one, more than 48, one over 64 characters or a broken encoding', () => {
    expect(cardIdsFromQuery('')).toBeNull();
    expect(cardIdsFromQuery('?ids=')).toBeNull();
    expect(cardIdsFromQuery('?ids=a,,b')).toBeNull();
    expect(cardIdsFromQuery(`?ids=${Array.from({ length: 49 }, (_, i) => `p${i}`).join(',')}`)).toBeNull();
    expect(cardIdsFromQuery(`?ids=${Array.from({ length: 48 }, (_, i) => `p${i}`).join(',')}`)).toHaveLength(48);
    expect(cardIdsFromQuery(`?ids=${'x'.repeat(65)}`)).toBeNull();
    expect(cardIdsFromQuery('?ids=%E0%A4%A')).toBeNull();
  });
  it('paths: the JSON file beside the listing, the fragments with each id encoded', () => {
    expect(listingItemsPath('s1', 'offer', 'coupon-5-a')).toBe('/stores/s1/offer/coupon-5-a/items.json');
    expect(listingItemsPath('s1', 'category', 'a b')).toBe('/stores/s1/category/a%20b/items.json');
    expect(listingItemsPath('s1', 'collection', 'c0')).toBe('/stores/s1/collection/c0/items.json');
    expect(listingCardsPath(['p1', 'p/2'])).toBe('/fragments/listing-cards?ids=p1,p%2F2');
  });
});
