import { describe, expect, it } from 'vitest';
import type { StoreProductCard } from '../../src/lib/api/types.ts';
import {
  activeFilterCount,
  applyFilters,
  categoryLabel,
  itemDataAttributes,
  itemFromCard,
  itemFromDataset,
  clearAll,
  emptyState,
  listingOptions,
  normalizeRange,
  optionCounts,
  parseQuery,
  priceHint,
  productCountLabel,
  setCollection,
  setPriceRange,
  setSort,
  sortItems,
  toggleDiscount,
  chooseDiscount,
  offeredFromControls,
  toggleValue,
  toQuery,
  visibleItems,
  withEarlyChoices,
  type ListingItem,
} from '../../src/lib/rules/listing.ts';

let next = 0;
function item(overrides: Partial<ListingItem> = {}): ListingItem {
  const index = next++;
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
const ids = (items: ListingItem[]) => items.map((i) => i.id);

describe('parseQuery', () => {
  it('reads repeated values, the discount minimum, the price range and the sort', () => {
    const state = parseQuery(
      '?color=Red&color=Blue&materials=Silk&style=Kurtas&size=M&category=fashion&discount=30&min=500&max=2000&sort=low-to-high',
    );
    expect(state).toMatchObject({
      color: ['Red', 'Blue'],
      materials: ['Silk'],
      style: ['Kurtas'],
      size: ['M'],
      category: ['fashion'],
      discount: 30,
      min: 500,
      max: 2000,
      sort: 'low-to-high',
    });
  });
  it('starts empty, sorted by featured', () => {
    expect(parseQuery('')).toEqual(emptyState());
    expect(parseQuery('').sort).toBe('featured');
  });
  it('falls back on an unknown sort and a discount that is not a step', () => {
    expect(parseQuery('sort=cheapest').sort).toBe('featured');
    expect(parseQuery('discount=35').discount).toBeNull();
    expect(parseQuery('discount=abc').discount).toBeNull();
    expect(parseQuery('discount=80').discount).toBe(80);
  });
  it('drops duplicate and blank values', () => {
    expect(parseQuery('color=Red&color=Red&color=&color=%20').color).toEqual(['Red']);
  });
  it('keeps a value that contains a comma whole', () => {
    expect(parseQuery('materials=Cotton%2C%20Linen').materials).toEqual(['Cotton, Linen']);
  });
  it('ignores negative or non-numeric bounds and swaps a reversed range', () => {
    expect(parseQuery('min=-5&max=abc')).toMatchObject({ min: null, max: null });
    expect(parseQuery('min=3000&max=1000')).toMatchObject({ min: 1000, max: 3000 });
    expect(parseQuery('min=0')).toMatchObject({ min: 0, max: null });
    expect(parseQuery('max=')).toMatchObject({ max: null });
  });
  it('selects the first collection by default and only accepts a known one', () => {
    const collections = ['c0', 'c1'];
    expect(parseQuery('', { collections }).collection).toBe('c0');
    expect(parseQuery('collection=c1', { collections }).collection).toBe('c1');
    expect(parseQuery('collection=elsewhere', { collections }).collection).toBe('c0');
    expect(parseQuery('collection=c1').collection).toBeNull();
  });
  it('with the offered values: reads them regardless of case and spacing, and drops values the page lacks', () => {
    const values = { color: ['Red', 'Burgundy'], size: ['M', 'XL'], materials: ['Cotton'] };
    const state = parseQuery('color=red&color=%20BURGUNDY%20&color=Teal&size=xxl&size=XL&materials=Cotton%2CSilk', {
      values,
    });
    expect(state.color).toEqual(['Red', 'Burgundy']);
    expect(state.size).toEqual(['XL']);
    expect(state.materials).toEqual([]);
    // A filter the page does not offer at all keeps nothing; one without a list keeps what was asked.
    expect(parseQuery('style=Tops', { values: { style: [] } }).style).toEqual([]);
    expect(parseQuery('style=Tops', { values }).style).toEqual(['Tops']);
  });
  it('with the offered discount steps: drops another step', () => {
    expect(parseQuery('discount=70', { discounts: [10, 20, 30] }).discount).toBeNull();
    expect(parseQuery('discount=20', { discounts: [10, 20, 30] }).discount).toBe(20);
  });
  it('accepts URLSearchParams', () => {
    expect(parseQuery(new URLSearchParams({ style: 'Tops' })).style).toEqual(['Tops']);
  });
});

describe('toQuery', () => {
  it('round-trips through parseQuery', () => {
    const query = 'collection=c1&color=Red&color=Blue&size=XL&discount=20&min=100&max=900&sort=ratings';
    const options = { collections: ['c0', 'c1'] };
    expect(toQuery(parseQuery(query, options), options)).toBe(query);
  });
  it('leaves the defaults out', () => {
    expect(toQuery(parseQuery('sort=featured&collection=c0', { collections: ['c0'] }), { collections: ['c0'] })).toBe(
      '',
    );
  });
  it('repeats a parameter for several values', () => {
    expect(toQuery(toggleValue(toggleValue(emptyState(), 'color', 'Red'), 'color', 'Pink'))).toBe(
      'color=Red&color=Pink',
    );
  });
});

describe('changing the state', () => {
  it('choosing the same value again removes it', () => {
    const once = toggleValue(emptyState(), 'color', 'Red');
    expect(once.color).toEqual(['Red']);
    expect(toggleValue(once, 'color', 'Red').color).toEqual([]);
  });
  it('does not change the state it was given', () => {
    const state = emptyState();
    toggleValue(state, 'style', 'Tops');
    expect(state.style).toEqual([]);
  });
  it('a discount radio chooses its step; "Any discount" (an empty value) chooses none', () => {
    expect(chooseDiscount(emptyState(), '40').discount).toBe(40);
    expect(chooseDiscount(parseQuery('discount=40'), '').discount).toBeNull();
    expect(
      offeredFromControls([
        { name: 'discount', value: '' },
        { name: 'discount', value: '20' },
      ]).discounts,
    ).toEqual([20]);
  });
  it('keeps one discount minimum: another replaces it, the same removes it', () => {
    const twenty = toggleDiscount(emptyState(), 20);
    expect(toggleDiscount(twenty, 40).discount).toBe(40);
    expect(toggleDiscount(twenty, 20).discount).toBeNull();
  });
  it('sets a price range, swapping a reversed one and ignoring invalid bounds', () => {
    expect(setPriceRange(emptyState(), 900, 100)).toMatchObject({ min: 100, max: 900 });
    expect(setPriceRange(emptyState(), Number.NaN, -1)).toMatchObject({ min: null, max: null });
    expect(normalizeRange(null, 500)).toEqual({ min: null, max: 500 });
  });
  it('sets only known sorts', () => {
    expect(setSort(emptyState(), 'new').sort).toBe('new');
    expect(setSort(emptyState(), 'random').sort).toBe('featured');
  });
  it('clear all keeps only the sort and the chosen collection', () => {
    const busy = parseQuery(
      'collection=c1&color=Red&materials=Silk&style=Tops&size=M&category=kids&discount=50&min=1&max=2&sort=new',
      { collections: ['c0', 'c1'] },
    );
    const cleared = clearAll(busy);
    expect(cleared).toEqual({ ...emptyState(), sort: 'new', collection: 'c1' });
    expect(activeFilterCount(cleared)).toBe(0);
  });
  it('counts active filters: each value, the discount, and the range once', () => {
    expect(activeFilterCount(parseQuery('color=Red&color=Blue&discount=10&min=5&max=9'))).toBe(4);
  });
});

describe('applyFilters', () => {
  const red = item({
    colors: ['Red', 'White'],
    sizes: ['S', 'M'],
    material: 'Silk',
    style: 'Kurtas',
    price: 1500,
    diff: 35,
  });
  const blue = item({
    colors: ['Blue'],
    sizes: ['L'],
    material: 'Cotton',
    style: 'Shirt',
    price: 800,
    diff: 10,
    category: 'kids',
  });
  const plain = item({ colors: [], sizes: [], material: null, style: null, price: 3000, diff: 0 });
  const all = [red, blue, plain];

  it('shows everything without filters', () => {
    expect(ids(applyFilters(all, emptyState()))).toEqual(ids(all));
  });
  it("matches any of a product's colours, and ORs the chosen colours", () => {
    expect(ids(applyFilters(all, parseQuery('color=White')))).toEqual([red.id]);
    expect(ids(applyFilters(all, parseQuery('color=White&color=Blue')))).toEqual([red.id, blue.id]);
  });
  it('ANDs different filters', () => {
    expect(ids(applyFilters(all, parseQuery('color=Red&materials=Cotton')))).toEqual([]);
    expect(ids(applyFilters(all, parseQuery('color=Red&materials=Silk&style=Kurtas&size=M')))).toEqual([red.id]);
  });
  it('treats discount as a minimum, inclusive', () => {
    expect(ids(applyFilters(all, parseQuery('discount=10')))).toEqual([red.id, blue.id]);
    expect(ids(applyFilters(all, parseQuery('discount=30')))).toEqual([red.id]);
    expect(ids(applyFilters(all, parseQuery('discount=40')))).toEqual([]);
  });
  it('filters the selling price by an inclusive range, open on either side', () => {
    expect(ids(applyFilters(all, parseQuery('min=800&max=1500')))).toEqual([red.id, blue.id]);
    expect(ids(applyFilters(all, parseQuery('min=1501')))).toEqual([plain.id]);
    expect(ids(applyFilters(all, parseQuery('max=799')))).toEqual([]);
  });
  it('filters by home category id', () => {
    expect(ids(applyFilters(all, parseQuery('category=kids')))).toEqual([blue.id]);
  });
  it('a product without a material or style never matches one', () => {
    expect(applyFilters([plain], parseQuery('materials=Silk'))).toEqual([]);
    expect(applyFilters([plain], parseQuery('style=Tops'))).toEqual([]);
  });
  it('keeps only the chosen collection on category pages', () => {
    const a = item({ collections: { c0: 0 } });
    const b = item({ collections: { c0: 1, c1: 0 } });
    const c = item({ collections: { c1: 1 } });
    const options = { collections: ['c0', 'c1'] };
    expect(ids(applyFilters([a, b, c], parseQuery('', options)))).toEqual([a.id, b.id]);
    expect(ids(applyFilters([a, b, c], setCollection(parseQuery('', options), 'c1')))).toEqual([b.id, c.id]);
  });
});

describe('sortItems', () => {
  const a = item({ price: 900, rating: 4.5, ratingsCount: 2, createdAt: Date.UTC(2026, 2, 1) });
  const b = item({ price: 500, rating: 4.5, ratingsCount: 9, createdAt: Date.UTC(2026, 5, 1) });
  const c = item({ price: 900, rating: 5, ratingsCount: 1, createdAt: Date.UTC(2025, 0, 1) });
  const d = item({ price: 1200, rating: 0, ratingsCount: 0, createdAt: Number.NaN });
  const featured = [a, b, c, d];

  it('featured keeps the server order', () => {
    expect(ids(sortItems([...featured].reverse(), 'featured'))).toEqual(ids(featured));
  });
  it('new arrivals: newest first, unknown dates last', () => {
    expect(ids(sortItems(featured, 'new'))).toEqual([b.id, a.id, c.id, d.id]);
  });
  it('sorts by selling price both ways, ties in featured order', () => {
    expect(ids(sortItems(featured, 'low-to-high'))).toEqual([b.id, a.id, c.id, d.id]);
    expect(ids(sortItems(featured, 'high-to-low'))).toEqual([d.id, a.id, c.id, b.id]);
  });
  it('customer ratings: average first, then the number of ratings', () => {
    expect(ids(sortItems(featured, 'ratings'))).toEqual([c.id, b.id, a.id, d.id]);
  });
  it('bestsellers: most ratings first', () => {
    expect(ids(sortItems(featured, 'bestseller'))).toEqual([b.id, a.id, c.id, d.id]);
  });
  it('discount: largest percentage off first, ties in featured order', () => {
    const list = [item({ diff: 10 }), item({ diff: 45 }), item({ diff: 0 }), item({ diff: 45 })];
    expect(ids(sortItems(list, 'discount'))).toEqual([list[1]!.id, list[3]!.id, list[0]!.id, list[2]!.id]);
  });
  it('does not change the list it was given', () => {
    const list = [...featured];
    sortItems(list, 'low-to-high');
    expect(ids(list)).toEqual(ids(featured));
  });
  it("featured follows the chosen collection's own order", () => {
    const x = item({ collections: { c0: 0, c1: 1 } });
    const y = item({ collections: { c0: 1, c1: 0 } });
    expect(ids(sortItems([x, y], 'featured', 'c1'))).toEqual([y.id, x.id]);
    expect(ids(visibleItems([x, y], parseQuery('collection=c1', { collections: ['c0', 'c1'] })))).toEqual([y.id, x.id]);
    expect(ids(visibleItems([x, y], parseQuery('', { collections: ['c0', 'c1'] })))).toEqual([x.id, y.id]);
  });
  it('filters then sorts', () => {
    expect(ids(visibleItems(featured, parseQuery('max=900&sort=high-to-low')))).toEqual([a.id, c.id, b.id]);
  });
});

describe('listingOptions', () => {
  it('lists only values that exist, each once, in display order', () => {
    const items = [
      item({
        colors: ['Black', 'Red'],
        sizes: ['XL', 'S'],
        material: 'Silk',
        style: 'Tops',
        category: 'watches',
        diff: 24,
        price: 700,
      }),
      item({
        colors: ['Red', 'Biege'],
        sizes: ['32', 'M'],
        material: 'Cotton',
        style: null,
        category: 'fashion',
        diff: 51,
        price: 2500,
      }),
    ];
    const options = listingOptions(items);
    // The spec's colour order: Red, ..., Biege, ..., Black.
    expect(options.color).toEqual(['Red', 'Biege', 'Black']);
    expect(options.size).toEqual(['32', 'S', 'M', 'XL']);
    expect(options.materials).toEqual(['Cotton', 'Silk']);
    expect(options.style).toEqual(['Tops']);
    expect(options.category).toEqual(['fashion', 'watches']);
    expect(options.discount).toEqual([10, 20, 30, 40, 50]);
    expect(options.price).toEqual({ min: 700, max: 2500 });
  });
  it('leaves out a filter whose one value every product carries, but keeps one value that narrows', () => {
    const items = [
      item({ sizes: ['One Size'], material: 'Leather', category: 'watches', style: 'Analog Watch' }),
      item({ sizes: ['One Size'], material: 'Leather', category: 'watches', style: null }),
    ];
    const options = listingOptions(items);
    expect(options).toMatchObject({ size: [], materials: [], category: [] });
    expect(options.style).toEqual(['Analog Watch']);
  });
  it('has no price range and no discounts without products', () => {
    expect(listingOptions([])).toMatchObject({ price: null, discount: [], color: [] });
  });
});

describe('optionCounts', () => {
  const items = [
    item({ colors: ['Red'], material: 'Silk', diff: 45 }),
    item({ colors: ['Red', 'Blue'], material: 'Cotton', diff: 12 }),
    item({ colors: ['Blue'], material: 'Silk', diff: 0 }),
  ];
  it('counts every product once per value without filters', () => {
    const counts = optionCounts(items, emptyState());
    expect(counts.color).toEqual({ Red: 2, Blue: 2 });
    expect(counts.materials).toEqual({ Silk: 2, Cotton: 1 });
    expect(counts.discount[10]).toBe(2);
    expect(counts.discount[40]).toBe(1);
    expect(counts.discount[50]).toBe(0);
  });
  it("counts a filter's values against the other filters only", () => {
    const counts = optionCounts(items, parseQuery('color=Red&materials=Silk'));
    // Colours: with Silk chosen, Red 1, Blue 1 (own choice Red ignored).
    expect(counts.color).toEqual({ Red: 1, Blue: 1 });
    // Materials: with Red chosen, Silk 1, Cotton 1.
    expect(counts.materials).toEqual({ Silk: 1, Cotton: 1 });
    // Discount: with Red and Silk chosen only the first product is left.
    expect(counts.discount[40]).toBe(1);
    expect(counts.discount[10]).toBe(1);
  });
});

describe('labels', () => {
  it('names home categories and leaves unknown ids as they are', () => {
    expect(categoryLabel('personal-care')).toBe('Beauty & Personal care');
    expect(categoryLabel('garden')).toBe('garden');
  });
  it('counts products in words', () => {
    expect(productCountLabel(0)).toBe('0 products');
    expect(productCountLabel(1)).toBe('1 product');
    expect(productCountLabel(24)).toBe('24 products');
  });
  it('says the price range in rupees, Indian digit groups', () => {
    expect(priceHint({ min: 849, max: 11949 })).toBe('Prices here: ₹849 to ₹11,949');
  });
});

describe('grid item data', () => {
  const card: StoreProductCard = {
    productId: 'abc',
    SellerUserId: 's1',
    productImg: [],
    productPrice: 1299,
    productMRP: 1999,
    productDiff: 35,
    productName: 'Kurta',
    productDesc: '',
    colors: ['Red', 'Pink'],
    sizes: ['M', 'L'],
    material: 'Silk, "raw"',
    style: null,
    categoryId: 'fashion',
    inStock: true,
    avgRatings: 4.2,
    NoOfRatings: 7,
    createdAt: '2026-03-04T05:06:07.000Z',
    colorViews: [],
  };
  /** What element.dataset gives back for the attributes. */
  const dataset = (attributes: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(attributes).map(([name, value]) => [
        name.slice(5).replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()),
        value,
      ]),
    );

  it('reads back what it wrote, with the collections of a category page', () => {
    const item = itemFromCard(card, 3, { c0: 2, c1: 0 });
    expect(itemFromDataset(dataset(itemDataAttributes(item)))).toEqual(item);
  });
  it('takes the selling price, the percent off and the ratings from the card', () => {
    expect(itemFromCard(card, 0)).toMatchObject({
      price: 1299,
      diff: 35,
      rating: 4.2,
      ratingsCount: 7,
      category: 'fashion',
      style: null,
    });
    expect(itemFromCard(card, 0)).not.toHaveProperty('collections');
  });
  it('survives missing or broken attributes', () => {
    const item = itemFromDataset({ id: 'x', colors: '[broken', created: '' });
    expect(item).toMatchObject({ id: 'x', colors: [], sizes: [], price: 0, material: null });
    expect(Number.isNaN(item.createdAt)).toBe(true);
  });
});

