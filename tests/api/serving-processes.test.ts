/**
 * Real serving processes (node server/serve.ts): the release step apart from serving, draining on SIGTERM
 * with an order in flight, and WEB_CONCURRENCY workers behind one port. The order is held in flight by a
 * row lock this test takes on its variant, and SIGTERM is sent once PostgreSQL shows the order waiting on
 * it: a real window, no timers. Only PostgreSQL can be watched and locked from outside the process (and
 * several processes need it); on PGlite, creating a data folder costs each spawned process seconds, so the
 * embedded path is left to the in-process tests and npm start's browser tests.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gt } from 'drizzle-orm';
import pg from 'pg';
import * as t from '../../server/db/schema.ts';
import { openDatabase, type Database } from '../../server/db/open.ts';
import { journal } from '../../server/db/migrations.ts';
import { seed } from '../../server/seed/run.ts';
import { createPostgresDatabase, postgresOnly } from './harness.ts';
import { PLACE } from './checkout-fixture.ts';
import { spawnNode, startServe, type LogLine } from './serve-process.ts';

const adminUrl = postgresOnly[0]?.url;
const isServing = (line: LogLine) => (line.msg ?? '').startsWith('serving');

/** A GET on a new connection (no keep-alive pool): its status, or the connection error's code. */
function freshGet(url: string, headers: Record<string, string> = {}): Promise<number | string> {
  return new Promise((resolve) => {
    http
      .get(url, { agent: false, headers }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode!));
      })
      .on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

async function json(url: string, init: { method?: string; body?: unknown; token?: string } = {}) {
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers: { 'Content-Type': 'application/json', ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as { data: any } };
}

