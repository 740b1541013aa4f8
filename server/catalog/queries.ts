/** Catalog reads: product detail, product cards, home sections and the store list, in the spec's shapes. */
import { and, asc, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { oneOf } from '../db/text-array.ts';
import * as t from '../db/schema.ts';
import { sellerHtml } from './seller-html.ts';
import type {
  BannerItem,
  BrandCard,
  CustomSection,
  HomeSections,
  Product,
  ProductCard,
  ProductDetail,
  Review,
  Varient,
} from '../reply-schemas/catalog.ts';
import type { StoreListEntry } from '../reply-schemas/stores.ts';

type ProductRow = typeof t.products.$inferSelect;
type VariantRow = typeof t.variants.$inferSelect;

const RELATED_LIMIT = 8;

export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    SellerUserId: row.sellerUserId,
    categoryId: row.categoryId,
    productName: row.name,
    productDesc: sellerHtml(row.description),
    productImgUrls: row.imgUrls,
    productSellingPrice: row.sellingPrice,
    productMRP: row.mrp,
    productStock: row.stock,
    productSpecs: row.specs,
  };
}

export function toCard(
  row: Pick<ProductRow, 'id' | 'sellerUserId' | 'name' | 'description' | 'imgUrls' | 'sellingPrice' | 'mrp'>,
): ProductCard {
  return {
    id: row.id,
    SellerUserId: row.sellerUserId,
    productName: row.name,
    productDesc: sellerHtml(row.description),
    productImgUrls: row.imgUrls,
    productSellingPrice: row.sellingPrice,
    productMRP: row.mrp,
  };
}

function toVarient(row: VariantRow): Varient {
  return {
    id: row.id,
    VarientColor: row.color,
    VarientSize: row.size,
    VarientImgUrl: row.imgUrls,
    VarientPrice: row.price,
    VarientMrp: row.mrp,
    VarientQuantity: row.quantity,
  };
}

const cardColumns = {
  id: t.products.id,
  sellerUserId: t.products.sellerUserId,
  name: t.products.name,
  description: t.products.description,
  imgUrls: t.products.imgUrls,
  sellingPrice: t.products.sellingPrice,
  mrp: t.products.mrp,
};

/** The newest few products of each seller, ranked per seller: the related-products row. */
function relatedRanked(db: Db, sellers: string[]) {
  return db
    .select({
      ...cardColumns,
      rn: sql<number>`row_number() over (partition by ${t.products.sellerUserId} order by ${t.products.createdAt} desc, ${t.products.id})`.as(
        'rn',
      ),
    })
    .from(t.products)
    .where(inArray(t.products.sellerUserId, sellers))
    .as('ranked');
}

/** Details for many products at once (used by the single GET and the build listing alike). */
async function detailsFor(db: Db, rows: ProductRow[]): Promise<ProductDetail[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const sellers = [...new Set(rows.map((r) => r.sellerUserId))];
  const [variantRows, reviewRows, storeRows, related] = await Promise.all([
    db.select().from(t.variants).where(oneOf(t.variants.productId, ids)).orderBy(asc(t.variants.position)),
    // Reviews of blocked users are left out, and so are their ratings from the counts (spec §2.5).
    db
      .select({
        post: t.posts,
        reviewer: {
          id: t.users.id,
          fullname: t.users.fullname,
          displayname: t.users.displayname,
          profilePic: t.users.profilePicUrl,
          badge: t.users.badge,
        },
      })
      .from(t.posts)
      .innerJoin(t.users, eq(t.users.id, t.posts.userId))
      .where(and(oneOf(t.posts.productId, ids), sql`${t.posts.ratings} >= 0`, eq(t.users.isBlocked, false)))
      .orderBy(sql`${t.posts.createdAt} desc`),
    db.select({ id: t.stores.id, storeName: t.stores.storeName }).from(t.stores).where(inArray(t.stores.id, sellers)),
    db
      .select()
      .from(relatedRanked(db, sellers))
      .where(lte(sql`rn`, RELATED_LIMIT + 1)),
  ]);
  const storeNames = new Map(storeRows.map((s) => [s.id, s.storeName]));
  return rows.map((row) => {
    const reviews: Review[] = reviewRows
      .filter((r) => r.post.productId === row.id)
      .map(({ post, reviewer }) => ({
        id: post.id,
        UserId: post.userId,
        ratings: post.ratings ?? 0,
        postTitle: post.postTitle,
        postDesc: post.postDesc,
        imageUrls: post.imageUrls,
        createdAt: post.createdAt.toISOString(),
        noOflikes: post.noOflikes,
        verified: post.verified,
        // Ours beyond the spec: the reviewer's public profile, so a page needs no call per review.
        reviewer,
      }));
    const total = reviews.reduce((sum, r) => sum + r.ratings, 0);
    return {
      product: toProduct(row),
      varient: variantRows.filter((v) => v.productId === row.id).map(toVarient),
      storeName: storeNames.get(row.sellerUserId) ?? '',
      relatedProduct: related
        .filter((r) => r.sellerUserId === row.sellerUserId && r.id !== row.id)
        .slice(0, RELATED_LIMIT)
        .map(toCard),
      NoOfRatings: reviews.length,
      avgRatings: reviews.length ? Math.round((total / reviews.length) * 10) / 10 : 0,
      reviews,
    };
  });
}

