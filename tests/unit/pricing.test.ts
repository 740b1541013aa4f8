import { describe, expect, it } from 'vitest';
import { checkCoupon, estimate, type Coupon } from '../../src/lib/rules/pricing.ts';

const now = new Date('2026-11-22T10:00:00Z');
const coupon = (over: Partial<Coupon> = {}): Coupon => ({
  id: 'c1',
  SellerUserId: 's1',
  discountPercent: 10,
  purchaseRequired: false,
  purchaseValue: 0,
  endDate: '2026-12-31T00:00:00Z',
  ...over,
});

describe('coupons', () => {
  it('take a percent of the seller group, capped at 1500', () => {
    expect(checkCoupon(coupon(), 's1', 2000, now)).toEqual({ ok: true, discount: 200 });
    expect(checkCoupon(coupon({ discountPercent: 50 }), 's1', 10_000, now)).toEqual({ ok: true, discount: 1500 });
  });
  it('need the purchase value when a purchase is required', () => {
    expect(checkCoupon(coupon({ purchaseRequired: true, purchaseValue: 2999 }), 's1', 2998, now)).toEqual({
      ok: false,
      reason: 'below-minimum',
    });
    expect(checkCoupon(coupon({ purchaseRequired: true, purchaseValue: 2999 }), 's1', 2999, now).ok).toBe(true);
  });
  it('are refused after their end date or for another seller', () => {
    expect(checkCoupon(coupon({ endDate: '2026-11-21T00:00:00Z' }), 's1', 5000, now)).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(checkCoupon(coupon(), 's2', 5000, now)).toEqual({ ok: false, reason: 'other-seller' });
  });
});

describe('estimate', () => {
  const lines = [
    { price: 1000, mrp: 1500, quantity: 2 },
    { price: 300, mrp: 300, quantity: 1 },
  ];

  it('adds up cost, MRP savings, coupon, delivery and the flag for cash on delivery', () => {
    const e = estimate([{ sellerId: 's1', lines, coupon: coupon() }], 0, false, now);
    expect(e.orderCost).toBe(2300);
    expect(e.MainDiscount).toBe(1000);
    expect(e.couponData).toEqual([{ sellerId: 's1', couponId: 'c1', discount: 230 }]);
    expect(e.deliveryFee).toBe(0);
    expect(e.totalcost).toBe(2070);
    expect(e.codMain).toBe(false);
    expect(e.tax).toBeCloseTo((2070 * 0.05) / 1.05, 2);
  });

  it('gives each seller group its own MainDiscount, and the total is their sum', () => {
    const e = estimate(
      [
        {
          sellerId: 's1',
          lines: [
            { price: 800, mrp: 1000, quantity: 2 },
            { price: 450, mrp: 450, quantity: 1 },
          ],
          coupon: null,
        },
        {
          sellerId: 's2',
          lines: [
            { price: 300, mrp: 350, quantity: 3 },
            { price: 900, mrp: 850, quantity: 1 },
          ],
          coupon: null,
        },
      ],
      0,
      false,
      now,
    );
    expect(e.groups.map((g) => [g.sellerId, g.MainDiscount])).toEqual([
      ['s1', 400],
      ['s2', 150],
    ]);
    expect(e.MainDiscount).toBe(550);
  });

  it('charges delivery per seller group below 499', () => {
    const e = estimate(
      [
        { sellerId: 's1', lines: [{ price: 450, mrp: 500, quantity: 1 }], coupon: null },
        { sellerId: 's2', lines: [{ price: 600, mrp: 600, quantity: 1 }], coupon: null },
      ],
      0,
      false,
      now,
    );
    expect(e.deliveryFee).toBe(49);
    expect(e.totalcost).toBe(1099);
  });

  it('uses the wallet up to the total, never beyond, and keeps paise', () => {
    expect(estimate([{ sellerId: 's1', lines, coupon: null }], 750.5, true, now)).toMatchObject({
      walletUsed: 750.5,
      totalcost: 1549.5,
    });
    expect(estimate([{ sellerId: 's1', lines, coupon: null }], 9999, true, now)).toMatchObject({
      walletUsed: 2300,
      totalcost: 0,
    });
    expect(estimate([{ sellerId: 's1', lines, coupon: null }], 9999, false, now).walletUsed).toBe(0);
  });

  it('codMain is true only above 2500', () => {
    expect(
      estimate([{ sellerId: 's1', lines: [{ price: 2500, mrp: 2500, quantity: 1 }], coupon: null }], 0, false, now)
        .codMain,
    ).toBe(false);
    expect(
      estimate([{ sellerId: 's1', lines: [{ price: 2501, mrp: 2501, quantity: 1 }], coupon: null }], 0, false, now)
        .codMain,
    ).toBe(true);
  });

  it('drops an ineligible coupon instead of failing the estimate', () => {
    const e = estimate([{ sellerId: 's1', lines, coupon: coupon({ endDate: '2020-01-01' }) }], 0, false, now);
    expect(e.couponData).toEqual([]);
    expect(e.totalcost).toBe(2300);
  });
});
