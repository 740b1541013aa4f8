/**
 * A fixed piece of CPU work, timed (the median of three). On one 2-core machine it took from 335 to 614 ms within
 * one hour (the other machines on the same host), while the same 100,000-product build took from 115 to 157 s.
 * Printed at the start and the end of a bench run, so that runs on different days and machines can be set side
 * by side.
 */
export function machineSpeedMs(): number {
  const times: number[] = [];
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    let sum = 0;
    for (let i = 0; i < 3e8; i++) sum += i % 7;
    if (sum < 0) throw new Error('unreachable');
    times.push(performance.now() - started);
  }
  return Math.round(times.sort((a, b) => a - b)[1]!);
}
