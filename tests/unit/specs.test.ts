import { describe, expect, it } from 'vitest';
import { specificationRows } from '../../src/lib/rules/specs.ts';

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
