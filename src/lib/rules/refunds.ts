/**
 * What a cancelled or returned order gives back, and how far along it is. The spec shows the Refund Status
 * section but none of its rules, so these are ours (README "Settings"):
 *
 *  cancelled   wallet money used goes back to the wallet at once (the cancel records it); a paid prepaid
 *              order's card/UPI amount goes back to the original payment mode, expected within
 *              REFUND_WORKING_DAYS working days of the cancel; a cash-on-delivery order paid nothing else,
 *              so without wallet money there is nothing to refund
 *  returned    everything paid comes back once the courier has picked the item up (within
 *              PICKUP_DAYS days of the accepted return): wallet money and cash paid at the door to the
 *              wallet, a prepaid amount to the original payment mode; until a refund is recorded the
 *              state is "awaiting pickup"
 *  exchanges   are not refunds, so they are not listed
 *
 * Pure: the server calls it with its rows; amounts in, paise; amounts out, rupees.
 */
import type { RefundMode, RefundPart, RefundRow, RefundState } from '../../contract/api-types.ts';

export const REFUND_WORKING_DAYS = 4;
export const PICKUP_DAYS = 2;
export const RETURN_WINDOW_DAYS = 2;

export type RefundFacts = {
  orderStatus: 'CANCELLED' | 'RETURN';
  orderType: 'Cod' | 'Prepaid';
  /** cod | pending | paid | expired */
  paymentStatus: string;
  walletUsedPaise: number;
  /** What was paid outside the wallet (by card/UPI, or in cash at the door). */
  totalPaise: number;
  /** Refunds to the wallet already recorded for this order. */
  walletRefundedPaise: number;
  /** When the order was cancelled or returned. */
  changedAt: Date;
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
  const paidByCard = facts.orderType === 'Prepaid' && facts.paymentStatus === 'paid' ? Math.max(0, facts.totalPaise) : 0;
  const paidInCash = facts.orderType === 'Cod' && facts.orderStatus === 'RETURN' ? Math.max(0, facts.totalPaise) : 0;
  const toWalletPaise = Math.max(0, facts.walletUsedPaise) + paidInCash;
  const walletDone = toWalletPaise > 0 && facts.walletRefundedPaise >= toWalletPaise;
  const parts: RefundPart[] = [];

  if (toWalletPaise > 0) {
    const state: RefundState = walletDone ? 'REFUNDED' : facts.orderStatus === 'RETURN' ? 'AWAITING_PICKUP' : 'INITIATED';
    parts.push({ mode: 'WALLET', amount: rupees(toWalletPaise), state, expectedBy: null });
  }
  if (paidByCard > 0) {
    const cancelled = facts.orderStatus === 'CANCELLED';
    parts.push({
      mode: 'ORIGINAL_PAYMENT',
      amount: rupees(paidByCard),
      state: cancelled ? 'INITIATED' : 'AWAITING_PICKUP',
      expectedBy: cancelled ? addWorkingDays(facts.changedAt, REFUND_WORKING_DAYS).toISOString() : null,
    });
  }

  const amount = rupees(toWalletPaise + paidByCard);
  if (!parts.length) return { amount: 0, mode: 'NONE', state: 'NOTHING_TO_REFUND', parts };
  const mode: RefundRow['mode'] = parts.length > 1 ? 'SPLIT' : parts[0]!.mode;
  const state: RefundState = parts.every((p) => p.state === 'REFUNDED') ? 'REFUNDED' : parts.some((p) => p.state === 'AWAITING_PICKUP') ? 'AWAITING_PICKUP' : 'INITIATED';
  return { amount, mode, state, parts };
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
    case 'AWAITING_PICKUP':
      return 'Awaiting pickup';
    default:
      return 'No refund due';
  }
}
