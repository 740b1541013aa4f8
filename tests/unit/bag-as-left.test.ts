/**
 * The bag as the shopper left it offline: src/lib/rules/bag-as-left.ts lays the kept changes over
 * the last known cart, and pending.ts keeps a line's later change from counting its kept adds twice.
 */
import { describe, expect, it } from 'vitest';
import { bagAsLeft, isKeptLine } from '../../src/lib/rules/bag-as-left.ts';
import { withKeptAddSet, withLineSet, type PendingChange, type ShownLine } from '../../src/lib/rules/pending.ts';
import type { CartLine } from '../../src/lib/api/types.ts';

const shown: ShownLine = {
  productName: 'Linen Kurta',
  productDesc: 'Soft linen',
  image: '/cdn/kurta-640.webp',
  price: 1299,
  mrp: 1999,
  size: 'M',
  color: 'Indigo',
  stock: 7,
};

function line(id: string, variantId: string, quantity: number): CartLine {
  return {
    id,
    productId: `p-${variantId}`,
    variantId,
    quantity,
    addedPrice: 499,
    Product: {
      SellerUserId: 's1',
      storeName: 'Store',
      productName: `Product ${variantId}`,
      productDesc: '',
      productSellingPrice: 499,
      productMRP: 999,
    },
    ProductVarient: {
      VarientImgUrl: [],
      VarientColor: 'Red',
      VarientSize: 'S',
      VarientPrice: 499,
      VarientMrp: 999,
      VarientQuantity: 10,
    },
  };
}

const add = (variantId: string, quantity: number, withShown = true): PendingChange => ({
  kind: 'add-to-cart',
  productId: `p-${variantId}`,
  variantId,
  quantity,
  ...(withShown ? { shown } : {}),
});

describe('bagAsLeft', () => {
  it('sets quantities and removes lines as kept', () => {
    const result = bagAsLeft(
      [line('a', 'va', 2), line('b', 'vb', 1)],
      [
        { kind: 'cart-quantity', lineId: 'a', quantity: 4 },
        { kind: 'cart-remove', lineId: 'b' },
      ],
    );
    expect(result.map((l) => [l.id, l.quantity])).toEqual([['a', 4]]);
  });

  it('an add of a variant already in the bag adds to its line', () => {
    expect(bagAsLeft([line('a', 'va', 2)], [add('va', 3)]).map((l) => l.quantity)).toEqual([5]);
  });

  it('an add of a new variant shows a line of its own, as the shopper saw it, marked as kept', () => {
    const [only] = bagAsLeft([], [add('vn', 2)]);
    expect(only!.quantity).toBe(2);
    expect(isKeptLine(only!.id)).toBe(true);
    expect(only!.Product.productName).toBe('Linen Kurta');
    expect(only!.Product.productSellingPrice).toBe(1299);
    expect(only!.Product.productMRP).toBe(1999);
    expect(only!.ProductVarient.VarientImgUrl).toEqual(['/cdn/kurta-640.webp']);
    expect(only!.ProductVarient.VarientQuantity).toBe(7);
  });

  it('two adds of the same new variant make one line', () => {
    expect(bagAsLeft([], [add('vn', 1), add('vn', 2)]).map((l) => l.quantity)).toEqual([3]);
  });

  it('a move to bag adds one; an add with nothing to show it by is not drawn', () => {
    const moved: PendingChange = { kind: 'move-to-bag', productId: 'p-vm', variantId: 'vm', shown };
    expect(bagAsLeft([], [moved, add('vx', 1, false)]).map((l) => [l.variantId, l.quantity])).toEqual([['vm', 1]]);
  });

  it('leaves the cart it was given as it was', () => {
    const lines = [line('a', 'va', 2)];
    bagAsLeft(lines, [{ kind: 'cart-quantity', lineId: 'a', quantity: 5 }]);
    expect(lines[0]!.quantity).toBe(2);
  });
});

describe('withLineSet', () => {
  it("a line's new quantity drops the adds kept for its variant (they are counted in it)", () => {
    expect(
      withLineSet([add('va', 1), add('vb', 1)], 'va', { kind: 'cart-quantity', lineId: 'a', quantity: 4 }),
    ).toEqual([add('vb', 1), { kind: 'cart-quantity', lineId: 'a', quantity: 4 }]);
  });

  it('a move to bag keeps its wishlist half', () => {
    const moved: PendingChange = { kind: 'move-to-bag', productId: 'p-va', variantId: 'va' };
    expect(withLineSet([moved], 'va', { kind: 'cart-remove', lineId: 'a' })).toEqual([
      { kind: 'wishlist', productId: 'p-va', variantId: 'va', on: false },
      { kind: 'cart-remove', lineId: 'a' },
    ]);
  });
});

describe('withKeptAddSet', () => {
  it("a kept line's new quantity becomes one add in the place of the first", () => {
    const wish: PendingChange = { kind: 'wishlist', productId: 'p-vw', variantId: 'vw', on: true };
    expect(withKeptAddSet([add('vn', 1), wish, add('vn', 2)], 'vn', 2)).toEqual([add('vn', 2), wish]);
  });

  it('at 0 the kept adds go and nothing is sent for them', () => {
    expect(withKeptAddSet([add('vn', 1), add('vb', 1)], 'vn', 0)).toEqual([add('vb', 1)]);
  });
});
