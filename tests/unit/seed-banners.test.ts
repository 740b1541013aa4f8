/**
 * The seed's banners are the editors' files (src/content/banners): each tab's wide and narrow carousels hold the
 * tab's files in position order, with the file's art, store, link and English words (server/seed/home-banners.ts).
 */
import { describe, expect, it } from 'vitest';
import { generateCatalog } from '../../server/seed/catalog.ts';
import { bannerFileTexts, DEMO_BANNER_CHOICES } from '../../server/seed/banner-files.ts';
import { readBanners, type Banner } from '../../src/lib/content-banners.ts';
import { storeSlug } from '../../src/lib/store-slug.ts';

type Item = {
  imgUrl: string;
  typeData: string;
  sellerId: string;
  productId: string | null;
  title?: string;
  subtitle?: string;
};

const catalog = generateCatalog({ products: 48 });
const slugOf = new Map(catalog.stores.map((s) => [s.id, storeSlug(s.storeName)]));
const itemsOf = (c: typeof catalog, tab: string, kind: 'webBanner' | 'heroBanner') =>
  c.homeSections.find((s) => s.tab === tab && s.kind === kind)!.items as Item[];

describe('the seeded banners', () => {
  const { banners } = readBanners(bannerFileTexts(), DEMO_BANNER_CHOICES);

  it("are the files', tab by tab, in both carousels", () => {
    for (const tab of DEMO_BANNER_CHOICES.tabs) {
      const files = banners
        .filter((b) => b.tab === tab)
        .map((b) => ({
          image: b.image,
          store: b.store,
          link: b.linkToFirstProduct ? 'PRODUCT' : 'STORE',
          title: b.title,
          subtitle: b.subtitle,
        }));
      expect(files.length, tab).toBeGreaterThan(0);
      for (const [kind, variant] of [
        ['webBanner', 'web'],
        ['heroBanner', 'hero'],
      ] as const) {
        const seeded = itemsOf(catalog, tab, kind).map((item) => ({
          image: item.imgUrl.replace(`-${variant}`, ''),
          store: slugOf.get(item.sellerId),
          link: item.typeData,
          title: item.title,
          subtitle: item.subtitle,
        }));
        expect(seeded, `${tab} ${kind}`).toEqual(files);
      }
    }
  });

  it('lead to the store, or to its first product in the tab', () => {
    const home = itemsOf(catalog, 'home', 'webBanner');
    expect(home.map((b) => [b.imgUrl, b.typeData, b.title])).toEqual([
      ['banners/kesar-looms-web', 'STORE', 'Kesar Looms'],
      ['banners/urban-tattva-web', 'PRODUCT', 'Vintage Cotton Sports Wear'],
      ['banners/rangrez-studio-web', 'STORE', 'Rangrez Studio'],
      ['banners/mulmul-lane-web', 'PRODUCT', 'Signature Cotton Night Suits'],
    ]);
    const urbanTattva = home[1]!;
    const first = catalog.products.find((p) => p.sellerUserId === urbanTattva.sellerId)!;
    expect(urbanTattva.productId).toBe(first.id);
    expect(first.name).toBe('Vintage Cotton Sports Wear');
    expect(home[0]!.productId).toBeNull();
  });
});

describe('banners given to the seed', () => {
  const banner = (change: Partial<Banner>): Banner => ({
    id: 'watches-1',
    tab: 'watches',
    position: 1,
    store: 'samay-watch-co',
    linkToFirstProduct: false,
    image: 'banners/samay-watch-co',
    title: 'Samay Watch Co.',
    ...change,
  });

  it('replace the files: art of another store, no subtitle, a product link with no product in the tab', () => {
    const given = generateCatalog({
      products: 48,
      banners: [
        banner({ id: 'watches-2', position: 2, image: 'banners/chronos-india', title: 'Watch week' }),
        // Kesar Looms sells no watches: its banner on the watches tab leads to the store.
        banner({ store: 'kesar-looms', linkToFirstProduct: true, title: 'Kesar Looms', subtitle: 'Festive wear' }),
      ],
    });
    const samay = given.stores.find((s) => s.storeName === 'Samay Watch Co.')!;
    const kesar = given.stores.find((s) => s.storeName === 'Kesar Looms')!;
    expect(itemsOf(given, 'watches', 'heroBanner')).toEqual([
      {
        imgUrl: 'banners/samay-watch-co-hero',
        typeData: 'STORE',
        sellerId: kesar.id,
        sectionId: null,
        productId: null,
        title: 'Kesar Looms',
        subtitle: 'Festive wear',
      },
      {
        imgUrl: 'banners/chronos-india-hero',
        typeData: 'STORE',
        sellerId: samay.id,
        sectionId: null,
        productId: null,
        title: 'Watch week',
      },
    ]);
    expect(itemsOf(given, 'home', 'webBanner')).toEqual([]);
  });
});
