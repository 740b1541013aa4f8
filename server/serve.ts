/**
 * A serving process: the built site and the API on one origin (npm run serve; npm start prepares first).
 * It never migrates, seeds or builds (that is the release step: `npm run db:migrate`, the build) and refuses
 * a database that lacks a migration. WEB_CONCURRENCY > 1 runs that many of it behind one port (cluster.ts).
 */
import cluster from 'node:cluster';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { config } from './config.ts';
import { getRuntime, closeRuntime } from './runtime.ts';
import { createSiteApp } from './site.ts';
import { assertProductionReady } from './production.ts';
import { servingApp } from './http/serving-app.ts';
import { startSweeps } from './sweeps.ts';
import { drainOnSignals } from './shutdown.ts';
import { runCluster, webConcurrency } from './cluster.ts';
import { log } from './log.ts';
import { warmPostalData } from './delivery/delivery.ts';

/** How long an idle keep-alive connection is kept open (longer than a balancer's 60 s idle timeout). */
export const KEEP_ALIVE_MS = 65_000;

export async function startServer(port = config.port): Promise<Server> {
  assertProductionReady();
  const { app, database } = await getRuntime({ serve: true });
  const sweep = startSweeps(database.db);
  // Outside production the demo's images are drawn as they are first asked for (server/demo-art.ts).
  const site = await createSiteApp({
    api: app,
    distDir: config.distDir,
    cdnDir: config.cdnDir,
    demoArt: !config.production,
  });
  const hostname = process.env.HOST ?? '127.0.0.1';
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = serve({ fetch: servingApp(site, log).fetch, port, hostname }, () => resolve(listening as Server));
    listening.once('error', reject); // port taken, no permission
  });
  // Node closes an idle keep-alive connection after 5 s; a client (a load balancer, a CDN, a test's request
  // context) that reuses it at that moment gets ECONNRESET. Idle connections are kept longer than the usual
  // balancer idle timeout (60 s) instead, so the client always closes first; a drain closes idle ones at once.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  const actualPort = (server.address() as AddressInfo).port;
  log.info(
    { port: actualPort, database: database.kind },
    `serving site and API on http://localhost:${actualPort} (API at /api/v1)`,
  );
  // Every order and PIN check reads the postal data: read it now, not on the first order.
  setTimeout(warmPostalData, 0).unref();
  drainOnSignals(server, async () => {
    await sweep.stop();
    await closeRuntime();
  });
  return server;
}

/** `npm run serve`: one process, or a cluster primary and its workers (each of which runs this file). */
export async function main(): Promise<void> {
  try {
    const workers = cluster.isPrimary ? webConcurrency() : 1;
    if (workers > 1) runCluster(workers, import.meta.filename);
    else await startServer();
  } catch (error) {
    log.fatal({ err: (error as Error).message }, 'cannot serve');
    process.exit(1);
  }
}

if (import.meta.main) await main();
