/**
 * The schema's migrations (Drizzle's folder and journal): applying them, and telling which ones a database
 * lacks. Drizzle records each applied migration in drizzle.__drizzle_migrations with its journal time and
 * applies those newer than the last recorded one; "pending" below uses the same rule.
 *
 * A migration may include a file of server/db (a database function kept in one place, functions/*.sql) with
 * a line `--> include: functions/name.sql sha256:<hex>`: applying the migration runs the file's text there.
 * The sha256 is the file's as the migration was written: a database that ran the migration keeps that
 * function, so the newest migration including a file must name its hash now, or an edit would reach fresh
 * databases only (tests/unit/function-hashes.test.ts; docs/development.md, "Database functions"). The hash
 * Drizzle records stays its own, of the migration file as written.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';
import type { Db, Rows } from './open.ts';

export const migrationsFolder = path.join(import.meta.dirname, 'migrations');
const includesFolder = import.meta.dirname;
const INCLUDE = /^--> include: (\S+)(?:[ \t]+sha256:([0-9a-f]{64}))?[ \t]*$/gm;

function includedPath(file: string): string {
  const resolved = path.resolve(includesFolder, file);
  if (!resolved.startsWith(includesFolder + path.sep)) throw new Error(`include outside server/db: ${file}`);
  return resolved;
}

/** A migration statement with each include line replaced by the text of the file it names. */
export function expandIncludes(statement: string): string {
  return statement.replace(INCLUDE, (_, file: string) => fs.readFileSync(includedPath(file), 'utf8'));
}

/** The files a migration's text includes, each with the hash its line records (null when it names none). */
export function includesIn(migration: string): { file: string; sha256: string | null }[] {
  return [...migration.matchAll(INCLUDE)].map(([, file, sha256]) => ({ file: file!, sha256: sha256 ?? null }));
}

/** The sha256 (hex) of an included file as it is now. */
export function includedHash(file: string): string {
  return crypto
    .createHash('sha256')
    .update(fs.readFileSync(includedPath(file)))
    .digest('hex');
}

/** Drizzle's reading of the folder, with the includes expanded. */
export function readMigrations(): MigrationMeta[] {
  return readMigrationFiles({ migrationsFolder }).map((migration) => ({
    ...migration,
    sql: migration.sql.map(expandIncludes),
  }));
}

type Migrating = { dialect: { migrate: (m: MigrationMeta[], session: unknown, c: object) => Promise<void> } };

/** Drizzle's migrate (the same table, hashes and rule) over the expanded migrations. */
async function applyMigrations(db: Db): Promise<void> {
  const { dialect, session } = db as unknown as Migrating & { session: unknown };
  await dialect.migrate(readMigrations(), session, { migrationsFolder });
}

/**
 * A fixed key for pg_advisory_lock: two release steps started at once take turns, and the second finds
 * nothing left to do (Drizzle's migrator alone would race on creating its table and on each migration).
 */
export const MIGRATION_LOCK_KEY = 7_346_120_516;

type JournalEntry = { tag: string; when: number };

export function journal(): JournalEntry[] {
  const file = path.join(migrationsFolder, 'meta', '_journal.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { entries: JournalEntry[] }).entries;
}

/** The tags of the migrations this code has and the database lacks (all of them on a fresh database). */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const { rows: table } = (await db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  )) as unknown as Rows<{ present: boolean }>;
  let last = -1;
  if (table[0]?.present) {
    const { rows } = (await db.execute(
      sql`select max(created_at) as last from drizzle.__drizzle_migrations`,
    )) as unknown as Rows<{ last: string | number | null }>;
    last = rows[0]?.last === null || rows[0]?.last === undefined ? -1 : Number(rows[0].last);
  }
  return journal()
    .filter((entry) => entry.when > last)
    .map((entry) => entry.tag);
}

/**
 * Applies the pending migrations to a PostgreSQL database on one connection of its own, under the advisory
 * lock. Answers the tags it applied (none when another run had already done it).
 */
export async function migratePostgres(url: string): Promise<string[]> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Held by this session; ending the connection releases it too, should anything below throw.
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const db = drizzle({ client }) as unknown as Db;
    const pending = await pendingMigrations(db);
    if (pending.length) await applyMigrations(db);
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    return pending;
  } finally {
    await client.end();
  }
}

/** PGlite: one process owns the data directory (open.ts's lock file), so no advisory lock is needed. */
export async function migratePglite(db: Db): Promise<string[]> {
  const pending = await pendingMigrations(db);
  if (pending.length) await applyMigrations(db);
  return pending;
}
