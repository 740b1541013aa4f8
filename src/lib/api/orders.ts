/** The shopper's orders (shopper-core §2 Orders): the list behind the My Orders drawer. */
import { api } from './index.ts';

/** One item of GET orders/orderGet, newest first; statusAt is when it took its current status (ours). */
export type OrderListItem = {
  orderId: string;
  orderStatus: string;
  createdAt: string;
  statusAt: string;
  Product: { productName: string; productDesc: string; productImgUrls: string[] };
};

export const getOrders = () => api().call<OrderListItem[]>('getOrders', 'orders/orderGet');
