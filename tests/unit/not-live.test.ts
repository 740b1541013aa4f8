/** Money that is not live says so (issue 29 §2): src/lib/rules/not-live.ts and the Background Sync contract. */
import { describe, expect, it } from 'vitest';
import { priceNotLive } from '../../src/lib/rules/not-live.ts';
import { FLUSH_MESSAGE, SYNC_TAG, isFlushMessage } from '../../src/lib/rules/offline-sync.ts';

describe('priceNotLive', () => {
  it('names when the price was last known, in India time', () => {
    expect(priceNotLive(new Date('2026-11-27T09:30:00Z'))).toBe(
      "Price as of Nov 27, 2026, 3:00 PM: couldn't check the live price",
    );
  });

  it('without a known time still says the price was not checked', () => {
    expect(priceNotLive(null)).toBe("Couldn't check the live price: it may have changed");
    expect(priceNotLive(new Date('not a date'))).toBe("Couldn't check the live price: it may have changed");
  });
});

describe('offline sync contract', () => {
  it('the tag and message are fixed strings the service worker shares', () => {
    expect(SYNC_TAG).toBe('vastra-bag');
    expect(isFlushMessage({ type: FLUSH_MESSAGE })).toBe(true);
    expect(isFlushMessage({ type: 'other' })).toBe(false);
    expect(isFlushMessage(null)).toBe(false);
  });
});
