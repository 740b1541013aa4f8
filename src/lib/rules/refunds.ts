/**
 * What a cancelled or returned order gives back, where it goes, and how far along it is. The spec shows the
 * Refund Status section but none of its rules, so these are ours (docs/decisions/orders.md):
 *
 *  cancelled   wallet money used goes back to the wallet at once (the cancel records it: refunded); a paid
 *              prepaid order's card/UPI amount goes back to the original payment mode: initiated on the
 *              cancel, reaching it REFUND_TIME (expected by the upper bound); a cash-on-delivery order paid
 *              nothing else, so without wallet money there is nothing to refund
 *  returned    everything paid comes back once the seller has received the item (the courier picks it
 *              up within PICKUP_DAYS days of the accepted return; return-progress.ts): wallet money and
 *              cash paid at the door go to the wallet (a cash-on-delivery shopper has no card to refund
 *              to), a prepaid amount to the original payment mode; until then each part is requested
 *  exchanges   are not refunds, so they are not listed
 *
 * Each part carries the date it reached its state. Pure: the server calls it with its rows; amounts in,
 * paise; amounts out, rupees.
 */
import type { RefundMode, RefundPart, RefundRow, RefundState } from '../../contract/reply-types.ts';
import { formatWalletAmount } from './wallet.ts';
import { formatDate } from './text.ts';
import { formatRupeesExact } from './price.ts';

/**
 * How long a refund to the original payment mode takes: the spec's return policy says "refund in 2-4 working
 * days to the original payment mode" (stores-and-social §9). One rule and one wording, REFUND_TIME, on every
 * screen, message and page; an expected date counts the upper bound.
 */
export const REFUND_WORKING_DAYS_FROM = 2;
export const REFUND_WORKING_DAYS = 4;
/** "in 2-4 working days", the only way a refund's timing is written. */
export const REFUND_TIME = `in ${REFUND_WORKING_DAYS_FROM}-${REFUND_WORKING_DAYS} working days`;
export const PICKUP_DAYS = 2;
export const RETURN_WINDOW_DAYS = 2;

/**
 * What verifying a payment answers when its order was cancelled before the payment arrived (the 30-minute
 * expiry): the amount the cancel refunded to the payment method, or, when none was taken, that any will be.
 */
export function paidAfterCancelMessage(refundedPaise: number): string {
  const cancelled = 'This order was cancelled before your payment arrived.';
  return refundedPaise > 0
    ? `${cancelled} ${formatRupeesExact(refundedPaise / 100)} is on its way back to your payment method ${REFUND_TIME}.`
    : `${cancelled} Any amount taken is refunded to your payment method.`;
}

/**
 * What verifying a payment answers when another payment had already paid its order (paid in two tabs, or
 * captured twice): the order stays paid by the first; this one goes back whole.
 */
export function paidTwiceMessage(refundPaise: number): string {
  const paid = 'This order was already paid by another payment.';
  return refundPaise > 0
    ? `${paid} This payment of ${formatRupeesExact(refundPaise / 100)} is on its way back to your payment method ${REFUND_TIME}.`
    : `${paid} This payment is refunded to your payment method ${REFUND_TIME}.`;
}

