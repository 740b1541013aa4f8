/**
 * The one-origin server over another build folder than dist/ (the scale bench's dist-bench), on the data
 * folder of the environment: node scripts/bench/serve-dist.ts DIST_DIR PORT
 */
import path from 'node:path';
import { serve } from '@hono/node-server';
import { getRuntime } from '../../server/runtime.ts';
import { createSiteApp } from '../../server/site.ts';
import { config } from '../../server/config.ts';

const [distDir, port] = process.argv.slice(2);
if (!distDir || !port) throw new Error('usage: serve-dist.ts DIST_DIR PORT');
const { app } = await getRuntime();
const site = await createSiteApp({ api: app, distDir: path.resolve(distDir), cdnDir: config.cdnDir });
serve({ fetch: site.fetch, port: Number(port), hostname: '127.0.0.1' });
process.once('SIGINT', () => process.exit(0));
