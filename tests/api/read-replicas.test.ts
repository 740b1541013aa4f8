/**
 * Read replicas on a real PostgreSQL streaming replica (scripts/pg-replica.ts): which reads go to it,
 * a shopper's own reads after a write, a replica that lags, one that stops and comes back, and one that
 * does not answer at start. A replica that replays nothing while the primary changes a product's name makes
 * the two tell apart: the old name came from the replica, the new one from the primary.
 *
 * Runs whenever a PostgreSQL server is given (DATABASE_URL, as .ci/run sets it when one answers); with
 * none, vitest reports the suite as skipped. Once a server is there, a replica that cannot be made fails
 * the suite with pg_basebackup's or pg_ctl's words.
 */
import { EventEmitter, once } from 'node:events';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { openDatabase } from '../../server/db/open.ts';
import { readsOf, type Reads } from '../../server/db/reads.ts';
import { READ_YOUR_WRITES_MS, recentWriters } from '../../server/db/recent-writers.ts';
import type { ReplicaEvent } from '../../server/db/replicas.ts';
import { shareWriters, type WriterEvent } from '../../server/db/writer-notices.ts';
import { createApp } from '../../server/app.ts';
import { createLogger } from '../../server/log.ts';
import { postgresOnly, startTestApi, type TestApi } from './harness.ts';
import { startReplicaCluster, type ReplicaCluster } from '../../scripts/pg-replica.ts';

const url = postgresOnly[0]?.url;