describe('choices made before the page script ran', () => {
  it('a box ticked early is kept, on top of what the address says', () => {
    const fromAddress = parseQuery('sort=high-to-low&color=Red');
    const next = withEarlyChoices(
      fromAddress,
      [
        { name: 'color', value: 'Green', checked: true },
        { name: 'discount', value: '30', checked: true },
      ],
      null,
    );
    expect(toQuery(next)).toBe('color=Red&color=Green&discount=30&sort=high-to-low');
  });
  it('boxes and a sort that already agree with the address (a reload restoring the form) change nothing', () => {
    const fromAddress = parseQuery('color=Red&discount=30&sort=low-to-high');
    const next = withEarlyChoices(
      fromAddress,
      [
        { name: 'color', value: 'Red', checked: true },
        { name: 'discount', value: '30', checked: true },
      ],
      'low-to-high',
    );
    expect(next).toEqual(fromAddress);
  });
  it('the discount is a radio: the step chosen early replaces the address’s, "Any discount" clears it', () => {
    const fromAddress = parseQuery('discount=30');
    const replaced = withEarlyChoices(
      fromAddress,
      [
        { name: 'discount', value: '30', checked: false },
        { name: 'discount', value: '50', checked: true },
      ],
      null,
    );
    expect(toQuery(replaced)).toBe('discount=50');
    const cleared = withEarlyChoices(
      fromAddress,
      [
        { name: 'discount', value: '', checked: true },
        { name: 'discount', value: '30', checked: false },
      ],
      null,
    );
    expect(cleared.discount).toBeNull();
  });
  it('an early sort wins; an unknown name is ignored', () => {
    const next = withEarlyChoices(emptyState(), [{ name: 'min', value: '5', checked: true }], 'low-to-high');
    expect(toQuery(next)).toBe('sort=low-to-high');
  });
});
