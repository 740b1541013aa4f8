import { describe, expect, it } from 'vitest';
import { specificationEntries, specificationRows } from '../../src/lib/rules/specs.ts';

describe('specificationRows', () => {
  it('lists every spec with a readable label, leaving out size and colour (the buy box shows those)', () => {
    const rows = specificationRows({
      size: 'XS',
      color: 'Purple',
      material: 'Cotton',
      careInstructions: 'Hand wash',
      fit: '',
    });
    expect(rows).toEqual([
      ['Material', 'Cotton'],
      ['Care Instructions', 'Hand wash'],
    ]);
  });
  it('gives no rows when only size and colour are known', () => {
    expect(specificationRows({ size: 'M', color: 'Red' })).toEqual([]);
  });
});

describe('specificationEntries', () => {
  it('keeps each spec’s own key, for the page to name in its language', () => {
    expect(
      specificationEntries({ size: 'M', color: 'Red', style: 'Kurtas', material: 'Cotton', origin: 'India' }),
    ).toEqual([
      ['style', 'Kurtas'],
      ['material', 'Cotton'],
      ['origin', 'India'],
    ]);
  });
});
