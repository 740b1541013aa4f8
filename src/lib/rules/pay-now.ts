/**
 * What a Pay now on an unpaid prepaid order says. One payment pays every order of the checkout still waiting
 * for it (one per store; an order cancelled meanwhile is left out), so the words name the amount the provider
 * will ask for and, when that is more than one order, each of them:
 * "Pay ₹2,698 for 2 orders: #4827-1930-5612, #6051-2284-7390".
 * The figure comes from the order's `payNow` in the API's reply, the same sum payment/retry charges.
 */
import { money } from './breakdown.ts';
import { orderNumber } from './order-number.ts';

export type PayNowFacts = { amount: number; orderIds: string[] };

/**
 * "Pay ₹1,899" for one order; "Pay ₹2,698 for 2 orders: #4827-1930-5612, #6051-2284-7390" for a checkout of
 * several.
 */
export function payNowText(p: PayNowFacts): string {
  const pay = `Pay ${money(p.amount)}`;
  if (p.orderIds.length < 2) return pay;
  return `${pay} for ${p.orderIds.length} orders: ${p.orderIds.map(orderNumber).join(', ')}`;
}

/** The button that opens the provider names the amount it charges: "Pay ₹2,698 now". */
export const payNowButton = (p: PayNowFacts) => `Pay ${money(p.amount)} now`;

/** The amount a payment attempt asks for (paise) is the amount the shopper was shown (rupees). */
export const sameAmount = (p: PayNowFacts, amountPaise: number) => Math.round(p.amount * 100) === amountPaise;
