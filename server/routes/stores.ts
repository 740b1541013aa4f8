/** Store reads. */
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../http/app-factory.ts';
import { CACHE, envelope, ok } from '../http/envelope.ts';
import { storeList } from '../catalog/queries.ts';
import type { Db } from '../db/open.ts';

const getAll = createRoute({
  method: 'get',
  path: '/userstore/getAll',
  summary: 'Every store, by name (the storefront keeps those with a cover and a logo)',
  responses: {
    200: {
      description: 'Store list',
      content: {
        'application/json': {
          schema: envelope(
            z.array(
              z.object({
                id: z.string(),
                backgroundImg: z.string().nullable(),
                logo: z.string().nullable(),
                sellerData: z.object({ id: z.string(), storeName: z.string() }),
              }),
            ),
          ),
        },
      },
    },
  },
});

export function storeRoutes(db: Db) {
  return createRouter().openapi(getAll, async (c) => {
    c.header('Cache-Control', CACHE.catalog);
    return ok(c, await storeList(db));
  });
}
