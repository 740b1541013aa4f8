/** Bag and wishlist changes kept offline (src/lib/rules/pending.ts): what is kept when the same thing changes again. */
import { describe, expect, it } from 'vitest';
import { decodePending, sameChange, withChange, type PendingChange } from '../../src/lib/rules/pending.ts';

const qty = (lineId: string, quantity: number): PendingChange => ({ kind: 'cart-quantity', lineId, quantity });
const wish = (on: boolean, variantId = 'v1'): PendingChange => ({ kind: 'wishlist', productId: 'p1', variantId, on });
const add = (quantity: number): PendingChange => ({ kind: 'add-to-cart', productId: 'p1', variantId: 'v1', quantity });

describe('withChange', () => {
  it("keeps a line's last quantity only, at the end", () => {
    expect(withChange([qty('a', 2), qty('b', 1)], qty('a', 3))).toEqual([qty('b', 1), qty('a', 3)]);
  });

  it("a line's removal replaces its kept quantity", () => {
    expect(withChange([qty('a', 2)], { kind: 'cart-remove', lineId: 'a' })).toEqual([
      { kind: 'cart-remove', lineId: 'a' },
    ]);
  });

  it('a wishlist toggle back cancels the kept one; a repeat is kept once; another variant is its own', () => {
    expect(withChange([wish(true)], wish(false))).toEqual([]);
    expect(withChange([wish(true)], wish(true))).toEqual([wish(true)]);
    expect(withChange([wish(true)], wish(false, 'v2'))).toEqual([wish(true), wish(false, 'v2')]);
  });

  it('adds to the bag add up, as on the server', () => {
    expect(withChange([add(1)], add(2))).toEqual([add(1), add(2)]);
  });

  it('leaves the list it was given as it was', () => {
    const kept = [qty('a', 2)];
    withChange(kept, qty('a', 4));
    expect(kept).toEqual([qty('a', 2)]);
  });
});

describe('decodePending', () => {
  it('reads back what was stored and drops anything unreadable', () => {
    expect(decodePending(JSON.stringify([qty('a', 2), 7, null, { no: 'kind' }]))).toEqual([qty('a', 2)]);
    expect(decodePending('not json')).toEqual([]);
    expect(decodePending('{"kind":"cart-remove"}')).toEqual([]);
  });
});

describe('sameChange', () => {
  it('matches the same change made again, not another', () => {
    expect(sameChange(qty('a', 2), qty('a', 2))).toBe(true);
    expect(sameChange(qty('a', 2), qty('a', 3))).toBe(false);
  });
});
