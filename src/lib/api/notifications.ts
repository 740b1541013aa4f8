/** The shopper's notifications behind the bell (ours: order status changes, price drops, refunds). */
import { api } from './index.ts';

export type Notification = {
  id: string;
  kind: 'order-placed' | 'order-status' | 'price-drop' | 'refund' | string;
  title: string;
  body: string;
  /** The order (orderPath) or the product it is about; null when it has no page. */
  link: string | null;
  createdAt: string;
  readAt: string | null;
};

export const getNotifications = () => api().call<Notification[]>('getNotifications', 'notifications');
export const getUnreadCount = () => api().call<{ count: number }>('getUnreadCount', 'notifications/unread');
export const markNotificationsRead = () =>
  api().call<boolean>('markNotificationsRead', 'notifications/read', { method: 'PUT' });