describe.runIf(adminUrl)('serving processes on PostgreSQL', () => {
  let own: { url: string; drop: () => Promise<void> };
  let dataDir: string;
  let env: Record<string, string>;
  let database: Database | undefined;

  beforeAll(async () => {
    own = await createPostgresDatabase(adminUrl!);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vastra-serve-'));
    env = { DATABASE_URL: own.url, DATA_DIR: dataDir, CDN_DIR: path.join(dataDir, 'cdn') };
  });
  afterAll(async () => {
    await database?.close();
    await own?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('a serving process refuses a database that lacks migrations, naming the release step', async () => {
    const refused = spawnNode('server/serve.ts', env);
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toContain('run `npm run db:migrate` (the release step) before serving');
    expect(refused.lines.some(isServing)).toBe(false);
  });

  it('two db:migrate runs at once apply each migration once', async () => {
    const runs = [spawnNode('server/db/migrate-cli.ts', env), spawnNode('server/db/migrate-cli.ts', env)];
    expect(await Promise.all(runs.map((run) => run.exited))).toEqual([0, 0]);
    const applied = runs.flatMap((run) => run.lines.flatMap((line) => line.applied ?? []));
    expect(applied).toEqual(journal().map((entry) => entry.tag));
    const client = new pg.Client({ connectionString: own.url });
    await client.connect();
    const { rows } = await client.query('select count(*)::int as n from drizzle.__drizzle_migrations');
    await client.end();
    expect(rows[0].n).toBe(journal().length);
  });

  it('SIGTERM while an order is being placed: no new connections, the order completes whole, exit 0', async () => {
    database = await openDatabase({ databaseUrl: own.url });
    await seed(database.db, { products: 24, cdnDir: env.CDN_DIR!, images: false });
    const server = await startServe(env);
    const api = `${server.base}/api/v1`;
    const locker = new pg.Client({ connectionString: own.url });
    const watcher = new pg.Client({ connectionString: own.url });
    await Promise.all([locker.connect(), watcher.connect()]);
    try {
      const [person] = await database.db.select().from(t.users).limit(1);
      const phone = person!.phone;
      expect(
        (await json(`${api}/otpless/signOtp`, { method: 'POST', body: { phoneNumber: phone, country_code: '91' } }))
          .status,
      ).toBe(200);
      const code = (await json(`${api}/dev/outbox?phone=${phone}`)).body.data[0].code as string;
      const token = (await json(`${api}/otpless/verifyOtp`, { method: 'PUT', body: { phoneNumber: phone, otp: code } }))
        .body.data.accessToken as string;
      const addressId = (await json(`${api}/address`, { method: 'POST', body: PLACE, token })).body.data.id as string;
      const [v] = await database.db
        .select()
        .from(t.variants)
        .where(and(gt(t.variants.quantity, 3), gt(t.variants.price, 600)))
        .limit(1);
      const [product] = await database.db.select().from(t.products).where(eq(t.products.id, v!.productId));

      await locker.query('begin');
      await locker.query('select id from variants where id = $1 for update', [v!.id]);
      const placing = json(`${api}/newOrder/create`, {
        method: 'POST',
        token,
        body: {
          orderType: 'Cod',
          codMain: false,
          addressId,
          shippingMode: 'S',
          useWallet: false,
          orderData: [
            {
              sellerId: product!.sellerUserId,
              couponIds: 'no_coupon',
              productIds: [v!.productId],
              variants: [v!.id],
              quantity: [2],
            },
          ],
        },
      });
      // The order's stock update now waits on the row lock: the request is in flight, mid-transaction.
      for (;;) {
        const { rows } = await watcher.query(
          "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
        );
        if (rows[0].n > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      server.child.kill('SIGTERM');
      await server.waitForLine((line) => (line.msg ?? '').startsWith('draining'));
      expect(await freshGet(`${api}/health`)).toBe('ECONNREFUSED');
      await locker.query('commit');

      const placed = await placing;
      expect(placed.status).toBe(200);
      // Answered while draining: the keep-alive socket is closed with it, so the process need not wait on it.
      expect(placed.headers.get('connection')).toBe('close');
      expect(await server.exited).toBe(0);

      const [orderId] = placed.body.data.orderIds as string[];
      const [order] = await database.db.select().from(t.orders).where(eq(t.orders.id, orderId!));
      const lines = await database.db.select().from(t.orderLines).where(eq(t.orderLines.orderId, orderId!));
      const [after] = await database.db.select().from(t.variants).where(eq(t.variants.id, v!.id));
      expect(order).toMatchObject({
        orderStatus: 'READY_FOR_PICKUP',
        orderCost: v!.price * 2,
        totalPaise: placed.body.data.totalcost * 100,
      });
      expect(lines.map((l) => [l.variantId, l.quantity, l.price])).toEqual([[v!.id, 2, v!.price]]);
      expect(after!.quantity).toBe(v!.quantity - 2);

      const messages = server.lines.map((line) =>
        line.path === '/api/v1/newOrder/create' ? `order ${line.status}` : line.msg,
      );
      expect(messages.slice(messages.indexOf('order 200') - 1)).toEqual([
        'draining: no new connections, finishing the requests in flight',
        'order 200',
        'drained: exiting',
      ]);
      expect(server.output()).not.toContain(token);
    } finally {
      await locker.end();
      await watcher.end();
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
    }
  });

  it('WEB_CONCURRENCY=2: two processes answer on one port; SIGTERM to the primary drains both and exits 0', async () => {
    const cluster = await startServe({ ...env, WEB_CONCURRENCY: '2' });
    try {
      await cluster.waitForLine(() => cluster.lines.filter(isServing).length === 2);
      const workers = cluster.lines.filter(isServing);
      expect(workers[1]!.port).toBe(workers[0]!.port);
      const answeredBy = new Set<number>();
      for (let i = 0; i < 6; i++) {
        expect(await freshGet(`${cluster.base}/api/v1/ready`, { 'X-Request-Id': `cluster-${i}` })).toBe(200);
        answeredBy.add((await cluster.waitForLine((line) => line.reqId === `cluster-${i}`)).pid);
      }
      expect([...answeredBy].sort()).toEqual(workers.map((w) => w.pid).sort());
      cluster.child.kill('SIGTERM');
      expect(await cluster.exited).toBe(0);
      expect(
        cluster.lines
          .filter((line) => line.msg === 'drained: exiting')
          .map((line) => line.pid)
          .sort(),
      ).toEqual(workers.map((w) => w.pid).sort());
    } finally {
      if (cluster.child.exitCode === null) cluster.child.kill('SIGKILL');
    }
  });
});
