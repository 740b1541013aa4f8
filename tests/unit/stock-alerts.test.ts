import { describe, expect, it } from 'vitest';
import { backInStockNote } from '../../src/lib/rules/stock-alerts.ts';

describe('back-in-stock note', () => {
  it('names the product and the colour and size, and links to that variant', () => {
    expect(
      backInStockNote({
        storeId: 's1',
        productId: 'p1',
        variantId: 'v9',
        productName: 'Classic Kurta',
        color: 'Red',
        size: 'M',
      }),
    ).toEqual({
      title: 'Back in stock: Classic Kurta',
      body: 'Red, M is back. Add it to your bag before it sells out again.',
      link: '/stores/s1/products/p1?variant=v9',
    });
  });

  it('a product without colour or size says "It is back"', () => {
    expect(
      backInStockNote({
        storeId: 's1',
        productId: 'p1',
        variantId: 'p1',
        productName: 'Steel Watch',
        color: '',
        size: ' ',
      }).body,
    ).toBe('It is back. Add it to your bag before it sells out again.');
  });
});
