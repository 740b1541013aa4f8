/** Store reads: the list, a store's front and about blocks, its categories, collections and offers. */
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../http/app-factory.ts';
import { CACHE, envelope, fail, ok } from '../http/envelope.ts';
import { errors, jsonBody, okReply, publicRoute } from '../http/route-helpers.ts';
import { storeList } from '../catalog/queries.ts';
import {
  storeCards,
  storeCategory,
  storeCollection,
  storeDetails,
  storeOffer,
  storePageIds,
} from '../catalog/store-queries.ts';
import type { Reads } from '../db/reads.ts';
import {
  StoreCategoryPage,
  StoreCollectionPage,
  StoreDetails,
  StoreListEntry,
  StoreOfferPage,
  StorePageIds,
  StoreProductCard,
} from '../reply-schemas/stores.ts';

const Id = z.object({ id: z.string().min(1).max(80) });
const byId = <T extends z.ZodType>(operationId: string, path: string, summary: string, data: T) =>
  createRoute({
    method: 'get',
    path,
    operationId,
    summary,
    request: { params: Id },
    responses: { ...okReply(summary, data), 400: errors[400], 404: errors[404] },
  });

const getAll = createRoute({
  method: 'get',
  path: '/userstore/getAll',
  operationId: 'getAllUserstores',
  summary: 'Every store, by name (the storefront keeps those with a cover and a logo)',
  responses: {
    200: {
      description: 'Store list',
      content: {
        'application/json': {
          schema: envelope(z.array(StoreListEntry)),
        },
      },
    },
    400: errors[400],
  },
});

const r = {
  store: byId(
    'getUserstore',
    '/userstore/{id}',
    'Store front (blocks by typeData) and about page (blocks by TypeData)',
    StoreDetails,
  ),
  offer: byId(
    'getUserstoreOffer',
    '/userstore/offers/{id}',
    'An offer (a live coupon) and its store’s products',
    StoreOfferPage,
  ),
  category: byId(
    'getUserstoreCategory',
    '/userstore/category/{id}',
    'A store category: name, collectionCount and collections with products',
    StoreCategoryPage,
  ),
  collection: byId(
    'getUserstoreCollection',
    '/userstore/collection/{id}',
    'A collection and its products',
    StoreCollectionPage,
  ),
  pages: createRoute({
    method: 'get',
    path: '/catalog/store-pages',
    operationId: 'getCatalogStorePages',
    responses: { ...okReply('ids', StorePageIds), 400: errors[400] },
    summary:
      'Every store category, collection and offer id with its product count (productCount), for the static build (ours)',
  }),
  cards: createRoute({
    method: 'post',
    path: '/catalog/store-cards',
    operationId: 'getCatalogStoreCards',
    summary:
      'Store product cards (as in store lists, with filter fields and inStock) for a list of ids, in that order; unknown ids are left out (ours)',
    request: jsonBody(z.object({ ids: z.array(z.string().min(1).max(64)).min(1).max(100) })),
    responses: { ...okReply('Cards', z.array(StoreProductCard)), 400: errors[400] },
  }),
};

/** Every read here goes through `reads`: a replica when there is one (db/reads.ts), the primary otherwise. */
export function storeRoutes(reads: Reads) {
  const found = <T>(c: Parameters<typeof ok>[0], value: T | null, what: string) => {
    if (!value) return fail(c, 404, `${what} not found`);
    c.header('Cache-Control', CACHE.catalog);
    return ok(c, value);
  };
  return createRouter()
    .openapi(publicRoute(getAll), async (c) => {
      c.header('Cache-Control', CACHE.catalog);
      return ok(c, await reads.run(c, storeList));
    })
    .openapi(publicRoute(r.store), async (c) =>
      found(c, await reads.run(c, (db) => storeDetails(db, c.req.valid('param').id)), 'Store'),
    )
    .openapi(publicRoute(r.offer), async (c) =>
      found(c, await reads.run(c, (db) => storeOffer(db, c.req.valid('param').id)), 'Offer'),
    )
    .openapi(publicRoute(r.category), async (c) =>
      found(c, await reads.run(c, (db) => storeCategory(db, c.req.valid('param').id)), 'Category'),
    )
    .openapi(publicRoute(r.collection), async (c) =>
      found(c, await reads.run(c, (db) => storeCollection(db, c.req.valid('param').id)), 'Collection'),
    )
    .openapi(publicRoute(r.pages), async (c) => {
      c.header('Cache-Control', CACHE.catalog);
      return ok(c, await reads.run(c, storePageIds));
    })
    .openapi(publicRoute(r.cards), async (c) =>
      ok(c, await reads.run(c, (db) => storeCards(db, [...new Set(c.req.valid('json').ids)]))),
    );
}
