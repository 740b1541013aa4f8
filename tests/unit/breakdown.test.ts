import { describe, expect, it } from 'vitest';
import {
  allocateCoupon,
  amountDue,
  amountDueText,
  breakdownRows,
  chargesOfEstimate,
  chargesOfOrder,
  sumCharges,
} from '../../src/lib/rules/breakdown.ts';
import { gstOfLines, splitInclusive, taxClassOf } from '../../src/lib/rules/gst.ts';

const options = { walletName: 'Vastra Money', totalLabel: 'Amount paid' };

describe('the one price breakdown', () => {
  it('Total MRP − Discount on MRP − Coupon − Vastra Money + Delivery = Amount paid', () => {
    // The order whose page once took the discount off twice (docs/decisions/checkout.md#one-price-breakdown): MRP 2,649 sold at 1,599 (1,050 off), a ₹105 coupon, free delivery.
    const charges = { totalMrp: 2649, discountOnMrp: 1050, coupon: 105, walletUsed: 0, delivery: 0 };
    expect(amountDue(charges)).toBe(1494);
    // The checkout's bottom bar shows this very text, the total row's.
    expect(amountDueText(charges)).toBe('₹1,494');
    expect(amountDueText({ totalMrp: 399, discountOnMrp: 100, coupon: 0, walletUsed: 50.5, delivery: 49 })).toBe(
      '₹297.50',
    );
    expect(breakdownRows(charges, options).map((r) => [r.label, r.text])).toEqual([
      ['Total MRP', '₹2,649'],
      ['Discount on MRP', '−₹1,050'],
      ['Coupon', '−₹105'],
      ['Delivery', 'FREE'],
      ['Amount paid', '₹1,494'],
    ]);
  });

  it('shows the wallet and a paid delivery, and the rows sum to the total row', () => {
    const charges = { totalMrp: 399, discountOnMrp: 100, coupon: 0, walletUsed: 50.5, delivery: 49 };
    const rows = breakdownRows(charges, options);
    expect(rows.map((r) => r.text)).toEqual(['₹399', '−₹100', '−₹50.50', '₹49', '₹297.50']);
    expect(breakdownRows({ ...charges, walletUsed: 100 }, options).find((r) => r.key === 'wallet')!.text).toBe(
      '−₹100.00',
    );
    const total = rows.pop()!;
    expect(rows.reduce((s, r) => s + r.amount, 0)).toBeCloseTo(total.amount, 2);
  });

  it('names each store coupon when asked', () => {
    const rows = breakdownRows(
      { totalMrp: 1000, discountOnMrp: 0, coupon: 150, walletUsed: 0, delivery: 0 },
      {
        ...options,
        coupons: [
          { label: 'Coupon (Kesar Looms)', amount: 100 },
          { label: 'Coupon (Tara Jewels)', amount: 50 },
        ],
      },
    );
    expect(rows.filter((r) => r.key === 'coupon').map((r) => `${r.label} ${r.text}`)).toEqual([
      'Coupon (Kesar Looms) −₹100',
      'Coupon (Tara Jewels) −₹50',
    ]);
  });

  it('reads a placed order from its own lines, and an estimate from its fields', () => {
    const order = {
      lines: [
        { price: 1049, mrp: 1599, quantity: 1 },
        { price: 250, mrp: 250, quantity: 2 },
      ],
      couponDiscount: 105,
      deliveryFee: 0,
      walletUsedPaise: 20_000,
    };
    expect(chargesOfOrder(order)).toEqual({
      totalMrp: 2099,
      discountOnMrp: 550,
      coupon: 105,
      walletUsed: 200,
      delivery: 0,
    });
    expect(amountDue(chargesOfOrder(order))).toBe(1244);
    expect(
      chargesOfEstimate({
        orderCost: 1549,
        MainDiscount: 550,
        couponData: [{ discount: 105 }],
        walletUsed: 200,
        deliveryFee: 0,
      }),
    ).toEqual(chargesOfOrder(order));
    expect(
      sumCharges([
        chargesOfOrder(order),
        { totalMrp: 300, discountOnMrp: 0, coupon: 0, walletUsed: 0.25, delivery: 49 },
      ]),
    ).toEqual({
      totalMrp: 2399,
      discountOnMrp: 550,
      coupon: 105,
      walletUsed: 200.25,
      delivery: 49,
    });
  });

  it('spreads a coupon over the lines in whole rupees that sum to it', () => {
    expect(allocateCoupon([1000, 500], 150)).toEqual([100, 50]);
    expect(allocateCoupon([333, 333, 334], 100)).toEqual([33, 33, 34]);
    expect(allocateCoupon([100, 100, 100], 100)).toEqual([34, 33, 33]);
    expect(allocateCoupon([999], 0)).toEqual([0]);
  });
});

describe('GST inside the price', () => {
  it('splits an inclusive amount into taxable value and GST', () => {
    expect(splitInclusive(1050, 5)).toEqual({ taxable: 1000, gst: 50 });
    expect(splitInclusive(1180, 18)).toEqual({ taxable: 1000, gst: 180 });
    expect(splitInclusive(944, 5)).toEqual({ taxable: 899.05, gst: 44.95 });
  });

  it('takes each line after its coupon share, at its own rate', () => {
    // ₹1,049 kurta less a ₹105 coupon share at 5%; a ₹1,180 watch at 18%.
    expect(
      gstOfLines([
        { price: 1049, quantity: 1, couponShare: 105, gstPercent: 5 },
        { price: 1180, quantity: 1, couponShare: 0, gstPercent: 18 },
      ]),
    ).toBe(224.95);
  });

  it('gives each category its HSN and rate; apparel above ₹2,500 a piece is 18%', () => {
    expect(taxClassOf('watches', 4999)).toMatchObject({ hsn: '9102', percent: 18 });
    expect(taxClassOf('jewellery', 899)).toMatchObject({ hsn: '7117', percent: 3 });
    expect(taxClassOf('fashion', 2625, 'Kurtas')).toMatchObject({ hsn: '6204', percent: 5 });
    expect(taxClassOf('fashion', 2626, 'Kurtas')).toMatchObject({ hsn: '6204', percent: 18 });
  });
});
