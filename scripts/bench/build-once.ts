/**
 * One `astro build` in this process, for the scale bench: prints the build's wall and CPU time and this process's
 * peak resident memory (the build runs in-process, so this is the build's peak) as one JSON line.
 *   node scripts/bench/build-once.ts OUT_DIR
 */
import { build } from 'astro';
import { closeRuntime } from '../../server/runtime.ts';

const outDir = process.argv[2];
if (!outDir) throw new Error('usage: build-once.ts OUT_DIR');
process.env.ASTRO_TELEMETRY_DISABLED = '1';
const started = performance.now();
await build({ outDir, logLevel: 'warn' });
const cpu = process.cpuUsage();
console.log(
  JSON.stringify({
    seconds: (performance.now() - started) / 1000,
    // CPU time as well as wall time: on a shared machine the wall time follows the load, the CPU time much less.
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
  }),
);
// The build read the catalog through the in-process runtime; its database stays open until closed.
await closeRuntime();
process.exit(0);
