/** The shopper's notifications behind the bell (ours: order status changes, price drops, refunds). */
import { api } from './index.ts';
import type { Notification } from './types.ts';

/**
 * kind: order-placed | order-status | price-drop | refund | … | lens-post; link: what it is about, or null;
 * fromStore: the store's own (marked in the drawer), false for a shopper's doing (a followed shopper's Lens posts).
 */
export type { Notification };

export const getNotifications = () => api().GET('getNotifications', '/notifications');
export const getUnreadCount = () => api().GET('getUnreadCount', '/notifications/unread');
export const markNotificationsRead = () => api().PUT('markNotificationsRead', '/notifications/read');
