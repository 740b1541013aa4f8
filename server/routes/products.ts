/** Catalog reads: home sections, product detail and the build listing. */
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../http/app-factory.ts';
import { CACHE, ErrorEnvelope, envelope, fail, ok } from '../http/envelope.ts';
import { catalogPage, categoryExists, homeSections, productDetail } from '../catalog/queries.ts';
import { cached } from '../catalog/cache.ts';
import type { Db } from '../db/open.ts';

const Loose = z.record(z.string(), z.unknown());
const errors = {
  400: { description: 'Invalid input', content: { 'application/json': { schema: ErrorEnvelope } } },
  404: { description: 'Not found', content: { 'application/json': { schema: ErrorEnvelope } } },
};

const home = createRoute({
  method: 'get',
  path: '/product',
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
  responses: { 200: { description: 'Sections', content: { 'application/json': { schema: envelope(Loose) } } }, ...errors },
});

const detail = createRoute({
  method: 'get',
  path: '/product/{id}',
  summary: 'Product detail (no token needed)',
  request: { params: z.object({ id: z.string().min(1).max(64) }) },
  responses: { 200: { description: 'product, varient, storeName, relatedProduct, NoOfRatings, avgRatings, reviews', content: { 'application/json': { schema: envelope(Loose) } } }, ...errors },
});

const listing = createRoute({
  method: 'get',
  path: '/catalog/products',
  summary: 'Every product with its detail, for the static build (ours, not the spec’s)',
  description: 'Keyset pages in id order: pass nextCursor back as cursor until it is null.',
  request: {
    query: z.object({
      cursor: z.string().max(64).optional(),
      limit: z.coerce.number().int().min(1).max(500).default(200),
    }),
  },
  responses: { 200: { description: '{ items, nextCursor, total }', content: { 'application/json': { schema: envelope(Loose) } } }, ...errors },
});

export function productRoutes(db: Db) {
  return createRouter()
    .openapi(home, async (c) => {
      const { category } = c.req.valid('query');
      if (category && !(await categoryExists(db, category))) return fail(c, 404, 'No such category');
      c.header('Cache-Control', CACHE.catalog);
      const tab = category ?? 'home';
      return ok(c, await cached(db, `home:${tab}`, () => homeSections(db, tab)));
    })
    .openapi(detail, async (c) => {
      const id = c.req.valid('param').id;
      const found = await cached(db, `product:${id}`, () => productDetail(db, id));
      if (!found) return fail(c, 404, 'Product not found');
      c.header('Cache-Control', CACHE.product);
      return ok(c, found);
    })
    .openapi(listing, async (c) => {
      const { cursor, limit } = c.req.valid('query');
      c.header('Cache-Control', CACHE.catalog);
      return ok(c, await catalogPage(db, cursor ?? null, limit));
    });
}
