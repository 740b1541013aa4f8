/** Notify me on a sold-out variant (ours; the spec has no back-in-stock alert). Signed in, scoped to the token's shopper. */
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../http/app-factory.ts';
import { fail, ok } from '../http/envelope.ts';
import { errors, getRoute, idOf, jsonBody, okReply, signedIn, usualErrors } from '../http/route-helpers.ts';
import type { Db } from '../db/open.ts';
import { addStockAlert, isWaiting, removeStockAlert } from '../social/stock-alerts.ts';

const id = z.string().min(1).max(64);
const AlertBody = z.object({ productId: id, variantId: id });

const r = {
  check: getRoute(
    'checkStockAlert',
    '/stock-alerts/check',
    'Is the shopper waiting for this variant to be back in stock? data is a boolean (ours)',
    z.boolean(),
    { query: idOf('variantId') },
  ),
  add: createRoute({
    method: 'post',
    path: '/stock-alerts',
    operationId: 'addStockAlert',
    summary: 'Notify me when this sold-out variant is back in stock (ours; a second call is no change)',
    request: jsonBody(AlertBody),
    responses: { ...okReply('true', z.boolean()), ...usualErrors, 409: errors[409] },
  }),
  remove: createRoute({
    method: 'delete',
    path: '/stock-alerts',
    operationId: 'removeStockAlert',
    summary: 'Stop waiting for this variant (ours)',
    request: { query: idOf('variantId') },
    responses: { ...okReply('true', z.boolean()), ...usualErrors },
  }),
};

export function stockAlertRoutes(db: Db) {
  return createRouter()
    .openapi(signedIn(db, r.check), async (c) =>
      ok(c, await isWaiting(db, c.get('userId'), c.req.valid('query').variantId)),
    )
    .openapi(signedIn(db, r.add), async (c) => {
      const { productId, variantId } = c.req.valid('json');
      const outcome = await addStockAlert(db, c.get('userId'), productId, variantId);
      if (outcome === 'missing') return fail(c, 404, 'Product not found');
      if (outcome === 'in-stock')
        return fail(c, 409, 'This variant is in stock', {
          variantId: ['This variant is in stock: add it to your bag'],
        });
      return ok(c, true);
    })
    .openapi(signedIn(db, r.remove), async (c) =>
      (await removeStockAlert(db, c.get('userId'), c.req.valid('query').variantId))
        ? ok(c, true)
        : fail(c, 404, 'Not waiting for this variant'),
    );
}
