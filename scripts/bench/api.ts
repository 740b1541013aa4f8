/**
 * API load on loopback with autocannon, bounded in time: requests/s and p99 for GET product/{id},
 * GET userCart, POST userCart and newOrder/create (each with a new Idempotency-Key, as the storefront sends), each at 50 connections. The server runs in processes of
 * its own: on a data folder of its own (PGlite, one process), then on a fresh PostgreSQL database (when one
 * answers on 127.0.0.1:5432) with WEB_CONCURRENCY=1 and =2 behind one port.
 *
 * Setup, before the server starts: the database is migrated and seeded here (a serving process never
 * does either) and every variant gets stock that outlasts the run, so orders measure placing an order, not
 * selling out. Then 50 shoppers sign up through the API (codes from the dev outbox), each with an address
 * and three cart lines, and the calls rotate over them as real traffic would.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../server/db/open.ts';
import { seed } from '../../server/seed/run.ts';
import * as t from '../../server/db/schema.ts';
import { waitForServer } from './wait-for.ts';
import { adminUrl, databaseUrl, postgresAnswers } from './bench-database.ts';
import { SERVER_NODE_FLAGS } from '../node-flags.ts';

export type ApiRow = {
  database: string;
  processes: number;
  call: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
};

const root = path.resolve(import.meta.dirname, '../..');
const CONNECTIONS = 50;
const SHOPPERS = 50;
const SECONDS = 8;
const cdnDir = path.join(root, '.data/cdn');
const PLACE = {
  name: 'Bench Shopper',
  phone: '9876512345',
  pinCode: '600001',
  addressMain: '4 Beach Road',
  locality: 'George Town',
  city: 'Chennai',
  state: 'Tamil Nadu',
};

type Target = { database: string; databaseUrl: string | null; dataDir: string };
type Shopper = { auth: Record<string, string>; addressId: string };

async function json(url: string, init: RequestInit = {}) {
  const response = await fetch(url, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...(init.headers as Record<string, string>) },
  });
  const body = (await response.json()) as { data: any; message?: string };
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${body.message}`);
  return body;
}

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** A freshly seeded database whose variants will not sell out during the run. */
async function prepare(target: Target) {
  fs.rmSync(target.dataDir, { recursive: true, force: true });
  const database = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
  try {
    await seed(database.db, { products: 600, cdnDir });
    await database.db.update(t.variants).set({ quantity: 1_000_000 });
    await database.db.update(t.products).set({ stock: sql`1000000` });
  } finally {
    await database.close();
  }
}

/** The serving processes under the primary (node:cluster workers); none when serve.ts serves alone. */
function workersOf(pid: number): number {
  const listed = spawnSync('ps', ['--ppid', String(pid), '-o', 'pid='], { encoding: 'utf8' });
  return listed.stdout.split('\n').filter((line) => line.trim()).length;
}

/** A new account through the real signup flow, with an address and three cart lines. */
async function signUp(base: string, n: number, variants: Buyable[]): Promise<Shopper> {
  const phone = `9${String(Date.now() + n).slice(-5)}${String(n).padStart(4, '0')}`;
  const displayname = `bench_${phone}`;
  await json(`${base}/otpless/signUp`, {
    method: 'POST',
    body: JSON.stringify({
      displayname,
      fullname: 'Bench Shopper',
      email: `${displayname}@example.com`,
      phone,
      country_code: '91',
    }),
  });
  const code = (await json(`${base}/dev/outbox?phone=${phone}`)).data[0].code;
  const { accessToken } = (
    await json(`${base}/otpless/signUpVerify`, {
      method: 'PUT',
      body: JSON.stringify({ phoneNumber: phone, otp: code }),
    })
  ).data;
  const auth = { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' };
  const addressId = (await json(`${base}/address`, { method: 'POST', headers: auth, body: JSON.stringify(PLACE) })).data
    .id;
  for (let k = 0; k < 3; k++) {
    const b = variants[(n * 3 + k) % variants.length]!;
    await json(`${base}/userCart`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ productId: b.productId, varaint: b.variantId, quantity: 1, reference: false }),
    });
  }
  return { auth, addressId };
}

type Buyable = { productId: string; sellerId: string; variantId: string };

