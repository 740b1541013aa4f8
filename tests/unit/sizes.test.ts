import { describe, expect, it } from 'vitest';
import { orderSizes } from '../../src/lib/rules/sizes.ts';

describe('orderSizes', () => {
  it('puts letter sizes in garment order, with aliases', () => {
    expect(orderSizes(['XL', 'S', '7XL', 'XXS', 'Medium', 'L', '3XL', 'XS'])).toEqual([
      'XXS',
      'XS',
      'S',
      'Medium',
      'L',
      'XL',
      '3XL',
      '7XL',
    ]);
    expect(orderSizes(['2XL', 'XXXL', 'Large', 'Small'])).toEqual(['Small', 'Large', '2XL', 'XXXL']);
  });
  it('orders numeric sizes by number, not text', () => {
    expect(orderSizes(['36', '28', '4', '32', '2.6', '2.4'])).toEqual(['2.4', '2.6', '4', '28', '32', '36']);
  });
  it('orders age ranges by age, months before years', () => {
    expect(orderSizes(['2-3Y', '6-12M', '1-2Y', '0-6M'])).toEqual(['0-6M', '6-12M', '1-2Y', '2-3Y']);
  });
  it('orders measures by amount', () => {
    expect(orderSizes(['100 ml', '50 ml'])).toEqual(['50 ml', '100 ml']);
  });
  it('drops duplicates', () => {
    expect(orderSizes(['M', 'M', 'S'])).toEqual(['S', 'M']);
  });
});
