import { describe, expect, it } from 'vitest';
import { isChartSize, sizeChartFor, sizeChartTable, toInches } from '../../src/lib/rules/size-chart.ts';

describe('sizeChartFor', () => {
  it('picks the chart by the sizes a product comes in', () => {
    expect(sizeChartFor(['S', 'M', 'XL', 'XXL'], 'fashion')?.id).toBe('letter');
    expect(sizeChartFor(['Small', 'Medium', '3XL'], 'fashion')?.id).toBe('letter');
    expect(sizeChartFor(['28', '30', '32'], 'fashion')?.id).toBe('waist');
    expect(sizeChartFor(['0-6M', '1-2Y'], 'kids')?.id).toBe('kids');
    expect(sizeChartFor(['2.4', '2.10'], 'jewellery')?.id).toBe('bangle');
  });

  it('gives free-size garments the free-size chart, but no chart to one-size accessories', () => {
    expect(sizeChartFor(['Free Size'], 'fashion')?.id).toBe('free');
    expect(sizeChartFor(['One Size'], 'kids')?.id).toBe('free');
    expect(sizeChartFor(['One Size'], 'watches')).toBeNull();
  });

  it('gives no chart to volumes and weights, mixed kinds, or no sizes at all', () => {
    expect(sizeChartFor(['15 ml', '30 ml'], 'personal-care')).toBeNull();
    expect(sizeChartFor(['4.2 g'], 'personal-care')).toBeNull();
    expect(sizeChartFor(['M', '32'], 'fashion')).toBeNull();
    expect(sizeChartFor([], 'fashion')).toBeNull();
    expect(sizeChartFor(['', ' '], 'fashion')).toBeNull();
  });
});

describe('toInches', () => {
  it('converts centimetres and rounds to the step', () => {
    expect(toInches(84, 0.5)).toBe('33');
    expect(toInches(89, 0.5)).toBe('35');
    expect(toInches(2.54 * 30.3, 0.5)).toBe('30.5');
    expect(toInches(5.72, 0.05)).toBe('2.25');
  });
});

describe('sizeChartTable', () => {
  it('shows each measure in cm and in inches, ranges with a dash', () => {
    const table = sizeChartTable(sizeChartFor(['0-6M'], 'kids')!);
    expect(table.headings).toEqual(['Size', 'Height (cm)', 'Height (in)', 'Chest (cm)', 'Chest (in)']);
    expect(table.rows[0]).toEqual({ size: '0-6M', cells: ['56–67', '22–26.5', '43', '17'] });
  });

  it('letter sizes run from XS to XXL with chest and waist', () => {
    const table = sizeChartTable(sizeChartFor(['M'], 'fashion')!);
    expect(table.headings).toEqual(['Size', 'Chest (cm)', 'Chest (in)', 'Waist (cm)', 'Waist (in)']);
    const sizes = table.rows.map((r) => r.size);
    expect(sizes.slice(0, 6)).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
    // Bigger sizes measure more.
    const chest = table.rows.map((r) => Number(r.cells[0]));
    expect(chest).toEqual([...chest].sort((a, b) => a - b));
  });
});

describe('isChartSize', () => {
  it('matches a chosen size to its chart row, aliases included', () => {
    expect(isChartSize('S', 'Small')).toBe(true);
    expect(isChartSize('XXL', '2XL')).toBe(true);
    expect(isChartSize('Free Size', 'One Size')).toBe(true);
    expect(isChartSize('M', 'L')).toBe(false);
  });
});
