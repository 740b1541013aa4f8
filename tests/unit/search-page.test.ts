import { describe, expect, it } from 'vitest';
import { emptyState, toggleValue } from '../../src/lib/rules/listing.ts';
import {
  SEARCH_SORTS,
  readSearchAddress,
  searchAddressPath,
  searchCountLabel,
  searchCountText,
  searchFilterOptions,
  searchFilterQuery,
  searchShowingLabel,
  searchSortOf,
  sortIdOf,
} from '../../src/lib/rules/search-page.ts';

describe('the search results page address', () => {
  it('reads the query, the listing filters, the sort and how many are shown', () => {
    const address = readSearchAddress(
      '?q=red+kurta&color=Red&color=Blue&size=M&materials=Silk&store=s-1&discount=30&min=500&max=2000&sort=low-to-high&shown=50',
    );
    expect(address.q).toBe('red kurta');
    expect(address.state).toMatchObject({
      color: ['Red', 'Blue'],
      size: ['M'],
      materials: ['Silk'],
      store: ['s-1'],
      discount: 30,
      min: 500,
      max: 2000,
      sort: 'low-to-high',
    });
    expect(address.shown).toBe(72);
  });

  it('drops what the page does not offer: unknown colours, discounts and sorts, style, category', () => {
    const { state, shown } = readSearchAddress(
      '?q=kurta&color=Mauve&color=red&discount=33&style=Kurtas&category=fashion&sort=cheapest&shown=9999',
    );
    expect(state.color).toEqual(['Red']);
    expect(state.discount).toBeNull();
    expect(state.style).toEqual([]);
    expect(state.category).toEqual([]);
    expect(state.sort).toBe('featured');
    expect(shown).toBe(240);
    expect(readSearchAddress('?q=kurta&sort=relevance').state.sort).toBe('featured');
  });

  it('writes the query first, then the choices, leaving defaults out', () => {
    const state = {
      ...toggleValue(toggleValue(emptyState(), 'color', 'Red'), 'size', 'XL'),
      min: 500,
      sort: 'new' as const,
    };
    expect(searchAddressPath({ q: 'cotton shirt', state, shown: 24 })).toBe(
      '/search?q=cotton+shirt&color=Red&size=XL&min=500&sort=new',
    );
    expect(searchAddressPath({ q: 'watch', state: emptyState(), shown: 48 })).toBe('/search?q=watch&shown=48');
    expect(searchAddressPath({ q: 'watch', state: emptyState(), shown: 24 })).toBe('/search?q=watch');
  });

  it('maps the listing sort to the API sort and back', () => {
    expect(searchSortOf('featured')).toBe('relevance');
    expect(searchSortOf('high-to-low')).toBe('high-to-low');
    expect(sortIdOf('relevance')).toBe('featured');
    expect(sortIdOf('ratings')).toBe('ratings');
  });

  it("offers the listing's Bestsellers and Discount sorts, kept in the address", () => {
    expect(readSearchAddress('?q=kurta&sort=bestseller').state.sort).toBe('bestseller');
    expect(readSearchAddress('?q=kurta&sort=discount').state.sort).toBe('discount');
    expect(searchSortOf('bestseller')).toBe('bestseller');
    expect(searchSortOf('discount')).toBe('discount');
    expect(SEARCH_SORTS.map((s) => s.label)).toEqual([
      'Relevance',
      'New Arrivals',
      'Price: High to Low',
      'Price: Low to High',
      'Customer Ratings',
      'Bestsellers',
      'Discount',
    ]);
  });

  it('sends only the chosen filters to search/results', () => {
    expect(searchFilterQuery(emptyState())).toEqual({});
    const state = {
      ...toggleValue(toggleValue(emptyState(), 'color', 'Red'), 'color', 'Pink'),
      discount: 20,
      max: 999.6,
    };
    expect(searchFilterQuery(state)).toEqual({ color: ['Red', 'Pink'], discount: '20', max: '1000' });
  });
});

describe('the search filter options from the facets', () => {
  const facets = {
    counts: {
      color: { Pink: 3, Red: 5, Black: 0 },
      size: { XL: 2, S: 4, M: 1 },
      materials: { Silk: 2, Cotton: 7 },
      store: { 's-2': 4, 's-1': 1 },
      discount: { 10: 6, 20: 3, 30: 0 },
    },
    stores: [
      { id: 's-1', name: 'Zari House' },
      { id: 's-2', name: 'Kesar Looms' },
    ],
    price: { min: 399, max: 4599 },
  };

  it('lists the values found, in the listing order, with their counts', () => {
    const { options, counts } = searchFilterOptions(facets, emptyState());
    expect(options.color).toEqual(['Red', 'Pink']);
    expect(options.size).toEqual(['S', 'M', 'XL']);
    expect(options.materials).toEqual(['Cotton', 'Silk']);
    expect(options.store).toEqual(['s-2', 's-1']);
    expect(options.discount).toEqual([10, 20]);
    expect(options.price).toEqual({ min: 399, max: 4599 });
    expect(options.style).toEqual([]);
    expect(counts.color).toEqual({ Pink: 3, Red: 5, Black: 0 });
    expect(counts.discount[20]).toBe(3);
  });

  it('keeps a chosen value no longer found, so it can be unticked', () => {
    const state = { ...toggleValue(emptyState(), 'color', 'Black'), discount: 30 };
    const { options } = searchFilterOptions(facets, state);
    expect(options.color).toEqual(['Red', 'Pink', 'Black']);
    expect(options.discount).toEqual([10, 20, 30]);
  });

  it('offers nothing before the first reply', () => {
    const { options } = searchFilterOptions(null, emptyState());
    expect(options).toMatchObject({ color: [], size: [], materials: [], store: [], discount: [], price: null });
  });
});

describe('the search count', () => {
  it('is exact up to the cap, then "1,000+"', () => {
    expect(searchCountText(88, false)).toBe('88');
    expect(searchCountText(1000, true)).toBe('1,000+');
    expect(searchCountLabel(1, false)).toBe('1 product');
    expect(searchCountLabel(1000, true)).toBe('1,000+ products');
    expect(searchShowingLabel(24, 88, false)).toBe('Showing 24 of 88');
    expect(searchShowingLabel(48, 1000, true)).toBe('Showing 48 of 1,000+');
  });
});
