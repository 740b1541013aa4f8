/**
 * Order rules shared by the order detail page, its modals, the invoice and the server (stores-and-social
 * §2.10, §3-§5; shopper-core §4 order statuses). Pure and zod-free, so the island does not pull a schema
 * library. The spec shows no transitions between statuses, so the chain is ours:
 * READY_FOR_PICKUP -> IN_TRANSIST -> OUT_FOR_DELIVERY -> DELIVERED, with CANCELLED before delivery and
 * RETURN or EXCHANGE after it.
 */
import type { RefundState } from '../../contract/reply-types.ts';
import { formatRupees, formatRupeesExact } from './price.ts';
import { gstInside } from './pricing.ts';
import { formatDate } from './text.ts';
import { BREAKDOWN_LABELS } from './breakdown.ts';
import { orderCode } from './order-number.ts';

export { gstInside };

export const NEXT_STATUSES: Record<string, string[]> = {
  READY_FOR_PICKUP: ['IN_TRANSIST', 'CANCELLED'],
  IN_TRANSIST: ['OUT_FOR_DELIVERY', 'CANCELLED'],
  OUT_FOR_DELIVERY: ['DELIVERED'],
  DELIVERED: ['RETURN', 'EXCHANGE'],
  CANCELLED: [],
  RETURN: [],
  EXCHANGE: [],
};

/** A delivered order may be returned or exchanged for this long after delivery: 2 days (stores-and-social §3). */
export const RETURN_WINDOW_MS = 48 * 60 * 60 * 1000;

/**
 * The server's rule: a return or exchange only for a delivered order whose delivery is at most 2 days
 * (48 h) old. `deliveredAt` is when it became DELIVERED; times are ms since the epoch or dates.
 */
export function returnAllowed(
  status: string,
  deliveredAt: Date | string | number | null | undefined,
  now: Date | number = Date.now(),
): boolean {
  if (status !== 'DELIVERED' || deliveredAt == null) return false;
  const at = new Date(deliveredAt).getTime();
  const nowMs = new Date(now).getTime();
  if (Number.isNaN(at) || Number.isNaN(nowMs)) return false;
  return nowMs - at <= RETURN_WINDOW_MS;
}

/** The statuses a change to `status` may come from (the server's conditional update uses them). */
export const previousStatuses = (status: string) =>
  Object.keys(NEXT_STATUSES).filter((from) => NEXT_STATUSES[from]!.includes(status));

/** The server's rule: a shopper may cancel only while the order is ready for pickup or in transit. */
export const canCancel = (status: string) => NEXT_STATUSES[status]?.includes('CANCELLED') ?? false;

/** What each status reads as on the timeline (the spec's labels, without their dates). */
export const STATUS_TITLES: Record<string, string> = {
  READY_FOR_PICKUP: 'Order placed',
  IN_TRANSIST: 'In Transit',
  OUT_FOR_DELIVERY: 'Out for Delivery',
  DELIVERED: 'Delivered',
  CANCELLED: 'Order cancelled',
  RETURN: 'Return',
  EXCHANGE: 'Exchange',
  // A return's steps after the request (return-progress.ts): history entries, never an order's status.
  RETURN_PICKED_UP: 'Return picked up',
  RETURN_RECEIVED: 'Return received by the seller',
};

export const statusTitle = (status: string) => STATUS_TITLES[status] ?? status;

/**
 * The delivery step that comes next, or null when the order is at the end of its road (delivered,
 * cancelled, returned, exchanged) or the status is unknown. Cancelling is never "what comes next".
 */
export function nextStatus(status: string): string | null {
  if (status === 'DELIVERED') return null;
  return NEXT_STATUSES[status]?.find((s) => s !== 'CANCELLED') ?? null;
}

/** "#ABC123", the one format of an order's number (order-number.ts, kept apart for light islands). */
export { orderNumber } from './order-number.ts';

/** The invoice's file name, the same the API sends in Content-Disposition (no "#" in a file name). */
export const invoiceFileName = (orderId: string, brand: string) =>
  `${brand.toLowerCase()}-invoice-${orderCode(orderId)}.pdf`;

const money = (n: number) => (Number.isInteger(n) ? formatRupees(n) : formatRupeesExact(n));

/** Shipping: "FREE" at 0 (stores-and-social §2.10), else the fee in rupees. */
export const shippingText = (deliveryFee: number) => (deliveryFee === 0 ? 'FREE' : money(deliveryFee));

const round2 = (n: number) => Math.round(n * 100) / 100;

/** A line's amount split into its taxable value and the GST inside it, as the invoice shows them. */
export function taxSplit(amount: number): { taxable: number; gst: number } {
  const gst = gstInside(amount);
  return { taxable: round2(amount - gst), gst };
}

/** A prepaid order's payment must arrive within this long of placing it, or the order expires (the server's sweep). */
export const UNPAID_ORDER_TTL_MS = 30 * 60_000;

export type PaymentFacts = {
  orderType: string;
  /** cod | pending | paid | failed | expired */
  paymentStatus: string;
  orderStatus: string;
  /** When a prepaid payment was verified (ISO), if known. */
  paidAt?: string | null;
  /** A cancelled or returned order's refund, when it has one (its state follows the money). */
  refund?: { state: RefundState | 'NOTHING_TO_REFUND' } | null;
};

export type PaymentView = {
  mode: string;
  state: string;
  /** ok: money settled; waiting: nothing wrong, something to come; problem: the shopper should act or know. */
  tone: 'ok' | 'waiting' | 'problem';
};

const REFUND_STATES: Record<RefundState, string> = {
  REQUESTED: 'Refund requested',
  INITIATED: 'Refund initiated',
  REFUNDED: 'Refunded',
};

