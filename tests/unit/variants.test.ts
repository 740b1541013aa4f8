import { describe, expect, it } from 'vitest';
import type { Product, Varient } from '../../src/lib/api/types.ts';
import {
  checkAddToBag,
  colorsOf,
  initialSelection,
  bagLineWarning,
  refreshSelection,
  selectColor,
  selectSize,
  sizesFor,
  soldOutSizes,
  stepQuantity,
  variantOptions,
} from '../../src/lib/rules/variants.ts';

const product: Product = {
  id: 'p1',
  SellerUserId: 's1',
  categoryId: 'fashion',
  productName: 'Kurta',
  productDesc: '',
  productImgUrls: ['base-front'],
  productSellingPrice: 999,
  productMRP: 1499,
  productStock: 10,
  productSpecs: { color: 'Red', size: 'M' },
};

const v = (id: string, color: string, size: string, quantity: number, price = 999): Varient => ({
  id,
  VarientColor: color,
  VarientSize: size,
  VarientImgUrl: [`${color}-front`],
  VarientPrice: price,
  VarientMrp: 1499,
  VarientQuantity: quantity,
});

const varients = [
  v('r-s', 'Red', 'S', 3),
  v('r-m', 'Red', 'M', 5),
  v('r-xl', 'Red', 'XL', 0, 1099),
  v('b-s', 'Blue', 'S', 2),
  v('b-l', 'Blue', 'L', 4),
];
const options = variantOptions(product, varients);

describe('variant options', () => {
  it('a product without variants is one variant from its own specs', () => {
    const only = variantOptions(product, []);
    expect(only).toHaveLength(1);
    expect(only[0]).toMatchObject({
      variantId: 'p1',
      color: 'Red',
      size: 'M',
      sellingPrice: 999,
      stock: 10,
      images: ['base-front'],
    });
  });
  it('uses a variant rather than the base product for the same colour and size', () => {
    expect(options.filter((o) => o.color === 'Red' && o.size === 'M')).toHaveLength(1);
    expect(options.find((o) => o.color === 'Red' && o.size === 'M')!.variantId).toBe('r-m');
  });
  it('keeps the base product for a combination no variant covers', () => {
    const withBase = variantOptions({ ...product, productSpecs: { color: 'Green', size: 'M' } }, varients);
    expect(withBase.find((o) => o.color === 'Green')!.variantId).toBe('p1');
  });
  it('lists colours in order and sizes per colour in size order', () => {
    expect(colorsOf(options)).toEqual(['Red', 'Blue']);
    expect(sizesFor(options, 'Red')).toEqual(['S', 'M', 'XL']);
    expect(sizesFor(options, 'Blue')).toEqual(['S', 'L']);
  });
});

describe('choosing', () => {
  const start = initialSelection(options, 'r-m')!;

  it('opens on the requested variant, else the first in stock', () => {
    expect(start.variantId).toBe('r-m');
    expect(initialSelection(options, 'unknown')!.variantId).toBe('r-s');
  });
  it('a colour keeps the size when offered', () => {
    const small = selectSize(options, start, 'S');
    const blue = selectColor(options, small, 'Blue');
    expect(blue).toMatchObject({ color: 'Blue', size: 'S', variantId: 'b-s', stock: 2, images: ['Blue-front'] });
  });
  it('a colour picks the last size when the current one is not offered', () => {
    const blue = selectColor(options, start, 'Blue'); // Blue has no M
    expect(blue).toMatchObject({ color: 'Blue', size: 'L', variantId: 'b-l' });
  });
  it('a colour or size change resets quantity to 1 and follows price and stock', () => {
    const more = { ...start, quantity: 4 };
    expect(selectColor(options, more, 'Blue').quantity).toBe(1);
    const xl = selectSize(options, more, 'XL');
    expect(xl).toMatchObject({ quantity: 1, sellingPrice: 1099, stock: 0 });
  });
});

describe('bagLineWarning', () => {
  it('keeps a line of up to 5 within the stock, and says why otherwise', () => {
    expect(bagLineWarning(5, 9)).toBeNull();
    expect(bagLineWarning(3, 3)).toBeNull();
    expect(bagLineWarning(6, 9)).toBe('Max quantity is 5 for one product.');
    expect(bagLineWarning(4, 3)).toBe('Only 3 left');
    expect(bagLineWarning(7, 3)).toBe('Max quantity is 5 for one product.');
  });
});

describe('soldOutSizes', () => {
  it('lists the sizes of a colour that have no stock', () => {
    expect(soldOutSizes(options, 'Red')).toEqual(['XL']);
    expect(soldOutSizes(options, 'Blue')).toEqual([]);
  });
});

describe('stepper and Add To Bag checks', () => {
  it('minus never goes below 0', () => {
    expect(stepQuantity(1, -1)).toEqual({ quantity: 0, warning: null });
    expect(stepQuantity(0, -1)).toEqual({ quantity: 0, warning: null });
    expect(stepQuantity(0, 1, 3)).toEqual({ quantity: 1, warning: null });
  });
  it("plus stops at 5 with the cart's warning, and at the stock with what is left", () => {
    expect(stepQuantity(4, 1)).toEqual({ quantity: 5, warning: null });
    expect(stepQuantity(5, 1)).toEqual({ quantity: 5, warning: 'Max quantity is 5 for one product.' });
    expect(stepQuantity(5, 1, 2)).toEqual({ quantity: 5, warning: 'Max quantity is 5 for one product.' });
    expect(stepQuantity(2, 1, 2)).toEqual({ quantity: 2, warning: 'Only 2 left' });
    expect(stepQuantity(5, -1, 2)).toEqual({ quantity: 4, warning: null });
  });
  it('a refreshed selection takes the live price and stock and keeps the quantity', () => {
    const chosen = { ...selectSize(options, initialSelection(options)!, 'M'), quantity: 3 };
    const live = options.map((o) => (o.variantId === chosen.variantId ? { ...o, sellingPrice: 1, stock: 9 } : o));
    expect(refreshSelection(live, chosen)).toMatchObject({
      variantId: chosen.variantId,
      sellingPrice: 1,
      stock: 9,
      quantity: 3,
    });
    expect(
      refreshSelection(
        live.filter((o) => o.variantId !== chosen.variantId),
        chosen,
      ),
    ).toBeNull();
  });
  it('warns about stock first, then quantity', () => {
    expect(checkAddToBag({ stock: 0, quantity: 0 })).toEqual({ ok: false, warning: 'Variant out of stock' });
    expect(checkAddToBag({ stock: 3, quantity: 0 })).toEqual({ ok: false, warning: 'Add quantity first' });
    expect(checkAddToBag({ stock: 3, quantity: 2 })).toEqual({ ok: true });
  });
});
