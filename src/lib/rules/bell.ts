/**
 * What every page's first load needs for the account drawers: their overlay types, and the bell's badge and
 * name (stores-and-social notifications; shopper-core §9 badge). The drawers' own rules are in orders.ts.
 */
import { badgeText } from './bag.ts';

/** The overlay types of the two account drawers (one overlay atom with the header's other drawers). */
export const ORDERS_DRAWER = 'orders-drawer';
export const NOTIFICATIONS_DRAWER = 'notifications-drawer';

/** The bell's badge: hidden at 0, "99+" from 100 (the bag's rule). */
export const bellBadgeText = badgeText;

/** The bell's accessible name, with the unread count: "Notifications, 3 unread". */
export function bellButtonName(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
}
