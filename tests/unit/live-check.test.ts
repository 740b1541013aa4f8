import { describe, expect, it } from 'vitest';
import { staticIsStale, type ShownVariant } from '../../src/lib/rules/live-check.ts';

const shown: ShownVariant = { variantId: 'v1', sellingPrice: 999, MRP: 1499, stock: 40 };

describe('staticIsStale', () => {
  it('is fresh when the same variant has the same money and plenty of stock', () => {
    expect(staticIsStale(shown, { ...shown, stock: 9 })).toBe(false);
  });
  it('is stale when the "Only N left" note would change', () => {
    expect(staticIsStale(shown, { ...shown, stock: 3 })).toBe(true);
    expect(staticIsStale({ ...shown, stock: 4 }, { ...shown, stock: 3 })).toBe(true);
    expect(staticIsStale({ ...shown, stock: 4 }, { ...shown, stock: 4 })).toBe(false);
    expect(staticIsStale({ ...shown, stock: 4 }, { ...shown, stock: 12 })).toBe(true);
  });
  it('is stale when price or MRP changed', () => {
    expect(staticIsStale(shown, { ...shown, sellingPrice: 899 })).toBe(true);
    expect(staticIsStale(shown, { ...shown, MRP: 1599 })).toBe(true);
  });
  it('is stale when the variant sold out or another variant should show', () => {
    expect(staticIsStale(shown, { ...shown, stock: 0 })).toBe(true);
    expect(staticIsStale(shown, { ...shown, variantId: 'v2' })).toBe(true);
  });
  it('keeps the static page when live data is missing', () => {
    expect(staticIsStale(shown, null)).toBe(false);
  });
});
