/**
 * The first start (npm run bench; --skip-first-start leaves it out): `node scripts/start.ts` (what `npm start`
 * runs) from an empty data folder and an empty CDN folder of its own, building into a folder of its own
 * (DIST_DIR), so the repository's .data and dist/ are untouched. Reports each phase's seconds as the process
 * logged them, the wall time from spawn to serving, then the demo art drawn on demand: one image asked for
 * the first time, the same again (now a file), and a listing's worth of images asked for at once.
 *   node scripts/bench/first-start.ts   (this part alone)
 * BENCH_FIRST_START_PORT: its port (default 4474). Astro's own cache (node_modules/.astro) is not emptied: a
 * fresh clone has none, which costs the first build a little more.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { spawn } from 'node:child_process';
import { artJobs } from '../../server/seed/art.ts';
import { readArtPlan } from '../../server/seed/art-plan.ts';
import { SERVER_NODE_FLAGS } from '../node-flags.ts';

const root = path.resolve(import.meta.dirname, '../..');
const DATA = '.data/bench-first-start';
const DIST = 'dist-first-start';
const PORT = Number(process.env.BENCH_FIRST_START_PORT ?? 4474);
/** Images a listing page asks for at once (its cards' first pictures at one width). */
const LISTING_IMAGES = 24;

export type FirstStartResult = {
  /** Each logged line that begins a phase, with the seconds since spawn at which it came. */
  lines: { at: number; message: string }[];
  /** The phases' seconds as npm start logged them (database: migrate and seed; build; serve: listening). */
  phases: Record<string, number>;
  /** Spawn to the serving line. */
  wallSeconds: number;
  /** The CPU seconds npm start's process had spent when it served, in all and by phase (database: with Node's start). */
  cpuSeconds: number;
  cpu: Record<string, number>;
  /** One image asked for the first time (drawn), then again (a file), in ms. */
  firstImageMs: number;
  againMs: number;
  /** LISTING_IMAGES images not yet drawn, asked for at once: until the last arrived, in ms. */
  listingMs: number;
  loadAverage: { before: number[]; after: number[] };
};

const PHASE_LINES = [
  /^opening the database/,
  /^empty database: seeding/,
  /^seed: database written in/,
  /^seed: art plan written/,
  /^database ready/,
  /^building the site/,
  /^site built/,
  /^serving site and API/,
  /^npm start: serving/,
];

const load = () => os.loadavg().map((n) => Number(n.toFixed(2)));

async function timedFetch(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

export async function benchFirstStart(env: Record<string, string | undefined>): Promise<FirstStartResult> {
  const dataDir = path.join(root, DATA);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(path.join(root, DIST), { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  const loadBefore = load();
  console.log(`first start from an empty data folder (load average ${loadBefore.join(', ')})…`);
  const started = performance.now();
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'scripts/start.ts'], {
    cwd: root,
    env: {
      ...env,
      DATA_DIR: DATA,
      CDN_DIR: path.join(DATA, 'cdn'),
      DIST_DIR: DIST,
      PORT: String(PORT),
      DATABASE_URL: '',
      WEB_CONCURRENCY: '1',
      LOG_LEVEL: 'info',
      SKIP_BUILD: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const lines: FirstStartResult['lines'] = [];
    let cpuSeconds = 0;
    let cpu: Record<string, number> = {};
    const serving = await new Promise<Record<string, number>>((resolve, reject) => {
      server.once('exit', (code) => reject(new Error(`npm start exited (${code}) before serving`)));
      readline.createInterface({ input: server.stdout! }).on('line', (line) => {
        let entry: { msg?: string; phases?: Record<string, number>; cpu?: Record<string, number>; cpuSeconds?: number };
        try {
          entry = JSON.parse(line) as typeof entry;
        } catch {
          return; // not a log line (Astro's own output)
        }
        const message = entry.msg ?? '';
        if (!PHASE_LINES.some((pattern) => pattern.test(message))) return;
        lines.push({ at: (performance.now() - started) / 1000, message });
        if (entry.phases) {
          cpuSeconds = entry.cpuSeconds ?? 0;
          cpu = entry.cpu ?? {};
          resolve(entry.phases);
        }
      });
    });
    const wallSeconds = (performance.now() - started) / 1000;
    const base = `http://127.0.0.1:${PORT}/cdn`;
    const names = artJobs(readArtPlan(path.join(dataDir, 'cdn'))).map((job) => job.name);
    if (names.length < LISTING_IMAGES + 1) throw new Error(`the art plan names ${names.length} images`);
    const firstImageMs = await timedFetch(`${base}/${names[0]}-640.webp`);
    const againMs = await timedFetch(`${base}/${names[0]}-640.webp`);
    const listingStarted = performance.now();
    await Promise.all(names.slice(1, LISTING_IMAGES + 1).map((name) => timedFetch(`${base}/${name}-640.webp`)));
    const listingMs = performance.now() - listingStarted;
    return {
      lines,
      phases: serving,
      wallSeconds,
      cpuSeconds,
      cpu,
      firstImageMs,
      againMs,
      listingMs,
      loadAverage: { before: loadBefore, after: load() },
    };
  } finally {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    fs.rmSync(path.join(root, DIST), { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The report's section. */
export function firstStartRows(r: FirstStartResult): string[] {
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  return [
    '## First start (npm start from an empty data folder: migrate, seed, build, serve)',
    '',
    '| seconds after spawn | line logged |',
    '|---|---|',
    ...r.lines.map((line) => `| ${line.at.toFixed(1)} | ${line.message} |`),
    '',
    '| | database (migrate and seed) | build | serve | spawn to serving |',
    '|---|---|---|---|---|',
    `| wall | ${r.phases.database ?? '?'} s | ${r.phases.build ?? '?'} s | ${r.phases.serve ?? '?'} s | ${r.wallSeconds.toFixed(1)} s |`,
    `| CPU (npm start's processes, every thread; database with Node's start) | ${r.cpu.database ?? '?'} s | ${r.cpu.build ?? '?'} s | | ${r.cpuSeconds} s |`,
    '',
    '| demo art on demand (640 px) | time |',
    '|---|---|',
    `| one image, first asked for (drawn) | ${ms(r.firstImageMs)} |`,
    `| the same image again (a file) | ${ms(r.againMs)} |`,
    `| ${LISTING_IMAGES} images not yet drawn, asked for at once | ${ms(r.listingMs)} |`,
    '',
    `Aim: serving within 30 s on a quiet 2-core machine; no image is drawn before serving. Load average (1, 5, 15 minutes) before: ${r.loadAverage.before.join(', ')}; after: ${r.loadAverage.after.join(', ')}.`,
    '',
  ];
}

if (import.meta.main) {
  const result = await benchFirstStart({ ...process.env, ASTRO_TELEMETRY_DISABLED: '1' });
  console.log(firstStartRows(result).join('\n'));
}