describe.runIf(url)('read replicas (a streaming replica of DATABASE_URL’s server)', () => {
  let replica: ReplicaCluster;
  let api: TestApi;
  const lines: string[] = [];
  const logged = (words: string) => lines.filter((line) => line.includes(words)).length;
  const events = new EventEmitter();
  /** The read-your-writes window's clock, moved by the tests (no waiting). */
  let now = Date.now();
  let shopper: string;
  let product: { id: string; name: string };
  let variantId: string;

  beforeAll(async () => {
    replica = await startReplicaCluster(url!);
    const logger = createLogger({ level: 'info', destination: { write: (line: string) => void lines.push(line) } });
    api = await startTestApi(postgresOnly[0]!, 24, {
      urls: (database) => [replica.url(database)],
      caughtUp: replica.caughtUp,
      open: { logger, retryFirstMs: 200, retryLastMs: 400, observe: (e: ReplicaEvent) => events.emit(e.event, e) },
      reads: { logger, writers: recentWriters(READ_YOUR_WRITES_MS, () => now) },
    });
    const [row] = await api.database.db
      .select({ id: t.variants.id, productId: t.variants.productId, name: t.products.name })
      .from(t.variants)
      .innerJoin(t.products, eq(t.products.id, t.variants.productId))
      .where(sql`${t.variants.quantity} > 5`)
      .limit(1);
    product = { id: row!.productId, name: row!.name };
    variantId = row!.id;
    const [user] = await api.database.db.select({ phone: t.users.phone }).from(t.users).limit(1);
    shopper = (await api.login(user!.phone)).accessToken;
    await replica.caughtUp();
  });
  afterAll(async () => {
    await api?.close();
    replica?.remove();
  });

  /** The suite's own database on the primary, and the replica's address for it. */
  const ownUrls = async () => {
    const { rows } = (await api.database.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const name = rows[0]!.name;
    const primaryUrl = new URL(url!);
    primaryUrl.pathname = `/${name}`;
    return { primary: primaryUrl.href, replica: replica.url(name) };
  };
  const rename = (name: string) =>
    api.database.db.update(t.products).set({ name }).where(eq(t.products.id, product.id));
  /** The product's name in its card (POST /product/list, never cached), as the caller reads it. */
  const cardName = async (token?: string) => {
    const reply = await api.call('POST', 'product/list', { token, body: { ids: [product.id] } });
    expect(reply.status).toBe(200);
    return reply.body.data[0].productName as string;
  };
  const since = (before: ReturnType<TestApi['reads']['counts']>) => {
    const after = api.reads.counts();
    return {
      replica: after.replica - before.replica,
      primary: after.primary - before.primary,
      ownWrite: after.ownWrite - before.ownWrite,
      fallback: after.fallback - before.fallback,
    };
  };

  it('sends catalog reads, search and the build’s reads to the replica', async () => {
    const before = api.reads.counts();
    expect(await cardName()).toBe(product.name);
    expect((await api.get(`product/${product.id}`)).status).toBe(200);
    expect((await api.get('userstore/getAll')).status).toBe(200);
    expect((await api.get(`search/products?q=${encodeURIComponent(product.name.split(' ')[0]!)}`)).status).toBe(200);
    // The build's reads: its catalog pages and the sitemap's product paths.
    expect((await api.get('catalog/products?limit=5')).body.data.items).toHaveLength(5);
    expect((await api.get('catalog/product-paths?limit=5')).body.data.items).toHaveLength(5);
    expect(since(before)).toEqual({ replica: 6, primary: 0, ownWrite: 0, fallback: 0 });
    expect(api.database.replicas!.answering()).toEqual({ [api.database.replicas!.names[0]!]: true });
  });

  it('while the replica lags: others read the replica; the shopper reads the primary for the window after a write', async () => {
    // Added before the lag, and the window of that write has passed: the shopper is a reader like any other.
    const add = await api.call('POST', 'userCart', {
      token: shopper,
      body: { productId: product.id, varaint: variantId, quantity: 1, reference: false },
    });
    expect(add.status).toBe(200);
    now += READ_YOUR_WRITES_MS + 1;
    await replica.caughtUp();

    await replica.pauseReplay();
    try {
      await rename('Renamed on the primary');
      // The replica has not replayed the rename: catalog reads show the old name, to the shopper too.
      expect(await cardName()).toBe(product.name);
      expect(await cardName(shopper)).toBe(product.name);
      // The bag decides money and stock: it reads the primary, lag or not.
      const bag = await api.call('GET', 'userCart', { token: shopper });
      expect(bag.body.data.find((line: any) => line.variantId === variantId).Product.productName).toBe(
        'Renamed on the primary',
      );
      // A POST that only reads (a list of ids) is no write: the shopper still reads the replica.
      expect(await cardName(shopper)).toBe(product.name);

      // The shopper's own write: from its reply on, their catalog reads go to the primary.
      const before = api.reads.counts();
      const write = await api.call('PUT', 'userCart', {
        token: shopper,
        body: { id: bag.body.data[0].id, quantity: 2 },
      });
      expect(write.status).toBe(200);
      expect(await cardName(shopper)).toBe('Renamed on the primary');
      expect(await cardName()).toBe(product.name);
      expect(since(before)).toEqual({ replica: 1, primary: 0, ownWrite: 1, fallback: 0 });

      // Just before the window ends, still the primary; after it, the (still lagging) replica again.
      now += READ_YOUR_WRITES_MS - 1;
      expect(await cardName(shopper)).toBe('Renamed on the primary');
      now += 2;
      expect(await cardName(shopper)).toBe(product.name);
    } finally {
      await replica.resumeReplay();
    }
    await replica.caughtUp();
    expect(await cardName()).toBe('Renamed on the primary');
  });

  it('a replica that stops: the read is answered from the primary, the log says so, and it is used again once it answers', async () => {
    await rename('Read while the replica is down');
    await replica.caughtUp();
    const down = once(events, 'down');
    replica.stop();
    const before = api.reads.counts();
    expect(await cardName()).toBe('Read while the replica is down');
    await down;
    expect(logged('read replica failed: catalog reads go to the primary')).toBe(1);
    // Set aside: the next reads go straight to the primary, and succeed.
    expect(await cardName()).toBe('Read while the replica is down');
    expect((await api.get('userstore/getAll')).status).toBe(200);
    expect(since(before)).toEqual({ replica: 0, primary: 2, ownWrite: 0, fallback: 1 });

    const up = once(events, 'up');
    replica.start();
    await up;
    expect(logged('read replica answering again')).toBe(1);
    await replica.caughtUp();
    await replica.pauseReplay();
    try {
      await rename('Not yet on the replica');
      expect(await cardName()).toBe('Read while the replica is down');
    } finally {
      await replica.resumeReplay();
    }
  });

  it('a write through one process sends the writer’s reads to the primary in another too; unheard, every signed-in read goes there', async () => {
    const urls = await ownUrls();
    const [other] = await api.database.db.select({ phone: t.users.phone }).from(t.users).limit(1).offset(1);
    const bystander = (await api.login(other!.phone)).accessToken;
    // Two serving processes: each its own pools, writers and notices, on the same primary and replica.
    const processes: {
      reads: Reads;
      app: ReturnType<typeof createApp>;
      events: EventEmitter;
      close: () => Promise<void>;
    }[] = [];
    for (let n = 0; n < 2; n++) {
      const database = await openDatabase({ databaseUrl: urls.primary, readUrls: [urls.replica], migrate: false });
      const writers = recentWriters();
      const events = new EventEmitter();
      // Reconnecting after 1 s, so the reads while it does not listen are surely made before it listens again.
      const notices = await shareWriters(database, urls.primary, writers, {
        observe: (event: WriterEvent) => events.emit(event),
        firstRetryMs: 1_000,
      });
      const reads = readsOf(database, { writers, announce: notices.announce });
      processes.push({
        reads,
        app: createApp(database.db, { reads }),
        events,
        close: async () => {
          await notices.close();
          await database.close();
        },
      });
    }
    const [one, two] = processes as [(typeof processes)[0], (typeof processes)[0]];
    const nameIn = async (app: ReturnType<typeof createApp>, token?: string) => {
      const reply = await app.request('/api/v1/product/list', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ ids: [product.id] }),
      });
      return ((await reply.json()) as { data: { productName: string }[] }).data[0]!.productName;
    };
    await replica.caughtUp();
    const before = await cardName();
    await replica.pauseReplay();
    try {
      await rename('Renamed while two processes serve');
      expect([await nameIn(two.app, shopper), await nameIn(two.app, bystander)]).toEqual([before, before]);

      const heard = once(two.events, 'notice');
      const bag = await one.app.request('/api/v1/userCart', { headers: { Authorization: `Bearer ${shopper}` } });
      const lineId = ((await bag.json()) as { data: { id: string }[] }).data[0]!.id;
      const write = await one.app.request('/api/v1/userCart', {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${shopper}` },
        body: JSON.stringify({ id: lineId, quantity: 1 }),
      });
      expect(write.status).toBe(200);
      await heard;
      expect(await nameIn(two.app, shopper)).toBe('Renamed while two processes serve');
      expect([await nameIn(two.app, bystander), await nameIn(two.app)]).toEqual([before, before]);

      // The second process's listening connection ends: until it listens again it hears no writer, so every
      // signed-in user's reads go to the primary there; anonymous reads still go to the replica.
      const lost = once(two.events, 'lost');
      const back = once(two.events, 'listening');
      const admin = new pg.Client({ connectionString: urls.primary });
      await admin.connect();
      try {
        await admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'vastra-writer-notices' and datname = current_database()`,
        );
      } finally {
        await admin.end();
      }
      await lost;
      expect([await nameIn(two.app, bystander), await nameIn(two.app)]).toEqual([
        'Renamed while two processes serve',
        before,
      ]);
      await back;
      expect(await nameIn(two.app, bystander)).toBe(before);
    } finally {
      await replica.resumeReplay();
      for (const process of processes) await process.close();
    }
  });

  it('a replica that does not answer at start: logged, and the start and every read go on from the primary', async () => {
    const lost: string[] = [];
    const logger = createLogger({ level: 'info', destination: { write: (line: string) => void lost.push(line) } });
    const urls = await ownUrls();
    // A port where nothing listens: the replica's, while it is stopped.
    replica.stop();
    try {
      const database = await openDatabase({
        databaseUrl: urls.primary,
        readUrls: [urls.replica],
        migrate: false,
        replicaOptions: { logger, retryFirstMs: 60_000 },
      });
      try {
        expect(lost.filter((line) => line.includes('read replica not answering at start')).length).toBe(1);
        expect(database.replicas!.answering()).toEqual({ [database.replicas!.names[0]!]: false });
        const reads = readsOf(database, { logger });
        const app = createApp(database.db, { reads });
        const reply = await app.request('/api/v1/userstore/getAll');
        expect(reply.status).toBe(200);
        expect(reads.counts()).toEqual({ replica: 0, primary: 1, ownWrite: 0, fallback: 0 });
      } finally {
        await database.close();
      }
    } finally {
      replica.start();
    }
  });
});
