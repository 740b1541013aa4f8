/**
 * Catalog scale (npm run bench; --skip-scale leaves it out): seed BENCH_SCALE_PRODUCTS products (default
 * 100,000) into a data folder of their own (PGlite), build with the default PREBUILD_PRODUCTS (and, when
 * PostgreSQL answers, the same catalog built from it, as production builds: benchScalePostgres), and report the
 * seed's time and peak memory (writing the database, and with the art), build time, the content-only rebuild's time over that build (npm run build:content), the build's peak
 * memory, the size of the build, and then an on-demand product page's latency when warm (autocannon on
 * loopback against a few products that were not prebuilt).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import autocannon from 'autocannon';
import { DEFAULT_PREBUILD_PRODUCTS } from '../../src/build/catalog.ts';
import { waitForServer } from './wait-for.ts';
import { runBuild } from '../build-once.ts';
import { keptDatabase, postgresAnswers } from './bench-database.ts';

const root = path.resolve(import.meta.dirname, '../..');
const OUT = 'dist-bench';
const OUT_PG = 'dist-bench-pg';
const PORT = Number(process.env.BENCH_SCALE_PORT ?? 4473);

export type ScaleResult = {
  products: number;
  prebuilt: number;
  /** npm run db:seed's own figures: writing the database (every batch and its search rows), then with the art. */
  seed: { databaseSeconds: number; databasePeakMb: number; seconds: number; peakMb: number };
  buildSeconds: number;
  /** The build's CPU time (user and system), which a loaded machine changes much less than the wall time. */
  buildCpuSeconds: number;
  /** The machine's load average (1 minute) as the build ended: how shared the machine was. */
  buildLoad: number;
  /** npm run build:content over that build: the content pages only. */
  contentSeconds: number;
  peakRssMb: number;
  distMb: number;
  htmlPages: number;
  onDemand: {
    language: string;
    urls: number;
    connections: number;
    rps: number;
    p50: number;
    p99: number;
    non2xx: number;
  }[];
};

function folderBytes(dir: string): number {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) total += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  return total;
}

/** Product addresses with no prebuilt page in the build: the ones the server renders on demand. */
async function onDemandPaths(base: string, distDir: string, count: number): Promise<string[]> {
  const found: string[] = [];
  let cursor: string | null = null;
  do {
    const reply = (await (
      await fetch(`${base}/api/v1/catalog/product-paths?limit=10000${cursor ? `&cursor=${cursor}` : ''}`)
    ).json()) as {
      data: { items: { id: string; SellerUserId: string }[]; nextCursor: string | null };
    };
    for (const p of reply.data.items) {
      const page = `/stores/${p.SellerUserId}/products/${p.id}`;
      if (!fs.existsSync(path.join(distDir, 'client', page, 'index.html'))) found.push(page);
      if (found.length === count) return found;
    }
    cursor = reply.data.nextCursor;
  } while (cursor);
  return found;
}

/** The same build read from PostgreSQL, as production's is: its seed (when the database had not that catalog yet). */
export type PostgresBuild = {
  database: string;
  seed: { seconds: number; peakMb: number } | null;
  buildSeconds: number;
  buildCpuSeconds: number;
  buildLoad: number;
  peakRssMb: number;
  htmlPages: number;
};

/**
 * When PostgreSQL answers on 127.0.0.1:5432: the catalog seeded into a database of its own (BENCH_SCALE_DATABASE,
 * default vastra_build_<n>; kept between runs and seeded again only when its product count differs), then the
 * build read from it. The embedded database answers in the build's own thread; PostgreSQL answers on another core.
 */
