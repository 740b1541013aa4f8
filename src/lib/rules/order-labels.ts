/**
 * The My Orders drawer and the bell (shopper-core §2 Side drawers, §3 Order list item, §4 Order status;
 * stores-and-social notifications): the status label with its date and the plain-text description. The
 * drawers' overlay types and the bell's rules are in bell.ts (loaded on every page's first load).
 */
import { formatDate } from './text.ts';

/** The list item's dates: when it was placed, and when it took its current status (the API's statusAt). */
export type OrderDates = {
  orderStatus: string;
  createdAt: string;
  statusAt?: string | null;
  /** A prepaid order's payment (cod | pending | paid | failed | expired): an unpaid one says so, not "Order placed". */
  orderType?: string;
  paymentStatus?: string;
};

/** A prepaid order placed but not paid (yet). */
export const awaitingPayment = (o: Pick<OrderDates, 'orderStatus' | 'orderType' | 'paymentStatus'>) =>
  o.orderType === 'Prepaid' &&
  o.orderStatus === 'READY_FOR_PICKUP' &&
  (o.paymentStatus === 'pending' || o.paymentStatus === 'failed');

/**
 * The spec's label per status, word for word; placed, delivered and cancelled carry a date ('Mon D, YYYY',
 * India time): the placing date, else the date of that status change. Any other value has no label (null).
 */
export function orderStatusLabel(order: OrderDates): string | null {
  const { orderStatus, createdAt, statusAt } = order;
  const changed = formatDate(statusAt || createdAt);
  if (awaitingPayment(order)) return order.paymentStatus === 'failed' ? 'Payment failed: pay again' : 'Payment pending';
  if (orderStatus === 'CANCELLED' && order.paymentStatus === 'expired')
    return `Payment not received: expired on ${changed}`;
  switch (orderStatus) {
    case 'READY_FOR_PICKUP':
      return `Order placed on ${formatDate(createdAt)}`;
    case 'IN_TRANSIST':
      return 'In Transit';
    case 'OUT_FOR_DELIVERY':
      return 'Out for Delivery';
    case 'DELIVERED':
      return `Delivered on ${changed}`;
    case 'CANCELLED':
      return `Order cancelled on ${changed}`;
    case 'RETURN':
      return 'Return';
    case 'EXCHANGE':
      return 'Exchange';
    default:
      return null;
  }
}

/** How the label reads: done (delivered), stopped (cancelled, or waiting for its payment), or on its way (the rest). */
export function orderStatusTone(
  orderStatus: string,
  order?: Pick<OrderDates, 'orderType' | 'paymentStatus'>,
): 'done' | 'stopped' | 'moving' {
  if (orderStatus === 'DELIVERED') return 'done';
  if (order && awaitingPayment({ orderStatus, ...order })) return 'stopped';
  if (orderStatus === 'CANCELLED') return 'stopped';
  return 'moving';
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** A seller's description (sanitised HTML) as one line of plain text for a clamped preview. */
export function plainText(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/<(br|\/p|\/li|\/h\d|\/div)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
      const lower = name.toLowerCase();
      if (ENTITIES[lower] !== undefined) return ENTITIES[lower]!;
      if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
      if (lower.startsWith('#')) return String.fromCodePoint(Number(lower.slice(1)));
      return whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** Statuses at which an order's products had reached the shopper: they may review them (docs/decisions/social.md). */
export const RECEIVED_STATUSES = ['DELIVERED', 'RETURN', 'EXCHANGE'] as const;
export const canReview = (status: string) => (RECEIVED_STATUSES as readonly string[]).includes(status);
