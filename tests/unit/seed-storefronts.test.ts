/**
 * The demo stores' carousels: every slide is the store's cover or a product the store page lists, so every slide
 * gets a caption (a product picture the page does not list would show as a bare banner).
 */
import { describe, expect, it } from 'vitest';
import { generateCatalog } from '../../server/seed/catalog.ts';
import { slideCaptions } from '../../src/lib/rules/store-blocks.ts';
import type { StoreBlock, StoreProductCard } from '../../src/lib/api/types.ts';

type SeededBlock = { typeData: string; slides?: string[]; collections?: { id: string }[] };

describe('the demo stores’ carousels', () => {
  // The demo's own size (npm run db:seed's default), and a small one where stores have few products.
  for (const size of [600, 48]) {
    const catalog = generateCatalog({ products: size });
    const productById = new Map(catalog.products.map((p) => [p.id!, p]));
    const { collectionProducts } = catalog.storefronts;

    /** The store page's collection blocks as the API serves them: up to 10 products of the first collection. */
    const served = (blocks: SeededBlock[]): StoreBlock[] =>
      blocks.map((block) => {
        if (block.typeData !== 'CATEGORY_COLLECTION_LIST' && block.typeData !== 'CUSTOM_COLLECTION_LIST')
          return block as StoreBlock;
        const first = block.collections?.[0]?.id;
        const products = collectionProducts
          .filter((cp) => cp.collectionId === first)
          .sort((a, b) => a.position! - b.position!)
          .slice(0, 10)
          .map((cp) => productById.get(cp.productId)!)
          .map(
            (p) =>
              ({
                productId: p.id!,
                SellerUserId: p.sellerUserId,
                productImg: p.imgUrls,
                productPrice: p.sellingPrice,
                productName: p.name,
              }) as StoreProductCard,
          );
        return { ...block, products } as StoreBlock;
      });

    it(`${size} products: every store’s carousel is its cover and two listed products, each slide with a caption`, () => {
      expect(catalog.stores.length).toBeGreaterThan(0);
      for (const store of catalog.stores) {
        const blocks = served(store.storeData as SeededBlock[]);
        const carousel = blocks.find((b) => b.typeData === 'CAROUSEL_BANNER');
        expect(carousel?.typeData, store.storeName).toBe('CAROUSEL_BANNER');
        const { slides } = carousel as Extract<StoreBlock, { typeData: 'CAROUSEL_BANNER' }>;
        // Two demo stores have no cover (an edge the store page handles): their carousel is two products.
        const own = catalog.products.filter((p) => p.sellerUserId === store.id).length;
        expect(slides.length, store.storeName).toBe((store.backgroundImg ? 1 : 0) + Math.min(2, own));
        if (store.backgroundImg) expect(slides[0], store.storeName).toBe(store.backgroundImg);
        const captions = slideCaptions(
          slides,
          { storeName: store.storeName, tagline: store.tagline ?? null, cover: store.backgroundImg ?? null },
          blocks,
        );
        captions.forEach((caption, at) => expect(caption, `${store.storeName}, slide ${at + 1}`).not.toBeNull());
        if (store.backgroundImg) expect(captions[0]!.title).toBe(store.storeName);
      }
    });
  }

  it('the same seed gives the same slides', () => {
    const slidesOf = () =>
      generateCatalog({ products: 48 }).stores.map(
        (s) => (s.storeData as SeededBlock[]).find((b) => b.typeData === 'CAROUSEL_BANNER')?.slides,
      );
    expect(slidesOf()).toEqual(slidesOf());
  });
});
