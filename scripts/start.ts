/**
 * npm start: open the database (seeding the demo catalog when empty, never in production), build the site
 * from it, then serve site and API on one origin. The build reads the catalog in-process through the same
 * runtime.
 */
import { build } from 'astro';
import { getRuntime } from '../server/runtime.ts';
import { startServer } from '../server/serve.ts';

process.env.ASTRO_TELEMETRY_DISABLED = '1';
await getRuntime();
if (process.env.SKIP_BUILD !== '1') {
  const started = performance.now();
  const nodeEnv = process.env.NODE_ENV;
  await build({ logLevel: 'warn' });
  // Astro's build sets NODE_ENV=production for the whole process; the server's mode is the caller's.
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
  console.log(`[vastra] site built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
await startServer();
