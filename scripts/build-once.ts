/**
 * One `astro build` in a process of its own, for npm start and the scale bench: quiet but for warnings, then one
 * JSON line with the build's wall and CPU seconds and the process's peak resident memory (the build's own).
 * `runBuild` starts it as every build is started (scripts/build.ts: its node flags and environment).
 *   MIMALLOC_PURGE_DELAY=0 node --max-old-space-size=1024 scripts/build-once.ts OUT_DIR
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { BUILD_NODE_FLAGS, buildEnv } from './build.ts';

export type BuildFigures = { seconds: number; cpuSeconds: number; peakRssMb: number };

/**
 * Builds into `outDir` in a new process; resolves with its figures, rejects when it fails. Its output but the
 * figures goes on to this process's.
 */
export function runBuild(outDir: string, env: NodeJS.ProcessEnv = process.env): Promise<BuildFigures> {
  const child = spawn(process.execPath, [...BUILD_NODE_FLAGS, fileURLToPath(import.meta.url), outDir], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    env: buildEnv(env),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let printed = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (printed += chunk));
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

if (import.meta.main) {
  const outDir = process.argv[2];
  if (!outDir) throw new Error('usage: build-once.ts OUT_DIR');
  process.env.ASTRO_TELEMETRY_DISABLED = '1';
  const { build } = await import('astro');
  const { closeRuntime } = await import('../server/runtime.ts');
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