async function benchOne(
  target: Target,
  processes: number,
  env: Record<string, string>,
  port: number,
): Promise<ApiRow[]> {
  await prepare(target);
  // BENCH_NODE_OPTIONS: extra flags for the server (e.g. --cpu-prof to see where its time goes).
  const server: ChildProcess = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, ...(process.env.BENCH_NODE_OPTIONS ?? '').split(' ').filter(Boolean), 'server/serve.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        ...env,
        DATABASE_URL: target.databaseUrl ?? '',
        DATA_DIR: target.dataDir,
        CDN_DIR: cdnDir,
        PORT: String(port),
        NODE_ENV: 'development',
        WEB_CONCURRENCY: String(processes),
        OTP_SENDS_PER_IP_HOUR: '100000',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const base = `http://127.0.0.1:${port}/api/v1`;
  try {
    await waitForServer(`${base}/userstore/getAll`, { server });
    if (processes > 1 && workersOf(server.pid!) !== processes) {
      console.log(
        `  ${target.database} with ${processes} processes: not measured (this server/serve.ts does not run WEB_CONCURRENCY processes)`,
      );
      return [];
    }
    const catalog = (await json(`${base}/catalog/products?limit=500`)).data.items as any[];
    const buyable: Buyable[] = catalog.flatMap((d) =>
      d.varient.map((v: any) => ({ productId: d.product.id, sellerId: d.product.SellerUserId, variantId: v.id })),
    );
    const shoppers: Shopper[] = [];
    for (let n = 0; n < SHOPPERS; n++) shoppers.push(await signUp(base, n, buyable));
    // Call i is shopper i mod 50; each shopper's calls step through the variants, so a shopper adds a variant
    // again only after every other (a line reaching 5 would be refused, a cheaper answer than an add).
    let turn = 0;
    const runId = Date.now().toString(36);
    const next = () => {
      const i = turn++;
      const s = i % shoppers.length;
      const round = Math.floor(i / shoppers.length);
      return { shopper: shoppers[s]!, item: buyable[(round * 7 + s * 13) % buyable.length]! };
    };
    // keyed: a new Idempotency-Key on every request, as the storefront sends with each order attempt.
    const withShopper = (body: (s: Shopper, b: Buyable) => unknown, keyed = false) => [
      {
        setupRequest: (request: any) => {
          const { shopper, item } = next();
          const headers = keyed ? { ...shopper.auth, 'Idempotency-Key': `bench-${runId}-${turn}` } : shopper.auth;
          return { ...request, headers, body: JSON.stringify(body(shopper, item)) };
        },
      },
    ];

    const cases: [string, autocannon.Options][] = [
      ['GET product/{id}', { url: `${base}/product/${catalog[0].product.id}` }],
      [
        'GET userCart',
        {
          url: `${base}/userCart`,
          requests: [{ setupRequest: (request: any) => ({ ...request, headers: next().shopper.auth }) }],
        },
      ],
      [
        'POST userCart',
        {
          url: `${base}/userCart`,
          method: 'POST',
          requests: withShopper((_, b) => ({
            productId: b.productId,
            varaint: b.variantId,
            quantity: 1,
            reference: false,
          })),
        },
      ],
      [
        'POST newOrder/create',
        {
          url: `${base}/newOrder/create`,
          method: 'POST',
          requests: withShopper(
            (s, b) => ({
              orderType: 'Cod',
              addressId: s.addressId,
              orderData: [
                {
                  sellerId: b.sellerId,
                  couponIds: 'no_coupon',
                  productIds: [b.productId],
                  variants: [b.variantId],
                  quantity: [1],
                },
              ],
            }),
            true,
          ),
        },
      ],
    ];
    const rows: ApiRow[] = [];
    // BENCH_API_CALLS narrows the calls (comma-separated parts of their names, e.g. "GET userCart").
    const only = process.env.BENCH_API_CALLS?.split(',');
    for (const [call, options] of cases.filter(([name]) => !only || only.some((part) => name.includes(part)))) {
      const result = await run({ ...options, connections: CONNECTIONS, duration: SECONDS, timeout: 10 });
      rows.push({
        database: target.database,
        processes,
        call,
        connections: CONNECTIONS,
        rps: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        non2xx: result.non2xx,
      });
      console.log(
        `  ${target.database} ×${processes} ${call}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`,
      );
    }
    return rows;
  } finally {
    server.kill('SIGTERM');
    if (server.exitCode === null) await new Promise((resolve) => server.once('exit', resolve));
  }
}

/** BENCH_API_TARGETS narrows the run (comma-separated: pglite, pg1, pg2); every target by default. */
export async function benchApi(
  targets = (process.env.BENCH_API_TARGETS ?? 'pglite,pg1,pg2').split(','),
): Promise<ApiRow[]> {
  const rows = targets.includes('pglite')
    ? await benchOne(
        { database: 'PGlite', databaseUrl: null, dataDir: path.join(root, '.data/bench-api') },
        1,
        {},
        4471,
      )
    : [];
  const pgReady = postgresAnswers();
  const processCounts = [1, 2].filter((n) => targets.includes(`pg${n}`));
  if (pgReady && processCounts.length) {
    const name = `vastra_bench_${Date.now()}`;
    const admin = adminUrl();
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(`create database ${name}`);
    const target = {
      database: 'PostgreSQL',
      databaseUrl: databaseUrl(admin, name),
      dataDir: path.join(root, '.data/bench-api-pg'),
    };
    try {
      for (const processes of processCounts) rows.push(...(await benchOne(target, processes, {}, 4472)));
    } finally {
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    }
  }
  return rows;
}
