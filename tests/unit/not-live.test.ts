/** Money that is not live says so: src/lib/rules/not-live.ts and the Background Sync contract. */
import { describe, expect, it } from 'vitest';
import { priceNotLive } from '../../src/lib/rules/not-live.ts';
import { FLUSH_MESSAGE, SYNC_TAG, isFlushMessage } from '../../src/lib/rules/offline-sync.ts';

describe('priceNotLive', () => {
  it('online, a check that could not run names when the price was last known, in India time', () => {
    expect(priceNotLive('unchecked', new Date('2026-11-27T09:30:00Z'))).toBe(
      "Price as of Nov 27, 2026, 3:00 PM: couldn't check the live price",
    );
  });

  it('offline, the price is the last known, and says when', () => {
    expect(priceNotLive('offline', new Date('2026-11-27T18:45:00Z'))).toBe(
      "Last known price, as of Nov 28, 2026, 12:15 AM: you're offline",
    );
  });

  it('without a known time still says the price is not live', () => {
    expect(priceNotLive('unchecked', null)).toBe("Couldn't check the live price: it may have changed");
    expect(priceNotLive('unchecked', new Date('not a date'))).toBe(
      "Couldn't check the live price: it may have changed",
    );
    expect(priceNotLive('offline', null)).toBe("Last known price: you're offline");
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
