/**
 * Test databases: embedded PGlite in a temporary folder always, and PostgreSQL too when DATABASE_URL is set
 * (each suite gets its own database, dropped afterwards). Seeded with a small deterministic catalog.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../../server/db/open.ts';
import { seed } from '../../server/seed/run.ts';
import { createApp } from '../../server/app.ts';

export type Target = { name: 'pglite' | 'postgres'; url: string | null };

export const targets: Target[] = [
  { name: 'pglite', url: null },
  ...(process.env.DATABASE_URL ? [{ name: 'postgres' as const, url: process.env.DATABASE_URL }] : []),
];

export type TestApi = {
  database: Database;
  app: ReturnType<typeof createApp>;
  dataDir: string;
  get: (path: string, init?: RequestInit) => Promise<{ status: number; headers: Headers; body: any }>;
  /** Closes and opens the same database again, as a server restart would. */
  reopen: () => Promise<void>;
  close: () => Promise<void>;
};

async function createPostgresDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const { default: pg } = await import('pg');
  const name = `vastra_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export async function startTestApi(target: Target, products = 48): Promise<TestApi> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vastra-test-'));
  const pgDb = target.url ? await createPostgresDatabase(target.url) : null;
  const database = await openDatabase({ databaseUrl: pgDb?.url ?? null, dataDir });
  await seed(database.db, { products, cdnDir: path.join(dataDir, 'cdn'), images: false });
  const app = createApp(database.db);
  const api: TestApi = {
    database,
    app,
    dataDir,
    get: async (p, init) => {
      const response = await api.app.request(`/api/v1/${p}`, init);
      const text = await response.text();
      return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
    },
    reopen: async () => {
      await api.database.close();
      api.database = await openDatabase({ databaseUrl: pgDb?.url ?? null, dataDir });
      api.app = createApp(api.database.db);
    },
    close: async () => {
      await api.database.close();
      await pgDb?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return api;
}
