/**
 * The catalog change feed on PostgreSQL (server/catalog/catalog-feed.ts): a notice committed by another
 * connection clears this process's cache, and while the feed's connection is gone nothing is cached until
 * it listens again.
 */
import { EventEmitter, once } from 'node:events';
import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { openDatabase } from '../../server/db/open.ts';
import { CATALOG_CHANNEL, cached, invalidateCatalog } from '../../server/catalog/cache.ts';
import { followCatalogChanges, listenForCatalogChanges } from '../../server/catalog/catalog-feed.ts';
import { createPostgresDatabase, postgresOnly } from './harness.ts';

const url = postgresOnly[0]?.url;

describe.runIf(url)('the catalog change feed', () => {
  it('clears the cache on a committed notice, reads through while disconnected, and reconnects', async () => {
    const own = await createPostgresDatabase(url!);
    const database = await openDatabase({ databaseUrl: own.url });
    const events = new EventEmitter();
    const feed = await listenForCatalogChanges(database.db, own.url, (event) => events.emit(event));
    const admin = new pg.Client({ connectionString: own.url });
    await admin.connect();
    let loads = 0;
    const read = () => cached(database.db, 'product:feed-test', async () => ++loads);
    try {
      expect([await read(), await read()]).toEqual([1, 1]);

      // Another process's change to everything (a bare notice).
      const notice = once(events, 'notice');
      await admin.query(`select pg_notify('${CATALOG_CHANNEL}', '')`);
      await notice;
      expect([await read(), await read()]).toEqual([2, 2]);

      // The feed's connection ends (a restart, a failover): notices would be missed, so nothing is cached.
      const lost = once(events, 'lost');
      const back = once(events, 'listening');
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'vastra-catalog-feed' and datname = current_database()`,
      );
      await lost;
      expect([await read(), await read()]).toEqual([3, 4]);
      await back;
      expect([await read(), await read()]).toEqual([5, 5]);
    } finally {
      await admin.end();
      await feed.close();
      await database.close();
      await own.drop();
    }
  });
});

describe.runIf(url)('catalog change notices between two processes', () => {
  it('an order-like change in one drops only the named products in the other; a price change drops everything', async () => {
    const own = await createPostgresDatabase(url!);
    // Two databases opened apart stand for two processes: each has its own cache, feed and notices.
    const [one, two] = [await openDatabase({ databaseUrl: own.url }), await openDatabase({ databaseUrl: own.url })];
    const events = new EventEmitter();
    await followCatalogChanges(one, own.url);
    const feed = await listenForCatalogChanges(two.db, own.url, (event) => events.emit(event));
    let loads = 0;
    const read = (key: string) => cached(two.db, key, async () => `${key} #${++loads}`);
    try {
      expect([await read('product:a'), await read('product:b'), await read('home:all')]).toEqual([
        'product:a #1',
        'product:b #2',
        'home:all #3',
      ]);

      let notice = once(events, 'notice');
      invalidateCatalog(one.db, ['a']);
      await notice;
      expect([await read('product:a'), await read('product:b'), await read('home:all')]).toEqual([
        'product:a #4',
        'product:b #2',
        'home:all #3',
      ]);

      notice = once(events, 'notice');
      invalidateCatalog(one.db);
      await notice;
      expect([await read('product:a'), await read('product:b'), await read('home:all')]).toEqual([
        'product:a #5',
        'product:b #6',
        'home:all #7',
      ]);
    } finally {
      await feed.close();
      await two.close();
      await one.close();
      await own.drop();
    }
  });
});
