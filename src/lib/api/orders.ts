/**
 * The shopper's orders: the list behind the My Orders drawer (shopper-core §2 Orders), and (ours: the spec
 * shows none of their paths) one order with its lines, money, address and status history; cancelling it with
 * a reason; its PDF tax invoice and credit note.
 */
import { api, LIVE_READ } from './index.ts';
import type { CancelReason } from '../rules/orders.ts';
import type { ReturnOption } from '../rules/exchange.ts';
import type { RefundPart, RefundRow } from './types.ts';

import type { Charges } from '../rules/breakdown.ts';

/** The address as it was when the order was placed (orders placed before type, landmark and alternate phone have none). */
export type OrderAddress = {
  name?: string;
  phone?: string;
  pinCode?: string;
  addressMain?: string;
  locality?: string;
  city?: string;
  state?: string;
  addressType?: string;
  landmark?: string;
  altPhone?: string;
};
/** An order's money as charged when placed (the one breakdown), what it came to, and the GST inside its goods. */
export type OrderCharges = Charges & { amount: number; tax: number };
export type OrderLine = {
  id: string;
  productId: string;
  variantId: string;
  quantity: number;
  price: number;
  mrp: number;
  productName: string;
  productDesc: string;
  imgUrls: string[];
  color: string;
  size: string;
};
export type OrderDetail = {
  orderId: string;
  checkoutId: string;
  orderStatus: string;
  orderType: 'Cod' | 'Prepaid';
  paymentStatus: string;
  createdAt: string;
  /** The day promised when it was placed (YYYY-MM-DD, India; src/lib/rules/delivery.ts), or null. */
  expectedDelivery: string | null;
  sellerId: string;
  storeName: string;
  address: OrderAddress;
  /** When a prepaid payment was verified. */
  paidAt: string | null;
  charges: OrderCharges;
  lines: OrderLine[];
  history: { status: string; at: string }[];
  /** When it was delivered (the latest DELIVERED change), and the end of its 2-day return window; else null. */
  deliveredAt: string | null;
  returnUntil: string | null;
  /** The shopper's cancel or return request, once made (else null). */
  request: OrderRequest | null;
};

export type VariantFacts = { variantId: string; color: string; size: string };

export type OrderRequest = {
  kind: 'cancel' | 'return';
  reasonType: string;
  reasonText: string;
  /** For a return: refund, exchange-size or exchange-color. */
  option: ReturnOption | null;
  /** Private picture references (the owner's GET upload/private/{id}). */
  imageUrls: string[];
  createdAt: string;
  /** A courier collects a returned or exchanged item by this date (PICKUP_DAYS after the request). */
  pickupBy: string | null;
  /** An exchange: which line, and the variant it had and the one it becomes. */
  exchange: { lineId: string; productName: string; from: VariantFacts; to: VariantFacts } | null;
  /** A cancel or refund-return: what comes back, where and how far along (the settings Refund Status rules). */
  refund: { amount: number; mode: RefundRow['mode']; state: RefundRow['state']; parts: RefundPart[] } | null;
};

export type ReturnRequest = {
  reasonType: string;
  reasonText: string;
  option: ReturnOption;
  imageUrls: string[];
  /** Required for an exchange option: the line and the variant chosen from exchangeChoices. */
  exchange?: { lineId: string; variantId: string };
};

/** One item of GET orders/orderGet, newest first; statusAt is when it took its current status (ours). */
export type OrderListItem = {
  orderId: string;
  orderStatus: string;
  orderType: 'Cod' | 'Prepaid';
  /** cod | pending | paid | failed | expired */
  paymentStatus: string;
  createdAt: string;
  statusAt: string;
  /** The day promised when it was placed (YYYY-MM-DD), or null. */
  expectedDelivery: string | null;
  Product: { productName: string; productDesc: string; productImgUrls: string[] };
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
