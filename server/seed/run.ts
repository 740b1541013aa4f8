/**
 * Writes the demo catalog into the database (batched: the products past the demo data's are generated and
 * written a batch at a time, so a million-product bench catalog takes bounded memory) and its art plan: the
 * images are drawn as /cdn is first asked for them (server/demo-art.ts), not here.
 */
import { sql } from 'drizzle-orm';
import { withTransaction, type Db } from '../db/open.ts';
import * as schema from '../db/schema.ts';
import { textArray } from '../db/text-array.ts';
import { DEFAULT_BATCH, planCatalog, type Catalog, type ProductBatch } from './catalog.ts';
import { insertRows } from './bulk-insert.ts';
import { artJobs } from './art.ts';
import { writeArtPlan } from './art-plan.ts';
import { IMAGE_WIDTHS } from '../../src/lib/images.ts';
import { LENS_CLIPS } from './shoppers.ts';
import { promisedDay } from '../delivery/delivery.ts';
import { refreshAllBadges } from '../social/reviews.ts';
import fs from 'node:fs';
import path from 'node:path';

const BATCH = 1000;

/** The demo catalog's size: what an empty database is seeded with (npm start, the browser tests). */
export const DEMO_PRODUCTS = 600;

/** What a seed empties first (cascading to carts, orders, wallets, addresses and everything else that refers to them). */
export const SEED_TRUNCATES = [
  'home_sections',
  'coupons',
  'posts',
  'variants',
  'products',
  'stores',
  'users',
  'categories',
] as const;

/** The Lens video clips are seed assets (rendered once from the demo art with ffmpeg), copied to the CDN. */
export function copyLensClips(cdnDir: string) {
  const target = path.join(cdnDir, 'lens');
  fs.mkdirSync(target, { recursive: true });
  for (let n = 1; n <= LENS_CLIPS; n++) {
    fs.copyFileSync(path.join(import.meta.dirname, 'assets', `lens-${n}.webm`), path.join(target, `clip-${n}.webm`));
  }
}

async function insertBatched<T extends Record<string, unknown>>(db: Db, table: Parameters<Db['insert']>[0], rows: T[]) {
  for (let i = 0; i < rows.length; i += BATCH) {
    await db.insert(table).values(rows.slice(i, i + BATCH) as never);
  }
}

/**
 * Writes these products' search rows as search_refresh_all() would for the whole catalog: their
 * product_search rows and their words in the vocabulary (search_terms_refresh) (and, with `ratings`, their ratings
 * from their reviews first: a generated product comes with its own). Run with vastra.search_defer on, once
 * their variants and reviews are in.
 */
async function refreshSearch(t: Db, ids: string[], { ratings = false } = {}) {
  if (!ids.length) return;
  const list = textArray(ids);
  if (ratings)
    await t.execute(sql`
      update products p set rating = r.rating
      from (select product_id, avg(ratings)::real as rating from posts
            where product_id = any(${list}) and ratings >= 0 group by product_id) r
      where r.product_id = p.id and p.rating is distinct from r.rating`);
  await t.execute(sql`select search_refresh(${list})`);
  await t.execute(sql`select search_terms_refresh(${list})`);
}

export type SeedOptions = {
  products: number;
  cdnDir: string;
  images?: boolean;
  log?: (line: string) => void;
  seededAt?: Date;
  /** The random seed (catalog.ts SEED by default). */
  seed?: number;
  /** Products written (and their search rows computed) per batch; catalog.ts DEFAULT_BATCH by default. */
  batch?: number;
  /** catalog.ts HEAD_PRODUCTS unless a test asks for fewer (so a small catalog has batches past its head). */
  head?: number;
};

export type SeedResult = {
  catalog: Catalog;
  counts: { products: number; variants: number; posts: number };
  /** Wall time of the database part (the art is not counted). */
  seconds: number;
  /** This process's peak resident memory so far, in MB. */
  peakRssMb: number;
};

const peakRssMb = () => process.resourceUsage().maxRSS / 1024;

