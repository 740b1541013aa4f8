/**
 * Reads the settings page needs beyond the spec's calls (paths ours): Refer & Earn numbers and refund
 * status. Mounted before the order routes, so /orders/refunds is not read as an order id.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { Referrals } from '../reply-schemas/account.ts';
import { RefundRow } from '../reply-schemas/orders.ts';
import { createRouter } from '../http/app-factory.ts';
import { fail, ok } from '../http/envelope.ts';
import { errors, okReply, signedIn } from '../http/route-helpers.ts';
import type { AuthEnv } from '../auth/middleware.ts';
import type { Db } from '../db/open.ts';
import { referralsOf } from '../wallet/referrals.ts';
import { refundsOf } from '../checkout/refunds.ts';

const r = {
  referrals: createRoute({
    method: 'get',
    path: '/user/referrals',
    operationId: 'getUserReferrals',
    summary:
      'Refer & Earn: { code (the display name), referrals (friends who signed up with it), earned (rupees credited), pending (rupees waiting for a friend’s return window) } (ours)',
    responses: { ...okReply('{ code, referrals, earned, pending }', Referrals), 401: errors[401], 404: errors[404] },
  }),
  refunds: createRoute({
    method: 'get',
    path: '/orders/refunds',
    operationId: 'getOrderRefunds',
    summary: 'Cancelled and returned orders with refund amount, mode, state and parts, newest change first (ours)',
    responses: { ...okReply('Refund rows', z.array(RefundRow)), 401: errors[401] },
  }),
};

export function settingsRoutes(db: Db) {
  return createRouter<AuthEnv>()
    .openapi(signedIn(db, r.referrals), async (c) => {
      const referrals = await referralsOf(db, c.get('userId'));
      return referrals ? ok(c, referrals) : fail(c, 404, 'User not found');
    })
    .openapi(signedIn(db, r.refunds), async (c) => ok(c, await refundsOf(db, c.get('userId'))));
}
