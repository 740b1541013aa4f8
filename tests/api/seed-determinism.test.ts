/**
 * The seed writes the same catalog whatever its batch size: two databases seeded with the same seed, one 7
 * products a batch and one 64, hold the same rows, search rows included. A small head (40) puts two thirds of
 * the 120 products in the batches past it (two batches of 64, twelve of 7), where each product draws from
 * (seed, its index). The search rows, computed batch by batch, are what one refresh over the whole catalog
 * computes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, withTransaction, type Database, type Rows } from '../../server/db/open.ts';
import { seed } from '../../server/seed/run.ts';
import { bothDatabases, createPostgresDatabase } from './harness.ts';
import { prepareMigratedPglite } from './pglite-templates.ts';

const PRODUCTS = 120;
const HEAD = 40;
const seededAt = new Date('2026-12-01T08:00:00Z');

/** Every row of the tables a seed writes that the batches touch, in a stable order, as text. */
const SNAPSHOT = {
  products: 'select * from products order by id',
  variants: 'select * from variants order by id',
  posts: 'select * from posts order by id',
  product_search:
    'select product_id, doc::text, in_stock, rating, created_at, price, discount, store_id, colors, sizes, material from product_search order by product_id',
  search_terms: 'select term from search_terms order by term',
  home_sections: 'select * from home_sections order by id',
  collection_products: 'select * from collection_products order by 1, 2',
  orders: 'select id, user_id, seller_id, created_at from orders order by id',
} as const;

async function snapshot(database: Database): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [table, query] of Object.entries(SNAPSHOT)) {
    const { rows } = (await database.db.execute(sql.raw(query))) as unknown as Rows<unknown>;
    out[table] = JSON.stringify(rows);
  }
  return out;
}

describe.each(bothDatabases)('the seed in batches ($name)', (target) => {
  const opened: { database: Database; drop: () => Promise<void> }[] = [];
  const seeded: Record<string, string>[] = [];

  async function open(): Promise<Database> {
    if (target.url) {
      const made = await createPostgresDatabase(target.url);
      const database = await openDatabase({ databaseUrl: made.url });
      opened.push({ database, drop: made.drop });
      return database;
    }
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vastra-seed-'));
    await prepareMigratedPglite(dataDir); // initdb and the migrations are not what this file tests
    const database = await openDatabase({ databaseUrl: null, dataDir });
    opened.push({ database, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) });
    return database;
  }

  beforeAll(async () => {
    for (const batch of [7, 64]) {
      const database = await open();
      const lines: string[] = [];
      await seed(database.db, {
        products: PRODUCTS,
        head: HEAD,
        batch,
        seededAt,
        cdnDir: '/nowhere',
        images: false,
        log: (line) => lines.push(line),
      });
      // A progress line per batch: the head's and the rest's, each cut to the batch size.
      expect(lines.filter((l) => l.startsWith('batch ')).length).toBe(
        Math.ceil(HEAD / batch) + Math.ceil((PRODUCTS - HEAD) / batch),
      );
      seeded.push(await snapshot(database));
    }
  });

  afterAll(async () => {
    for (const { database, drop } of opened) {
      await database.close();
      await drop();
    }
  });

  it('writes the same rows whatever the batch size', () => {
    const [small, large] = seeded;
    expect(JSON.parse(small!.products!)).toHaveLength(PRODUCTS);
    expect(JSON.parse(small!.product_search!)).toHaveLength(PRODUCTS);
    // The smaller catalog still writes every kind of row the batches touch, so each comparison compares something.
    for (const table of ['posts', 'search_terms', 'home_sections', 'collection_products', 'orders'])
      expect(JSON.parse(small![table]!).length, table).toBeGreaterThan(0);
    for (const table of Object.keys(SNAPSHOT)) expect(small![table], table).toBe(large![table]);
  });

  it('writes the search rows one refresh over the whole catalog writes', async () => {
    const { database } = opened[0]!;
    const before = seeded[0]!;
    await withTransaction(database.db, async (t) => {
      await t.execute(sql`select set_config('vastra.search_defer', 'on', true)`);
      await t.execute(sql`delete from product_search`);
      await t.execute(sql`delete from search_terms`);
      await t.execute(sql`update products set rating = 0`);
      await t.execute(sql`select search_refresh_all()`);
    });
    const after = await snapshot(database);
    for (const table of ['products', 'product_search', 'search_terms']) expect(after[table], table).toBe(before[table]);
  });
});
