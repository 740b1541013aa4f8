import { describe, expect, it } from 'vitest';
import {
  cameFromThisSite,
  collectionBlockProducts,
  featureImageAlt,
  searchForStoreTab,
  seeAllHref,
  slideCaptions,
  tabIndexForKey,
  visibleAboutBlocks,
  visibleStoreBlocks,
} from '../../src/lib/rules/store-blocks.ts';
import { productPath, storeCategoryPath, storeOfferPath } from '../../src/lib/paths.ts';
import type { AboutBlock, StoreBlock, StoreProductCard } from '../../src/lib/api/types.ts';

function product(n: number): StoreProductCard {
  return {
    productId: `p${n}`,
    SellerUserId: 's1',
    productImg: [],
    productPrice: 100,
    productMRP: 200,
    productDiff: 50,
    productName: `Product ${n}`,
    productDesc: '',
    colors: [],
    sizes: [],
    material: null,
    style: null,
    categoryId: 'c1',
    inStock: true,
    avgRatings: 0,
    NoOfRatings: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    colorViews: [],
  };
}

const products = (count: number) => Array.from({ length: count }, (_, i) => product(i + 1));

const collectionBlock = (
  id: string,
  count: number,
  collections = [{ id: `${id}-c`, CollectionName: 'All' }],
): StoreBlock => ({
  id,
  typeData: 'CUSTOM_COLLECTION_LIST',
  name: 'New arrivals',
  collections,
  products: products(count),
});

describe('visibleStoreBlocks', () => {
  it('keeps the seller order and leaves out SINGLE_BANNER', () => {
    const blocks: StoreBlock[] = [
      { id: 'b1', typeData: 'SINGLE_BANNER', imageLink: 'x' },
      {
        id: 'b2',
        typeData: 'CATEGORY',
        name: 'Shop by category',
        categories: [{ id: 'c1', name: 'Kurtas', imageLink: 'k' }],
      },
      { id: 'b3', typeData: 'CAROUSEL_BANNER', slides: ['a', 'b'] },
      collectionBlock('b4', 3),
      {
        id: 'b5',
        typeData: 'OFFER_DISPLAY',
        name: 'Offers',
        offers: [{ id: 'o1', couponName: 'SAVE10', couponImage: null }],
      },
    ];
    expect(visibleStoreBlocks(blocks).map((b) => b.id)).toEqual(['b2', 'b3', 'b4', 'b5']);
  });

  it('hides a collection block with no products, of either collection type', () => {
    const empty: StoreBlock = { ...collectionBlock('b1', 0), typeData: 'CATEGORY_COLLECTION_LIST' } as StoreBlock;
    expect(visibleStoreBlocks([empty, collectionBlock('b2', 0), collectionBlock('b3', 1)]).map((b) => b.id)).toEqual([
      'b3',
    ]);
  });

  it('leaves out rows that would be only a heading: no categories, slides or offers', () => {
    const blocks: StoreBlock[] = [
      { id: 'b1', typeData: 'CATEGORY', name: 'Shop by category', categories: [] },
      { id: 'b2', typeData: 'CAROUSEL_BANNER', slides: [] },
      { id: 'b3', typeData: 'OFFER_DISPLAY', name: 'Offers', offers: [] },
    ];
    expect(visibleStoreBlocks(blocks)).toEqual([]);
  });

  it('ignores a block type it does not know', () => {
    const unknown = { id: 'b1', typeData: 'VIDEO_WALL' } as unknown as StoreBlock;
    expect(visibleStoreBlocks([unknown])).toEqual([]);
  });
});

describe('collectionBlockProducts', () => {
  it('lists at most 10 products, the first ones', () => {
    const listed = collectionBlockProducts({ products: products(14) });
    expect(listed).toHaveLength(10);
    expect(listed[0]!.productId).toBe('p1');
    expect(listed[9]!.productId).toBe('p10');
  });
  it('lists all of fewer than 10', () => {
    expect(collectionBlockProducts({ products: products(3) })).toHaveLength(3);
  });
});

describe('links', () => {
  it('"See all" goes to the first collection of the block', () => {
    const block = {
      collections: [
        { id: 'first', CollectionName: 'A' },
        { id: 'second', CollectionName: 'B' },
      ],
    };
    expect(seeAllHref('store-1', block)).toBe('/stores/store-1/collection/first');
  });
  it('a block without collections has no "See all"', () => {
    expect(seeAllHref('store-1', { collections: [] })).toBeNull();
  });
  it('category and offer links live under the store', () => {
    expect(storeCategoryPath('store-1', 'kurtas')).toBe('/stores/store-1/category/kurtas');
    expect(storeOfferPath('store-1', 'coupon-1')).toBe('/stores/store-1/offer/coupon-1');
  });
  it('ids are escaped in paths', () => {
    expect(storeCategoryPath('s 1', 'a/b')).toBe('/stores/s%201/category/a%2Fb');
  });
});

