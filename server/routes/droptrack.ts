/** DropTrack: products a shopper tracks for a price drop (signed in). */
import { createRoute, z } from '@hono/zod-openapi';
import { TrackedDetail, TrackedItem } from '../reply-schemas/catalog.ts';
import { createRouter } from '../http/app-factory.ts';
import { fail, ok } from '../http/envelope.ts';
import { getRoute, idOf, jsonBody, okReply, signedIn, usualErrors } from '../http/route-helpers.ts';
import type { Db } from '../db/open.ts';
import { isTracked, startTracking, stopTracking, trackedList, trackedProduct } from '../social/droptrack.ts';

const r = {
  list: getRoute(
    'getDroptrack',
    '/droptrack',
    'Tracked products with original and current price and diff',
    z.array(TrackedItem),
  ),
  product: getRoute(
    'getDroptrackProduct',
    '/droptrack/product/{id}',
    'A tracked product: product detail plus details { tracked, trackedSince, diff, originalPrice, currentPrice, priceHistory }',
    TrackedDetail,
    { params: idOf('id') },
  ),
  check: getRoute('checkDroptrack', '/droptrack/check/{id}', 'Is the product tracked?', z.boolean(), {
    params: idOf('id'),
  }),
  track: createRoute({
    method: 'post',
    path: '/droptrack',
    operationId: 'addDroptrack',
    summary: 'Start tracking a product',
    request: jsonBody(idOf('ProductId')),
    responses: { ...okReply('true', z.boolean()), ...usualErrors },
  }),
  untrack: createRoute({
    method: 'delete',
    path: '/droptrack/delete/{productId}',
    operationId: 'deleteDroptrack',
    summary: 'Stop tracking a product',
    request: { params: idOf('productId') },
    responses: { ...okReply('true', z.boolean()), ...usualErrors },
  }),
};

export function droptrackRoutes(db: Db) {
  return createRouter()
    .openapi(signedIn(db, r.list), async (c) => ok(c, await trackedList(db, c.get('userId'))))
    .openapi(signedIn(db, r.product), async (c) => {
      const found = await trackedProduct(db, c.get('userId'), c.req.valid('param').id);
      return found ? ok(c, found) : fail(c, 404, 'Product not found');
    })
    .openapi(signedIn(db, r.check), async (c) => ok(c, await isTracked(db, c.get('userId'), c.req.valid('param').id)))
    .openapi(signedIn(db, r.track), async (c) =>
      (await startTracking(db, c.get('userId'), c.req.valid('json').ProductId))
        ? ok(c, true)
        : fail(c, 404, 'Product not found'),
    )
    .openapi(signedIn(db, r.untrack), async (c) =>
      (await stopTracking(db, c.get('userId'), c.req.valid('param').productId))
        ? ok(c, true)
        : fail(c, 404, 'Not tracked'),
    );
}
