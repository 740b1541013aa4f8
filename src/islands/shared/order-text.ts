/**
 * An order's status, payment and total label in the page's language: the rules of rules/orders.ts and
 * rules/order-labels.ts (which keep the spec's English for the server, the invoice and the tests) with the
 * words of the catalog. English reads word for word as those rules do. The status codes (`IN_TRANSIST`…) stay
 * codes; only what a shopper reads is translated. Its words: shared/words/OrderText.<locale>.ts.
 */
import { awaitingPayment, type OrderDates } from '../../lib/rules/order-labels.ts';
import type { PaymentFacts, PaymentView } from '../../lib/rules/orders.ts';
import type { PayNowFacts } from '../../lib/rules/pay-now.ts';
import { orderNumber } from '../../lib/rules/order-number.ts';
import { formatDay } from '../../lib/i18n/dates.ts';
import { moneyText } from '../../lib/i18n/figures.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import type { Relaxed } from './words.tsx';

export type OrderWords = Relaxed<typeof import('./words/OrderText.en-IN.ts')>;

const RECEIVED = ['DELIVERED', 'RETURN', 'EXCHANGE'];

/** What a status reads as on the timeline (rules/orders.ts STATUS_TITLES); an unknown code as it came. */
export function statusTitle(status: string, t: OrderWords): string {
  switch (status) {
    case 'READY_FOR_PICKUP':
      return t.orders_status_placed();
    case 'IN_TRANSIST':
      return t.orders_status_in_transit();
    case 'OUT_FOR_DELIVERY':
      return t.orders_status_out_for_delivery();
    case 'DELIVERED':
      return t.orders_status_delivered();
    case 'CANCELLED':
      return t.orders_status_cancelled();
    case 'RETURN':
      return t.orders_status_return();
    case 'EXCHANGE':
      return t.orders_status_exchange();
    case 'RETURN_PICKED_UP':
      return t.orders_status_return_picked_up();
    case 'RETURN_RECEIVED':
      return t.orders_status_return_received();
    default:
      return status;
  }
}

/** The list item's label with its date (rules/order-labels.ts orderStatusLabel), or null for an unknown status. */
export function statusLabel(order: OrderDates, t: OrderWords, locale: Locale): string | null {
  const { orderStatus, createdAt, statusAt } = order;
  const changed = formatDay(statusAt || createdAt, locale);
  if (awaitingPayment(order))
    return order.paymentStatus === 'failed' ? t.orders_label_payment_failed() : t.orders_label_payment_pending();
  if (orderStatus === 'CANCELLED' && order.paymentStatus === 'expired')
    return t.orders_label_payment_expired({ date: changed });
  switch (orderStatus) {
    case 'READY_FOR_PICKUP':
      return t.orders_label_placed_on({ date: formatDay(createdAt, locale) });
    case 'IN_TRANSIST':
      return t.orders_status_in_transit();
    case 'OUT_FOR_DELIVERY':
      return t.orders_status_out_for_delivery();
    case 'DELIVERED':
      return t.orders_label_delivered_on({ date: changed });
    case 'CANCELLED':
      return t.orders_label_cancelled_on({ date: changed });
    case 'RETURN':
      return t.orders_status_return();
    case 'EXCHANGE':
      return t.orders_status_exchange();
    default:
      return null;
  }
}

/** The payment mode and where the money stands (rules/orders.ts paymentState, the same branches). */
export function paymentView(p: PaymentFacts, t: OrderWords, locale: Locale): PaymentView {
  const mode = p.orderType === 'Cod' ? t.orders_mode_cod() : t.orders_mode_prepaid();
  const refund = p.refund?.state;
  if (refund && refund !== 'NOTHING_TO_REFUND')
    return { mode, state: refundStateText(refund, t), tone: refund === 'REFUNDED' ? 'ok' : 'waiting' };
  if (p.orderType === 'Cod') {
    if (p.orderStatus === 'CANCELLED') return { mode, state: t.orders_pay_not_charged(), tone: 'ok' };
    return RECEIVED.includes(p.orderStatus)
      ? { mode, state: t.orders_pay_paid_on_delivery(), tone: 'ok' }
      : { mode, state: t.orders_pay_on_delivery(), tone: 'waiting' };
  }
  switch (p.paymentStatus) {
    case 'paid':
      return {
        mode,
        state: p.paidAt ? t.orders_pay_paid_on({ date: formatDay(p.paidAt, locale) }) : t.orders_pay_paid(),
        tone: 'ok',
      };
    case 'expired':
      return { mode, state: t.orders_pay_expired(), tone: 'problem' };
    case 'failed':
      return {
        mode,
        state: p.orderStatus === 'CANCELLED' ? t.orders_pay_not_charged() : t.orders_pay_failed(),
        tone: 'problem',
      };
    default:
      return {
        mode,
        state: p.orderStatus === 'CANCELLED' ? t.orders_pay_not_charged() : t.orders_pay_pending(),
        tone: p.orderStatus === 'CANCELLED' ? 'ok' : 'problem',
      };
  }
}

/** A refund's state (rules/refunds.ts refundStateLabel). */
export function refundStateText(state: string, t: OrderWords): string {
  switch (state) {
    case 'REFUNDED':
      return t.orders_refunded();
    case 'INITIATED':
      return t.orders_refund_initiated();
    case 'REQUESTED':
      return t.orders_refund_requested();
    default:
      return t.orders_no_refund_due();
  }
}

/** The breakdown's last row on an order (rules/orders.ts amountLabel). */
export function amountText(o: Pick<PaymentFacts, 'orderType' | 'paymentStatus' | 'orderStatus'>, t: OrderWords) {
  if (o.orderType === 'Cod') {
    if (o.orderStatus === 'CANCELLED') return t.orders_amount_not_charged();
    return RECEIVED.includes(o.orderStatus) ? t.orders_amount_paid() : t.orders_amount_on_delivery();
  }
  if (o.paymentStatus === 'paid') return t.orders_amount_paid();
  return o.orderStatus === 'CANCELLED' ? t.orders_amount_not_charged() : t.orders_amount_to_pay();
}

/**
 * What a Pay now on an unpaid prepaid order says (rules/pay-now.ts payNowText): "Pay ₹1,899", or for a checkout
 * of several orders "Pay ₹2,698 for 2 orders: #4827-1930-5612, #6051-2284-7390".
 */
export function payNowWords(p: PayNowFacts, t: OrderWords, locale: Locale): string {
  const amount = moneyText(p.amount, locale);
  if (p.orderIds.length < 2) return t.orders_pay_amount({ amount });
  return t.orders_pay_amount_for_orders({
    amount,
    count: String(p.orderIds.length),
    numbers: p.orderIds.map(orderNumber).join(', '),
  });
}
