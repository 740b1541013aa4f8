/**
 * One `astro build` in a process of its own, for npm start and the scale bench: quiet but for warnings, then one
 * JSON line with the build's wall and CPU seconds and the process's peak resident memory (the build's own).
 * `runBuild` starts it as every build is started (scripts/build.ts: its node flags and environment). Given
 * `databaseReady`, the build starts at once and opens the database only when that settles: npm start migrates and
 * seeds it meanwhile, which the bundling does not wait for (an embedded database has one process at a time).
 *   MIMALLOC_PURGE_DELAY=0 node --max-old-space-size=1024 scripts/build-once.ts OUT_DIR
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { BUILD_NODE_FLAGS, buildEnv, HANDOVER_ENV } from './build.ts';

export type BuildFigures = { seconds: number; cpuSeconds: number; peakRssMb: number };

/**
 * Builds into `outDir` in a new process; resolves with its figures, rejects when it fails. Its output but the
 * figures goes on to this process's.
 */
export function runBuild(
  outDir: string,
  env: NodeJS.ProcessEnv = process.env,
  databaseReady?: Promise<unknown>,
): Promise<BuildFigures> {
  const child = spawn(process.execPath, [...BUILD_NODE_FLAGS, fileURLToPath(import.meta.url), outDir], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    env: { ...buildEnv(env), ...(databaseReady ? { [HANDOVER_ENV]: '1' } : {}) },
    stdio: ['ignore', 'pipe', 'inherit', ...(databaseReady ? (['ipc'] as const) : [])],
  });
  // The build asks when it first needs the database; it is answered once npm start has let it go.
  child.on('message', (message) => {
    if (message === ASKED) databaseReady?.then(() => child.connected && child.send(HANDED_OVER));
  });
  databaseReady?.catch(() => child.kill());
  let printed = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (printed += chunk));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      const lines = printed.trimEnd().split('\n');
      const last = lines.pop() ?? '';
      if (lines.length) process.stdout.write(`${lines.join('\n')}\n`);
      try {
        if (code !== 0) throw new Error(`astro build failed (exit code ${code})`);
        resolve(JSON.parse(last) as BuildFigures);
      } catch (error) {
        process.stdout.write(`${last}\n`);
        reject(error);
      }
    });
  });
}

const ASKED = 'database wanted';
const HANDED_OVER = 'database ready';

if (import.meta.main) {
  const outDir = process.argv[2];
  if (!outDir) throw new Error('usage: build-once.ts OUT_DIR');
  process.env.ASTRO_TELEMETRY_DISABLED = '1';
  const { build } = await import('astro');
  const { closeRuntime, DATABASE_HANDOVER } = await import('../server/runtime.ts');
  if (process.env[HANDOVER_ENV] === '1')
    (globalThis as Record<symbol, unknown>)[DATABASE_HANDOVER] = () =>
      new Promise<void>((resolve) => {
        process.on('message', (message) => {
          if (message !== HANDED_OVER) return;
          process.disconnect();
          resolve();
        });
        process.send!(ASKED);
      });
  const started = performance.now();
  await build({ outDir, logLevel: 'warn' });
  const cpu = process.cpuUsage();
  const figures: BuildFigures = {
    seconds: (performance.now() - started) / 1000,
    // CPU time as well as wall time: on a shared machine the wall time follows the load, the CPU time much less.
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
  };
  // The build read the catalog through this process's runtime; its database stays open until closed.
  await closeRuntime();
  console.log(JSON.stringify(figures));
  process.exit(0);
}
