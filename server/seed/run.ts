/**
 * Writes the demo catalog into the database (batched: the products past the demo data's are generated and
 * written a batch at a time, so a million-product bench catalog takes bounded memory) and its art plan: the
 * images are drawn as /cdn is first asked for them (server/demo-art.ts), not here.
 */
import { sql } from 'drizzle-orm';
import { withTransaction, type Db } from '../db/open.ts';
import * as schema from '../db/schema.ts';
import { planCatalog } from './catalog.ts';
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

/** Replaces the demo catalog with a freshly generated one of the given size. */
export async function seed(
  db: Db,
  options: { products: number; cdnDir: string; images?: boolean; log?: (line: string) => void; seededAt?: Date },
) {
  const log = options.log ?? (() => {});
  const started = performance.now();
  // Only the demo shopper's returnable order follows the clock (so its return window is open after seeding).
  const { catalog, rest } = planCatalog({ products: options.products, seededAt: options.seededAt ?? new Date() });
  const counts = { products: catalog.products.length, variants: catalog.variants.length, posts: catalog.posts.length };
  const logCounts = (what: string) =>
    log(`${what} ${counts.products} products, ${counts.variants} variants, ${counts.posts} reviews`);
  logCounts('generated');
  await withTransaction(db, async (t) => {
    await t.execute(sql.raw(`truncate table ${SEED_TRUNCATES.join(', ')} cascade`));
    // Search rows, ratings and vocabulary once at the end, not by trigger per batch (each product would be
    // written three times: insert, its variants, its reviews). Local to this transaction.
    await t.execute(sql`select set_config('vastra.search_defer', 'on', true)`);
    await insertBatched(t, schema.categories, catalog.categories);
    await insertBatched(t, schema.users, catalog.users);
    await insertBatched(t, schema.stores, catalog.stores);
    await insertBatched(t, schema.products, catalog.products);
    await insertBatched(t, schema.variants, catalog.variants);
    await insertBatched(t, schema.posts, catalog.posts);
    await insertBatched(t, schema.homeSections, catalog.homeSections);
    await insertBatched(t, schema.coupons, catalog.coupons);
    const { storefronts: sf, shoppers: sh } = catalog;
    await insertBatched(t, schema.storeCategories, sf.storeCategories);
    await insertBatched(t, schema.collections, sf.collections);
    await insertBatched(t, schema.collectionProducts, sf.collectionProducts);
    await insertBatched(t, schema.users, sh.users);
    await insertBatched(t, schema.posts, sh.posts);
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
    let logged = counts.products;
    for (const batch of rest) {
      await insertBatched(t, schema.products, batch.products);
      await insertBatched(t, schema.variants, batch.variants);
      await insertBatched(t, schema.posts, batch.posts);
      counts.products += batch.products.length;
      counts.variants += batch.variants.length;
      counts.posts += batch.posts.length;
      if (counts.products - logged >= 50_000) {
        logged = counts.products;
        logCounts('written');
      }
    }
    // Still deferred: the ratings it sets do not write each product's search row again by trigger.
    await t.execute(sql`select search_refresh_all()`);
    await t.execute(sql`select set_config('vastra.search_defer', 'off', true)`);
    // Badges are earned: each from the seeded shopper's reviews, posts and likes, as a new review would set it.
    await refreshAllBadges(t);
  });
  logCounts('database written:');
  log(`database written in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  if (options.images === false) return catalog;
  copyLensClips(options.cdnDir);
  // The plan is complete only now: the batches of a large catalog add their colours as they are generated.
  const plan = writeArtPlan(options.cdnDir, catalog.art);
  log(
    `art plan written: ${artJobs(plan).length * IMAGE_WIDTHS.length} images, each drawn when /cdn is first asked for it; seed done in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return catalog;
}
