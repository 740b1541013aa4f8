/** How much more from a store makes its delivery free (src/lib/rules/free-delivery.ts), at the ₹499 threshold. */
import { describe, expect, it } from 'vitest';
import { freeDeliveryNote } from '../../src/lib/rules/free-delivery.ts';

describe('the free-delivery note of one store', () => {
  it('₹399 of Noor Botanicals: ₹100 more for free delivery', () => {
    expect(freeDeliveryNote('Noor Botanicals', 399)).toEqual({
      storeName: 'Noor Botanicals',
      free: false,
      text: 'Add ₹100 more from Noor Botanicals for free delivery',
    });
  });

  it('one rupee short at ₹498; free at ₹499 exactly and above', () => {
    expect(freeDeliveryNote('Noor Botanicals', 498).text).toBe('Add ₹1 more from Noor Botanicals for free delivery');
    expect(freeDeliveryNote('Noor Botanicals', 499)).toEqual({
      storeName: 'Noor Botanicals',
      free: true,
      text: 'Free delivery from Noor Botanicals',
    });
    expect(freeDeliveryNote('Noor Botanicals', 1299).free).toBe(true);
  });

  it('counts what is left after the store coupon: ₹550 less ₹55 is ₹495, ₹4 short', () => {
    expect(freeDeliveryNote('Samay', 550, 55).text).toBe('Add ₹4 more from Samay for free delivery');
    expect(freeDeliveryNote('Samay', 600, 60).free).toBe(true);
  });
});
