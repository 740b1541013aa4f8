/**
 * The one price breakdown every money screen shows: the checkout price box, the Order Placed screen, the
 * order page, the refund status and the invoice. One set of line names, one order, one sum:
 *
 *   Total MRP − Discount on MRP − Coupon − Vastra Money + Delivery = Amount paid (or Amount to pay)
 *
 * The selling price is MRP less the discount, so the discount is a line of its own and never also inside
 * another line. Every row a screen draws comes from `breakdownRows`, so what a shopper reads sums to the
 * total shown. Amounts are rupees (the wallet may carry paise).
 */
import { formatRupees, formatRupeesExact } from './price.ts';

export type Charges = {
  /** Sum of MRP × quantity. */
  totalMrp: number;
  /** Sum of (MRP − selling price) × quantity: what the sellers' prices take off MRP. */
  discountOnMrp: number;
  /** The sellers' coupons. */
  coupon: number;
  /** Wallet money (Vastra Money) spent on it. */
  walletUsed: number;
  /** Delivery fees. */
  delivery: number;
};

export type RowKey = 'mrp' | 'discount' | 'coupon' | 'wallet' | 'delivery' | 'total';

export type BreakdownRow = {
  key: RowKey;
  label: string;
  /** Signed as it adds to the total: deductions are negative. */
  amount: number;
  /** As the shopper reads it: "₹1,599", "−₹1,050", "FREE". */
  text: string;
};

export const BREAKDOWN_LABELS = {
  mrp: 'Total MRP',
  discount: 'Discount on MRP',
  coupon: 'Coupon',
  delivery: 'Delivery',
  paid: 'Amount paid',
  toPay: 'Amount to pay',
  gst: 'GST included in prices',
  gstWithDelivery: 'GST included in prices and delivery',
} as const;

/**
 * The GST note under the total names what its figure covers: the goods, and the delivery charge when there
 * is one (taxed with the goods, as the invoice shows it), so the note and the invoice's tax total agree.
 */
export const gstLabel = (c: Pick<Charges, 'delivery'>) =>
  c.delivery > 0 ? BREAKDOWN_LABELS.gstWithDelivery : BREAKDOWN_LABELS.gst;

/** Delivery at 0 reads "FREE" (stores-and-social §2.10). */
export const FREE = 'FREE';

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Whole rupees without paise, else two decimals: "₹1,599", "₹12.50". */
export const money = (n: number) => (Number.isInteger(round2(n)) ? formatRupees(round2(n)) : formatRupeesExact(n));

/** The amount the breakdown comes to. */
export const amountDue = (c: Charges) => round2(c.totalMrp - c.discountOnMrp - c.coupon - c.walletUsed + c.delivery);

/** The total row's figure as the shopper reads it ("₹1,599"): the price box and the checkout's sticky bar both show this. */
export const amountDueText = (c: Charges) => money(amountDue(c));

export type RowOptions = {
  walletName: string;
  /** The last row's name: "Amount paid", "Amount to pay", or a screen's own ("Refund amount" is not one: a refund shows the order's rows). */
  totalLabel: string;
  /** A coupon row per seller instead of one (the checkout names each store's coupon). */
  coupons?: { label: string; amount: number }[];
};

/**
 * The rows a screen draws, in order. Total MRP, Delivery and the total always show; Discount on MRP, Coupon
 * and the wallet only when they take something off. The rows' amounts sum to the total row's.
 */
export function breakdownRows(c: Charges, options: RowOptions): BreakdownRow[] {
  const rows: BreakdownRow[] = [
    { key: 'mrp', label: BREAKDOWN_LABELS.mrp, amount: c.totalMrp, text: money(c.totalMrp) },
  ];
  const minus = (key: RowKey, label: string, amount: number, show = money) => {
    if (amount > 0) rows.push({ key, label, amount: -amount, text: `−${show(amount)}` });
  };
  minus('discount', BREAKDOWN_LABELS.discount, c.discountOnMrp);
  const coupons = options.coupons ?? [{ label: BREAKDOWN_LABELS.coupon, amount: c.coupon }];
  for (const coupon of coupons) minus('coupon', coupon.label, coupon.amount);
  // Wallet amounts always show paise (shopper-core §3 Wallet).
  minus('wallet', options.walletName, c.walletUsed, formatRupeesExact);
  rows.push({
    key: 'delivery',
    label: BREAKDOWN_LABELS.delivery,
    amount: c.delivery,
    text: c.delivery === 0 ? FREE : money(c.delivery),
  });
  rows.push({ key: 'total', label: options.totalLabel, amount: amountDue(c), text: amountDueText(c) });
  return rows;
}

/**
 * An order's coupon spread over its lines in proportion to each line's amount, in whole rupees, the
 * remainders going to the largest fractions first (ties to the earlier line), so the shares always sum to
 * the coupon. The invoice's taxable values come from the price after this share.
 */
export function allocateCoupon(lineAmounts: number[], coupon: number): number[] {
  const total = lineAmounts.reduce((s, a) => s + a, 0);
  if (coupon <= 0 || total <= 0) return lineAmounts.map(() => 0);
  const exact = lineAmounts.map((a) => (a * coupon) / total);
  const shares = exact.map(Math.floor);
  let left = coupon - shares.reduce((s, a) => s + a, 0);
  const byFraction = exact.map((e, i) => ({ i, f: e - Math.floor(e) })).sort((a, b) => b.f - a.f || a.i - b.i);
  for (const { i } of byFraction) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

/** An order's charges from what it stored when placed (money in rupees, the wallet in paise). */
export type StoredOrderMoney = {
  lines: { price: number; mrp: number; quantity: number }[];
  couponDiscount: number;
  deliveryFee: number;
  walletUsedPaise: number;
};

/** The breakdown of a placed order, from its own lines: nothing is read from today's prices. */
export function chargesOfOrder(o: StoredOrderMoney): Charges {
  const totalMrp = o.lines.reduce((s, l) => s + Math.max(l.mrp, l.price) * l.quantity, 0);
  const selling = o.lines.reduce((s, l) => s + l.price * l.quantity, 0);
  return {
    totalMrp,
    discountOnMrp: totalMrp - selling,
    coupon: o.couponDiscount,
    walletUsed: o.walletUsedPaise / 100,
    delivery: o.deliveryFee,
  };
}

/** The checkout estimate's money as the breakdown's charges (its total MRP is the order cost plus the discount on MRP). */
export function chargesOfEstimate(e: {
  orderCost: number;
  MainDiscount: number;
  couponData: { discount: number }[];
  walletUsed: number;
  deliveryFee: number;
}): Charges {
  return {
    totalMrp: e.orderCost + e.MainDiscount,
    discountOnMrp: e.MainDiscount,
    coupon: e.couponData.reduce((s, c) => s + c.discount, 0),
    walletUsed: e.walletUsed,
    delivery: e.deliveryFee,
  };
}

/** Several orders' charges as one (an unpaid checkout of two sellers is paid in one go). */
export const sumCharges = (all: Charges[]): Charges =>
  all.reduce(
    (sum, c) => ({
      totalMrp: sum.totalMrp + c.totalMrp,
      discountOnMrp: sum.discountOnMrp + c.discountOnMrp,
      coupon: sum.coupon + c.coupon,
      walletUsed: round2(sum.walletUsed + c.walletUsed),
      delivery: sum.delivery + c.delivery,
    }),
    { totalMrp: 0, discountOnMrp: 0, coupon: 0, walletUsed: 0, delivery: 0 },
  );
