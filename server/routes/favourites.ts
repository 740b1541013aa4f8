/** Favourite stores (signed in). */
import { createRoute, z } from '@hono/zod-openapi';
import { BrandCard } from '../reply-schemas/catalog.ts';
import { createRouter } from '../http/app-factory.ts';
import { fail, ok } from '../http/envelope.ts';
import { getRoute, idOf, jsonBody, okReply, signedIn, usualErrors } from '../http/route-helpers.ts';
import type { Db } from '../db/open.ts';
import { addFavourite, favouriteStoreCards, isFavourite, removeFavourite } from '../social/favourites.ts';

const r = {
  list: getRoute(
    'getFavourites',
    '/favourite',
    'The shopper’s favourite stores as store cards { id, name, img, logo, tagline }, latest first (ours)',
    z.array(BrandCard),
  ),
  check: getRoute('checkFavourite', '/favourite/check', 'Is the store a favourite?', z.boolean(), {
    query: idOf('storeId'),
  }),
  add: createRoute({
    method: 'post',
    path: '/favourite/add',
    operationId: 'addFavourite',
    summary: 'Favourite a store',
    request: jsonBody(idOf('storeId')),
    responses: { ...okReply('true', z.boolean()), ...usualErrors },
  }),
  remove: createRoute({
    method: 'delete',
    path: '/favourite/remove',
    operationId: 'removeFavourite',
    summary: 'Unfavourite a store',
    request: { query: idOf('storeId') },
    responses: { ...okReply('true', z.boolean()), ...usualErrors },
  }),
};

export function favouriteRoutes(db: Db) {
  return createRouter()
    .openapi(signedIn(db, r.list), async (c) => ok(c, await favouriteStoreCards(db, c.get('userId'))))
    .openapi(signedIn(db, r.check), async (c) =>
      ok(c, await isFavourite(db, c.get('userId'), c.req.valid('query').storeId)),
    )
    .openapi(signedIn(db, r.add), async (c) =>
      (await addFavourite(db, c.get('userId'), c.req.valid('json').storeId))
        ? ok(c, true)
        : fail(c, 404, 'Store not found'),
    )
    .openapi(signedIn(db, r.remove), async (c) =>
      (await removeFavourite(db, c.get('userId'), c.req.valid('query').storeId))
        ? ok(c, true)
        : fail(c, 404, 'Not a favourite'),
    );
}
