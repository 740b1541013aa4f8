/**
 * Checkout rules (shopper-core §2 Checkout, §3, §4 Checkout path, §5 Payment, §9): seller groups and the
 * order body, what a coupon offers and why it does not apply, where a step sends a shopper who lacks what
 * it needs, and the life of an order attempt's Idempotency-Key. Pure: the island wires these to stores.
 */
import { COUPON_CAP, checkCoupon, subtotal } from './pricing.ts';
import { formatRupees } from './price.ts';
import { formatDate } from './text.ts';
import { checkoutPath, loginPath } from '../paths.ts';
import { MAX_PER_PRODUCT } from './limits.ts';

export const CHECKOUT_STEPS = ['order-summary', 'address', 'payment'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];
export const STEP_LABELS: Record<CheckoutStep, string> = {
  'order-summary': 'Bag',
  address: 'Address',
  payment: 'Payment',
};

export const PAYMENT_MODES = [
  { id: 'Cod', label: 'Cash on Delivery' },
  { id: 'Prepaid', label: 'Prepaid' },
] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number]['id'];
export const SELECT_PAYMENT_MODE = 'Please select a payment mode.';
export const COUPON_APPLIED = 'Coupon Applied';
export const FREE_DELIVERY = 'Free delivery';

/** The parts of a server cart line the checkout reads. */
export type CheckoutLine = {
  id: string;
  productId: string;
  variantId: string;
  quantity: number;
  Product: { SellerUserId: string; storeName?: string; productSellingPrice: number; productMRP: number };
};

export type SellerGroup<L extends CheckoutLine> = { sellerId: string; storeName: string; lines: L[] };

/** Cart grouping (spec §3): one group per seller, in the order the bag first names each seller. */
export function groupBySeller<L extends CheckoutLine>(lines: L[]): SellerGroup<L>[] {
  const groups = new Map<string, SellerGroup<L>>();
  for (const line of lines) {
    const sellerId = line.Product.SellerUserId;
    let group = groups.get(sellerId);
    if (!group) {
      group = { sellerId, storeName: line.Product.storeName || 'Store', lines: [] };
      groups.set(sellerId, group);
    }
    group.lines.push(line);
  }
  return [...groups.values()];
}

export const groupSubtotal = (lines: CheckoutLine[]) =>
  subtotal(
    lines.map((l) => ({ price: l.Product.productSellingPrice, mrp: l.Product.productMRP, quantity: l.quantity })),
  );

/** POST price/newEstimator and newOrder/create's orderData (spec §7): the chosen coupon or 'no_coupon' per seller. */
export function orderData(lines: CheckoutLine[], coupons: Record<string, string>) {
  return groupBySeller(lines).map((g) => ({
    sellerId: g.sellerId,
    couponIds: coupons[g.sellerId] ?? 'no_coupon',
    productIds: g.lines.map((l) => l.productId),
    variants: g.lines.map((l) => l.variantId),
    quantity: g.lines.map((l) => l.quantity),
  }));
}

export type CouponFacts = {
  id: string;
  SellerUserId: string;
  discountPercent: number;
  purchaseRequired: boolean;
  purchaseValue: number;
  endDate: string;
};

/** "10% off, up to ₹1500" (spec §9: a percentage coupon's text says up to 1500). */
export const couponOffer = (coupon: Pick<CouponFacts, 'discountPercent'>) =>
  `${coupon.discountPercent}% off, up to ₹${COUPON_CAP}`;
export const couponMinimum = (coupon: Pick<CouponFacts, 'purchaseRequired' | 'purchaseValue'>) =>
  coupon.purchaseRequired && coupon.purchaseValue > 0
    ? `On orders of ${formatRupees(coupon.purchaseValue)} or more`
    : null;
export const couponEnds = (coupon: Pick<CouponFacts, 'endDate'>) => `Valid till ${formatDate(coupon.endDate)}`;

/** Whether a coupon applies to this seller's group now; when not, the reason in the shopper's words. */
export function couponFit(
  coupon: CouponFacts,
  sellerId: string,
  groupTotal: number,
  now = new Date(),
): { applies: true } | { applies: false; reason: string } {
  const check = checkCoupon(coupon, sellerId, groupTotal, now);
  if (check.ok) return { applies: true };
  switch (check.reason) {
    case 'expired':
      return { applies: false, reason: `This coupon expired on ${formatDate(coupon.endDate)}.` };
    case 'below-minimum':
      return {
        applies: false,
        reason: `Add ${formatRupees(coupon.purchaseValue - groupTotal)} more from this store to use this coupon.`,
      };
    default:
      return { applies: false, reason: 'This coupon is for another store.' };
  }
}

/**
 * Stock a shopper may hold with unpaid prepaid checkouts (each holds its units for 30 minutes): at most this
 * many checkouts waiting for payment at a time, and of one variant at most MAX_PER_PRODUCT units in them
 * (the cart's own limit). Placing past either is refused with these messages (409).
 */
export const UNPAID_CHECKOUTS_MAX = 2;

export const tooManyUnpaid = (waiting: number) =>
  `You have ${waiting} orders waiting for payment. Pay for or cancel one of them in My Orders before placing another prepaid order.`;

export const tooManyUnitsUnpaid = (productName: string, held: number) =>
  `Your orders waiting for payment already hold ${held} of ${productName}, and at most ${MAX_PER_PRODUCT} of one product can wait for payment. Pay for or cancel the pending order in My Orders first.`;

