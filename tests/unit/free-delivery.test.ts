/**
 * How much more from a store makes its delivery free (src/lib/rules/free-delivery.ts), at the ₹499 threshold.
 * At checkout the note reads the store's own figures, so "free" is exactly a ₹0 Delivery row.
 */
import { describe, expect, it } from 'vitest';
import { bagFreeDeliveryNote, freeDeliveryNote } from '../../src/lib/rules/free-delivery.ts';

describe('the bag’s free-delivery note of one store', () => {
  it('₹399 of Noor Botanicals: ₹100 more for free delivery', () => {
    expect(bagFreeDeliveryNote('Noor Botanicals', 399)).toEqual({
      storeName: 'Noor Botanicals',
      free: false,
      short: 100,
      text: 'Add ₹100 more from Noor Botanicals for free delivery',
    });
  });

  it('one rupee short at ₹498; free at ₹499 exactly and above', () => {
    expect(bagFreeDeliveryNote('Noor Botanicals', 498).text).toBe('Add ₹1 more from Noor Botanicals for free delivery');
    expect(bagFreeDeliveryNote('Noor Botanicals', 499)).toEqual({
      storeName: 'Noor Botanicals',
      free: true,
      short: null,
      text: 'Free delivery from Noor Botanicals',
    });
    expect(bagFreeDeliveryNote('Noor Botanicals', 1299).free).toBe(true);
  });

  it('a fraction of a paisa short is still charged, so it is not called free', () => {
    // ₹498.996 rounds to ₹499.00 on screen, but delivery (₹49) is charged below ₹499.
    expect(bagFreeDeliveryNote('Samay', 498.996)).toEqual({
      storeName: 'Samay',
      free: false,
      short: null,
      text: 'Add more from Samay for free delivery',
    });
  });
});

describe('the checkout’s note follows the store’s Delivery figure', () => {
  it('counts what is left after the store coupon: ₹550 less ₹55 is ₹495, ₹4 short, delivery ₹49', () => {
    expect(freeDeliveryNote('Samay', { subtotal: 550, couponDiscount: 55, deliveryFee: 49 }).text).toBe(
      'Add ₹4 more from Samay for free delivery',
    );
    expect(freeDeliveryNote('Samay', { subtotal: 600, couponDiscount: 60, deliveryFee: 0 }).free).toBe(true);
  });

  it('free exactly when the Delivery row charges nothing, whatever the threshold would say', () => {
    // Delivery ₹0 on ₹450 of goods: the note says free, as the row does.
    expect(freeDeliveryNote('Samay', { subtotal: 450, couponDiscount: 0, deliveryFee: 0 })).toEqual({
      storeName: 'Samay',
      free: true,
      short: null,
      text: 'Free delivery from Samay',
    });
    // Delivery ₹49 charged on ₹520: never "free"; there is no amount short to name.
    expect(freeDeliveryNote('Samay', { subtotal: 520, couponDiscount: 0, deliveryFee: 49 })).toEqual({
      storeName: 'Samay',
      free: false,
      short: null,
      text: 'Add more from Samay for free delivery',
    });
  });
});
