/**
 * Migrated and seeded PostgreSQL databases, one per catalog size, made once per test run: a suite's own database
 * is a copy (CREATE DATABASE … TEMPLATE, a file copy inside the server) instead of a new one migrated and seeded
 * again. The run's name prefix comes from tests/api/global-setup.ts, which drops them when the run ends.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase } from '../../server/db/open.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresTemplates: string;
  }
}

const made = new Map<number, Promise<string>>();

/** The name of this run's migrated database seeded with `products`, made by the first suite that asks. */
export function postgresTemplate(adminUrl: string, products: number): Promise<string> {
  if (!made.has(products)) made.set(products, make(adminUrl, `${inject('postgresTemplates')}_${products}`, products));
  return made.get(products)!;
}

async function make(adminUrl: string, name: string, products: number): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // The two test workers may ask for the same size at once: one makes it while the other waits on the lock.
    await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!exists.rowCount) {
      await admin.query(`create database ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      try {
        await migrateAndSeed(url.href, products);
      } catch (error) {
        await admin.query(`drop database if exists ${name} with (force)`); // no half-made template to copy
        throw error;
      }
    }
  } finally {
    await admin.end(); // ends the session, and with it the advisory lock
  }
  return name;
}

async function migrateAndSeed(url: string, products: number): Promise<void> {
  const database = await openDatabase({ databaseUrl: url });
  const cdnDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vastra-template-cdn-')); // the seed's art plan, not kept
  try {
    const { seed } = await import('../../server/seed/run.ts');
    await seed(database.db, { products, cdnDir, images: false });
  } finally {
    fs.rmSync(cdnDir, { recursive: true, force: true });
    // CREATE DATABASE … TEMPLATE waits (up to 5 s) for these connections' backends to be gone.
    await database.close();
  }
}
