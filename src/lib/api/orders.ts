/**
 * The shopper's orders: the list behind the My Orders drawer (shopper-core §2 Orders), and (ours: the spec
 * shows none of their paths) one order with its lines, money, address and status history; cancelling it with
 * a reason; its PDF tax invoice and credit note.
 */
import { api, LIVE_READ } from './index.ts';
import type { CancelReason } from '../rules/orders.ts';
import type { ReturnOption } from '../rules/exchange.ts';
import type { OrderAddress, OrderCharges, OrderDetail, OrderLine, OrderListItem, OrderRequest } from './types.ts';

/** The address as it was when the order was placed (orders placed before type, landmark and alternate phone have none). */
export type { OrderAddress, OrderCharges, OrderLine, OrderDetail, OrderRequest, OrderListItem };
export type VariantFacts = NonNullable<OrderRequest['exchange']>['from'];

export type ReturnRequest = {
  reasonType: string;
  reasonText: string;
  option: ReturnOption;
  imageUrls: string[];
  /** Required for an exchange option: the line and the variant chosen from exchangeChoices. */
  exchange?: { lineId: string; variantId: string };
};

export const getOrders = () => api().call<OrderListItem[]>('getOrders', 'orders/orderGet', LIVE_READ);

/** GET orders/{orderId}: 404 when the order is not the shopper's. */
export const getOrder = (orderId: string) =>
  api().call<OrderDetail>('getOrder', `orders/${encodeURIComponent(orderId)}`, LIVE_READ);

/** POST orders/{orderId}/cancel: "Others" needs the shopper's words. */
export const cancelOrder = (orderId: string, reasonType: CancelReason, reasonText: string) =>
  api().call<boolean>('cancelOrder', `orders/${encodeURIComponent(orderId)}/cancel`, {
    method: 'POST',
    body: { reasonType, reasonText },
  });

/** GET orders/{orderId}/invoice: the PDF and the file name the API gives it. */
export const downloadInvoice = (orderId: string) =>
  api().download('downloadInvoice', `orders/${encodeURIComponent(orderId)}/invoice`);

/** GET orders/{orderId}/credit-note: the credit note of a returned order (or one cancelled after it shipped). */
export const downloadCreditNote = (orderId: string) =>
  api().download('downloadCreditNote', `orders/${encodeURIComponent(orderId)}/credit-note`);

/** POST orders/{orderId}/return: a refund or an exchange of a delivered order, with at least one picture. */
export const returnOrder = (orderId: string, request: ReturnRequest) =>
  api().call<boolean>('returnOrder', `orders/${encodeURIComponent(orderId)}/return`, { method: 'POST', body: request });
