import { describe, expect, it } from 'vitest';
import { listedStores } from '../../src/lib/rules/stores.ts';
import { marketplaceHeading, marketplaceCategory } from '../../src/lib/rules/marketplace.ts';
import type { StoreListEntry } from '../../src/lib/api/types.ts';

const store = (id: string, storeName: string, backgroundImg: string | null, logo: string | null): StoreListEntry => ({
  id,
  backgroundImg,
  logo,
  sellerData: { id, storeName },
});

describe('store listing', () => {
  it('keeps only stores with both a cover image and a logo', () => {
    const listed = listedStores([
      store('a', 'Alpha', 'cover', 'logo'),
      store('b', 'Beta', null, 'logo'),
      store('c', 'Gamma', 'cover', null),
      store('d', 'Delta', '', 'logo'),
    ]);
    expect(listed.map((s) => s.id)).toEqual(['a']);
  });

  it('sorts by store name, ignoring case', () => {
    const listed = listedStores([
      store('1', 'zari house', 'c', 'l'),
      store('2', 'Amber', 'c', 'l'),
      store('3', 'bagh co.', 'c', 'l'),
    ]);
    expect(listed.map((s) => s.name)).toEqual(['Amber', 'bagh co.', 'zari house']);
  });

  it('lists nothing when no store qualifies', () => {
    expect(listedStores([store('x', 'X', null, null)])).toEqual([]);
  });
});

describe('marketplace category from the URL', () => {
  it('reads a known category', () => {
    expect(marketplaceCategory('?category=watches')).toBe('watches');
    expect(marketplaceCategory('?sort=new&category=personal-care')).toBe('personal-care');
  });

  it('treats a missing or unknown category as none', () => {
    expect(marketplaceCategory('')).toBeNull();
    expect(marketplaceCategory('?category=')).toBeNull();
    expect(marketplaceCategory('?category=cars')).toBeNull();
  });

  it('names categories as the home strip does, and "All categories" for none', () => {
    expect(marketplaceHeading('personal-care')).toBe('Beauty & Personal care');
    expect(marketplaceHeading(null)).toBe('All categories');
  });
});
