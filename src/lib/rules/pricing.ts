/**
 * Checkout money rules. The server computes every total with these; the storefront only displays them.
 * All amounts are rupees; the wallet works in paise so refunds and debits add up exactly.
 *
 *  orderCost     sum of selling price x quantity
 *  MainDiscount  what the shopper saves against MRP: sum of (MRP - price) x quantity, per seller group and
 *                in total (the sum of the groups')
 *  couponData    per seller group: its coupon's discount (percent of the group's subtotal, whole rupees,
 *                at most 1500), when the coupon is the seller's, not past its end date, and the group
 *                reaches purchaseValue where a purchase is required
 *  deliveryFee   per seller group: free from 499 after coupon, else 49
 *  tax           the GST already inside what is charged: each line after its coupon share at its goods' rate,
 *                and each group's delivery fee at its principal goods' rate, as each order's invoice totals
 *                it (gstOfOrder); shown for information, never added
 *  totalcost     orderCost - coupons + delivery - wallet used
 *  codMain       true when totalcost is above 2500 (spec)
 */

import { allocateCoupon } from './breakdown.ts';
import { byInvoiceOrder, gstOfOrder } from './tax-invoice.ts';

export const COUPON_CAP = 1500;
export const FREE_DELIVERY_FROM = 499;
export const DELIVERY_FEE = 49;
export const GST_RATE = 0.05;
export const COD_FLAG_ABOVE = 2500;

/**
 * gstPercent: the line's GST rate (gst.ts); 5 when not given. productName and id put the lines in the
 * invoice's order (byInvoiceOrder), so the estimate takes the same principal goods for the delivery's GST as
 * the order page and the invoice; lines without them keep the bag's order.
 */
export type PricedLine = {
  price: number;
  mrp: number;
  quantity: number;
  gstPercent?: number;
  productName?: string;
  id?: string;
};
export type Coupon = {
  id: string;
  SellerUserId: string;
  discountPercent: number;
  purchaseRequired: boolean;
  purchaseValue: number;
  endDate: string | Date;
};
export type Group = { sellerId: string; lines: PricedLine[]; coupon: Coupon | null };

export type CouponCheck =
  { ok: true; discount: number } | { ok: false; reason: 'other-seller' | 'expired' | 'below-minimum' };

export function subtotal(lines: PricedLine[]): number {
  return lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
}

/** What the shopper saves against MRP on these lines (a price above MRP saves nothing, never a negative). */
export function savingsAgainstMrp(lines: PricedLine[]): number {
  return lines.reduce((sum, l) => sum + Math.max(0, l.mrp - l.price) * l.quantity, 0);
}

/** A store's delivery charge from what its goods come to after its coupon: free from FREE_DELIVERY_FROM. */
export const deliveryFeeOf = (afterCoupon: number) => (afterCoupon >= FREE_DELIVERY_FROM ? 0 : DELIVERY_FEE);

export function checkCoupon(coupon: Coupon, sellerId: string, groupSubtotal: number, now: Date): CouponCheck {
  if (coupon.SellerUserId !== sellerId) return { ok: false, reason: 'other-seller' };
  if (new Date(coupon.endDate).getTime() < now.getTime()) return { ok: false, reason: 'expired' };
  if (coupon.purchaseRequired && groupSubtotal < coupon.purchaseValue) return { ok: false, reason: 'below-minimum' };
  return { ok: true, discount: Math.min(COUPON_CAP, Math.round((groupSubtotal * coupon.discountPercent) / 100)) };
}

export type Estimate = {
  orderCost: number;
  tax: number;
  MainDiscount: number;
  couponData: { sellerId: string; couponId: string; discount: number }[];
  deliveryFee: number;
  walletUsed: number;
  totalcost: number;
  codMain: boolean;
  groups: {
    sellerId: string;
    subtotal: number;
    MainDiscount: number;
    couponDiscount: number;
    deliveryFee: number;
    total: number;
  }[];
};

/** The estimate as the API answers it: each applied coupon also by its name, which the price box shows ("Coupon (SAVE10)"). */
export type NamedEstimate = Omit<Estimate, 'couponData'> & {
  couponData: (Estimate['couponData'][number] & { couponName: string })[];
};

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The GST already inside a price that includes it (5%): 105 -> 5. */
export const gstInside = (amount: number) => round2((amount * GST_RATE) / (1 + GST_RATE));

/** Ineligible coupons are dropped (their seller group pays full price); the caller may report why. */
export function estimate(groups: Group[], walletBalance: number, useWallet: boolean, now = new Date()): Estimate {
  const perGroup = groups.map((g) => {
    const sub = subtotal(g.lines);
    const check = g.coupon ? checkCoupon(g.coupon, g.sellerId, sub, now) : null;
    const couponDiscount = check?.ok ? check.discount : 0;
    const deliveryFee = deliveryFeeOf(sub - couponDiscount);
    return {
      sellerId: g.sellerId,
      subtotal: sub,
      MainDiscount: savingsAgainstMrp(g.lines),
      couponDiscount,
      deliveryFee,
      total: sub - couponDiscount + deliveryFee,
      coupon: check?.ok ? g.coupon : null,
    };
  });
  const orderCost = perGroup.reduce((s, g) => s + g.subtotal, 0);
  // The GST inside what each group's order will charge, as its invoice will total it: goods and delivery.
  const tax = groups.reduce((sum, g, i) => {
    const group = perGroup[i]!;
    const shares = allocateCoupon(
      g.lines.map((l) => l.price * l.quantity),
      group.couponDiscount,
    );
    // Shares are worked out in the bag's order, as the order stores them; the invoice then reads its own order.
    const lines = g.lines.map((l, j) => ({
      price: l.price,
      quantity: l.quantity,
      couponShare: shares[j]!,
      gstPercent: l.gstPercent ?? GST_RATE * 100,
      productName: l.productName ?? '',
      id: l.id ?? '',
    }));
    return sum + gstOfOrder(lines.sort(byInvoiceOrder), group.deliveryFee);
  }, 0);
  const couponTotal = perGroup.reduce((s, g) => s + g.couponDiscount, 0);
  const deliveryFee = perGroup.reduce((s, g) => s + g.deliveryFee, 0);
  const beforeWallet = orderCost - couponTotal + deliveryFee;
  const walletUsed = useWallet ? round2(Math.max(0, Math.min(walletBalance, beforeWallet))) : 0;
  const totalcost = round2(beforeWallet - walletUsed);
  return {
    orderCost,
    tax: round2(tax),
    MainDiscount: perGroup.reduce((s, g) => s + g.MainDiscount, 0),
    couponData: perGroup.flatMap((g) =>
      g.coupon ? [{ sellerId: g.sellerId, couponId: g.coupon.id, discount: g.couponDiscount }] : [],
    ),
    deliveryFee,
    walletUsed,
    totalcost,
    codMain: totalcost > COD_FLAG_ABOVE,
    groups: perGroup.map(({ coupon: _c, ...g }) => g),
  };
}
