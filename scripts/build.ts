/**
 * npm run build: `astro build` in a process started with the settings that keep the build's memory down
 * (docs/performance.md, "The build's memory"). scripts/start.ts and the bench's builds start theirs the same way.
 *   - MIMALLOC_PURGE_DELAY=0: the bundler's native allocator (Rolldown's mimalloc) gives the memory it frees back
 *     at once instead of keeping it for reuse. It reads the setting when its module loads, so the setting has to be
 *     in the environment the process starts with.
 *   - --max-old-space-size: V8 collects before its heap passes 1 GB (the build's live heap stays under 0.6 GB)
 *     instead of letting the bundling's garbage stand while the pages render.
 *   - --import scripts/open-database-first.ts: an embedded database is opened before the bundling, not on top of it.
 * Measured on the 100,000-product catalog read from PostgreSQL: a peak of 1.67 GB without the first two, 1.12 to
 * 1.19 GB with them; read from the embedded database, 1.34 to 1.39 GB with all three.
 * Arguments go on to `astro build` (npm run build -- --outDir …).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from './node-flags.ts';

/**
 * Node's flags for a process that runs a build: the server's (scripts/node-flags.ts), and the embedded database
 * opened first (scripts/open-database-first.ts).
 */
export const BUILD_NODE_FLAGS = [
  ...SERVER_NODE_FLAGS,
  '--max-old-space-size=1024',
  '--import',
  fileURLToPath(new URL('./open-database-first.ts', import.meta.url)),
];

/** Set for a build whose database npm start still holds and hands over when the build asks (scripts/build-once.ts). */
export const HANDOVER_ENV = 'VASTRA_DATABASE_HANDOVER';

/** Whether a build's process opens its database before the bundling: only an embedded one it holds from the start. */
export const opensDatabaseFirst = (env: NodeJS.ProcessEnv): boolean =>
  !env.DATABASE_URL && !env.CATALOG_API_URL && env[HANDOVER_ENV] !== '1';

/** The environment for a process that runs a build. */
export const buildEnv = (env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv => ({
  ...env,
  MIMALLOC_PURGE_DELAY: '0',
});

const astroCli = fileURLToPath(new URL('../node_modules/astro/bin/astro.mjs', import.meta.url));

if (import.meta.main) {
  const built = spawnSync(process.execPath, [...BUILD_NODE_FLAGS, astroCli, 'build', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: buildEnv(),
  });
  process.exit(built.status ?? 1);
}
