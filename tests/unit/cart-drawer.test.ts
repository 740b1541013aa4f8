import { describe, expect, it } from 'vitest';
import {
  checkBagLine,
  drawerTotals,
  fromBagLine,
  fromCartLine,
  lineNotes,
  lineStep,
  liveVariant,
} from '../../src/lib/rules/cart.ts';
import { bagButtonName, type BagLine } from '../../src/lib/rules/bag.ts';
import type { CartLine, Product, Varient } from '../../src/lib/api/types.ts';

const bagLine = (price: number, mrp: number, quantity = 1): BagLine => ({
  id: 'b1',
  productId: 'p1',
  variantId: 'v1',
  quantity,
  size: 'M',
  color: 'Red',
  product: {
    productName: 'Kurta',
    productDesc: '<p>Cotton</p>',
    productImgUrls: ['img/a'],
    productSellingPrice: price,
    productMRP: mrp,
  },
});

describe('cart stepper (shopper-core §5)', () => {
  it('plus at 5 warns with the spec message and does not change the line', () => {
    expect(lineStep(5, 1, 40)).toEqual({ action: 'warn', warning: 'Max quantity is 5 for one product.' });
    expect(lineStep(4, 1, 40)).toEqual({ action: 'set', quantity: 5 });
  });
  it('plus at the stock warns "Only N left"', () => {
    expect(lineStep(3, 1, 3)).toEqual({ action: 'warn', warning: 'Only 3 left' });
    expect(lineStep(2, 1, 3)).toEqual({ action: 'set', quantity: 3 });
    expect(lineStep(1, 1, 0)).toEqual({ action: 'warn', warning: 'Variant out of stock' });
  });
  it('an unknown stock (a visitor line not checked yet) only stops at 5', () => {
    expect(lineStep(4, 1, null)).toEqual({ action: 'set', quantity: 5 });
    expect(lineStep(5, 1, null)).toEqual({ action: 'warn', warning: 'Max quantity is 5 for one product.' });
  });
  it('minus at 1 removes the line; above 1 it goes down by one, even above the stock', () => {
    expect(lineStep(1, -1, 10)).toEqual({ action: 'remove' });
    expect(lineStep(4, -1, 2)).toEqual({ action: 'set', quantity: 3 });
  });
});

describe('what changed since a line was added', () => {
  it('says a price rise or drop with both prices, and nothing when the same', () => {
    expect(lineNotes({ addedPrice: 999, price: 1299, stock: 10, quantity: 1 })).toEqual([
      'Price went up from ₹999 to ₹1,299 since you added it',
    ]);
    expect(lineNotes({ addedPrice: 1299, price: 999, stock: 10, quantity: 1 })).toEqual([
      'Price dropped from ₹1,299 to ₹999 since you added it',
    ]);
    expect(lineNotes({ addedPrice: 999, price: 999, stock: 10, quantity: 1 })).toEqual([]);
    expect(lineNotes({ addedPrice: null, price: 999, stock: 10, quantity: 1 })).toEqual([]);
  });
  it('says when the stock fell below the quantity, or is gone', () => {
    expect(lineNotes({ addedPrice: null, price: 999, stock: 2, quantity: 4 })).toEqual([
      'Only 2 left now: lower the quantity to 2',
    ]);
    expect(lineNotes({ addedPrice: null, price: 999, stock: 0, quantity: 1 })).toEqual([
      'Sold out now: remove it to check out',
    ]);
    expect(lineNotes({ addedPrice: null, price: 999, stock: 4, quantity: 4 })).toEqual([]);
  });
});

describe('a visitor line against the live product', () => {
  const product = {
    id: 'p1',
    productSellingPrice: 1000,
    productMRP: 2000,
    productStock: 9,
    productImgUrls: [],
    productSpecs: { color: 'Blue', size: 'L' },
  } as unknown as Product;
  const varient = [
    {
      id: 'v1',
      VarientColor: 'Red',
      VarientSize: 'M',
      VarientPrice: 1199,
      VarientMrp: 1999,
      VarientQuantity: 2,
      VarientImgUrl: [],
    },
  ] as unknown as Varient[];

  it('finds the variant, or the base product sold without variants, or nothing', () => {
    expect(liveVariant({ product, varient }, 'v1')).toEqual({ price: 1199, mrp: 1999, stock: 2 });
    expect(liveVariant({ product, varient: [] }, 'p1')).toEqual({ price: 1000, mrp: 2000, stock: 9 });
    expect(liveVariant({ product, varient }, 'gone')).toBeNull();
  });
  it('takes the live price (the server wins) and remembers the kept one to say so', () => {
    const { repriced, check } = checkBagLine(bagLine(999, 1999, 3), { price: 1199, mrp: 1999, stock: 2 });
    expect(repriced?.product).toMatchObject({ productSellingPrice: 1199, productMRP: 1999 });
    expect(check).toEqual({ stock: 2, priceWas: 999 });
    const shown = fromBagLine(repriced!, check);
    expect(shown).toMatchObject({ price: 1199, addedPrice: 999, stock: 2, quantity: 3 });
    expect(lineNotes(shown)).toEqual([
      'Price went up from ₹999 to ₹1,199 since you added it',
      'Only 2 left now: lower the quantity to 2',
    ]);
  });
  it('leaves an unchanged line alone; a vanished variant reads as sold out', () => {
    expect(checkBagLine(bagLine(1199, 1999), { price: 1199, mrp: 1999, stock: 8 })).toEqual({
      repriced: null,
      check: { stock: 8, priceWas: null },
    });
    expect(checkBagLine(bagLine(1199, 1999), null).check.stock).toBe(0);
    expect(fromBagLine(bagLine(1199, 1999)).stock).toBeNull();
  });
});

describe('drawer totals', () => {
  it('sums selling prices and the saving against MRP, never a negative saving', () => {
    const lines = [
      { price: 999, mrp: 1499, quantity: 2 },
      { price: 1500, mrp: 1200, quantity: 1 },
    ];
    expect(drawerTotals(lines)).toEqual({ subtotal: 3498, saving: 1000, units: 3 });
    expect(drawerTotals([])).toEqual({ subtotal: 0, saving: 0, units: 0 });
  });
});

describe('server cart line', () => {
  it('reads the spec fields and the added price', () => {
    const line: CartLine = {
      id: 'c1',
      variantId: 'v1',
      productId: 'p1',
      quantity: 2,
      addedPrice: 899,
      Product: {
        SellerUserId: 's1',
        storeName: 'Store One',
        productName: 'Kurta',
        productDesc: 'Soft',
        productSellingPrice: 999,
        productMRP: 1499,
      },
      ProductVarient: {
        VarientImgUrl: ['img/a', 'img/b'],
        VarientColor: 'Red',
        VarientSize: 'M',
        VarientPrice: 999,
        VarientMrp: 1499,
        VarientQuantity: 7,
      },
    };
    expect(fromCartLine(line)).toEqual({
      id: 'c1',
      productId: 'p1',
      variantId: 'v1',
      sellerId: 's1',
      name: 'Kurta',
      description: 'Soft',
      image: 'img/a',
      color: 'Red',
      size: 'M',
      price: 999,
      mrp: 1499,
      quantity: 2,
      stock: 7,
      addedPrice: 899,
    });
  });
});

describe('bag button name', () => {
  it('carries the count', () => {
    expect(bagButtonName(0)).toBe('Bag, 0 items');
    expect(bagButtonName(1)).toBe('Bag, 1 item');
    expect(bagButtonName(3)).toBe('Bag, 3 items');
  });
});
