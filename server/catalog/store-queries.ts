/** Store pages: storefront and about blocks, categories, collections and offers, with store product cards. */
import { and, asc, avg, count, countDistinct, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { oneOf } from '../db/text-array.ts';
import * as t from '../db/schema.ts';
import { sellerHtml, servedAboutBlocks } from './seller-html.ts';
import { percentOff } from '../../src/lib/rules/price.ts';
import { orderSizes } from '../../src/lib/rules/sizes.ts';
import type { AboutBlock, ColorView, StoreBlock, StoreDetails, StoreProductCard } from '../reply-schemas/stores.ts';

/** The store-list card (stores-and-social §3) plus what filters and sorts need: one type, shared with the storefront. */
export type { StoreProductCard };

/**
 * How many products one round of store-card queries reads. A large listing (an offer lists its store's whole
 * stock: ten thousand products, sixty thousand variants at 100,000 products) is read in rounds of this many,
 * so no one result set holds it all: PGlite's memory grows to the largest result it has held and never
 * shrinks, and the build reads every listing in the process that renders the pages.
 */
const CARDS_PER_ROUND = 1000;

export async function storeCards(db: Db, productIds: string[]): Promise<StoreProductCard[]> {
  const cards: StoreProductCard[] = [];
  for (let from = 0; from < productIds.length; from += CARDS_PER_ROUND)
    cards.push(...(await storeCardsRound(db, productIds.slice(from, from + CARDS_PER_ROUND))));
  return cards;
}

async function storeCardsRound(db: Db, productIds: string[]): Promise<StoreProductCard[]> {
  if (!productIds.length) return [];
  const [rows, variantRows, ratingRows] = await Promise.all([
    db.select().from(t.products).where(oneOf(t.products.id, productIds)),
    db
      .select({
        id: t.variants.id,
        productId: t.variants.productId,
        color: t.variants.color,
        size: t.variants.size,
        quantity: t.variants.quantity,
        imgUrls: t.variants.imgUrls,
        position: t.variants.position,
      })
      .from(t.variants)
      .where(oneOf(t.variants.productId, productIds)),
    db
      .select({ productId: t.posts.productId, avg: avg(t.posts.ratings), n: count() })
      .from(t.posts)
      .innerJoin(t.users, eq(t.users.id, t.posts.userId))
      .where(and(oneOf(t.posts.productId, productIds), sql`${t.posts.ratings} >= 0`, eq(t.users.isBlocked, false)))
      .groupBy(t.posts.productId),
  ]);
  const byId = new Map(rows.map((p) => [p.id, p]));
  // Grouped once: a large listing (thousands of products, tens of thousands of variants) stays linear.
  const variantsOf = Map.groupBy(variantRows, (v) => v.productId);
  const ratingOf = new Map(ratingRows.map((r) => [r.productId, r]));
  return productIds.flatMap((id) => {
    const p = byId.get(id);
    if (!p) return [];
    const vs = variantsOf.get(id) ?? [];
    const rating = ratingOf.get(id);
    return [
      {
        productId: p.id,
        SellerUserId: p.sellerUserId,
        productImg: p.imgUrls,
        productPrice: p.sellingPrice,
        productMRP: p.mrp,
        productDiff: percentOff(p.mrp, p.sellingPrice) ?? 0,
        productName: p.name,
        productDesc: sellerHtml(p.description),
        colors: vs.length ? [...new Set(vs.map((v) => v.color))] : [p.specs.color ?? ''].filter(Boolean),
        sizes: orderSizes(vs.length ? vs.map((v) => v.size) : [p.specs.size ?? ''].filter(Boolean)),
        material: p.specs.material ?? null,
        style: p.specs.style ?? null,
        categoryId: p.categoryId,
        inStock: p.stock > 0,
        avgRatings: rating ? Math.round(Number(rating.avg) * 10) / 10 : 0,
        NoOfRatings: rating ? Number(rating.n) : 0,
        createdAt: p.createdAt.toISOString(),
        colorViews: colorViews(vs),
      },
    ];
  });
}

/** Per colour, in the product's variant order: its first variant in stock (else its first), with two images. */
function colorViews(
  vs: { id: string; color: string; quantity: number; imgUrls: string[]; position: number }[],
): ColorView[] {
  const ordered = vs.toSorted((a, b) => a.position - b.position);
  const views: ColorView[] = [];
  for (const color of new Set(ordered.map((v) => v.color))) {
    const ofColour = ordered.filter((v) => v.color === color);
    const shown = ofColour.find((v) => v.quantity > 0) ?? ofColour[0]!;
    if (shown.imgUrls.length) views.push({ color, variantId: shown.id, images: shown.imgUrls.slice(0, 2) });
  }
  return views;
}

async function collectionProductIds(db: Db, collectionId: string, limit?: number): Promise<string[]> {
  const query = db
    .select({ id: t.collectionProducts.productId })
    .from(t.collectionProducts)
    .where(eq(t.collectionProducts.collectionId, collectionId))
    .orderBy(asc(t.collectionProducts.position));
  return (await (limit ? query.limit(limit) : query)).map((r) => r.id);
}

type Block = {
  id: string;
  typeData: string;
  collections?: { id: string; CollectionName: string }[];
  [key: string]: unknown;
};

/** Storefront and about blocks; collection blocks carry up to 10 products of their first collection. */
export async function storeDetails(db: Db, storeId: string): Promise<StoreDetails | null> {
  const [store] = await db.select().from(t.stores).where(eq(t.stores.id, storeId));
  if (!store) return null;
  const storeData = await Promise.all(
    (store.storeData as Block[]).map(async (block) => {
      if (block.typeData !== 'CATEGORY_COLLECTION_LIST' && block.typeData !== 'CUSTOM_COLLECTION_LIST') return block;
      const first = block.collections?.[0];
      return { ...block, products: first ? await storeCards(db, await collectionProductIds(db, first.id, 10)) : [] };
    }),
  );
  return {
    storeFront: {
      id: store.id,
      webBackgroundImage: store.backgroundImg,
      Logo: store.logo,
      storeName: store.storeName,
      tagline: store.tagline,
      // Authored JSON, written by the seed and the seller tools in these shapes (the reply test checks each one).
      storeData: storeData as StoreBlock[],
    },
    about: { webStoreData: servedAboutBlocks(store.aboutData) as AboutBlock[] },
  };
}

export async function storeCategory(db: Db, categoryId: string) {
  const [category] = await db.select().from(t.storeCategories).where(eq(t.storeCategories.id, categoryId));
  if (!category) return null;
  const rows = await db
    .select()
    .from(t.collections)
    .where(eq(t.collections.categoryId, categoryId))
    .orderBy(asc(t.collections.position));
  const collections = await Promise.all(
    rows.map(async (c) => ({
      id: c.id,
      CollectionName: c.name,
      products: await storeCards(db, await collectionProductIds(db, c.id)),
    })),
  );
  return {
    id: category.id,
    storeId: category.storeId,
    categoryName: category.name,
    collectionCount: collections.length,
    collections,
  };
}

export async function storeCollection(db: Db, collectionId: string) {
  const [collection] = await db.select().from(t.collections).where(eq(t.collections.id, collectionId));
  if (!collection) return null;
  return {
    collection: {
      id: collection.id,
      CollectionName: collection.name,
      storeId: collection.storeId,
      categoryId: collection.categoryId,
    },
    products: await storeCards(db, await collectionProductIds(db, collection.id)),
  };
}

/** An offer page: the coupon and the products of its store (in stock, newest first). */
export async function storeOffer(db: Db, couponId: string) {
  const [coupon] = await db
    .select()
    .from(t.coupons)
    .where(and(eq(t.coupons.id, couponId), gt(t.coupons.endDate, new Date())));
  if (!coupon) return null;
  const ids = (
    await db
      .select({ id: t.products.id })
      .from(t.products)
      .where(and(eq(t.products.sellerUserId, coupon.sellerUserId), gt(t.products.stock, 0)))
      .orderBy(sql`${t.products.createdAt} desc`)
  ).map((r) => r.id);
  return {
    coupon: {
      id: coupon.id,
      couponName: coupon.couponName,
      couponImage: coupon.couponImage,
      discountPercent: coupon.discountPercent,
      purchaseRequired: coupon.purchaseRequired,
      purchaseValue: coupon.purchaseValue,
      endDate: coupon.endDate.toISOString(),
      SellerUserId: coupon.sellerUserId,
    },
    products: await storeCards(db, ids),
  };
}

/**
 * Every store category, collection and live offer id, for the static build (ours), each with the number of
 * products its page lists (a category: its collections' products, each once; an offer: its store's products
 * in stock), so the build knows which listings are paged without reading their cards; a category also
 * carries its name and collectionCount (whether it opens, and the crumb to it).
 */
export async function storePageIds(db: Db) {
  const [categories, collections, offers, categoryCounts, collectionCounts, stockCounts, collectionsPerCategory] =
    await Promise.all([
      db
        .select({ id: t.storeCategories.id, storeId: t.storeCategories.storeId, name: t.storeCategories.name })
        .from(t.storeCategories),
      db.select({ id: t.collections.id, storeId: t.collections.storeId }).from(t.collections),
      db
        .select({ id: t.coupons.id, storeId: t.coupons.sellerUserId })
        .from(t.coupons)
        .where(gt(t.coupons.endDate, new Date())),
      db
        .select({ id: t.collections.categoryId, n: countDistinct(t.collectionProducts.productId) })
        .from(t.collectionProducts)
        .innerJoin(t.collections, eq(t.collections.id, t.collectionProducts.collectionId))
        .groupBy(t.collections.categoryId),
      db
        .select({ id: t.collectionProducts.collectionId, n: count() })
        .from(t.collectionProducts)
        .groupBy(t.collectionProducts.collectionId),
      db
        .select({ id: t.products.sellerUserId, n: count() })
        .from(t.products)
        .where(gt(t.products.stock, 0))
        .groupBy(t.products.sellerUserId),
      db.select({ id: t.collections.categoryId, n: count() }).from(t.collections).groupBy(t.collections.categoryId),
    ]);
  const counted = (rows: { id: string | null; n: number }[]) => new Map(rows.map((r) => [r.id, Number(r.n)]));
  const collectionsOf = counted(collectionsPerCategory);
  const withCount = <R extends { id: string; storeId: string }>(
    refs: R[],
    counts: Map<string | null, number>,
    key: (ref: R) => string,
  ) => refs.map((ref) => ({ ...ref, productCount: counts.get(key(ref)) ?? 0 }));
  return {
    categories: withCount(categories, counted(categoryCounts), (ref) => ref.id).map((ref) => ({
      ...ref,
      collectionCount: collectionsOf.get(ref.id) ?? 0,
    })),
    collections: withCount(collections, counted(collectionCounts), (ref) => ref.id),
    offers: withCount(offers, counted(stockCounts), (ref) => ref.storeId),
  };
}
