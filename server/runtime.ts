/**
 * One database and one app per process, shared by whoever asks first: the static build (in-process
 * catalog reads), the dev server middleware and the serving processes. Kept on globalThis because the
 * build's bundled modules and the server's own modules are separate module instances.
 *
 * Two ways to open it. Preparing (the default: `npm start`'s first step, `npm run dev`, `astro build`)
 * migrates and seeds an empty database outside production. Serving (`npm run serve`, its workers) does
 * neither: it refuses a database that lacks a migration, so simultaneous starts never race on the schema.
 */
import { openDatabase, type Database } from './db/open.ts';
import { pendingMigrations } from './db/migrations.ts';
import { createApp, type App } from './app.ts';
import { readsOf } from './db/reads.ts';
import { recentWriters } from './db/recent-writers.ts';
import { followWriters } from './db/writer-notices.ts';
import { sql } from 'drizzle-orm';
import * as schema from './db/schema.ts';
import { config } from './config.ts';
import { assertProductionReady } from './production.ts';
import { log } from './log.ts';
import { followCatalogChanges } from './catalog/catalog-feed.ts';

export type Runtime = { database: Database; app: App };

const KEY = Symbol.for('vastra.runtime');
/** Set by the Astro integration while `astro build` runs (see src/build/api-integration.ts). */
export const SITE_BUILD = Symbol.for('vastra.siteBuild');
/**
 * Set by a build that npm start runs while it prepares the database itself (scripts/build-once.ts): the build's
 * bundling needs no database, so the two go on at once, and the build opens the database once it is handed over.
 */
export const DATABASE_HANDOVER = Symbol.for('vastra.databaseHandover');
type Holder = { [KEY]?: Promise<Runtime>; [SITE_BUILD]?: boolean; [DATABASE_HANDOVER]?: () => Promise<void> };

/** Seeding truncates users, orders and wallets, so only an empty database outside production gets the demo catalog. */
export function shouldSeed({ production, empty }: { production: boolean; empty: boolean }): boolean {
  return empty && !production;
}

/** The serving processes' refusal when the release step has not run (exported for its test). */
export class MigrationsPendingError extends Error {
  readonly pending: string[];
  constructor(pending: string[]) {
    super(
      `The database lacks ${pending.length} migration(s) (${pending.join(', ')}): run \`npm run db:migrate\` (the release step) before serving.`,
    );
    this.pending = pending;
  }
}

/**
 * Opens once per process: preparing (migrate, and seed an empty database outside production), or with
 * `serve: true` only checking that every migration is applied. The first caller's way wins.
 */
export function getRuntime(options: { serve?: boolean } = {}): Promise<Runtime> {
  const holder = globalThis as Holder;
  if (holder[KEY]) return holder[KEY];
  const building = holder[SITE_BUILD] === true;
  // Astro's build sets NODE_ENV=production itself when it is unset, so there only a PostgreSQL database
  // counts as production (production never runs on embedded PGlite).
  const production = process.env.NODE_ENV === 'production' && (!building || Boolean(config.databaseUrl));
  const handover = holder[DATABASE_HANDOVER];
  delete holder[DATABASE_HANDOVER];
  const runtime = (async () => {
    await handover?.();
    // Refuse a half-configured production before the database is touched. The build only reads the
    // catalog and holds no secrets, so it is exempt.
    if (!building) assertProductionReady();
    const database = options.serve ? await openServing() : await openPrepared(production, building);
    // Serving processes on one PostgreSQL clear each other's catalog cache (the build lives seconds: no feed).
    if (!building) await followCatalogChanges(database, config.databaseUrl);
    // With read replicas: a shopper's write through another process sends their reads to the primary here too.
    const writers = recentWriters();
    const announce = building ? undefined : await followWriters(database, config.databaseUrl, writers);
    return { database, app: createApp(database.db, { reads: readsOf(database, { writers, announce }) }) };
  })();
  holder[KEY] = runtime;
  // A failed open is not kept, so the next caller tries again.
  runtime.catch(() => {
    if (holder[KEY] === runtime) delete holder[KEY];
  });
  return runtime;
}

async function openPrepared(production: boolean, building: boolean): Promise<Database> {
  // A build's embedded database runs on a thread of its own, so its reads overlap the rendering (db/pglite-thread.ts).
  const database = await openDatabase({ thread: building });
  const empty = !(await hasProducts(database));
  if (shouldSeed({ production, empty })) {
    // The seed (and @faker-js/faker, a dev dependency) loads only here: a serving process, and production
    // with `npm ci --omit=dev`, never import it (tests/unit/prod-imports.test.ts keeps it that way).
    const { DEMO_PRODUCTS, seed } = await import('./seed/run.ts');
    log.info(`empty database: seeding the demo catalog (${DEMO_PRODUCTS} products)`);
    await seed(database.db, {
      products: DEMO_PRODUCTS,
      cdnDir: config.cdnDir,
      log: (line) => log.info(`seed: ${line}`),
    });
    // The replicas may not have replayed the new catalog yet: this process (a build, npm start) reads the primary.
    if (database.replicas) {
      log.info('just seeded: catalog reads in this process go to the primary, not the read replicas');
      await database.replicas.close();
      database.replicas = null;
    }
  } else if (empty) {
    log.warn(
      'empty production database: serving no products until a catalog is loaded (the demo seed is never run here)',
    );
  }
  return database;
}

async function hasProducts(database: Database): Promise<boolean> {
  const rows = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(schema.products)
    .limit(1);
  return (rows[0]?.n ?? 0) > 0;
}

async function openServing(): Promise<Database> {
  const database = await openDatabase({ migrate: false });
  const pending = await pendingMigrations(database.db).catch(async (error: Error) => {
    await database.close();
    throw error;
  });
  if (pending.length) {
    await database.close();
    throw new MigrationsPendingError(pending);
  }
  return database;
}

export async function closeRuntime(): Promise<void> {
  const holder = globalThis as Holder;
  const runtime = holder[KEY];
  delete holder[KEY];
  const opened = await runtime?.catch(() => null);
  if (opened) await opened.database.close();
}
