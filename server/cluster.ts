/**
 * Several serving processes behind one port (node:cluster: the primary forks the workers, which share its
 * listening socket). The primary holds no database and serves nothing: it starts the workers, replaces one
 * that dies after it was serving, and on SIGTERM or SIGINT passes SIGTERM to each and exits once they have.
 */
import cluster, { type Worker } from 'node:cluster';
import { log } from './log.ts';

export const MAX_WORKERS = 64;

/**
 * WEB_CONCURRENCY (default 1). More than one process needs PostgreSQL: an embedded PGlite data folder
 * belongs to one process, so that is refused rather than quietly served by one.
 */
export function webConcurrency(env: Record<string, string | undefined> = process.env): number {
  const raw = env.WEB_CONCURRENCY?.trim() || '1';
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1 || count > MAX_WORKERS) {
    throw new Error(`WEB_CONCURRENCY must be a whole number from 1 to ${MAX_WORKERS} (got "${raw}").`);
  }
  if (count > 1 && !env.DATABASE_URL) {
    throw new Error(
      `WEB_CONCURRENCY=${count} needs PostgreSQL (DATABASE_URL): the embedded database (PGlite) belongs to one process. ` +
        'Set DATABASE_URL, or leave WEB_CONCURRENCY unset to serve from one process.',
    );
  }
  return count;
}

/** Forks `workers` processes running `exec` (server/serve.ts); this process then only supervises them. */
export function runCluster(workers: number, exec: string): void {
  cluster.setupPrimary({ exec, args: [] });
  const serving = new Set<Worker>();
  const alive = new Set<Worker>();
  let stopping = false;
  let failed = false;

  const fork = () => alive.add(cluster.fork());
  const stopAll = () => {
    stopping = true;
    for (const worker of alive) worker.process.kill('SIGTERM');
  };

  cluster.on('listening', (worker, address) => {
    serving.add(worker);
    log.info({ worker: worker.process.pid, port: address.port }, 'worker serving');
  });
  cluster.on('exit', (worker, code, signal) => {
    alive.delete(worker);
    const clean = code === 0;
    if (stopping) {
      if (!clean) failed = true;
    } else if (!serving.has(worker)) {
      // It never served (configuration, migrations missing, port taken): another would fail the same way.
      log.error({ worker: worker.process.pid, code, signal }, 'worker failed to start: stopping');
      failed = true;
      stopAll();
    } else {
      log.warn({ worker: worker.process.pid, code, signal }, 'worker exited: starting a replacement');
      fork();
    }
    serving.delete(worker);
    if (stopping && alive.size === 0) {
      log.info({ failed }, 'all workers stopped');
      process.exit(failed ? 1 : 0);
    }
  });

  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    log.info({ signal, workers: alive.size }, 'stopping: draining the workers');
    stopAll();
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
  for (let i = 0; i < workers; i++) fork();
}
