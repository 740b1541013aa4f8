/**
 * Product search latency at scale: GET search/products as shoppers type (every prefix of a few
 * queries from 2 letters on, one request after another) and with 10 and 50 connections at once,
 * p50/p95/p99. The server runs in a process of its own on PostgreSQL (a database of its own, seeded here
 * once: at 100,000 products this takes a minute or two, at 1,000,000 some twenty) and the plan of one query
 * is shown (EXPLAIN ANALYZE).
 *   BENCH_SEARCH_PRODUCTS (default 100000); BENCH_SEARCH_DATABASE (default vastra_search_<n>): kept
 *   between runs, seeded again only when its product count differs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, withTransaction, type Rows } from '../../server/db/open.ts';
import { seed } from '../../server/seed/run.ts';
import * as t from '../../server/db/schema.ts';
import { waitForServer } from './wait-for.ts';
import { keptDatabase, postgresAnswers } from './bench-database.ts';
import { SERVER_NODE_FLAGS } from '../node-flags.ts';

export type SearchBench = {
  products: number;
  seedSeconds: number | null;
  /** The seed's peak resident memory (this process's, which did nothing else before), when it seeded. */
  seedPeakMb: number | null;
  loadAverage: number[];
  rows: { mode: string; requests: number; p50: number; p95: number; p99: number }[];
  plan: string[];
};

const root = path.resolve(import.meta.dirname, '../..');
/** What shoppers type, typos, Hinglish, colour and price words included. */
const QUERIES = [
  'kurta',
  'silk kurti',
  'tshirt',
  'red frock',
  'watch under 2000',
  'lipstik',
  'backpak',
  'earings',
  'bangles',
  'cotton shorts',
  'eau de parfum',
  'leather tote bag',
];
const CONNECTIONS = [10, 50];
const SECONDS = 8;

/** Every prefix of each query from 2 characters, in order: what a search box sends while someone types. */
export const typed = (queries: string[]) =>
  queries.flatMap((q) =>
    Array.from({ length: q.length - 1 }, (_, i) => q.slice(0, i + 2)).filter((p) => p.trim() === p),
  );

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const summary = (mode: string, times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const ms = (v: number) => Math.round(v * 10) / 10;
  return {
    mode,
    requests: times.length,
    p50: ms(percentile(sorted, 50)),
    p95: ms(percentile(sorted, 95)),
    p99: ms(percentile(sorted, 99)),
  };
};

async function timedGet(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
  return performance.now() - started;
}

export async function benchSearch(
  products = Number(process.env.BENCH_SEARCH_PRODUCTS ?? 100_000),
): Promise<SearchBench | null> {
  if (!postgresAnswers()) return null;
  const name = process.env.BENCH_SEARCH_DATABASE ?? `vastra_search_${products}`;
  const url = new URL(await keptDatabase(name));

  const database = await openDatabase({ databaseUrl: url.href });
  let seedSeconds: number | null = null;
  let seedPeakMb: number | null = null;
  let plan: string[] = [];
  try {
    const [row] = await database.db.select({ count: sql<number>`count(*)::int` }).from(t.products);
    const count = row?.count ?? 0;
    if (count !== products) {
      console.log(`  seeding ${products.toLocaleString('en-IN')} products into ${name}…`);
      const started = performance.now();
      const seeded = await seed(database.db, {
        products,
        cdnDir: path.join(root, '.data/cdn'),
        images: false,
        log: (line) => console.log(`    ${line}`),
      });
      seedPeakMb = seeded.peakRssMb;
      // As autovacuum would soon after: fresh statistics, the GIN index's pending list merged, the visibility map set.
      await database.db.execute(sql`vacuum analyze`);
      seedSeconds = (performance.now() - started) / 1000;
    }
    // The product query as search/products runs it for "kurta" (see server/catalog/search.ts): the ranked page
    // over search_candidates, then the candidates' own plan (the function runs it with sequential scans off).
    const kurta = `'(''kurta'':* | ''kurti'' | ''kurtha'' | ''kurtis'')'`;
    const ranked = (await database.db.execute(
      sql.raw(`
      explain (analyze, costs off, timing off)
      select ps.product_id from search_candidates(to_tsquery('english', ${kurta}), 1000, '{}'::jsonb, null, null) ps
      order by ps.in_stock desc, ts_rank(ps.doc, to_tsquery('english', ${kurta})) desc, ps.rating desc, ps.created_at desc, ps.product_id
      limit 20`),
    )) as unknown as Rows<{ 'QUERY PLAN': string }>;
    const inner = await withTransaction(database.db, async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return (await tx.execute(
        sql.raw(`
        explain (analyze, costs off, timing off)
        select * from product_search ps where ps.doc @@ to_tsquery('english', ${kurta}) limit 1000`),
      )) as unknown as Rows<{ 'QUERY PLAN': string }>;
    });
    const explained = { rows: [...ranked.rows, ...inner.rows] };
    const typo = (await database.db.execute(sql`
      explain (analyze, costs off, timing off)
      select term from search_terms where term % 'lipstik' order by similarity(term, 'lipstik') desc limit 8`)) as unknown as Rows<{
      'QUERY PLAN': string;
    }>;
    plan = [...explained.rows, ...typo.rows].map((r) => r['QUERY PLAN']);
  } finally {
    await database.close();
  }

  const port = 4473;
  const server: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'server/serve.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: url.href, PORT: String(port), NODE_ENV: 'development', WEB_CONCURRENCY: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}/api/v1/search/products?q=`;
  try {
    await waitForServer(`${base}warm`, { server });
    const prefixes = typed(QUERIES);
    for (const q of prefixes) await timedGet(base + encodeURIComponent(q)); // warm: plans and caches
    const sequential: number[] = [];
    for (let round = 0; round < 3; round++)
      for (const q of prefixes) sequential.push(await timedGet(base + encodeURIComponent(q)));
    const parallel: { connections: number; times: number[] }[] = [];
    for (const connections of CONNECTIONS) {
      const times: number[] = [];
      let next = 0;
      const until = performance.now() + SECONDS * 1000;
      await Promise.all(
        Array.from({ length: connections }, async () => {
          while (performance.now() < until)
            times.push(await timedGet(base + encodeURIComponent(prefixes[next++ % prefixes.length]!)));
        }),
      );
      parallel.push({ connections, times });
    }
    // The machine's load while measuring (1, 5 and 15 minutes): shared machines give very different figures.
    const loadAverage = os.loadavg().map((l) => Math.round(l * 10) / 10);
    return {
      products,
      seedSeconds,
      seedPeakMb,
      loadAverage,
      rows: [
        summary('one at a time, as shoppers type', sequential),
        ...parallel.map((p) => summary(`${p.connections} connections`, p.times)),
      ],
      plan,
    };
  } finally {
    server.kill('SIGTERM');
    if (server.exitCode === null) await new Promise((resolve) => server.once('exit', resolve));
  }
}

// Run alone: node scripts/bench/search.ts
if (import.meta.main) {
  const result = await benchSearch();
  console.log(JSON.stringify(result, null, 2));
}
