/**
 * npm start, for a newcomer: the release steps and serving in one command. Once, in this process: open the
 * database (migrating it, and seeding the demo catalog when empty, never in production), build the site
 * from it (the build reads the catalog in-process through the same runtime), then serve: here when
 * WEB_CONCURRENCY is 1, else through that many worker processes (server/serve.ts) that only serve. The demo
 * images are not drawn here: /cdn draws each the first time it is asked for (server/demo-art.ts). Each phase
 * logs its seconds, and the last line all of them (the first-start bench reads it: scripts/bench/first-start.ts).
 */
import { build } from 'astro';
import { config } from '../server/config.ts';
import { closeRuntime, getRuntime } from '../server/runtime.ts';
import { startServer } from '../server/serve.ts';
import { runCluster, webConcurrency } from '../server/cluster.ts';
import { log } from '../server/log.ts';

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
  log.info('opening the database (migrating; seeding the demo catalog when empty)');
  await getRuntime();
  phases.database = seconds(opened);
  cpu.database = cpuSeconds();
  log.info({ seconds: phases.database }, 'database ready');
} catch (error) {
  log.fatal({ err: (error as Error).message }, 'cannot start');
  process.exit(1);
}
if (process.env.SKIP_BUILD !== '1') {
  const started = performance.now();
  log.info('building the site (astro build)');
  const nodeEnv = process.env.NODE_ENV;
  await build({ outDir: config.distDir, logLevel: 'warn' });
  // Astro's build sets NODE_ENV=production for the whole process; the server's mode is the caller's.
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
  phases.build = seconds(started);
  cpu.build = Number((cpuSeconds() - (cpu.database ?? 0)).toFixed(1));
  log.info({ seconds: phases.build }, 'site built');
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
  log.info({ phases, seconds: seconds(0), cpu, cpuSeconds: cpuSeconds() }, 'npm start: serving');
}
