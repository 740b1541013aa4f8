import { describe, expect, it } from 'vitest';
import { badgeText, bagCount } from '../../src/lib/rules/bag.ts';
import { visitorLines, type Entry, type ShownLine } from '../../src/lib/rules/bag-outbox.ts';
import { repriced, withChange } from '../../src/lib/rules/bag-changes.ts';

const shown: ShownLine = {
  productName: 'Kurta',
  productDesc: '',
  image: '/cdn/kurta.webp',
  price: 999,
  mrp: 1499,
  size: 'M',
  color: 'Red',
  stock: 7,
};
const add = (variantId: string, quantity: number, key: string): Entry => ({
  kind: 'add',
  productId: 'p1',
  variantId,
  quantity,
  shown,
  key,
});

describe("a visitor's bag: their taps as entries, shown as lines", () => {
  it('adds of the same variant make one line of their sum', () => {
    const lines = visitorLines([add('v1', 2, 'k1'), add('v1', 3, 'k2')]);
    expect(lines).toEqual([
      {
        id: 'kept:v1',
        productId: 'p1',
        variantId: 'v1',
        quantity: 5,
        size: 'M',
        color: 'Red',
        product: {
          productName: 'Kurta',
          productDesc: '',
          productImgUrls: ['/cdn/kurta.webp'],
          productSellingPrice: 999,
          productMRP: 1499,
        },
      },
    ]);
  });

  it('another variant is a line of its own, in the order added', () => {
    const lines = visitorLines([add('v1', 1, 'k1'), add('v2', 1, 'k2')]);
    expect(lines.map((l) => l.variantId)).toEqual(['v1', 'v2']);
    expect(bagCount(lines)).toBe(2);
  });

  it('a quantity folds the adds into one add of it, under its own key; a removal leaves nothing', () => {
    const outbox = [add('v1', 1, 'k1'), add('v1', 1, 'k2')];
    const set = withChange(outbox, { kind: 'set', lineId: 'kept:v1', variantId: 'v1', quantity: 3 }, 'k3');
    expect(set).toEqual([add('v1', 3, 'k3')]);
    expect(withChange(set, { kind: 'remove', lineId: 'kept:v1', variantId: 'v1' }, 'k4')).toEqual([]);
  });

  it("the drawer's live price replaces the one kept, for that variant only", () => {
    const outbox = repriced([add('v1', 1, 'k1'), add('v2', 1, 'k2')], 'v1', 1099, 1599);
    expect(visitorLines(outbox).map((l) => [l.variantId, l.product.productSellingPrice, l.product.productMRP])).toEqual(
      [
        ['v1', 1099, 1599],
        ['v2', 999, 1499],
      ],
    );
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