/**
 * The payment mode and where the money stands, following the money: a prepaid payment is pending, paid,
 * failed or expired; cash on delivery is paid at the door; once money is on its way back, the refund's own
 * state (requested, initiated, refunded) shows, never "Refunded" before it has happened.
 */
export function paymentState(p: PaymentFacts): PaymentView {
  const mode = p.orderType === 'Cod' ? 'Cash on delivery' : 'Prepaid';
  const refund = p.refund?.state;
  if (refund && refund !== 'NOTHING_TO_REFUND')
    return { mode, state: REFUND_STATES[refund], tone: refund === 'REFUNDED' ? 'ok' : 'waiting' };
  if (p.orderType === 'Cod') {
    if (p.orderStatus === 'CANCELLED') return { mode, state: 'Not charged', tone: 'ok' };
    return ['DELIVERED', 'RETURN', 'EXCHANGE'].includes(p.orderStatus)
      ? { mode, state: 'Paid on delivery', tone: 'ok' }
      : { mode, state: 'Pay on delivery', tone: 'waiting' };
  }
  switch (p.paymentStatus) {
    case 'paid':
      return { mode, state: p.paidAt ? `Paid on ${formatDate(p.paidAt)}` : 'Paid', tone: 'ok' };
    case 'expired':
      return { mode, state: 'Payment expired: not charged', tone: 'problem' };
    case 'failed':
      return { mode, state: p.orderStatus === 'CANCELLED' ? 'Not charged' : 'Payment failed', tone: 'problem' };
    default:
      return {
        mode,
        state: p.orderStatus === 'CANCELLED' ? 'Not charged' : 'Payment pending',
        tone: p.orderStatus === 'CANCELLED' ? 'ok' : 'problem',
      };
  }
}

/**
 * The breakdown's last row on an order: what was paid, what is still to pay (at the door for cash on
 * delivery), or that nothing was charged.
 */
export function amountLabel(o: Pick<PaymentFacts, 'orderType' | 'paymentStatus' | 'orderStatus'>): string {
  if (o.orderType === 'Cod') {
    if (o.orderStatus === 'CANCELLED') return 'Amount (not charged)';
    return ['DELIVERED', 'RETURN', 'EXCHANGE'].includes(o.orderStatus)
      ? BREAKDOWN_LABELS.paid
      : 'Amount to pay on delivery';
  }
  if (o.paymentStatus === 'paid') return BREAKDOWN_LABELS.paid;
  return o.orderStatus === 'CANCELLED' ? 'Amount (not charged)' : BREAKDOWN_LABELS.toPay;
}

/** When an unpaid prepaid order expires (ISO), counted from when it was placed. */
export const payBy = (createdAt: string | Date) =>
  new Date(new Date(createdAt).getTime() + UNPAID_ORDER_TTL_MS).toISOString();

/** A prepaid order can still be paid: not paid, still waiting for pickup, and before it expires. */
export function canPayNow(
  o: { orderType: string; paymentStatus: string; orderStatus: string; createdAt: string },
  now: number,
): boolean {
  return (
    o.orderType === 'Prepaid' &&
    (o.paymentStatus === 'pending' || o.paymentStatus === 'failed') &&
    o.orderStatus === 'READY_FOR_PICKUP' &&
    now < new Date(payBy(o.createdAt)).getTime()
  );
}

/** Cancel reasons (stores-and-social §3), in the spec's order. */
export const CANCEL_REASONS = [
  'Change of Mind',
  'Item no longer needed',
  'Delivery taking too long',
  'Ordering by Mistake',
  'Quality Concerns',
  'Received as a Gift',
  'Others',
] as const;
/** Return reasons (stores-and-social §3); "other" is the free-text one. */
export const RETURN_REASONS = [
  "Item doesn't match the description",
  'Received the wrong item',
  'wrong size',
  'wrong color',
  'Item damaged or defective',
  'other',
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const REASON_PLACEHOLDER = 'Write your reason';

/** How the return reasons read; the values sent stay the spec's ("wrong size", "other"). */
export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  "Item doesn't match the description": "Item doesn't match the description",
  'Received the wrong item': 'Received the wrong item',
  'wrong size': 'Wrong size',
  'wrong color': 'Wrong color',
  'Item damaged or defective': 'Item damaged or defective',
  other: 'Others',
};

/**
 * The return policy (stores-and-social §9), shown before and while a return is made; where this order's
 * refund goes (returnRefundPlan) is said beside it, since it depends on how the order was paid.
 */
export const RETURN_POLICY = [
  'Return within 2 days of receiving the order.',
  'A delivery partner picks the item up within 2 days after a return is accepted.',
] as const;

export const returnReasonReady = (reasonType: string | null, reasonText: string) =>
  reasonReady(reasonType, reasonText, 'other');

/** Confirm is enabled only with a reason and, for the free-text one, non-blank text (stores-and-social §5). */
export const reasonReady = (reasonType: string | null, reasonText: string, other: string) =>
  Boolean(reasonType) && (reasonType !== other || reasonText.trim().length > 0);

export const cancelReasonReady = (reasonType: string | null, reasonText: string) =>
  reasonReady(reasonType, reasonText, 'Others');

/** Success modals close themselves after 1950 ms (stores-and-social §9), then go home. */
export const SUCCESS_AUTO_CLOSE_MS = 1950;

/** What the track-order modal says comes next. */
export function nextStepText(status: string): string {
  const next = nextStatus(status);
  if (next) return `Next: ${statusTitle(next)}`;
  if (status === 'DELIVERED') return 'Delivered: this order has arrived.';
  if (status === 'CANCELLED') return 'Cancelled: nothing more will happen to this order.';
  if (status === 'RETURN' || status === 'EXCHANGE') return `${statusTitle(status)} requested: we will keep you posted.`;
  return '';
}
