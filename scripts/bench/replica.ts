/**
 * Catalog reads and search with and without a read replica (server/db/reads.ts): the same serving process
 * on the same PostgreSQL database, once with every read on the primary and once with DATABASE_READ_URL
 * naming a streaming replica of it (scripts/pg-replica.ts, on this machine). Uncached calls only (a list of
 * product cards, the search drop-down, a results page), so every request reads the database; autocannon at
 * CONNECTIONS connections, SECONDS each. The replica's committed transactions on the bench's database are
 * counted as well, so the report shows where the reads went.
 *
 * On one 2-core machine the replica competes with the primary, the server and autocannon for the same
 * cores: what this shows is the routing's cost and that the replica serves, not the headroom a replica on
 * its own machine adds.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../../server/db/open.ts';
import { seed } from '../../server/seed/run.ts';
import { startReplicaCluster } from '../pg-replica.ts';
import { waitForServer } from './wait-for.ts';
import { adminUrl, databaseUrl, postgresAnswers } from './bench-database.ts';
import { SERVER_NODE_FLAGS } from '../node-flags.ts';

const root = path.resolve(import.meta.dirname, '../..');
const PRODUCTS = 600;
const CONNECTIONS = 10;
const SECONDS = 6;
const PORT = 4473;

export type ReplicaRow = {
  reads: string;
  call: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
};
export type ReplicaReport =
  | { measured: false; reason: string }
  | {
      measured: true;
      rows: ReplicaRow[];
      /** Transactions the replica committed on the bench's database while each setting ran. */
      replicaTransactions: Record<string, number>;
      copySeconds: number;
      loadAverage: string[];
    };

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function one<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

export async function benchReplica(): Promise<ReplicaReport> {
  if (!postgresAnswers()) return { measured: false, reason: 'no PostgreSQL answers on 127.0.0.1:5432' };
  const admin = adminUrl();
  const name = `vastra_bench_replica_${Date.now()}`;
  await one(admin, `create database ${name}`);
  const primaryUrl = new URL(databaseUrl(admin, name));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vastra-bench-replica-'));
  let replica: Awaited<ReturnType<typeof startReplicaCluster>> | undefined;
  try {
    const database = await openDatabase({ databaseUrl: primaryUrl.href, dataDir });
    try {
      await seed(database.db, { products: PRODUCTS, cdnDir: path.join(dataDir, 'cdn'), images: false });
    } finally {
      await database.close();
    }
    const copyStarted = performance.now();
    try {
      replica = await startReplicaCluster(primaryUrl.href);
    } catch (error) {
      return { measured: false, reason: `no replica could be made: ${(error as Error).message.split('\n')[0]}` };
    }
    await replica.caughtUp();
    const copySeconds = (performance.now() - copyStarted) / 1000;
    const replicaUrl = replica.url(name);
    const committed = async () =>
      Number(
        (
          await one<{ n: string }>(
            replicaUrl,
            'select xact_commit::text as n from pg_stat_database where datname = $1',
            [name],
          )
        )[0]?.n ?? 0,
      );

    const rows: ReplicaRow[] = [];
    const replicaTransactions: Record<string, number> = {};
    for (const [reads, readUrl] of [
      ['primary only', ''],
      ['replica', replicaUrl],
    ] as const) {
      const before = await committed();
      rows.push(...(await measure(reads, primaryUrl.href, readUrl, dataDir)));
      // The statistics collector reports a backend's counts when it is idle; the server has ended by now.
      replicaTransactions[reads] = (await committed()) - before;
    }
    return {
      measured: true,
      rows,
      replicaTransactions,
      copySeconds,
      loadAverage: os.loadavg().map((n) => n.toFixed(2)),
    };
  } finally {
    replica?.remove();
    await one(admin, `drop database if exists ${name} with (force)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function measure(reads: string, databaseUrl: string, readUrl: string, dataDir: string): Promise<ReplicaRow[]> {
  const server: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'server/serve.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATABASE_READ_URL: readUrl,
      DATA_DIR: dataDir,
      CDN_DIR: path.join(dataDir, 'cdn'),
      PORT: String(PORT),
      NODE_ENV: 'development',
      WEB_CONCURRENCY: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${PORT}/api/v1`;
  try {
    await waitForServer(`${base}/userstore/getAll`, { server });
    const page = (await (await fetch(`${base}/catalog/products?limit=48`)).json()) as {
      data: { items: { product: { id: string; productName: string } }[] };
    };
    const ids = page.data.items.map((item) => item.product.id);
    const words = [...new Set(page.data.items.map((item) => item.product.productName.split(' ')[0]!.toLowerCase()))];
    let turn = 0;
    const word = () => encodeURIComponent(words[turn++ % words.length]!);
    const cases: [string, autocannon.Options][] = [
      [
        'POST product/list (24 ids)',
        {
          url: `${base}/product/list`,
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          requests: [
            {
              setupRequest: (request: any) => {
                const start = (turn++ * 7) % (ids.length - 24);
                return { ...request, body: JSON.stringify({ ids: ids.slice(start, start + 24) }) };
              },
            },
          ],
        },
      ],
      [
        'GET search/products',
        {
          url: `${base}/search/products`,
          requests: [{ setupRequest: (request: any) => ({ ...request, path: `/api/v1/search/products?q=${word()}` }) }],
        },
      ],
      [
        'GET search/results (page 1)',
        {
          url: `${base}/search/results`,
          requests: [{ setupRequest: (request: any) => ({ ...request, path: `/api/v1/search/results?q=${word()}` }) }],
        },
      ],
    ];
    const rows: ReplicaRow[] = [];
    for (const [call, options] of cases) {
      const result = await run({ ...options, connections: CONNECTIONS, duration: SECONDS, timeout: 10 });
      rows.push({
        reads,
        call,
        rps: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        non2xx: result.non2xx,
      });
      console.log(`  ${reads}: ${call}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms`);
    }
    return rows;
  } finally {
    server.kill('SIGTERM');
    if (server.exitCode === null) await new Promise((resolve) => server.once('exit', resolve));
  }
}

if (import.meta.main) console.log(JSON.stringify(await benchReplica(), null, 2));
