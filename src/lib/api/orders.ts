/**
 * The shopper's orders: the list behind the My Orders drawer (shopper-core §2 Orders), and (ours: the spec
 * shows none of their paths) one order with its lines, money, address and status history; cancelling it with
 * a reason; its PDF tax invoice and credit note.
 */
import { api, LIVE_READ } from './index.ts';
import type { CancelReason } from '../rules/orders.ts';
import type {
  BodyOf,
  OrderAddress,
  OrderCharges,
  OrderDetail,
  OrderLine,
  OrderListItem,
  OrderRequest,
} from './types.ts';

/** The address as it was when the order was placed (orders placed before type, landmark and alternate phone have none). */
export type { OrderAddress, OrderCharges, OrderLine, OrderDetail, OrderRequest, OrderListItem };
export type VariantFacts = NonNullable<OrderRequest['exchange']>['from'];

/** A refund or an exchange as the return form sends it. */
export type ReturnRequest = BodyOf<'/orders/{orderId}/return', 'post'>;

export const getOrders = () => api().GET('getOrders', '/orders/orderGet', LIVE_READ);

/** GET orders/{orderId}: 404 when the order is not the shopper's. */
export const getOrder = (orderId: string) =>
  api().GET('getOrder', '/orders/{orderId}', { ...LIVE_READ, params: { path: { orderId } } });

/** POST orders/{orderId}/cancel: "Others" needs the shopper's words. */
export const cancelOrder = (orderId: string, reasonType: CancelReason, reasonText: string) =>
  api().POST('cancelOrder', '/orders/{orderId}/cancel', {
    params: { path: { orderId } },
    body: { reasonType, reasonText },
  });

/** GET orders/{orderId}/invoice: the PDF and the file name the API gives it. */
export const downloadInvoice = (orderId: string) =>
  api().download('downloadInvoice', '/orders/{orderId}/invoice', { params: { path: { orderId } } });

/** GET orders/{orderId}/credit-note: the credit note of a returned order (or one cancelled after it shipped). */
export const downloadCreditNote = (orderId: string) =>
  api().download('downloadCreditNote', '/orders/{orderId}/credit-note', { params: { path: { orderId } } });

/** POST orders/{orderId}/return: a refund or an exchange of a delivered order, with at least one picture. */
export const returnOrder = (orderId: string, request: ReturnRequest) =>
  api().POST('returnOrder', '/orders/{orderId}/return', { params: { path: { orderId } }, body: request });
