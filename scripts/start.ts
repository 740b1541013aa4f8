/**
 * npm start, for a newcomer: the release steps and serving in one command. Once: open the database (migrating
 * it, and seeding the demo catalog when empty, never in production) while the site's build starts bundling (in a
 * process of its own, scripts/build-once.ts, which reads the catalog in-process through its own runtime once the
 * database is ready and let go), then serve: here when
 * WEB_CONCURRENCY is 1, else through that many worker processes (server/serve.ts) that only serve. The demo
 * images are not drawn here: /cdn draws each the first time it is asked for (server/demo-art.ts). Each phase
 * logs its seconds, and the last line all of them (the first-start bench reads it: scripts/bench/first-start.ts).
 */
import { config } from '../server/config.ts';
import { closeRuntime, getRuntime } from '../server/runtime.ts';
import { startServer } from '../server/serve.ts';
import { runCluster, webConcurrency } from '../server/cluster.ts';
import { log } from '../server/log.ts';
import { runBuild, type BuildFigures } from './build-once.ts';

process.env.ASTRO_TELEMETRY_DISABLED = '1';
/** Seconds since `from` (a performance.now()), to a tenth. */
const seconds = (from: number) => Number(((performance.now() - from) / 1000).toFixed(1));
/** CPU seconds this process has spent (every thread), to a tenth: what a busy machine's wall time hides. */
const cpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return Number(((user + system) / 1e6).toFixed(1));
};
const phases: Record<string, number> = {};
/** Each phase's CPU seconds, beside its wall seconds. */
const cpu: Record<string, number> = {};
const opened = performance.now();
let workers: number;
try {
  workers = webConcurrency(); // before the build, so a bad setting fails at once
} catch (error) {
  log.fatal({ err: (error as Error).message }, 'cannot start');
  process.exit(1);
}
const building = process.env.SKIP_BUILD !== '1';
const prepared = (async () => {
  log.info('opening the database (migrating; seeding the demo catalog when empty)');
  await getRuntime();
  phases.database = seconds(opened);
  cpu.database = cpuSeconds();
  log.info({ seconds: phases.database }, 'database ready');
  // The build opens it itself once it is let go: the embedded one has one process at a time.
  if (building) await closeRuntime();
})();
let built: { started: number; figures: Promise<BuildFigures> } | undefined;
if (building) {
  // In a process of its own, started as every build is (scripts/build.ts), so the memory the bundling takes goes
  // with it rather than staying with the server. It starts now: its bundling needs no database, so it goes on while
  // the database is migrated and seeded above, and the build waits for it only when its pages read the catalog.
  log.info('building the site (astro build)');
  built = { started: performance.now(), figures: runBuild(config.distDir, process.env, prepared) };
  // Awaited below, once the database is ready; a build that fails sooner must not count as unhandled meanwhile.
  built.figures.catch(() => {});
}
try {
  await prepared;
} catch (error) {
  log.fatal({ err: (error as Error).message }, 'cannot start');
  process.exit(1);
}
if (built) {
  try {
    const figures = await built.figures;
    cpu.build = Number(figures.cpuSeconds.toFixed(1));
    log.info({ seconds: seconds(built.started), peakMb: Math.round(figures.peakRssMb) }, 'site built');
  } catch (error) {
    log.fatal({ err: (error as Error).message }, 'cannot start');
    process.exit(1);
  }
  // Serving here takes the database back as it was opened above; worker processes open their own.
  if (workers === 1) await getRuntime();
  phases.build = seconds(built.started);
}
if (workers > 1) {
  // The workers open their own pools; this process keeps none.
  await closeRuntime();
  runCluster(workers, new URL('../server/serve.ts', import.meta.url).pathname);
} else {
  const serving = performance.now();
  await startServer();
  phases.serve = seconds(serving);
  // performance.now() counts from the process's start: Node's own start-up and the imports are in the total.
  // Every process's CPU: this one's and the build's.
  const total = Number((cpuSeconds() + (cpu.build ?? 0)).toFixed(1));
  log.info({ phases, seconds: seconds(0), cpu, cpuSeconds: total }, 'npm start: serving');
}
