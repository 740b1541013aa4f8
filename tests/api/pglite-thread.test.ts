/**
 * The embedded database on a thread of its own, as a build opens it (server/db/pglite-thread.ts): the same
 * folder, read and written through node-postgres, with PostgreSQL's errors and transactions; closing it lets the
 * folder go (lock file, socket folder), and the process's own flags never reach the worker.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { createPglite } from '../../server/db/pglite-create.ts';
import { failingFast } from '../../server/db/pglite-fail-fast.ts';
import { openDatabase, withTransaction, type Database, type Rows } from '../../server/db/open.ts';
import { pgliteOnly } from './harness.ts';
import { preparePglite } from './pglite-templates.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
let dataDir: string;
let database: Database;

/** node-postgres's settings: its host is the folder of the worker's socket. */
const poolOptions = (db: Database['db']) =>
  (db as unknown as { $client: { options: { host: string } } }).$client.options;

// A build's way of opening the embedded database: there is no PostgreSQL twin.
describe.each(pgliteOnly)('$name', () => {
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-thread-'));
    await preparePglite(dataDir, 8);
    database = await openDatabase({ databaseUrl: null, dataDir, thread: true });
  });

  afterAll(async () => {
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function count(db: Database['db'], table: string): Promise<number> {
    const { rows } = (await db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as Rows<{
      n: number;
    }>;
    return rows[0]!.n;
  }

  describe('PGlite on its own thread', () => {
    it('reads the folder it was given through node-postgres', async () => {
      expect(await count(database.db, 'products')).toBe(8);
      expect(database.kind).toBe('pglite');
      // node-postgres's client, not PGlite's: the queries leave this thread.
      expect((database.db as unknown as { $client: object }).$client.constructor.name).toBe('BoundPool');
    });

    it('answers parallel reads, each with its own rows', async () => {
      const ids = ['a', 'b', 'c', 'd', 'e', 'f'];
      const answers = await Promise.all(
        ids.map((id) => database.db.execute(sql`select ${id}::text as id, pg_sleep(0.01) is null as slept`)),
      );
      expect(answers.map((a) => (a as unknown as Rows<{ id: string }>).rows[0]!.id)).toEqual(ids);
    });

    it("keeps PostgreSQL's error codes and rolls a failed transaction back", async () => {
      await database.db.execute(sql`create table thread_probe (id int primary key)`);
      const failed = withTransaction(database.db, async (tx) => {
        await tx.execute(sql`insert into thread_probe values (1)`);
        await tx.execute(sql`insert into thread_probe values (1)`);
      });
      await expect(failed).rejects.toMatchObject({ cause: { code: '23505' } });
      expect(await count(database.db, 'thread_probe')).toBe(0);
      await withTransaction(database.db, (tx) => tx.execute(sql`insert into thread_probe values (2)`));
      expect(await count(database.db, 'thread_probe')).toBe(1);
    });

    it('closes: the lock and the socket folder are gone, and what it wrote is on disk', async () => {
      const socketDir = poolOptions(database.db).host;
      expect(fs.readdirSync(socketDir)).toEqual(['.s.PGSQL.5432']);
      await database.close();
      expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
      expect(fs.existsSync(socketDir)).toBe(false);
      database = await openDatabase({ databaseUrl: null, dataDir });
      expect(await count(database.db, 'thread_probe')).toBe(1);
    });
  });

  it('rejects a folder it cannot open, and leaves neither the lock nor the thread behind', async () => {
    const bad = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-bad-'));
    try {
      fs.mkdirSync(path.join(bad, 'pglite'));
      fs.writeFileSync(path.join(bad, 'pglite', 'PG_VERSION'), '99\n'); // not a data folder PGlite can open
      await expect(openDatabase({ databaseUrl: null, dataDir: bad, thread: true })).rejects.toThrow(/PGlite/);
      expect(fs.existsSync(path.join(bad, 'pglite.lock'))).toBe(false);
    } finally {
      fs.rmSync(bad, { recursive: true, force: true });
    }
  });

  describe('a build process', () => {
    it('opens the embedded database on the thread, and ends without closing it, its socket folder gone', async () => {
      // A build preloads scripts/open-database-first.ts, which opens the runtime as the build's; a worker that
      // inherited that flag (or NODE_OPTIONS) would open the database again, and again in its own worker. Astro's CLI
      // ends without closing the runtime: the thread must not hold the process open.
      const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-build-'));
      await preparePglite(buildDir, 8); // a catalog, so the build seeds nothing
      try {
        const script = `
          const { getRuntime } = await import('./server/runtime.ts');
          const { database } = await getRuntime();
          const { rows } = await database.db.$client.query('select count(*)::int as n from products');
          console.log(JSON.stringify({ client: database.db.$client.constructor.name, socketDir: database.db.$client.options.host, products: rows[0].n }));`;
        const run = spawnSync(
          process.execPath,
          ['--import', './scripts/open-database-first.ts', '--input-type=module', '-e', script],
          {
            cwd: root,
            encoding: 'utf8',
            env: {
              ...process.env,
              DATA_DIR: buildDir,
              DATABASE_URL: '',
              CATALOG_API_URL: '',
              NODE_OPTIONS: '--import ./scripts/open-database-first.ts',
              LOG_LEVEL: 'warn',
            },
            timeout: 60_000,
          },
        );
        expect(run.status, run.stderr).toBe(0);
        const seen = JSON.parse(run.stdout.trim().split('\n').pop()!);
        expect(seen).toMatchObject({ client: 'BoundPool', products: 8 });
        expect(fs.existsSync(seen.socketDir)).toBe(false);
      } finally {
        fs.rmSync(buildDir, { recursive: true, force: true });
      }
    }, 90_000);
  });

  describe('when PGlite throws under a query', () => {
    it("the socket's guard hears it, and that query fails instead of waiting", async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-fail-'));
      const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vastra-pglite-'));
      await preparePglite(dir, 8);
      const pglite = await createPglite(path.join(dir, 'pglite'));
      // The engine failing as a WebAssembly abort would: the protocol call throws instead of answering.
      let broken = false;
      const breakable = new Proxy(pglite, {
        get(target, property) {
          const value: unknown = Reflect.get(target, property, target);
          if (property === 'execProtocolRawStream' && broken)
            return () => Promise.reject(new Error('RuntimeError: unreachable'));
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
      const heard: unknown[] = [];
      const server = new PGLiteSocketServer({
        db: failingFast(breakable, (error) => heard.push(error)),
        path: path.join(socketDir, '.s.PGSQL.5432'),
      });
      await server.start();
      const client = new pg.Client({ host: socketDir, port: 5432, user: 'postgres', database: 'postgres', ssl: false });
      client.on('error', () => {}); // the socket closing under the failed query
      try {
        await client.connect();
        expect((await client.query('select count(*)::int as n from products')).rows).toEqual([{ n: 8 }]);
        expect(heard).toEqual([]);
        broken = true;
        await expect(client.query('select 1')).rejects.toThrow();
        expect(heard).toEqual([new Error('RuntimeError: unreachable')]);
      } finally {
        await client.end().catch(() => {});
        await server.stop();
        await pglite.close();
        fs.rmSync(dir, { recursive: true, force: true });
        fs.rmSync(socketDir, { recursive: true, force: true });
      }
    });
  });
});
