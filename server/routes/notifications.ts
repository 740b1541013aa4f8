/** The shopper's notifications (ours: orders placed, order status changes, price drops, refunds; signed in). */
import { createRoute, z } from '@hono/zod-openapi';
import { Notification } from '../reply-schemas/social.ts';
import { createRouter } from '../http/app-factory.ts';
import { ok } from '../http/envelope.ts';
import { errors, getRoute, okReply, signedIn } from '../http/route-helpers.ts';
import type { Db } from '../db/open.ts';
import { markAllRead, notificationsOf, unreadCount } from '../social/notifications.ts';

const r = {
  list: getRoute(
    'getNotifications',
    '/notifications',
    'The shopper’s notifications, newest first (ours: orders placed, order status changes, price drops, refunds)',
    z.array(Notification),
  ),
  unread: getRoute(
    'getUnreadNotificationCount',
    '/notifications/unread',
    'How many of the shopper’s notifications are unread: { count } (ours, for the bell)',
    z.object({ count: z.number().int() }),
  ),
  read: createRoute({
    method: 'put',
    path: '/notifications/read',
    operationId: 'markNotificationsRead',
    summary: 'Mark every notification read (ours)',
    responses: { ...okReply('true', z.boolean()), 401: errors[401] },
  }),
};

export function notificationRoutes(db: Db) {
  return createRouter()
    .openapi(signedIn(db, r.list), async (c) => ok(c, await notificationsOf(db, c.get('userId'))))
    .openapi(signedIn(db, r.unread), async (c) => ok(c, { count: await unreadCount(db, c.get('userId')) }))
    .openapi(signedIn(db, r.read), async (c) => {
      await markAllRead(db, c.get('userId'));
      return ok(c, true);
    });
}
