/**
 * The shopper's orders: the list behind the My Orders drawer (shopper-core §2 Orders), and (ours: the spec
 * shows none of their paths) one order with its lines, money, address and status history; cancelling it with
 * a reason; its PDF tax invoice.
 */
import { api, LIVE_READ } from './index.ts';
import type { CancelReason } from '../rules/orders.ts';

export type OrderAddress = { name?: string; phone?: string; pinCode?: string; addressMain?: string; locality?: string; city?: string; state?: string };
export type OrderLine = {
  id: string; productId: string; variantId: string; quantity: number; price: number; mrp: number;
  productName: string; productDesc: string; imgUrls: string[]; color: string; size: string;
};
export type OrderDetail = {
  orderId: string;
  checkoutId: string;
  orderStatus: string;
  orderType: 'Cod' | 'Prepaid';
  paymentStatus: string;
  createdAt: string;
  sellerId: string;
  storeName: string;
  address: OrderAddress;
  price: { orderCost: number; tax: number; MainDiscount: number; coupon: number; deliveryFee: number; walletUsed: number; totalcost: number };
  lines: OrderLine[];
  history: { status: string; at: string }[];
};

/** One item of GET orders/orderGet, newest first; statusAt is when it took its current status (ours). */
export type OrderListItem = {
  orderId: string;
  orderStatus: string;
  createdAt: string;
  statusAt: string;
  Product: { productName: string; productDesc: string; productImgUrls: string[] };
};

export const getOrders = () => api().call<OrderListItem[]>('getOrders', 'orders/orderGet', LIVE_READ);

/** GET orders/{orderId}: 404 when the order is not the shopper's. */
export const getOrder = (orderId: string) => api().call<OrderDetail>('getOrder', `orders/${encodeURIComponent(orderId)}`, LIVE_READ);

/** POST orders/{orderId}/cancel: "Others" needs the shopper's words. */
export const cancelOrder = (orderId: string, reasonType: CancelReason, reasonText: string) =>
  api().call<boolean>('cancelOrder', `orders/${encodeURIComponent(orderId)}/cancel`, { method: 'POST', body: { reasonType, reasonText } });

/** GET orders/{orderId}/invoice: the PDF and the file name the API gives it. */
export const downloadInvoice = (orderId: string) => api().download('downloadInvoice', `orders/${encodeURIComponent(orderId)}/invoice`);
