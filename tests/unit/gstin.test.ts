import { describe, expect, it } from 'vitest';
import { gstinCheckChar, isValidGstin, makeGstin } from '../../src/lib/rules/gstin.ts';

describe('GSTIN check character', () => {
  it('matches published GSTINs', () => {
    // Published examples of the GSTN scheme.
    expect(gstinCheckChar('27AAPFU0939F1Z')).toBe('V');
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isValidGstin('29AAGCB7383J1Z4')).toBe(true);
  });
  it('refuses a wrong check character or shape', () => {
    expect(isValidGstin('27AAPFU0939F1ZW')).toBe(false);
    expect(isValidGstin('27AAPFU0939F1Z')).toBe(false);
    expect(isValidGstin('27aapfu0939f1zv')).toBe(false);
  });
  it('makes valid GSTINs from their parts', () => {
    expect(makeGstin('27', 'AAPFU0939F')).toBe('27AAPFU0939F1ZV');
    expect(isValidGstin(makeGstin('08', 'AAKCK4821L'))).toBe(true);
  });
});
