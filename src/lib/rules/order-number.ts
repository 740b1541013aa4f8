/**
 * How an order's number reads everywhere (order page, Order Placed, My Orders, notifications, refund and
 * wallet lists, invoice): "#ABC123". A module of its own, so a light island needs only these lines; orders.ts
 * re-exports it. No other place cuts or cases an order id.
 */

/** The last 6 characters of the order id, upper case: what an order number is made of (and the invoice's file name). */
export const orderCode = (orderId: string) => orderId.slice(-6).toUpperCase();

/** "#ABC123". */
export const orderNumber = (orderId: string) => `#${orderCode(orderId)}`;
