/** The timed sweeps' clock: a long sweep runs first within a minute of starting, never twice at once, and stop() waits for it. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSweep } from '../../server/sweeps.ts';

afterEach(() => vi.useRealTimers());

describe('startSweep', () => {
  it('runs an hourly sweep a minute after starting, then every hour', async () => {
    vi.useFakeTimers();
    const task = vi.fn(async () => 0);
    const sweep = startSweep('test sweep', task, 60 * 60_000);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(task).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60 * 60_000 - 60_000);
    expect(task).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(task).toHaveBeenCalledTimes(3);
    await sweep.stop();
    await vi.advanceTimersByTimeAsync(2 * 60 * 60_000);
    expect(task).toHaveBeenCalledTimes(3);
  });

  it('runs a minute sweep each minute, skips a tick while one is still running, and stop() waits for it', async () => {
    vi.useFakeTimers();
    let finish = () => {};
    const task = vi.fn(() => new Promise<number>((resolve) => (finish = () => resolve(1))));
    const sweep = startSweep('test sweep', task, 60_000);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000); // still running: not started again
    expect(task).toHaveBeenCalledTimes(1);
    let stopped = false;
    const stopping = sweep.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
  });
});
