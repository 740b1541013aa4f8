/**
 * npm start, for a newcomer: the release steps and serving in one command. Once, in this process: open the
 * database (migrating it, and seeding the demo catalog when empty, never in production), build the site
 * from it (the build reads the catalog in-process through the same runtime), then serve: here when
 * WEB_CONCURRENCY is 1, else through that many worker processes (server/serve.ts) that only serve.
 */
import { build } from 'astro';
import { closeRuntime, getRuntime } from '../server/runtime.ts';
import { startServer } from '../server/serve.ts';
import { runCluster, webConcurrency } from '../server/cluster.ts';
import { log } from '../server/log.ts';

process.env.ASTRO_TELEMETRY_DISABLED = '1';
let workers: number;
try {
  workers = webConcurrency(); // before the build, so a bad setting fails at once
  log.info('opening the database (migrating; seeding the demo catalog when empty)');
  await getRuntime();
} catch (error) {
  log.fatal({ err: (error as Error).message }, 'cannot start');
  process.exit(1);
}
if (process.env.SKIP_BUILD !== '1') {
  const started = performance.now();
  log.info('building the site (astro build)');
  const nodeEnv = process.env.NODE_ENV;
  await build({ logLevel: 'warn' });
  // Astro's build sets NODE_ENV=production for the whole process; the server's mode is the caller's.
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
  log.info({ seconds: Number(((performance.now() - started) / 1000).toFixed(1)) }, 'site built');
}
if (workers > 1) {
  // The workers open their own pools; this process keeps none.
  await closeRuntime();
  runCluster(workers, new URL('../server/serve.ts', import.meta.url).pathname);
} else {
  await startServer();
}