/**
 * What all of one shopper's unpaid prepaid checkouts may hold together: products (bag lines, a variant each)
 * and items (units). Without it one checkout naming every scarce variant held them all for 30 minutes.
 */
export const UNPAID_HOLD_MAX = { lines: 10, units: 20 };

/**
 * After an unpaid prepaid order is cancelled (by the shopper or on expiry), its variants cannot wait for
 * payment again in that shopper's checkouts for this long: the released stock is on sale to everyone first.
 */
export const UNPAID_COOL_DOWN_MS = 15 * 60_000;

const counted = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** Placing past UNPAID_HOLD_MAX (409): what the pending orders hold already and what this one adds. */
export function unpaidHoldTooBig(held: { lines: number; units: number }, adding: { lines: number; units: number }) {
  const cap = `Orders waiting for payment may hold at most ${UNPAID_HOLD_MAX.lines} products and ${UNPAID_HOLD_MAX.units} items in all`;
  const order = `${counted(adding.lines, 'product')} (${counted(adding.units, 'item')})`;
  return held.lines === 0
    ? `${cap}, and this order has ${order}. Remove some from your bag, or choose Cash on Delivery.`
    : `${cap}. Yours already hold ${counted(held.lines, 'product')} (${counted(held.units, 'item')}) and this order adds ${order}. Pay for or cancel the pending order in My Orders, remove some from your bag, or choose Cash on Delivery.`;
}

/** Placing a variant of an unpaid order cancelled or expired within UNPAID_COOL_DOWN_MS as prepaid again (409). */
export const unpaidCoolingDown = (productName: string, ended: 'cancelled' | 'expired', minutesLeft: number) =>
  `${productName} was in an unpaid order of yours that ${ended === 'expired' ? 'expired' : 'was cancelled'}, so it cannot wait for payment again for ${minutesLeft} more ${minutesLeft === 1 ? 'minute' : 'minutes'}. Choose Cash on Delivery to order it now.`;

/** orderUnderWay: an attempt at placing is kept (being placed, its reply lost, or placed and waiting for its payment). */
export type StepNeeds = { signedIn: boolean; lineCount: number; addressId: string | null; orderUnderWay: boolean };

/**
 * Where a step sends a shopper who lacks what it needs, or null to stay: a visitor to login (returning here);
 * with an empty bag to order summary (which says the bag is empty), unless an order is under way on payment
 * (placing it empties the bag: payment finishes the attempt or waits for its payment); on payment without a
 * chosen address, to address.
 */
export function stepRedirect(step: CheckoutStep, needs: StepNeeds): string | null {
  if (!needs.signedIn) return loginPath(checkoutPath(step));
  if (step === 'order-summary') return null;
  if (step === 'payment' && needs.orderUnderWay) return null;
  if (needs.lineCount === 0) return checkoutPath('order-summary');
  if (step === 'payment' && !needs.addressId) return checkoutPath('address');
  return null;
}

/** The address chosen on the address step: the kept choice while it still exists, else the default, else the first. */
export function chosenAddress<A extends { id: string; defaultAddress: boolean }>(
  addresses: A[],
  kept: string | null,
): string | null {
  if (kept && addresses.some((a) => a.id === kept)) return kept;
  return (addresses.find((a) => a.defaultAddress) ?? addresses[0])?.id ?? null;
}

/** The default address first (spec), the rest as saved. */
export const defaultFirst = <A extends { defaultAddress: boolean }>(addresses: A[]) => [
  ...addresses.filter((a) => a.defaultAddress),
  ...addresses.filter((a) => !a.defaultAddress),
];

/**
 * One attempt at placing an order: its Idempotency-Key and what it was for. The key is made once per
 * attempt and kept (in the persistent checkout state), so a double tap, a retry after a network error or a
 * reload while placing send the same key and the server gives one order. A new key only when the checkout
 * changed (another body) or the order succeeded (the attempt is cleared).
 */
export type Attempt = {
  key: string;
  /** The create body this key was made for. */
  body: string;
  /** Once the server answered: the orders placed and, for prepaid, the provider order to pay. */
  placed: PlacedAttempt | null;
};
export type PlacedAttempt = {
  checkoutId: string;
  orderIds: string[];
  orderType: PaymentMode;
  razorId: string | null;
  amount: number;
  keyId: string | null;
  checkout: 'razorpay' | 'local-test' | null;
};

export function attemptFor(current: Attempt | null, body: string, newKey: () => string): Attempt {
  if (current && !current.placed && current.body === body) return current;
  return { key: newKey(), body, placed: null };
}

/** An Idempotency-Key the API accepts (8 to 100 letters, digits, dots, colons or dashes). */
export const newIdempotencyKey = (random: () => string = () => crypto.randomUUID()) => `checkout-${random()}`;

/** The provider's result in the payment step's query after the hosted checkout sends the shopper back. */
export type ProviderReturn =
  | { kind: 'paid'; razorId: string; paymentId: string; signature: string }
  | { kind: 'failed'; razorId: string; reason: string }
  | null;

export function providerReturn(search: string): ProviderReturn {
  const q = new URLSearchParams(search);
  const razorId = q.get('razorpay_order_id');
  if (!razorId) return null;
  const paymentId = q.get('razorpay_payment_id');
  const signature = q.get('razorpay_signature');
  if (paymentId && signature) return { kind: 'paid', razorId, paymentId, signature };
  return { kind: 'failed', razorId, reason: q.get('razorpay_error_description') || 'Payment failed' };
}
