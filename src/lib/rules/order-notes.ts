/**
 * What the shopper's notifications about orders say (ours: the spec shows the drawer, not the texts). Each
 * names the products and the order number, and links to the order; a checkout that made several orders
 * (one per seller) is announced once and links to My Orders. Pure: the server writes them.
 */
import { orderNumber } from './order-number.ts';
import { deliveryByText, showsExpectedDelivery } from './delivery.ts';
import { formatRupeesExact, formatRupees } from './price.ts';
import { myOrdersDrawerPath, orderPath } from '../paths.ts';

export type Note = { title: string; body: string; link: string };

/** "Classic Kurta", "Classic Kurta and 1 more", "Classic Kurta and 2 more"; '' for none. */
export function productsText(names: readonly string[]): string {
  const [first, ...rest] = names.filter((n) => n.trim());
  if (!first) return '';
  return rest.length ? `${first} and ${rest.length} more` : first;
}

export type PlacedOrderFacts = { orderId: string; productNames: string[]; expectedBy: string | null };

/**
 * The one note a checkout gives when it is placed: "Order placed: Classic Kurta and 2 more", the order
 * number(s) and the latest promised day; linking to the order, or to My Orders when there are several.
 */
export function placedNote(orders: readonly PlacedOrderFacts[]): Note {
  const products = productsText(orders.flatMap((o) => o.productNames));
  const latest = orders
    .map((o) => o.expectedBy)
    .filter((d): d is string => Boolean(d))
    .sort()
    .at(-1);
  const numbers =
    orders.length === 1
      ? `Order ${orderNumber(orders[0]!.orderId)}`
      : `${orders.length} orders, one per seller: ${orders.map((o) => orderNumber(o.orderId)).join(', ')}`;
  return {
    title: products ? `Order placed: ${products}` : 'Order placed',
    body: latest ? `${numbers} · ${deliveryByText(latest)}` : numbers,
    link: orders.length === 1 ? orderPath(orders[0]!.orderId) : myOrdersDrawerPath(),
  };
}

/**
 * A status change: its title ("In Transit"), the products and the order number, and while the order is still
 * on its way the day it promised.
 */
export function statusNote(
  orderId: string,
  productNames: readonly string[],
  title: string,
  status = '',
  expectedBy: string | null = null,
): Note {
  const parts = [
    productsText(productNames),
    `Order ${orderNumber(orderId)}`,
    showsExpectedDelivery(status, expectedBy) ? deliveryByText(expectedBy) : '',
  ];
  return { title, body: parts.filter(Boolean).join(' · '), link: orderPath(orderId) };
}

/** Money on its way back after a cancellation. */
export function refundNote(orderId: string, productNames: readonly string[], paise: number): Note {
  const rupees = paise / 100;
  const products = productsText(productNames);
  return {
    title: 'Refund initiated',
    body: `${Number.isInteger(rupees) ? formatRupees(rupees) : formatRupeesExact(rupees)} for ${products || 'your order'} (Order ${orderNumber(orderId)}) is on its way back to you.`,
    link: orderPath(orderId),
  };
}
