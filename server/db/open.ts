/**
 * Opens the database: PostgreSQL through DATABASE_URL (node-postgres), otherwise embedded PGlite in
 * DATA_DIR/pglite. Migrations run on open unless `migrate: false` (serving processes: the release step,
 * `npm run db:migrate`, applies them). One process per PGlite data directory: a lock file says who owns it.
 * With PostgreSQL, DATABASE_READ_URL's replicas are opened beside it for the catalog's reads (reads.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';
import { config } from '../config.ts';
import { log } from '../log.ts';
import { migratePglite, migratePostgres } from './migrations.ts';
import { openReplicas, type ReadReplicas, type ReplicaOptions } from './replicas.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** What `db.execute` answers on both drivers (node-postgres and PGlite), which the generic Db types as unknown. */
export type Rows<T> = { rows: T[] };
export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Read replicas for the catalog's reads: PostgreSQL with DATABASE_READ_URL only. */
  replicas?: ReadReplicas | null;
  close: () => Promise<void>;
};

export type OpenOptions = {
  databaseUrl?: string | null;
  /** Replica addresses; DATABASE_READ_URL's when the primary is DATABASE_URL's too. */
  readUrls?: string[];
  replicaOptions?: Omit<ReplicaOptions, 'poolSize'>;
  dataDir?: string;
  migrate?: boolean;
  /** PGlite only: run it in a worker thread and read it through node-postgres (pglite-thread.ts): for builds. */
  thread?: boolean;
};

export async function openDatabase(options: OpenOptions = {}): Promise<Database> {
  const fromConfig = options.databaseUrl === undefined;
  const databaseUrl = fromConfig ? config.databaseUrl : options.databaseUrl;
  const readUrls = options.readUrls ?? (fromConfig ? config.databaseReadUrls : []);
  const migrate = options.migrate ?? true;
  if (databaseUrl) return openPostgres(databaseUrl, migrate, readUrls, options.replicaOptions);
  // A replica is a copy of a PostgreSQL primary: the embedded database has none.
  if (readUrls.length)
    log.warn('DATABASE_READ_URL is ignored without DATABASE_URL: every read goes to the embedded database');
  return openPglite(options.dataDir ?? config.dataDir, migrate, options.thread ?? false);
}

/** Connections per process: a PostgreSQL server's max_connections must cover WEB_CONCURRENCY × this. */
export function poolSize(env: Record<string, string | undefined> = process.env): number {
  const size = Number(env.PG_POOL_SIZE ?? 10);
  if (!Number.isInteger(size) || size < 1)
    throw new Error(`PG_POOL_SIZE must be a whole number of 1 or more (got "${env.PG_POOL_SIZE}")`);
  return size;
}

async function openPostgres(
  url: string,
  migrate: boolean,
  readUrls: string[],
  replicaOptions: OpenOptions['replicaOptions'] = {},
): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  // Before the pool exists, on a connection of its own (a pool of 1 could not lend a second one).
  if (migrate) await migratePostgres(url);
  const pool = new pg.Pool({ connectionString: url, max: poolSize() });
  survivesLostConnections(pool, 'PostgreSQL');
  const db = drizzle({ client: pool, schema });
  // A replica that does not answer is logged and set aside (replicas.ts): the start goes on.
  const replicas = readUrls.length ? await openReplicas(readUrls, { ...replicaOptions, poolSize: poolSize() }) : null;
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    replicas,
    close: async () => {
      await replicas?.close();
      await pool.end();
    },
  };
}

/**
 * An idle connection the server ends (restart, failover, admin; a build's database thread that failed) is
 * dropped from the pool, not fatal. So is one lost while checked out between queries (inside a transaction):
 * its next query fails, the transaction rolls back and the pool drops it. Without these listeners node-postgres
 * throws and ends the process.
 */
function survivesLostConnections(pool: import('pg').Pool, server: string): void {
  pool.on('error', (error) => log.error({ err: error.message }, `${server} connection lost`));
  pool.on('connect', (client) =>
    client.on('error', (error) => log.error({ err: error.message }, `${server} connection lost in use`)),
  );
}

type Opened = { db: Db; close: () => Promise<void> };

/** PGlite's folder, held by this process (the lock file) while open, in place or on a thread of its own. */
async function openPglite(dataDir: string, migrate: boolean, thread: boolean): Promise<Database> {
  const dir = path.join(dataDir, 'pglite');
  fs.mkdirSync(dir, { recursive: true });
  const releaseLock = takeLock(path.join(dataDir, 'pglite.lock'));
  let opened: Opened | undefined;
  try {
    opened = thread ? await pgliteOnThread(dir) : await pgliteInPlace(dir);
    if (migrate) await migratePglite(opened.db);
    const { db, close } = opened;
    return {
      db,
      kind: 'pglite',
      close: async () => {
        await close();
        releaseLock();
      },
    };
  } catch (error) {
    await opened?.close();
    releaseLock();
    throw error;
  }
}

async function pgliteInPlace(dir: string): Promise<Opened> {
  const { createPglite } = await import('./pglite-create.ts');
  const { drizzle } = await import('drizzle-orm/pglite');
  const client = await createPglite(dir);
  return { db: drizzle({ client, schema }) as unknown as Db, close: () => client.close() };
}

/** For a build: PGlite in a worker thread, read through node-postgres (pglite-thread.ts). */
async function pgliteOnThread(dir: string): Promise<Opened> {
  const { startPgliteThread } = await import('./pglite-thread.ts');
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const thread = await startPgliteThread(dir, (error) =>
    log.error({ err: error.message }, "the embedded database's thread failed"),
  );
  // The socket speaks no TLS whatever PGSSLMODE says; the one connection is kept, not closed when idle.
  const pool = new pg.Pool({ ...thread.connection, ssl: false, max: 1, idleTimeoutMillis: 0, allowExitOnIdle: true });
  survivesLostConnections(pool, "The embedded database's thread:");
  return {
    db: drizzle({ client: pool, schema }) as unknown as Db,
    close: async () => {
      await pool.end();
      await thread.close();
    },
  };
}

/** Refuses a data directory another live process holds; a stale lock (dead pid) is taken over. */
function takeLock(file: string): () => void {
  try {
    const owner = Number(fs.readFileSync(file, 'utf8'));
    if (owner && owner !== process.pid && isAlive(owner)) {
      throw new Error(
        `The embedded database in ${path.dirname(file)} is in use by process ${owner}. ` +
          'Stop it first, or set DATA_DIR to another folder.',
      );
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.writeFileSync(file, String(process.pid));
  return () => {
    try {
      if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
    } catch {
      /* already gone */
    }
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Runs fn in one transaction. Drizzle's transaction type differs per driver while the queries are the same,
 * so the one cast lives here and callers receive a plain Db.
 */
export function withTransaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => fn(tx as unknown as Db));
}
