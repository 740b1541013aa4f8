/**
 * Store pages for the demo catalog: categories (one per kind of article a store sells), their collections,
 * and the storefront and about blocks in the spec's block types. Pure: returns rows.
 */
import type * as schema from '../db/schema.ts';

import type { Insert } from './types.ts';
import { pluralName } from '../../src/lib/rules/text.ts';
type ProductRow = Insert<typeof schema.products>;
type StoreRow = Insert<typeof schema.stores>;
type CouponRow = Insert<typeof schema.coupons>;

export type Storefronts = {
  storeCategories: Insert<typeof schema.storeCategories>[];
  collections: Insert<typeof schema.collections>[];
  collectionProducts: Insert<typeof schema.collectionProducts>[];
  /** store id -> storefront and about blocks */
  blocks: Map<string, { storeData: unknown[]; aboutData: unknown[] }>;
};

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export function buildStorefronts(stores: StoreRow[], products: ProductRow[], coupons: CouponRow[]): Storefronts {
  const out: Storefronts = { storeCategories: [], collections: [], collectionProducts: [], blocks: new Map() };
  for (const store of stores) {
    const own = products.filter((p) => p.sellerUserId === store.id);
    const byStyle = new Map<string, ProductRow[]>();
    for (const p of own) byStyle.set(p.specs.style!, [...(byStyle.get(p.specs.style!) ?? []), p]);
    const categoryLinks: { id: string; name: string; imageLink: string }[] = [];
    const collectionRefs: { id: string; CollectionName: string }[] = [];
    [...byStyle.entries()].forEach(([style, items], position) => {
      const categoryId = `${store.id!.slice(0, 8)}-${slug(style)}`;
      out.storeCategories.push({
        id: categoryId,
        storeId: store.id!,
        name: style,
        imageLink: items[0]!.imgUrls[0]!,
        position,
      });
      categoryLinks.push({ id: categoryId, name: style, imageLink: items[0]!.imgUrls[0]! });
      const lists: [string, ProductRow[]][] = [
        [`All ${pluralName(style)}`, items],
        [`${pluralName(style)} on sale`, items.filter((p) => p.sellingPrice < p.mrp * 0.7)],
      ];
      lists.forEach(([name, members], i) => {
        if (!members.length) return;
        const collectionId = `${categoryId}-c${i}`;
        out.collections.push({ id: collectionId, storeId: store.id!, categoryId, name, position: position * 2 + i });
        members.forEach((p, at) => out.collectionProducts.push({ collectionId, productId: p.id!, position: at }));
        collectionRefs.push({ id: collectionId, CollectionName: name });
      });
    });
    const newest = [...own].sort((a, b) => +new Date(b.createdAt!) - +new Date(a.createdAt!)).slice(0, 12);
    const newId = `${store.id!.slice(0, 8)}-new`;
    out.collections.push({ id: newId, storeId: store.id!, categoryId: null, name: 'New arrivals', position: 999 });
    newest.forEach((p, at) => out.collectionProducts.push({ collectionId: newId, productId: p.id!, position: at }));
    const offers = coupons.filter((c) => c.sellerUserId === store.id && new Date(c.endDate!).getTime() > Date.now());
    out.blocks.set(store.id!, {
      storeData: [
        { id: `${store.id}-b0`, typeData: 'CATEGORY', name: 'Shop by category', categories: categoryLinks },
        { id: `${store.id}-b1`, typeData: 'SINGLE_BANNER', imageLink: store.backgroundImg },
        {
          id: `${store.id}-b2`,
          typeData: 'CAROUSEL_BANNER',
          // The cover, then two products the store page itself lists (the head of New arrivals, a block below), so
          // every slide has a product card to caption it with (slideCaptions); any other product's picture stays bare.
          slides: [store.backgroundImg, ...newest.slice(0, 2).map((p) => p.imgUrls[0])].filter(Boolean),
        },
        {
          id: `${store.id}-b3`,
          typeData: 'CUSTOM_COLLECTION_LIST',
          name: 'New arrivals',
          collections: [{ id: newId, CollectionName: 'New arrivals' }],
        },
        ...collectionRefs.slice(0, 2).map((c, i) => ({
          id: `${store.id}-b${4 + i}`,
          typeData: 'CATEGORY_COLLECTION_LIST',
          name: c.CollectionName,
          collections: [c],
        })),
        {
          id: `${store.id}-b9`,
          typeData: 'OFFER_DISPLAY',
          name: 'Offers for you',
          offers: offers.map((o) => ({ id: o.id, couponName: o.couponName, couponImage: o.couponImage })),
        },
      ],
      aboutData: [
        {
          id: `${store.id}-a0`,
          TypeData: 'ABOUT1',
          imageLink: store.backgroundImg,
          Heading: `About ${store.storeName}`,
          Description: store.tagline,
        },
        {
          id: `${store.id}-a1`,
          TypeData: 'ABOUT2',
          Heading: 'Our story',
          Description: `<p>${store.storeName} began as a small workshop and now ships across India. Every piece is checked by hand before it leaves us.</p>`,
        },
        {
          id: `${store.id}-a2`,
          TypeData: 'ABOUT3',
          imageLink: own[0]?.imgUrls[1] ?? store.backgroundImg,
          Heading: 'Made to be worn',
          Description: 'Quality you can feel, at honest prices.',
        },
        {
          id: `${store.id}-a3`,
          TypeData: 'FEATURE1',
          items: [
            {
              imageLink: own[0]?.imgUrls[0],
              altText: 'Craft',
              Heading: 'Crafted in India',
              Description: 'Made by artisans we know by name.',
            },
            {
              imageLink: own[1]?.imgUrls[0] ?? own[0]?.imgUrls[0],
              altText: 'Care',
              Heading: 'Checked by hand',
              Description: 'Every order is inspected before dispatch.',
            },
          ],
        },
        {
          id: `${store.id}-a4`,
          TypeData: 'FEATURE2',
          items: ['Free delivery from ₹499', 'Easy 2-day returns', 'Cash on delivery', 'Secure payments'].map(
            (Heading, i) => ({
              imageLink: own[i % Math.max(own.length, 1)]?.imgUrls[0],
              altText: Heading,
              Heading,
              Description: 'On every order from this store.',
            }),
          ),
        },
      ],
    });
  }
  return out;
}