export type RefundFacts = {
  orderStatus: 'CANCELLED' | 'RETURN';
  orderType: 'Cod' | 'Prepaid';
  /** cod | pending | paid | expired */
  paymentStatus: string;
  walletUsedPaise: number;
  /** What was paid outside the wallet (by card/UPI, or in cash at the door). */
  totalPaise: number;
  /** Refunds to the wallet already recorded for this order, and when the latest was. */
  walletRefundedPaise: number;
  walletRefundedAt?: Date | null;
  /**
   * Refunds sent through the payment provider for this order (a paid order cancelled, or a payment that
   * arrived after the order was cancelled or expired): they, not the payment status, decide the card part.
   */
  providerRefunds?: { amountPaise: number; status: string; createdAt: Date; updatedAt: Date }[];
  /** When the order was cancelled or returned. */
  changedAt: Date;
  /** A return: when the seller received the item (the refund starts then); null or absent before. */
  returnReceivedAt?: Date | null;
};

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** `days` working days (Monday to Friday, India time) after `from`; public holidays are not counted out. */
export function addWorkingDays(from: Date, days: number): Date {
  let at = from.getTime();
  let left = days;
  while (left > 0) {
    at += DAY_MS;
    const weekday = new Date(at + IST_OFFSET_MS).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return new Date(at);
}

const rupees = (paise: number) => Math.round(paise) / 100;

export type Refund = Pick<RefundRow, 'amount' | 'mode' | 'state' | 'parts'>;

export function refundOf(facts: RefundFacts): Refund {
  const paidByCard =
    facts.orderType === 'Prepaid' && facts.paymentStatus === 'paid' ? Math.max(0, facts.totalPaise) : 0;
  const paidInCash = facts.orderType === 'Cod' && facts.orderStatus === 'RETURN' ? Math.max(0, facts.totalPaise) : 0;
  const toWalletPaise = Math.max(0, facts.walletUsedPaise) + paidInCash;
  const walletDone = toWalletPaise > 0 && facts.walletRefundedPaise >= toWalletPaise;
  // A return's money waits for the seller to receive the item; then it moves like a cancel's.
  const received = facts.orderStatus === 'RETURN' ? (facts.returnReceivedAt ?? null) : null;
  const returned = facts.orderStatus === 'RETURN' && !received;
  const startedAt = received ?? facts.changedAt;
  const changedAt = facts.changedAt.toISOString();
  const parts: RefundPart[] = [];

  if (toWalletPaise > 0) {
    const state: RefundState = walletDone ? 'REFUNDED' : returned ? 'REQUESTED' : 'INITIATED';
    const at = walletDone ? (facts.walletRefundedAt ?? facts.changedAt).toISOString() : changedAt;
    parts.push({ mode: 'WALLET', amount: rupees(toWalletPaise), state, at, expectedBy: null });
  }
  const sent = facts.providerRefunds ?? [];
  if (sent.length) {
    const done = sent.every((r) => r.status === 'refunded');
    const at = done
      ? new Date(Math.max(...sent.map((r) => r.updatedAt.getTime())))
      : new Date(Math.min(...sent.map((r) => r.createdAt.getTime())));
    parts.push({
      mode: 'ORIGINAL_PAYMENT',
      amount: rupees(sent.reduce((sum, r) => sum + r.amountPaise, 0)),
      state: done ? 'REFUNDED' : 'INITIATED',
      at: at.toISOString(),
      expectedBy: done ? null : addWorkingDays(at, REFUND_WORKING_DAYS).toISOString(),
    });
  } else if (paidByCard > 0) {
    parts.push({
      mode: 'ORIGINAL_PAYMENT',
      amount: rupees(paidByCard),
      state: returned ? 'REQUESTED' : 'INITIATED',
      at: startedAt.toISOString(),
      expectedBy: returned ? null : addWorkingDays(startedAt, REFUND_WORKING_DAYS).toISOString(),
    });
  }

  const amount = rupees(parts.reduce((sum, p) => sum + Math.round(p.amount * 100), 0));
  if (!parts.length) return { amount: 0, mode: 'NONE', state: 'NOTHING_TO_REFUND', parts };
  const mode: RefundRow['mode'] = parts.length > 1 ? 'SPLIT' : parts[0]!.mode;
  return { amount, mode, state: overallState(parts), parts };
}

/** The least advanced part decides: refunded only when every part is. */
function overallState(parts: RefundPart[]): RefundState {
  if (parts.every((p) => p.state === 'REFUNDED')) return 'REFUNDED';
  return parts.some((p) => p.state === 'REQUESTED') ? 'REQUESTED' : 'INITIATED';
}

/**
 * Where a return's money will go, said before the shopper confirms it: the same rule as refundOf, read for
 * an order that is returned now.
 */
export function returnRefundPlan(
  facts: Omit<RefundFacts, 'orderStatus' | 'walletRefundedPaise' | 'changedAt'>,
  walletName: string,
): string {
  const refund = refundOf({ ...facts, orderStatus: 'RETURN', walletRefundedPaise: 0, changedAt: new Date(0) });
  if (!refund.parts.length) return 'Nothing was paid for this order, so there is nothing to refund.';
  const where = refund.parts
    .map((p) => `${formatWalletAmount(p.amount)} ${refundModeLabel(p.mode, walletName).replace(/^To/, 'to')}`)
    .join(' and ');
  const card = refund.parts.some((p) => p.mode === 'ORIGINAL_PAYMENT')
    ? `, reaching a card or UPI account ${REFUND_TIME}`
    : '';
  return `Your refund: ${where}, once the seller receives the item${card}.`;
}

/** What the cancel-success screen says of the money, by the same rule: only what was really paid is mentioned. */
export function cancelRefundText(
  facts: Pick<RefundFacts, 'orderType' | 'paymentStatus' | 'walletUsedPaise' | 'totalPaise'>,
  walletName: string,
): string {
  const refund = refundOf({
    ...facts,
    orderStatus: 'CANCELLED',
    walletRefundedPaise: facts.walletUsedPaise,
    changedAt: new Date(0),
  });
  const wallet = refund.parts.find((p) => p.mode === 'WALLET');
  const card = refund.parts.find((p) => p.mode === 'ORIGINAL_PAYMENT');
  const said = [
    wallet && `${formatWalletAmount(wallet.amount)} is back in your ${walletName}`,
    card && `${formatWalletAmount(card.amount)} goes back to your original payment mode ${REFUND_TIME}`,
  ].filter(Boolean);
  return said.length ? `${said.join(', and ')}.` : 'Nothing was charged for this order.';
}

/** One part of a refund as a sentence: "₹699 to Vastra Money: refunded on Nov 27, 2026". */
export function refundPartText(part: RefundPart, walletName: string, pickupBy?: string | null): string {
  const head = `${formatWalletAmount(part.amount)} ${refundModeLabel(part.mode, walletName).replace(/^To/, 'to')}`;
  const on = part.at ? ` on ${formatDate(part.at)}` : '';
  switch (part.state) {
    case 'REFUNDED':
      return `${head}: refunded${on}`;
    case 'INITIATED':
      return `${head}: refund initiated${on}${part.expectedBy ? `, expected by ${formatDate(part.expectedBy)}` : ''}`;
    default:
      return `${head}: refund requested${on}; it starts once the seller receives the item${pickupBy ? ` (pickup by ${formatDate(pickupBy)})` : ''}`;
  }
}

/** Where the money goes, as the shopper reads it. */
export function refundModeLabel(mode: RefundMode | 'SPLIT' | 'NONE', walletName: string): string {
  switch (mode) {
    case 'WALLET':
      return `To ${walletName}`;
    case 'ORIGINAL_PAYMENT':
      return 'To your original payment mode';
    case 'SPLIT':
      return `To ${walletName} and your original payment mode`;
    default:
      return 'Nothing to refund: cash on delivery, nothing was charged';
  }
}

export function refundStateLabel(state: RefundState | 'NOTHING_TO_REFUND'): string {
  switch (state) {
    case 'REFUNDED':
      return 'Refunded';
    case 'INITIATED':
      return 'Refund initiated';
    case 'REQUESTED':
      return 'Refund requested';
    default:
      return 'No refund due';
  }
}
