/** Product and brand search for the header and the results page (the spec left Products and Brands results out; ours). */
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../http/app-factory.ts';
import { ok } from '../http/envelope.ts';
import { errors, okReply } from '../http/route-helpers.ts';
import { searchBrands, searchCatalog, searchProducts } from '../catalog/search.ts';
import type { Db } from '../db/open.ts';

/** Any text is accepted: a long query is cut to 100 characters by the search, never refused (issue 26). */
const Q = z.object({ q: z.string().trim().min(1, 'No input found') });
const Results = Q.extend({
  sort: z.enum(['relevance', 'new', 'high-to-low', 'low-to-high', 'ratings']).default('relevance'),
  limit: z.coerce.number().int().min(1).max(60).default(24),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
});

const r = {
  products: createRoute({ method: 'get', path: '/search/products', summary: 'The first 20 products for a query (word forms, synonyms, typos, colour and price words), best first', request: { query: Q }, responses: { ...okReply('Product cards'), 400: errors[400] } }),
  results: createRoute({ method: 'get', path: '/search/results', summary: 'A page of the search results page: products in the drop-down\'s order (or sorted), the count, the price read from the query and "Did you mean"', request: { query: Results }, responses: { ...okReply('Search results'), 400: errors[400] } }),
  brands: createRoute({ method: 'get', path: '/search/brands', summary: 'Stores whose name has every word', request: { query: Q }, responses: { ...okReply('Store cards'), 400: errors[400] } }),
};

export function searchRoutes(db: Db) {
  return createRouter()
    .openapi(r.products, async (c) => ok(c, await searchProducts(db, c.req.valid('query').q)))
    .openapi(r.results, async (c) => {
      const { q, sort, limit, offset } = c.req.valid('query');
      return ok(c, await searchCatalog(db, q, { sort, limit, offset, popular: offset === 0 }));
    })
    .openapi(r.brands, async (c) => ok(c, await searchBrands(db, c.req.valid('query').q)));
}
