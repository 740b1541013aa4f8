/**
 * The GST a screen shows is the invoice's tax total: the goods' and the delivery charge's. The case a shopper
 * met: a ₹399 watch (18%) with a ₹49 delivery charge showed "GST included ₹60.86" (the watch's alone) while
 * the invoice said ₹68.33 (the delivery charge carries ₹7.47 of it, at the watch's rate).
 */
import { describe, expect, it } from 'vitest';
import { gstLabel } from '../../src/lib/rules/breakdown.ts';
import { estimate } from '../../src/lib/rules/pricing.ts';
import { gstOfOrder, invoiceFigures } from '../../src/lib/rules/tax-invoice.ts';

const watch = { price: 399, quantity: 1, couponShare: 0, gstPercent: 18 };

describe('GST on screen equals the invoice', () => {
  it('a ₹399 watch with ₹49 delivery: ₹68.33, the invoice’s tax total; ₹60.86 without delivery', () => {
    expect(gstOfOrder([watch], 49)).toBe(68.33);
    expect(gstOfOrder([watch], 0)).toBe(60.86);
    const invoice = invoiceFigures({
      lines: [{ ...watch, description: 'Watch', hsn: '9102' }],
      deliveryFee: 49,
      supply: 'intra-state',
    });
    expect(invoice.totals.taxPaise).toBe(6833);
  });

  it('delivery is taxed at the rate of the line paid most for, after coupons', () => {
    // ₹150 at 18% (₹22.88) and ₹299 at 5% (₹14.24); delivery ₹49 at 5% (₹2.33).
    expect(
      gstOfOrder(
        [
          { price: 150, quantity: 1, couponShare: 0, gstPercent: 18 },
          { price: 299, quantity: 1, couponShare: 0, gstPercent: 5 },
        ],
        49,
      ),
    ).toBe(39.45);
  });

  it('the checkout estimate shows the same figure for a store whose order pays delivery', () => {
    const e = estimate(
      [{ sellerId: 's1', lines: [{ price: 399, mrp: 599, quantity: 1, gstPercent: 18 }], coupon: null }],
      0,
      false,
    );
    expect(e.deliveryFee).toBe(49);
    expect(e.totalcost).toBe(448);
    expect(e.tax).toBe(68.33);
  });

  it('two lines paid alike at different rates: the estimate takes the invoice’s principal, whatever the bag order', () => {
    // ₹200 at 5% (₹9.52) and ₹200 at 12% (₹21.43) tie; the invoice lists "Anarkali Kurta" first, so delivery
    // ₹49 is at 12% (₹5.25), not 5% (₹2.33): ₹36.20, never ₹33.28.
    const saree = { price: 200, mrp: 200, quantity: 1, gstPercent: 5, productName: 'Zari Saree', id: 'v-zari' };
    const kurta = { price: 200, mrp: 200, quantity: 1, gstPercent: 12, productName: 'Anarkali Kurta', id: 'v-ana' };
    for (const lines of [
      [saree, kurta],
      [kurta, saree],
    ]) {
      const e = estimate([{ sellerId: 's1', lines, coupon: null }], 0, false);
      expect(e.deliveryFee).toBe(49);
      expect(e.tax).toBe(36.2);
    }
    // The order page's figure for the same order (its lines in the invoice's order).
    const stored = [
      { price: 200, quantity: 1, couponShare: 0, gstPercent: 12 },
      { price: 200, quantity: 1, couponShare: 0, gstPercent: 5 },
    ];
    expect(gstOfOrder(stored, 49)).toBe(36.2);
  });

  it('the tax of several stores adds up to whole paise', () => {
    // ₹0.10 + ₹0.20 of GST would be 0.30000000000000004 in floating point.
    const tiny = (sellerId: string, price: number) => ({
      sellerId,
      lines: [{ price, mrp: price, quantity: 1, gstPercent: 5 }],
      coupon: null,
    });
    // ₹2.10 holds ₹0.10 of GST at 5%, ₹4.20 holds ₹0.20; each store also pays ₹49 delivery (₹2.33).
    expect(estimate([tiny('s1', 2.1), tiny('s2', 4.2)], 0, false).tax).toBe(4.96);
  });

  it('says what the figure covers: the delivery charge too, when there is one', () => {
    expect(gstLabel({ delivery: 49 })).toBe('GST included in prices and delivery');
    expect(gstLabel({ delivery: 0 })).toBe('GST included in prices');
  });
});