export async function benchScalePostgres(env: Record<string, string | undefined>): Promise<PostgresBuild | null> {
  if (!postgresAnswers()) return null;
  const products = Number(env.BENCH_SCALE_PRODUCTS ?? 100_000);
  const name = env.BENCH_SCALE_DATABASE ?? `vastra_build_${products}`;
  const url = new URL(await keptDatabase(name));
  const { default: pg } = await import('pg');
  const catalog = new pg.Client({ connectionString: url.href });
  await catalog.connect();
  const count = await catalog
    .query<{ n: number }>('select count(*)::int as n from products')
    .then((result) => result.rows[0]!.n)
    .catch(() => 0);
  await catalog.end();
  const pgEnv = {
    ...env,
    DATABASE_URL: url.href,
    DATA_DIR: '.data/bench-scale-pg',
    PREBUILD_PRODUCTS: '',
    LISTING_CARDS_IN_HTML: '',
  };
  let seed: PostgresBuild['seed'] = null;
  if (count !== products) {
    console.log(`seeding ${products.toLocaleString('en-IN')} products into PostgreSQL (${name})…`);
    const seeded = spawnSync(
      process.execPath,
      ['server/seed/cli.ts', '--products', String(products), '--skip-images'],
      {
        cwd: root,
        env: pgEnv,
        stdio: ['ignore', 'pipe', 'inherit'],
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    const written = /database written: .* in ([\d.]+) s, peak memory (\d+) MB/.exec(seeded.stdout);
    if (seeded.status !== 0 || !written)
      throw new Error(`scale seed (PostgreSQL) failed:\n${seeded.stdout.slice(-2000)}`);
    seed = { seconds: Number(written[1]), peakMb: Number(written[2]) };
  }
  console.log(`building from PostgreSQL (${name})…`);
  fs.rmSync(path.join(root, OUT_PG), { recursive: true, force: true });
  try {
    const built = await runBuild(OUT_PG, pgEnv);
    const html = (fs.readdirSync(path.join(root, OUT_PG, 'client'), { recursive: true }) as string[]).filter((f) =>
      f.endsWith('.html'),
    );
    return {
      database: name,
      seed,
      buildSeconds: built.seconds,
      buildCpuSeconds: built.cpuSeconds,
      buildLoad: os.loadavg()[0]!,
      peakRssMb: built.peakRssMb,
      htmlPages: html.length,
    };
  } finally {
    fs.rmSync(path.join(root, OUT_PG), { recursive: true, force: true });
  }
}

export async function benchScale(env: Record<string, string | undefined>): Promise<ScaleResult> {
  const products = Number(env.BENCH_SCALE_PRODUCTS ?? 100_000);
  const scaleEnv = {
    ...env,
    DATA_DIR: '.data/bench-scale',
    CDN_DIR: path.join(root, '.data/cdn'),
    DATABASE_URL: '',
    PREBUILD_PRODUCTS: '',
    LISTING_CARDS_IN_HTML: '',
  };
  console.log(`seeding ${products.toLocaleString('en-IN')} products…`);
  const seeded = spawnSync(process.execPath, ['server/seed/cli.ts', '--products', String(products)], {
    cwd: root,
    env: scaleEnv,
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (seeded.status !== 0) throw new Error('scale seed failed');
  // The seed's summary lines: "database written: … in 98.1 s, peak memory 812 MB" and "… seed done in 120.3 s,
  // peak memory 901 MB" (the process's peak, the art included).
  const written = /database written: .* in ([\d.]+) s, peak memory (\d+) MB/.exec(seeded.stdout);
  const done = /seed done in ([\d.]+) s, peak memory (\d+) MB/.exec(seeded.stdout);
  if (!written || !done) throw new Error(`scale seed printed no summary:\n${seeded.stdout.slice(-2000)}`);
  const seed = {
    databaseSeconds: Number(written[1]),
    databasePeakMb: Number(written[2]),
    seconds: Number(done[1]),
    peakMb: Number(done[2]),
  };

  console.log(`building (PREBUILD_PRODUCTS default, ${DEFAULT_PREBUILD_PRODUCTS.toLocaleString('en-IN')})…`);
  fs.rmSync(path.join(root, OUT), { recursive: true, force: true });
  const { seconds: buildSeconds, cpuSeconds: buildCpuSeconds, peakRssMb } = await runBuild(OUT, scaleEnv);
  const buildLoad = os.loadavg()[0]!;
  console.log('rebuilding the content pages only (npm run build:content)…');
  const contentStarted = performance.now();
  const content = spawnSync(process.execPath, ['scripts/build-content.ts', '--dist', OUT], {
    cwd: root,
    env: scaleEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (content.status !== 0) throw new Error('scale content-only build failed');
  const contentSeconds = (performance.now() - contentStarted) / 1000;
  const distDir = path.join(root, OUT);
  const html = (fs.readdirSync(path.join(distDir, 'client'), { recursive: true }) as string[]).filter((f) =>
    f.endsWith('.html'),
  );
  const prebuilt = html.filter((f) => /products\/[^/]+\/index\.html$/.test(f)).length;

  try {
    const onDemand = await measureOnDemand(OUT, scaleEnv);
    return {
      products,
      prebuilt,
      seed,
      buildSeconds,
      buildCpuSeconds,
      buildLoad,
      contentSeconds,
      peakRssMb,
      distMb: folderBytes(distDir) / 1024 / 1024,
      htmlPages: html.length,
      onDemand,
    };
  } finally {
    fs.rmSync(distDir, { recursive: true, force: true });
  }
}

/**
 * Warm latency of product pages rendered on demand, one shopper at a time and 10 at once (one process: a
 * render is a few ms of CPU, so concurrent requests queue behind each other): the build in outDir served
 * over the environment's data folder.
 */
export async function measureOnDemand(
  outDir: string,
  env: Record<string, string | undefined>,
): Promise<ScaleResult['onDemand']> {
  console.log('timing on-demand product pages…');
  const server = spawn(process.execPath, ['scripts/bench/serve-dist.ts', outDir, String(PORT)], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const base = `http://127.0.0.1:${PORT}`;
    await waitForServer(`${base}/api/v1/userstore/getAll`, { seconds: 300 });
    const paths = await onDemandPaths(base, path.join(root, outDir), 5);
    // A catalog prebuilt whole has none: products listed after the build (the dev route copies one) are.
    for (const source of paths.length ? [] : await onDemandPaths(base, '/nowhere', 5)) {
      const copy = (await (
        await fetch(`${base}/api/v1/dev/products/${source.split('/').at(-1)}/copy`, { method: 'POST' })
      ).json()) as { data: { id: string; SellerUserId: string } };
      paths.push(`/stores/${copy.data.SellerUserId}/products/${copy.data.id}`);
    }
    // The Hindi twins of the same products are rendered on demand too (the long tail of both languages).
    const languages = [
      { language: 'English', pages: paths },
      { language: 'Hindi', pages: paths.map((p) => `/hi${p}`) },
    ];
    // Warm: each page rendered once before the clock starts (the server's first render loads Astro's half).
    for (const p of languages.flatMap((l) => l.pages))
      if ((await fetch(`${base}${p}`)).status !== 200) throw new Error(`${p} did not render`);
    const rows: ScaleResult['onDemand'] = [];
    for (const { language, pages } of languages)
      for (const connections of [1, 10]) {
        const result = await new Promise<autocannon.Result>((resolve, reject) => {
          let n = 0;
          autocannon(
            {
              url: base,
              connections,
              duration: 10,
              timeout: 10,
              requests: [{ setupRequest: (r) => ({ ...r, path: pages[n++ % pages.length]! }) }],
            },
            (error, done) => (error ? reject(error) : resolve(done)),
          );
        });
        rows.push({
          language,
          urls: pages.length,
          connections,
          rps: Math.round(result.requests.average),
          p50: result.latency.p50,
          p99: result.latency.p99,
          non2xx: result.non2xx,
        });
      }
    return rows;
  } finally {
    server.kill();
  }
}
