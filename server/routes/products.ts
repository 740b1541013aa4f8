/** Catalog reads: home sections, product detail, cards for a list of ids and the build listing. */
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../http/app-factory.ts';
import { CACHE, ErrorEnvelope, envelope, fail, ok } from '../http/envelope.ts';
import { errors as replyErrors, jsonBody, okReply, publicRoute } from '../http/route-helpers.ts';
import {
  catalogPage,
  categoryExists,
  homeSections,
  productCards,
  productDetail,
  productPaths,
} from '../catalog/queries.ts';
import { homeKey, productKey } from '../catalog/cache.ts';
import type { Reads } from '../db/reads.ts';
import { CatalogPage, HomeSections, ProductCard, ProductDetail, ProductPathPage } from '../reply-schemas/catalog.ts';

const errors = {
  400: { description: 'Invalid input', content: { 'application/json': { schema: ErrorEnvelope } } },
  404: { description: 'Not found', content: { 'application/json': { schema: ErrorEnvelope } } },
};

const home = createRoute({
  method: 'get',
  path: '/product',
  operationId: 'getProductSections',
  summary: 'Home or marketplace sections',
  description:
    'tab=home gives the home sections in server order (webBanner, heroBanner, featuredBrands, favouriteBrands, ' +
    'exclusiveDeals, storeDiscovery, customSections). Ours beyond the spec: category={id} gives that category’s ' +
    'marketplace sections. exclusiveDeals are product cards; the brand lists are store cards.',
  request: {
    query: z.object({
      tab: z.literal('home', { message: 'tab must be "home"' }),
      category: z.string().min(1).max(40).optional(),
    }),
  },
  responses: {
    200: { description: 'Sections', content: { 'application/json': { schema: envelope(HomeSections) } } },
    ...errors,
  },
});

const detail = createRoute({
  method: 'get',
  path: '/product/{id}',
  operationId: 'getProduct',
  summary: 'Product detail (no token needed); each review carries its reviewer (ours beyond the spec)',
  description:
    'Reviews by blocked users are left out, and so are their ratings from NoOfRatings and avgRatings. Ours beyond the ' +
    'spec: every review embeds reviewer { id, fullname, displayname, profilePic, badge } from the reviewer’s profile, ' +
    'so a page needs no user/profile/{id} call per review.',
  request: { params: z.object({ id: z.string().min(1).max(64) }) },
  responses: {
    200: {
      description: 'product, varient, storeName, relatedProduct, NoOfRatings, avgRatings, reviews',
      content: { 'application/json': { schema: envelope(ProductDetail) } },
    },
    ...errors,
  },
});

const cardList = createRoute({
  method: 'post',
  path: '/product/list',
  operationId: 'getProductList',
  summary: 'Product cards for a list of ids, in that order (path ours)',
  request: jsonBody(z.object({ ids: z.array(z.string().min(1).max(64)).min(1).max(100) })),
  responses: { ...okReply('Cards', z.array(ProductCard)), 400: replyErrors[400] },
});

const listing = createRoute({
  method: 'get',
  path: '/catalog/products',
  operationId: 'getCatalogProducts',
  summary: 'Every product with its detail, for the static build (ours, not the spec’s)',
  description:
    'Keyset pages: pass nextCursor back as cursor until it is null. order=id (default) pages in id order; ' +
    'order=newest pages newest first (the build prebuilds the newest products).',
  request: {
    query: z.object({
      cursor: z.string().max(64).optional(),
      limit: z.coerce.number().int().min(1).max(500).default(200),
      order: z.enum(['id', 'newest'], { message: 'order must be "id" or "newest"' }).default('id'),
    }),
  },
  responses: {
    200: {
      description: '{ items, nextCursor, total }',
      content: { 'application/json': { schema: envelope(CatalogPage) } },
    },
    ...errors,
  },
});

const paths = createRoute({
  method: 'get',
  path: '/catalog/product-paths',
  operationId: 'getCatalogProductPaths',
  summary: 'Every product’s id and store, for the sitemap and the build (ours, not the spec’s)',
  description:
    'Keyset pages: pass nextCursor back as cursor until it is null. order=id (default) pages in id order; ' +
    'order=newest pages newest first (the build lists its prebuilt product pages so, without their detail).',
  request: {
    query: z.object({
      cursor: z.string().max(64).optional(),
      limit: z.coerce.number().int().min(1).max(10000).default(5000),
      order: z.enum(['id', 'newest'], { message: 'order must be "id" or "newest"' }).default('id'),
    }),
  },
  responses: {
    200: {
      description: '{ items: [{ id, SellerUserId }], nextCursor }',
      content: { 'application/json': { schema: envelope(ProductPathPage) } },
    },
    ...errors,
  },
});

/** Every read here goes through `reads`: a replica when there is one (db/reads.ts), the primary otherwise. */
export function productRoutes(reads: Reads) {
  return createRouter()
    .openapi(publicRoute(home), async (c) => {
      const { category } = c.req.valid('query');
      if (category && !(await reads.run(c, (db) => categoryExists(db, category))))
        return fail(c, 404, 'No such category');
      c.header('Cache-Control', CACHE.catalog);
      const tab = category ?? 'home';
      return ok(c, await reads.cached(c, homeKey(tab), (db) => homeSections(db, tab)));
    })
    .openapi(publicRoute(detail), async (c) => {
      const id = c.req.valid('param').id;
      const found = await reads.cached(c, productKey(id), (db) => productDetail(db, id));
      if (!found) return fail(c, 404, 'Product not found');
      c.header('Cache-Control', CACHE.product);
      return ok(c, found);
    })
    .openapi(publicRoute(cardList), async (c) =>
      ok(c, await reads.run(c, (db) => productCards(db, c.req.valid('json').ids))),
    )
    .openapi(publicRoute(listing), async (c) => {
      const { cursor, limit, order } = c.req.valid('query');
      const page = await reads.run(c, (db) => catalogPage(db, cursor ?? null, limit, order));
      if (!page) return fail(c, 400, 'Invalid input', { cursor: ['No product has this id'] });
      c.header('Cache-Control', CACHE.catalog);
      return ok(c, page);
    })
    .openapi(publicRoute(paths), async (c) => {
      const { cursor, limit, order } = c.req.valid('query');
      const page = await reads.run(c, (db) => productPaths(db, cursor ?? null, limit, order));
      if (!page) return fail(c, 400, 'Invalid input', { cursor: ['No product has this id'] });
      c.header('Cache-Control', CACHE.catalog);
      return ok(c, page);
    });
}
