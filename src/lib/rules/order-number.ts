/**
 * How an order's number reads everywhere (order page, Order Placed, My Orders, notifications, refund and
 * wallet lists, invoice): "#4827-1930-5612". A module of its own, so a light island needs only these lines;
 * orders.ts re-exports it. No other place makes an order's number.
 *
 * The number is twelve digits drawn from the whole order id (64-bit FNV-1a, folded to 12 digits), not a piece
 * of it: a shopper reads and says digits, and two ids ending alike ("demo-order-returnable", any UUID) still
 * get numbers of their own. It needs no column, so every order, old or new, has one (docs/decisions/orders.md).
 */

const FNV_OFFSET = 0xcbf29ce484222325n;
const FNV_PRIME = 0x100000001b3n;
const MASK = (1n << 64n) - 1n;

/** The order's twelve digits, unseparated: what the invoice's file name carries ("482719305612"). */
export function orderCode(orderId: string): string {
  let hash = FNV_OFFSET;
  for (const byte of new TextEncoder().encode(orderId)) hash = ((hash ^ BigInt(byte)) * FNV_PRIME) & MASK;
  return (hash % 1_000_000_000_000n).toString().padStart(12, '0');
}

/** "#4827-1930-5612": the twelve digits in groups of four, as a shopper reads them out. */
export const orderNumber = (orderId: string) => `#${orderCode(orderId).replace(/(\d{4})(?=\d)/g, '$1-')}`;
