import { describe, expect, it } from 'vitest';
import { dropPercent, formatRupees, formatRupeesExact, percentOff } from '../../src/lib/rules/price.ts';

describe('percentOff', () => {
  it('rounds ((MRP - price) / MRP x 100) to a whole percent', () => {
    expect(percentOff(1000, 700)).toBe(30);
    expect(percentOff(3799, 1999)).toBe(47); // 47.38
    expect(percentOff(999, 666)).toBe(33); // 33.33
    expect(percentOff(200, 99)).toBe(51); // 50.5 rounds up
  });
  it('shows nothing at or above MRP', () => {
    expect(percentOff(1000, 1000)).toBeNull();
    expect(percentOff(1000, 1200)).toBeNull();
  });
  it('shows nothing for a missing or zero MRP', () => {
    expect(percentOff(0, 100)).toBeNull();
    expect(percentOff(Number.NaN, 100)).toBeNull();
  });
});

describe('rupee prices', () => {
  it('use Indian digit grouping', () => {
    expect(formatRupees(124999)).toBe('₹1,24,999');
    expect(formatRupees(1999)).toBe('₹1,999');
    expect(formatRupees(10000000)).toBe('₹1,00,00,000');
    expect(formatRupees(99)).toBe('₹99');
  });
  it('wallet amounts always carry two decimals', () => {
    expect(formatRupeesExact(1250)).toBe('₹1,250.00');
    expect(formatRupeesExact(0.5)).toBe('₹0.50');
  });
});

describe('DropTrack diff', () => {
  it('is the whole percent fallen since tracking began', () => {
    expect(dropPercent(2000, 1500)).toBe(25);
    expect(dropPercent(999, 666)).toBe(33);
  });
  it('is negative when the price rose, and 0 without an original price', () => {
    expect(dropPercent(1000, 1100)).toBe(-10);
    expect(dropPercent(0, 500)).toBe(0);
  });
});
