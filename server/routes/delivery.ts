/** The expected delivery to a PIN (ours: the product page's "Check delivery" and checkout; no token). */
import { createRoute, z } from '@hono/zod-openapi';
import { DeliveryCheck } from '../reply-schemas/orders.ts';
import { createRouter } from '../http/app-factory.ts';
import { fail, ok } from '../http/envelope.ts';
import { errors, okReply, publicRoute } from '../http/route-helpers.ts';
import type { Db } from '../db/open.ts';
import { PIN_INVALID, PIN_PATTERN } from '../../src/lib/rules/field-rules.ts';
import { deliveryCheck } from '../delivery/check.ts';

const productId = z.string().min(1).max(64);

const r = {
  estimate: createRoute({
    method: 'get',
    path: '/delivery/estimate',
    operationId: 'estimateDelivery',
    summary: 'Expected delivery of products to a PIN (ours; no token)',
    description:
      'pin: 6 digits; productId: one or more (at most 50), their sellers dispatch. served is false for a PIN the postal data does not know ' +
      '(then expectedBy is null and sellers is empty). Otherwise sellers lists, per seller: sellerId, storeName, zone (same-city | same-state | ' +
      'metro | elsewhere), days, dispatchOn and expectedBy (YYYY-MM-DD, India), for an order placed now; expectedBy is the latest of them. ' +
      'The rule is in docs/decisions/orders.md. 404 when a product does not exist. Never cached: the answer moves at the 2 pm cut-off.',
    request: {
      query: z.object({
        pin: z.string().regex(PIN_PATTERN, PIN_INVALID),
        productId: z.union([productId, z.array(productId).min(1).max(50)]),
      }),
    },
    responses: {
      ...okReply('{ pin, served, place, expectedBy, sellers }', DeliveryCheck),
      400: errors[400],
      404: errors[404],
    },
  }),
};

export function deliveryRoutes(db: Db) {
  return createRouter().openapi(publicRoute(r.estimate), async (c) => {
    const { pin, productId: wanted } = c.req.valid('query');
    const check = await deliveryCheck(db, pin, [...new Set(Array.isArray(wanted) ? wanted : [wanted])]);
    if (!check) return fail(c, 404, 'Product not found');
    c.header('Cache-Control', 'no-store');
    return ok(c, check);
  });
}
