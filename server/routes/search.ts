/** Product and brand search for the header and the results page (the spec left Products and Brands results out; ours). */
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { ProductCard, SearchReply, StoreCard } from '../reply-schemas/catalog.ts';
import { createRouter } from '../http/app-factory.ts';
import { ok } from '../http/envelope.ts';
import { errors, okReply, publicRoute } from '../http/route-helpers.ts';
import { searchBrands, searchCatalog, searchProducts } from '../catalog/search.ts';
import { countSearch, searchClient, trendingSearches } from '../catalog/trending.ts';
import { bearerSession } from '../auth/middleware.ts';
import { ipOf } from './auth.ts';
import { errorFields, log } from '../log.ts';
import type { Db } from '../db/open.ts';
import type { Reads } from '../db/reads.ts';
import { COLOR_NAMES } from '../../src/lib/colors.ts';
import { DISCOUNT_STEPS } from '../../src/lib/rules/listing.ts';

/** Any text is accepted: a long query is cut to 100 characters by the search, never refused. */
const Q = z.object({ q: z.string().trim().min(1, 'No input found') });

/**
 * A filter that may repeat (`?color=Red&color=Blue`, the listing's form): one value or several, as a list, each
 * checked by `problem` (its message, or null); the messages are the field's.
 */
const many = (what: string, problem: (value: string) => string | null) =>
  z.preprocess(
    (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]),
    z
      .array(z.string())
      .max(20, `At most 20 ${what}`)
      .superRefine((values, ctx) => {
        for (const value of values) {
          const message = problem(value);
          if (message) ctx.addIssue({ code: 'custom', message });
        }
      }),
  );
const text = (max: number) => (value: string) =>
  value.trim() === '' ? 'Must not be empty' : value.length > max ? `Must be at most ${max} characters` : null;
const bound = z.coerce
  .number({ message: 'Must be a whole number of rupees' })
  .int('Must be a whole number of rupees')
  .min(0, 'Must be 0 or more')
  .max(10_000_000, 'Must be at most 10000000');

const Results = Q.extend({
  sort: z
    .enum(['relevance', 'new', 'high-to-low', 'low-to-high', 'ratings', 'bestseller', 'discount'])
    .default('relevance'),
  limit: z.coerce.number().int().min(1).max(60).default(24),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
  // The listing page's filters (src/lib/rules/listing.ts): colour names as the catalog spells them.
  color: many('colours', (c) => (COLOR_NAMES.includes(c) ? null : `Must be one of ${COLOR_NAMES.join(', ')}`)),
  size: many('sizes', text(20)),
  materials: many('materials', text(60)),
  store: many('stores', text(64)),
  discount: z.coerce
    .number()
    .refine((d) => (DISCOUNT_STEPS as readonly number[]).includes(d), {
      message: `Must be one of ${DISCOUNT_STEPS.join(', ')}`,
    })
    .optional(),
  min: bound.optional(),
  max: bound.optional(),
}).refine((v) => v.min === undefined || v.max === undefined || v.min <= v.max, {
  message: 'Must not be below min',
  path: ['max'],
});

const r = {
  products: createRoute({
    method: 'get',
    path: '/search/products',
    operationId: 'searchProducts',
    summary: 'The first 20 products for a query (word forms, synonyms, typos, colour and price words), best first',
    request: { query: Q },
    responses: { ...okReply('Product cards', z.array(ProductCard)), 400: errors[400] },
  }),
  results: createRoute({
    method: 'get',
    path: '/search/results',
    operationId: 'searchResults',
    summary:
      'A page of the search results page: products in the drop-down\'s order (or sorted), the count, the price read from the query and "Did you mean"',
    request: { query: Results },
    responses: { ...okReply('Search results', SearchReply), 400: errors[400] },
  }),
  brands: createRoute({
    method: 'get',
    path: '/search/brands',
    operationId: 'searchBrands',
    summary: 'Stores whose name has every word',
    request: { query: Q },
    responses: { ...okReply('Store cards', z.array(StoreCard)), 400: errors[400] },
  }),
  trending: createRoute({
    method: 'get',
    path: '/search/trending',
    operationId: 'getTrendingSearches',
    summary: "The most searched queries of the last 7 days that found products (the drop-down's trending searches)",
    responses: { ...okReply('Queries, most searched first', z.array(z.string())), 400: errors[400] },
  }),
};

/**
 * Who is searching, for counting a query once per client a day: the signed-in user (a valid access token), else
 * the address and user agent; only their keyed hash is kept (searchClient).
 */
async function clientOf(c: Context): Promise<string> {
  const session = await bearerSession(c);
  return searchClient(
    session ? { userId: session.userId } : { ip: ipOf(c), userAgent: c.req.header('User-Agent') ?? '' },
  );
}

/** Searches read through `reads` (a replica when there is one: db/reads.ts); the trending count is a write, on `db`. */
export function searchRoutes(db: Db, reads: Reads) {
  return createRouter()
    .openapi(publicRoute(r.products), async (c) =>
      ok(c, await reads.run(c, (on) => searchProducts(on, c.req.valid('query').q))),
    )
    .openapi(publicRoute(r.results), async (c) => {
      const { q, sort, limit, offset, color, size, materials, store, discount, min, max } = c.req.valid('query');
      const filters = { color, size, materials, store, discount: discount ?? null, min: min ?? null, max: max ?? null };
      // Every page carries the count (Show more keeps "Showing x of y" true); the first, the filter options too.
      const page = await reads.run(c, (on) =>
        searchCatalog(on, q, {
          sort,
          limit,
          offset,
          filters,
          count: true,
          popular: offset === 0,
          facets: offset === 0,
        }),
      );
      // A search as typed (first page, no filters, default order) that found products counts towards trending.
      const filtered =
        [color, size, materials, store].some((v) => v.length) || [discount, min, max].some((v) => v !== undefined);
      if (offset === 0 && sort === 'relevance' && !filtered && (page.count ?? 0) > 0 && page.didYouMean === null)
        await countSearch(db, page.query, await clientOf(c)).catch((error: unknown) =>
          log.error(errorFields(error), 'search count not written'),
        );
      // Asked for, the count is always there (null is only for the drop-down, which does not ask).
      return ok(c, { ...page, count: page.count ?? 0 });
    })
    .openapi(publicRoute(r.brands), async (c) =>
      ok(c, await reads.run(c, (on) => searchBrands(on, c.req.valid('query').q))),
    )
    .openapi(publicRoute(r.trending), async (c) => ok(c, await reads.run(c, trendingSearches)));
}