describe('visibleAboutBlocks', () => {
  it('keeps blocks with something to show, in order', () => {
    const blocks: AboutBlock[] = [
      { id: 'a1', TypeData: 'ABOUT1', imageLink: null, Heading: 'About us', Description: '' },
      { id: 'a2', TypeData: 'ABOUT2', Heading: '', Description: '<p>Our story</p>' },
      { id: 'a3', TypeData: 'ABOUT3', imageLink: 'img', Heading: '', Description: '' },
      { id: 'a4', TypeData: 'FEATURE1', items: [{ altText: '', Heading: 'Made here', Description: '' }] },
    ];
    expect(visibleAboutBlocks(blocks).map((b) => b.id)).toEqual(['a1', 'a2', 'a3', 'a4']);
  });
  it('leaves out empty blocks and feature lists without items', () => {
    const blocks: AboutBlock[] = [
      { id: 'a1', TypeData: 'ABOUT1', imageLink: null, Heading: ' ', Description: '' },
      { id: 'a2', TypeData: 'ABOUT2', Heading: '', Description: '  ' },
      { id: 'a3', TypeData: 'FEATURE2', items: [] },
    ];
    expect(visibleAboutBlocks(blocks)).toEqual([]);
  });
});

describe('featureImageAlt', () => {
  it('is empty when it only repeats the heading', () => {
    expect(featureImageAlt({ altText: 'Secure payments', Heading: 'Secure payments' })).toBe('');
    expect(featureImageAlt({ altText: 'secure payments ', Heading: 'Secure Payments' })).toBe('');
  });
  it('keeps an alt text that says more', () => {
    expect(featureImageAlt({ altText: 'A weaver at her loom', Heading: 'Crafted in India' })).toBe(
      'A weaver at her loom',
    );
  });
});

describe('store tabs in the URL', () => {
  it('writes the tab and keeps other parameters', () => {
    expect(searchForStoreTab('', 'about')).toBe('?tab=about');
    expect(searchForStoreTab('?tab=about', 'store')).toBe('');
    expect(searchForStoreTab('?utm_source=x', 'about')).toBe('?utm_source=x&tab=about');
    expect(searchForStoreTab('?utm_source=x&tab=about', 'store')).toBe('?utm_source=x');
  });
  it('replaces a tab already there rather than adding a second', () => {
    expect(searchForStoreTab('?tab=about', 'about')).toBe('?tab=about');
  });
});

describe('tabIndexForKey', () => {
  it('moves with the arrows and wraps at both ends', () => {
    expect(tabIndexForKey('ArrowRight', 0, 2)).toBe(1);
    expect(tabIndexForKey('ArrowRight', 1, 2)).toBe(0);
    expect(tabIndexForKey('ArrowLeft', 0, 2)).toBe(1);
    expect(tabIndexForKey('ArrowLeft', 1, 2)).toBe(0);
  });
  it('jumps with Home and End', () => {
    expect(tabIndexForKey('Home', 2, 3)).toBe(0);
    expect(tabIndexForKey('End', 0, 3)).toBe(2);
  });
  it('leaves other keys alone', () => {
    expect(tabIndexForKey('Enter', 0, 2)).toBeNull();
    expect(tabIndexForKey('ArrowDown', 0, 2)).toBeNull();
    expect(tabIndexForKey('ArrowRight', 0, 0)).toBeNull();
  });
});

describe('cameFromThisSite', () => {
  const origin = 'https://vastra.in';
  const signals = { navigationIndex: null, referrer: '', origin, historyLength: 3 };
  it('with the Navigation API: an entry before this one is a page of this site', () => {
    expect(cameFromThisSite({ ...signals, navigationIndex: 2 })).toBe(true);
    expect(cameFromThisSite({ ...signals, navigationIndex: 0 })).toBe(false);
  });
  it('with the Navigation API, the referrer does not overrule it (the site sends no referrer anyway)', () => {
    expect(cameFromThisSite({ ...signals, navigationIndex: 1, referrer: '' })).toBe(true);
    expect(cameFromThisSite({ ...signals, navigationIndex: 0, referrer: 'https://vastra.in/' })).toBe(false);
  });
  it('without it: true for a referrer of this site with history to go back to', () => {
    expect(cameFromThisSite({ ...signals, referrer: 'https://vastra.in/marketplace?category=bags' })).toBe(true);
  });
  it('without it: false from another site, a direct visit or a fresh tab', () => {
    expect(cameFromThisSite({ ...signals, referrer: 'https://www.google.com/' })).toBe(false);
    expect(cameFromThisSite({ ...signals, referrer: '' })).toBe(false);
    expect(cameFromThisSite({ ...signals, referrer: 'https://vastra.in/', historyLength: 1 })).toBe(false);
  });
  it('without it: another port or scheme is another site, and a malformed referrer is none', () => {
    expect(cameFromThisSite({ ...signals, referrer: 'http://vastra.in/' })).toBe(false);
    expect(cameFromThisSite({ ...signals, referrer: 'https://vastra.in:8443/' })).toBe(false);
    expect(cameFromThisSite({ ...signals, referrer: 'not a url' })).toBe(false);
  });
});

describe('slideCaptions', () => {
  it('names the store on its cover and a product of its own on that product’s picture; other pictures stay bare', () => {
    const kurta = {
      ...product(7),
      productImg: ['products/kurta-red-front', 'products/kurta-red-back'],
      productPrice: 1299,
    };
    const block: StoreBlock = {
      ...(collectionBlock('b1', 1) as Extract<StoreBlock, { products: unknown }>),
      products: [kurta],
    };
    const captions = slideCaptions(
      ['stores/kesar-cover', 'products/kurta-red-back', 'products/tote-white-front'],
      { storeName: 'Kesar Looms', tagline: 'Handwoven kurtas', cover: 'stores/kesar-cover' },
      [block],
    );
    expect(captions).toEqual([
      { title: 'Kesar Looms', text: 'Handwoven kurtas', href: null },
      { title: 'Product 7', text: '₹1,299', href: productPath('s1', 'p7') },
      null,
    ]);
  });
});
