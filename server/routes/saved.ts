/** Saved (bookmarked) products (signed in; the paths are ours, the spec shows none). */
import { createRoute, z } from '@hono/zod-openapi';
import { ProductCard } from '../reply-schemas/catalog.ts';
import { createRouter } from '../http/app-factory.ts';
import { fail, ok } from '../http/envelope.ts';
import { getRoute, idOf, jsonBody, okReply, signedIn, usualErrors } from '../http/route-helpers.ts';
import type { Db } from '../db/open.ts';
import { isSaved, saveProduct, savedCards, unsaveProduct } from '../social/saved.ts';

const r = {
  check: getRoute(
    'checkSaved',
    '/saved/check/{productId}',
    'Is the product saved (bookmarked)? (path ours)',
    z.boolean(),
    {
      params: idOf('productId'),
    },
  ),
  list: getRoute('getSaved', '/saved', 'Saved products as cards (path ours)', z.array(ProductCard)),
  add: createRoute({
    method: 'post',
    path: '/saved',
    operationId: 'addSaved',
    summary: 'Save (bookmark) a product (path ours; body ProductId as the spec spells it)',
    request: jsonBody(idOf('ProductId')),
    responses: { ...okReply('true', z.boolean()), ...usualErrors },
  }),
  remove: createRoute({
    method: 'delete',
    path: '/saved/{productId}',
    operationId: 'removeSaved',
    summary: 'Remove a saved product (path ours)',
    request: { params: idOf('productId') },
    responses: { ...okReply('true', z.boolean()), ...usualErrors },
  }),
};

export function savedRoutes(db: Db) {
  return createRouter()
    .openapi(signedIn(db, r.check), async (c) =>
      ok(c, await isSaved(db, c.get('userId'), c.req.valid('param').productId)),
    )
    .openapi(signedIn(db, r.list), async (c) => ok(c, await savedCards(db, c.get('userId'))))
    .openapi(signedIn(db, r.add), async (c) =>
      (await saveProduct(db, c.get('userId'), c.req.valid('json').ProductId))
        ? ok(c, true)
        : fail(c, 404, 'Product not found'),
    )
    .openapi(signedIn(db, r.remove), async (c) =>
      (await unsaveProduct(db, c.get('userId'), c.req.valid('param').productId))
        ? ok(c, true)
        : fail(c, 404, 'Not saved'),
    );
}