/** Replaces the demo catalog with a freshly generated one of the given size. */
export async function seed(db: Db, options: SeedOptions): Promise<SeedResult> {
  const log = options.log ?? (() => {});
  const started = performance.now();
  const batchSize = options.batch ?? DEFAULT_BATCH;
  // Only the demo shopper's returnable order follows the clock (so its return window is open after seeding).
  const { catalog, rest } = planCatalog({
    products: options.products,
    seededAt: options.seededAt ?? new Date(),
    seed: options.seed,
    batch: batchSize,
    head: options.head,
  });
  const counts = { products: 0, variants: 0, posts: 0 };
  const batches =
    Math.ceil(catalog.products.length / batchSize) +
    Math.ceil((options.products - catalog.products.length) / batchSize);
  let batchNumber = 0;
  /** One batch of products with their variants and reviews, then their search rows; a progress line. */
  const writeBatch = async (t: Db, batch: ProductBatch) => {
    await insertRows(t, schema.products, batch.products);
    await insertRows(t, schema.variants, batch.variants);
    await insertRows(t, schema.posts, batch.posts);
    await refreshSearch(
      t,
      batch.products.map((p) => p.id!),
    );
    counts.products += batch.products.length;
    counts.variants += batch.variants.length;
    counts.posts += batch.posts.length;
    const seconds = (performance.now() - started) / 1000;
    log(
      `batch ${++batchNumber} of ${batches}: ${counts.products.toLocaleString('en-IN')} of ${options.products.toLocaleString('en-IN')} products ` +
        `(${counts.variants.toLocaleString('en-IN')} variants, ${counts.posts.toLocaleString('en-IN')} reviews) in ${seconds.toFixed(1)} s, ` +
        `${Math.round(process.memoryUsage().rss / 1024 / 1024)} MB resident`,
    );
  };
  await withTransaction(db, async (t) => {
    await t.execute(sql.raw(`truncate table ${SEED_TRUNCATES.join(', ')} cascade`));
    // Search rows, ratings and vocabulary per batch once its variants and reviews are in, not by trigger per
    // statement (each product would be written three times: insert, its variants, its reviews). Local to this
    // transaction.
    await t.execute(sql`select set_config('vastra.search_defer', 'on', true)`);
    await insertBatched(t, schema.categories, catalog.categories);
    await insertBatched(t, schema.users, catalog.users);
    await insertBatched(t, schema.stores, catalog.stores);
    for (const batch of headBatches(catalog, batchSize)) await writeBatch(t, batch);
    await insertBatched(t, schema.homeSections, catalog.homeSections);
    await insertBatched(t, schema.coupons, catalog.coupons);
    const { storefronts: sf, shoppers: sh } = catalog;
    await insertBatched(t, schema.storeCategories, sf.storeCategories);
    await insertBatched(t, schema.collections, sf.collections);
    await insertBatched(t, schema.collectionProducts, sf.collectionProducts);
    await insertBatched(t, schema.users, sh.users);
    await insertBatched(t, schema.posts, sh.posts);
    // The demo shoppers' own reviews change their products' ratings.
    await refreshSearch(t, [...new Set(sh.posts.flatMap((p) => (p.productId ? [p.productId] : [])))], {
      ratings: true,
    });
    await insertBatched(t, schema.follows, sh.follows);
    await insertBatched(t, schema.wallets, sh.wallets);
    await insertBatched(t, schema.walletTransactions, sh.walletTransactions);
    await insertBatched(t, schema.addresses, sh.addresses);
    // The demo orders carry the day they promised, by the rule placing an order uses.
    const storeOf = new Map(catalog.stores.map((s) => [s.id, s]));
    const promised = sh.orders.map((o) => ({
      ...o,
      expectedDelivery: promisedDay(
        storeOf.get(o.sellerId),
        (o.address as { pinCode?: string }).pinCode ?? '',
        o.createdAt ?? new Date(),
      ),
    }));
    await insertBatched(t, schema.orders, promised);
    await insertBatched(t, schema.orderLines, sh.orderLines);
    await insertBatched(t, schema.orderStatusHistory, sh.orderStatusHistory);
    await insertBatched(t, schema.orderRequests, sh.orderRequests);
    await insertBatched(t, schema.droptrackEntries, sh.droptrackEntries);
    await insertBatched(t, schema.priceHistory, sh.priceHistory);
    await insertBatched(t, schema.savedProducts, sh.savedProducts);
    await insertBatched(t, schema.favouriteStores, sh.favouriteStores);
    await insertBatched(t, schema.notifications, sh.notifications);
    await insertBatched(t, schema.referralCredits, sh.referralCredits);
    // The rest of a large catalog, generated as it is written.
    for (const batch of rest) await writeBatch(t, batch);
    await t.execute(
      sql`insert into search_terms (term) select search_terms_of(store_name) from stores on conflict do nothing`,
    );
    await t.execute(sql`select set_config('vastra.search_defer', 'off', true)`);
    // Badges are earned: each from the seeded shopper's reviews, posts and likes, as a new review would set it.
    await refreshAllBadges(t);
  });
  // The planner's statistics, as after any bulk load: autovacuum gathers them only later, and not at all where it
  // is off. A build right after the seed read its listings with default estimates: at 100,000 products from
  // PostgreSQL its listing pages took 41 s without them and 27 s with them (docs/performance.md, "The build's CPU").
  await db.execute(sql`analyze`);
  const seconds = (performance.now() - started) / 1000;
  const result = { catalog, counts, seconds, peakRssMb: peakRssMb() };
  log(
    `database written: ${counts.products.toLocaleString('en-IN')} products, ${counts.variants.toLocaleString('en-IN')} variants, ` +
      `${counts.posts.toLocaleString('en-IN')} reviews in ${seconds.toFixed(1)} s, peak memory ${Math.round(result.peakRssMb)} MB`,
  );
  if (options.images === false) return result;
  copyLensClips(options.cdnDir);
  // The plan is complete only now: the batches of a large catalog add their colours as they are generated.
  const plan = writeArtPlan(options.cdnDir, catalog.art);
  const peak = peakRssMb();
  log(
    `art plan written: ${artJobs(plan).length * IMAGE_WIDTHS.length} images, each drawn when /cdn is first asked for it; seed done in ${((performance.now() - started) / 1000).toFixed(1)} s, peak memory ${Math.round(peak)} MB`,
  );
  return { ...result, peakRssMb: peak };
}

/** The head's products (generated whole) cut into batches of the same size as the rest's. */
function* headBatches(catalog: Catalog, size: number): Generator<ProductBatch> {
  const variantsOf = Map.groupBy(catalog.variants, (v) => v.productId);
  const postsOf = Map.groupBy(catalog.posts, (p) => p.productId);
  for (let start = 0; start < catalog.products.length; start += size) {
    const products = catalog.products.slice(start, start + size);
    yield {
      products,
      variants: products.flatMap((p) => variantsOf.get(p.id!) ?? []),
      posts: products.flatMap((p) => postsOf.get(p.id!) ?? []),
    };
  }
}
