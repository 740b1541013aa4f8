/**
 * A page's banners take their words from the editors' files in the page's language, matched by tab, art and store;
 * their art and links stay the API's (src/lib/rules/banner-words.ts).
 */
import { describe, expect, it } from 'vitest';
import { withBannerWords } from '../../src/lib/rules/banner-words.ts';
import type { BannerItem } from '../../src/lib/api/types.ts';

const item = (imgUrl: string, sellerId: string, title: string, extra: Partial<BannerItem> = {}): BannerItem => ({
  imgUrl,
  typeData: 'STORE',
  sellerId,
  sectionId: null,
  productId: null,
  title,
  subtitle: 'As seeded',
  ...extra,
});
const storeIds = new Map([
  ['kesar-looms', 'store-1'],
  ['urban-tattva', 'store-2'],
]);
const banners = [
  {
    tab: 'home',
    store: 'kesar-looms',
    image: 'banners/kesar-looms',
    title: 'Diwali at Kesar Looms',
    subtitle: 'Festive kurtas',
    subtitleHi: 'त्योहारों के कुर्ते',
  },
  { tab: 'home', store: 'urban-tattva', image: 'banners/urban-tattva', title: 'Vintage Cotton Sports Wear' },
  { tab: 'fashion', store: 'kesar-looms', image: 'banners/kesar-looms', title: 'Kesar Looms for fashion' },
];
const seeded = [
  item('banners/kesar-looms-web', 'store-1', 'Kesar Looms'),
  item('banners/urban-tattva-web', 'store-2', 'Vintage Cotton Sports Wear', { typeData: 'PRODUCT', productId: 'p-1' }),
  item('banners/rangrez-studio-web', 'store-3', 'Rangrez Studio'),
];

describe("a page's banners", () => {
  it("show the file's words for their tab, in English, with the API's art and link", () => {
    expect(withBannerWords(seeded, { tab: 'home', banners, storeIds, locale: 'en-IN' })).toEqual([
      item('banners/kesar-looms-web', 'store-1', 'Diwali at Kesar Looms', { subtitle: 'Festive kurtas' }),
      // The file has no subtitle: the banner shows none, whatever the database kept.
      {
        imgUrl: 'banners/urban-tattva-web',
        typeData: 'PRODUCT',
        sellerId: 'store-2',
        sectionId: null,
        productId: 'p-1',
        title: 'Vintage Cotton Sports Wear',
      },
      // No file names this art and store: the API's words stay.
      item('banners/rangrez-studio-web', 'store-3', 'Rangrez Studio'),
    ]);
  });

  it('show the Hindi words on a Hindi page, the English where the file has no Hindi', () => {
    const hindi = withBannerWords(seeded, { tab: 'home', banners, storeIds, locale: 'hi-IN' });
    expect(hindi.map((b) => [b.title, b.subtitle])).toEqual([
      ['Diwali at Kesar Looms', 'त्योहारों के कुर्ते'],
      ['Vintage Cotton Sports Wear', undefined],
      ['Rangrez Studio', 'As seeded'],
    ]);
  });

  it("take another tab's file only on that tab, and a narrow banner's words from the same file", () => {
    const fashion = withBannerWords([item('banners/kesar-looms-hero', 'store-1', 'Kesar Looms')], {
      tab: 'fashion',
      banners,
      storeIds,
      locale: 'en-IN',
    });
    expect(fashion.map((b) => [b.title, b.subtitle])).toEqual([['Kesar Looms for fashion', undefined]]);
  });

  it('match two banners of one art and store to their files in order', () => {
    const twice = [
      { tab: 'home', store: 'kesar-looms', image: 'banners/kesar-looms', title: 'First' },
      { tab: 'home', store: 'kesar-looms', image: 'banners/kesar-looms', title: 'Second' },
    ];
    const items = [item('banners/kesar-looms-web', 'store-1', 'A'), item('banners/kesar-looms-web', 'store-1', 'B')];
    expect(
      withBannerWords(items, { tab: 'home', banners: twice, storeIds, locale: 'en-IN' }).map((b) => b.title),
    ).toEqual(['First', 'Second']);
  });
});
