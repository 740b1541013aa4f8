import { describe, expect, it } from 'vitest';
import { storeDescription, storeJsonLd } from '../../src/lib/store-seo.ts';
import { site } from '../../src/lib/site.ts';
import type { StoreDetails } from '../../src/lib/api/types.ts';

const store = (front: Partial<StoreDetails['storeFront']>): StoreDetails => ({
  storeFront: {
    id: 's1',
    webBackgroundImage: null,
    Logo: null,
    storeName: 'Kesar Looms',
    tagline: null,
    storeData: [],
    ...front,
  },
  about: { webStoreData: [] },
});

describe('storeDescription', () => {
  it('is the name and the tagline', () => {
    expect(storeDescription(store({ tagline: 'Handwoven kurtas' }))).toBe(
      `Kesar Looms: Handwoven kurtas. Shop on ${site.name}.`,
    );
  });
  it("does not double the tagline's own full stop", () => {
    expect(storeDescription(store({ tagline: 'Handwoven kurtas. ' }))).toBe(
      `Kesar Looms: Handwoven kurtas. Shop on ${site.name}.`,
    );
  });
  it('falls back to a plain line without a tagline', () => {
    expect(storeDescription(store({ tagline: null }))).toBe(`Shop Kesar Looms on ${site.name}.`);
    expect(storeDescription(store({ tagline: '   ' }))).toBe(`Shop Kesar Looms on ${site.name}.`);
  });
});

describe('storeJsonLd', () => {
  const url = 'https://vastra.in/stores/s1';
  it('names the store as an Organization with absolute logo and image URLs', () => {
    const ld = storeJsonLd(
      store({ tagline: 'Handwoven kurtas', Logo: 'stores/kesar-logo', webBackgroundImage: 'stores/kesar-cover' }),
      url,
    );
    expect(ld).toMatchObject({ '@type': 'Organization', name: 'Kesar Looms', url, description: 'Handwoven kurtas' });
    expect(String(ld.logo)).toMatch(/^https:\/\/vastra\.in\/.+kesar-logo/);
    expect(String(ld.image)).toMatch(/^https:\/\/vastra\.in\/.+kesar-cover/);
  });
  it('leaves out what the store does not have', () => {
    const ld = storeJsonLd(store({}), url);
    expect(ld).not.toHaveProperty('logo');
    expect(ld).not.toHaveProperty('image');
    expect(ld).not.toHaveProperty('description');
  });
});
