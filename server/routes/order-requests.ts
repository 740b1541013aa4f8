/** Cancel and return submissions (the spec does not show them; ours). */
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../http/app-factory.ts';
import { fail, ok } from '../http/envelope.ts';
import { bearer, errors, jsonBody, okReply } from '../http/route-helpers.ts';
import { requireUser, type AuthEnv } from '../auth/middleware.ts';
import type { Db } from '../db/open.ts';
import { cancelSchema, returnSchema } from '../../src/lib/schemas.ts';
import { cancelOrder, returnOrder } from '../checkout/order-requests.ts';
import { CheckoutError } from '../checkout/orders.ts';

const e = { 400: errors[400], 401: errors[401], 404: errors[404], 409: errors[409] };
const Params = z.object({ orderId: z.string().min(1).max(64) });

const r = {
  cancel: createRoute({
    method: 'post', path: '/orders/{orderId}/cancel', summary: 'Cancel an order (until it is out for delivery)', security: bearer,
    request: { params: Params, ...jsonBody(cancelSchema) }, responses: { ...okReply('true', z.boolean()), ...e },
  }),
  return: createRoute({
    method: 'post', path: '/orders/{orderId}/return', summary: 'Return or exchange a delivered order (at least one picture)', security: bearer,
    request: { params: Params, ...jsonBody(returnSchema) }, responses: { ...okReply('true', z.boolean()), ...e },
  }),
};

export function orderRequestRoutes(db: Db) {
  const router = createRouter<AuthEnv>();
  router.use('/orders/*', requireUser(db));
  const handle = async (c: Parameters<typeof ok>[0], work: () => Promise<boolean>) => {
    try {
      return ok(c, await work());
    } catch (error) {
      if (error instanceof CheckoutError) return fail(c, error.status, error.message, error.fields);
      throw error;
    }
  };
  return router
    .openapi(r.cancel, async (c) => handle(c, () => cancelOrder(db, c.get('userId'), c.req.valid('param').orderId, c.req.valid('json'))) as never)
    .openapi(r.return, async (c) => handle(c, () => returnOrder(db, c.get('userId'), c.req.valid('param').orderId, c.req.valid('json'))) as never);
}
