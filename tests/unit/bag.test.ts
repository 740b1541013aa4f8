import { describe, expect, it } from 'vitest';
import { addLine, badgeText, bagCount, changeLineBy, removeLine, type NewBagLine } from '../../src/lib/rules/bag.ts';

const line = (variantId: string, quantity: number): NewBagLine => ({
  productId: 'p1',
  variantId,
  quantity,
  size: 'M',
  color: 'Red',
  product: { productName: 'Kurta', productDesc: '', productImgUrls: [], productSellingPrice: 999, productMRP: 1499 },
});

let n = 0;
const newId = () => `line-${++n}`;

describe('local bag', () => {
  it('merges quantities for the same variantId', () => {
    const once = addLine([], line('v1', 2), newId);
    const twice = addLine(once, line('v1', 3), newId);
    expect(twice).toHaveLength(1);
    expect(twice[0]!.quantity).toBe(5);
    expect(twice[0]!.id).toBe(once[0]!.id);
  });
  it('appends a different variant as a new line', () => {
    const lines = addLine(addLine([], line('v1', 1), newId), line('v2', 1), newId);
    expect(lines.map((l) => l.variantId)).toEqual(['v1', 'v2']);
    expect(bagCount(lines)).toBe(2);
  });
  it('changes a line by one and removes it at zero', () => {
    const lines = addLine([], line('v1', 1), newId);
    const id = lines[0]!.id;
    expect(changeLineBy(lines, id, 1)[0]!.quantity).toBe(2);
    expect(changeLineBy(lines, id, -1)).toEqual([]);
    expect(removeLine(lines, id)).toEqual([]);
  });
});

describe('badge text', () => {
  it('caps at 99+ from 100', () => {
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(250)).toBe('99+');
  });
  it('is empty for an empty bag', () => {
    expect(badgeText(0)).toBe('');
  });
});
