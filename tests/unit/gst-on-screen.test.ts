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

  it('says what the figure covers: the delivery charge too, when there is one', () => {
    expect(gstLabel({ delivery: 49 })).toBe('GST included in prices and delivery');
    expect(gstLabel({ delivery: 0 })).toBe('GST included in prices');
  });
});
