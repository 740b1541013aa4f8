/** Product and brand search for the header (the spec left Products and Brands results out; ours). */
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../http/app-factory.ts';
import { ok } from '../http/envelope.ts';
import { errors, okReply } from '../http/route-helpers.ts';
import { searchBrands, searchProducts } from '../catalog/search.ts';
import type { Db } from '../db/open.ts';

const Q = z.object({ q: z.string().trim().min(1, 'No input found').max(80) });

const r = {
  products: createRoute({ method: 'get', path: '/search/products', summary: 'Products matching every word (last word as a prefix), best first', request: { query: Q }, responses: { ...okReply('Product cards'), 400: errors[400] } }),
  brands: createRoute({ method: 'get', path: '/search/brands', summary: 'Stores whose name has every word', request: { query: Q }, responses: { ...okReply('Store cards'), 400: errors[400] } }),
};

export function searchRoutes(db: Db) {
  return createRouter()
    .openapi(r.products, async (c) => ok(c, await searchProducts(db, c.req.valid('query').q)))
    .openapi(r.brands, async (c) => ok(c, await searchBrands(db, c.req.valid('query').q)));
}
