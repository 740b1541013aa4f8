/** Serves the built site and the API on one origin (npm run serve; npm start builds first). */
import { serve } from '@hono/node-server';
import { config } from './config.ts';
import { getRuntime, closeRuntime } from './runtime.ts';
import { createSiteApp } from './site.ts';
import { assertProductionReady } from './production.ts';
import { expireUnpaidOrders } from './checkout/status.ts';

export async function startServer(port = config.port) {
  assertProductionReady();
  const { app, database } = await getRuntime();
  // Unpaid prepaid orders give their stock back after 30 minutes; a sweep each minute finds them.
  const sweep = setInterval(() => {
    expireUnpaidOrders(database.db).catch((error: Error) => console.error(`[vastra] unpaid-order sweep failed: ${error.message}`));
  }, 60_000);
  sweep.unref();
  const site = createSiteApp({ api: app, distDir: config.distDir, cdnDir: config.cdnDir });
  const server = serve({ fetch: site.fetch, port, hostname: process.env.HOST ?? '127.0.0.1' });
  console.log(`[vastra] site and API on http://localhost:${port} (API at /api/v1)`);
  const stop = async () => {
    clearInterval(sweep);
    server.close();
    await closeRuntime();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return server;
}

if (import.meta.main) await startServer();
