/** The contract with the service worker, and the waits between tries while the device says it is online. */
import { describe, expect, it } from 'vitest';
import { isFlushMessage, nextRetryMs } from '../../src/lib/rules/offline-sync.ts';

describe('tries while online', () => {
  it('waits 2 s first, then twice the last wait, up to a minute', () => {
    const waits: number[] = [];
    let last: number | null = null;
    for (let i = 0; i < 8; i++) waits.push((last = nextRetryMs(last)));
    expect(waits).toEqual([2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000]);
  });
});

describe('the flush message', () => {
  it('is the worker’s message only', () => {
    expect(isFlushMessage({ type: 'vastra:flush-pending' })).toBe(true);
    expect(isFlushMessage({ type: 'other' })).toBe(false);
    expect(isFlushMessage(null)).toBe(false);
    expect(isFlushMessage('vastra:flush-pending')).toBe(false);
  });
});