export async function productDetail(db: Db, id: string): Promise<ProductDetail | null> {
  const rows = await db.select().from(t.products).where(eq(t.products.id, id));
  const [detail] = await detailsFor(db, rows);
  return detail ?? null;
}

export type CatalogOrder = 'id' | 'newest';

/**
 * A page of every product with its detail, for the static build: in id order (keyset on the id), or newest
 * first (keyset on created_at, id), which is how the build picks the products it prebuilds. The cursor is
 * the last id of the previous page in both orders; null when a newest-first cursor names no product.
 */
export async function catalogPage(db: Db, cursor: string | null, limit: number, order: CatalogOrder = 'id') {
  const newest = order === 'newest';
  if (
    newest &&
    cursor &&
    !(await db.select({ id: t.products.id }).from(t.products).where(eq(t.products.id, cursor))).length
  )
    return null;
  const after = newest
    ? sql`(${t.products.createdAt}, ${t.products.id}) < (select created_at, id from products where id = ${cursor})`
    : gt(t.products.id, cursor ?? '');
  const rows = await db
    .select()
    .from(t.products)
    .where(cursor ? after : undefined)
    .orderBy(...(newest ? [desc(t.products.createdAt), desc(t.products.id)] : [asc(t.products.id)]))
    .limit(limit);
  const [{ total } = { total: 0 }] = await db.select({ total: sql<number>`count(*)::int` }).from(t.products);
  return {
    items: await detailsFor(db, rows),
    nextCursor: rows.length === limit ? rows.at(-1)!.id : null,
    total,
  };
}

/**
 * Every product's address parts (id and store), light enough for a sitemap of any size: in id order, or
 * newest first (the order the build prebuilds in, so it can list the prebuilt pages without their detail).
 * null: a newest-first cursor no product has.
 */
export async function productPaths(db: Db, cursor: string | null, limit: number, order: CatalogOrder = 'id') {
  const newest = order === 'newest';
  if (
    newest &&
    cursor &&
    !(await db.select({ id: t.products.id }).from(t.products).where(eq(t.products.id, cursor))).length
  )
    return null;
  const after = newest
    ? sql`(${t.products.createdAt}, ${t.products.id}) < (select created_at, id from products where id = ${cursor})`
    : gt(t.products.id, cursor ?? '');
  const rows = await db
    .select({ id: t.products.id, SellerUserId: t.products.sellerUserId })
    .from(t.products)
    .where(cursor ? after : undefined)
    .orderBy(...(newest ? [desc(t.products.createdAt), desc(t.products.id)] : [asc(t.products.id)]))
    .limit(limit);
  return { items: rows, nextCursor: rows.length === limit ? rows.at(-1)!.id : null };
}

export async function productCards(db: Db, ids: string[]): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const rows = await db.select(cardColumns).from(t.products).where(oneOf(t.products.id, ids));
  const byId = new Map(rows.map((r) => [r.id, toCard(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function brandCards(db: Db, ids: string[]): Promise<BrandCard[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(t.stores).where(inArray(t.stores.id, ids));
  const byId = new Map(rows.map((s) => [s.id, s]));
  return ids.flatMap((id) => {
    const s = byId.get(id);
    return s
      ? [
          {
            id: s.id,
            name: s.storeName,
            img: s.backgroundImg ?? s.logo ?? '',
            logo: s.logo ?? undefined,
            tagline: s.tagline,
          },
        ]
      : [];
  });
}

/** Home ("home") or a category's marketplace sections, resolved from ids into cards, in server order. */
export async function homeSections(db: Db, tab: string): Promise<HomeSections> {
  const rows = await db
    .select()
    .from(t.homeSections)
    .where(eq(t.homeSections.tab, tab))
    .orderBy(asc(t.homeSections.position));
  const result: HomeSections = {
    webBanner: [],
    heroBanner: [],
    featuredBrands: [],
    favouriteBrands: [],
    exclusiveDeals: [],
    storeDiscovery: [],
    customSections: [],
  };
  for (const row of rows) {
    switch (row.kind) {
      case 'webBanner':
      case 'heroBanner':
        result[row.kind] = row.items as BannerItem[];
        break;
      case 'featuredBrands':
      case 'favouriteBrands':
      case 'storeDiscovery':
        result[row.kind] = await brandCards(db, row.items as string[]);
        break;
      case 'exclusiveDeals':
        result.exclusiveDeals = await productCards(db, row.items as string[]);
        break;
      case 'customSections': {
        const section: CustomSection = {
          id: row.id,
          title: row.title,
          products: await productCards(db, row.items as string[]),
        };
        if (section.products.length) result.customSections.push(section);
        break;
      }
    }
  }
  return result;
}

export async function storeList(db: Db): Promise<StoreListEntry[]> {
  const rows = await db.select().from(t.stores).orderBy(asc(t.stores.storeName));
  return rows.map((s) => ({
    id: s.id,
    backgroundImg: s.backgroundImg,
    logo: s.logo,
    sellerData: { id: s.id, storeName: s.storeName },
  }));
}

export async function categoryExists(db: Db, id: string): Promise<boolean> {
  const rows = await db.select({ id: t.categories.id }).from(t.categories).where(eq(t.categories.id, id));
  return rows.length > 0;
}
