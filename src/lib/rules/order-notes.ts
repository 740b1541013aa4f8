/**
 * What the shopper's notifications about orders say (ours: the spec shows the drawer, not the texts). Each
 * names the products and the order number, and links to the order; a checkout that made several orders
 * (one per seller) is announced once and links to My Orders. In the shopper's language: the words are the notices
 * catalog's (src/lib/i18n/notices.ts), handed in by the server, which writes them. Pure.
 */
import { orderNumber } from './order-number.ts';
import { showsExpectedDelivery } from './delivery.ts';
import { formatRupeesExact, formatRupees } from './price.ts';
import { myOrdersDrawerPath, orderPath } from '../paths.ts';
import type { NoticeWords } from '../i18n/notices.ts';

export type Note = { title: string; body: string; link: string };

/** "Classic Kurta", "Classic Kurta and 1 more", "Classic Kurta and 2 more"; '' for none. */
export function productsText(names: readonly string[], words: NoticeWords): string {
  const [first, ...rest] = names.filter((n) => n.trim());
  if (!first) return '';
  return rest.length ? words.say('notice_products_more', { first, count: rest.length }) : first;
}

/** "Order #9010-1756-3534". */
export const orderText = (orderId: string, words: NoticeWords) =>
  words.say('notice_order', { number: orderNumber(orderId) });

/** "Delivery by Tue, 1 Dec". */
const deliveryBy = (day: string, words: NoticeWords) => words.say('notice_delivery_by', { day: words.day(day) });

export type PlacedOrderFacts = { orderId: string; productNames: string[]; expectedBy: string | null };

/**
 * The one note a checkout gives when it is placed: "Order placed: Classic Kurta and 2 more", the order
 * number(s) and the latest promised day; linking to the order, or to My Orders when there are several.
 */
export function placedNote(orders: readonly PlacedOrderFacts[], words: NoticeWords): Note {
  const products = productsText(
    orders.flatMap((o) => o.productNames),
    words,
  );
  const latest = orders
    .map((o) => o.expectedBy)
    .filter((d): d is string => Boolean(d))
    .sort()
    .at(-1);
  const numbers =
    orders.length === 1
      ? orderText(orders[0]!.orderId, words)
      : words.say('notice_orders_per_seller', {
          count: orders.length,
          numbers: orders.map((o) => orderNumber(o.orderId)).join(', '),
        });
  return {
    title: products ? words.say('notice_placed_title_products', { products }) : words.say('notice_placed_title'),
    body: latest ? `${numbers} · ${deliveryBy(latest, words)}` : numbers,
    link: orders.length === 1 ? orderPath(orders[0]!.orderId) : myOrdersDrawerPath(),
  };
}

/**
 * A status change: its title ("In Transit", already in the shopper's words), the products and the order number,
 * and while the order is still on its way the day it promised.
 */
export function statusNote(
  words: NoticeWords,
  orderId: string,
  productNames: readonly string[],
  title: string,
  status = '',
  expectedBy: string | null = null,
): Note {
  const parts = [
    productsText(productNames, words),
    orderText(orderId, words),
    showsExpectedDelivery(status, expectedBy) ? deliveryBy(expectedBy, words) : '',
  ];
  return { title, body: parts.filter(Boolean).join(' · '), link: orderPath(orderId) };
}

/** Money on its way back after a cancellation. */
export function refundNote(words: NoticeWords, orderId: string, productNames: readonly string[], paise: number): Note {
  const rupees = paise / 100;
  // Rupees read the same in both languages (Latin digits, Indian grouping: src/lib/i18n/money.ts).
  const amount = Number.isInteger(rupees) ? formatRupees(rupees) : formatRupeesExact(rupees);
  return {
    title: words.say('notice_refund_title'),
    body: words.say('notice_refund_body', {
      amount,
      what: productsText(productNames, words) || words.say('notice_your_order'),
      order: orderText(orderId, words),
    }),
    link: orderPath(orderId),
  };
}
