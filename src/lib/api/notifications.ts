/** The shopper's notifications behind the bell (ours: order status changes, price drops, refunds). */
import { api } from './index.ts';
import type { Notification } from './types.ts';

/** kind: order-placed | order-status | price-drop | refund; link: the order or product it is about, or null. */
export type { Notification };

export const getNotifications = () => api().call<Notification[]>('getNotifications', 'notifications');
export const getUnreadCount = () => api().call<{ count: number }>('getUnreadCount', 'notifications/unread');
export const markNotificationsRead = () =>
  api().call<boolean>('markNotificationsRead', 'notifications/read', { method: 'PUT' });
