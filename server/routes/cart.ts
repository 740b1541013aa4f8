/** GET/POST/PUT/DELETE userCart, plus the merge of a visitor's bag after login (ours). */
import { createRoute, z } from '@hono/zod-openapi';
import { CartLine, CartMerge } from '../reply-schemas/orders.ts';
import { createRouter } from '../http/app-factory.ts';
import { fail, ok } from '../http/envelope.ts';
import { errors, idFromQueryOrBody, jsonBody, okReply, signedIn } from '../http/route-helpers.ts';
import type { AuthEnv } from '../auth/middleware.ts';
import type { Db } from '../db/open.ts';
import { cartAddSchema, cartUpdateSchema, MAX_PER_PRODUCT } from '../../src/lib/schemas.ts';
import { addToCart, cartOf, removeLine, setLineQuantity } from '../cart/cart.ts';

const authErrors = { 400: errors[400], 401: errors[401], 404: errors[404] };

const routes = {
  list: createRoute({
    method: 'get',
    path: '/userCart',
    operationId: 'getUserCart',
    summary: 'The shopper’s cart',
    responses: {
      ...okReply('Cart lines; addedPrice (ours) is the selling price when the line was last added', z.array(CartLine)),
      401: errors[401],
    },
  }),
  add: createRoute({
    method: 'post',
    path: '/userCart',
    operationId: 'addToUserCart',
    summary: 'Add to cart (same variant adds up; at most 5)',
    request: jsonBody(cartAddSchema),
    responses: { ...okReply('The added line (GET userCart refreshes the bag)', CartLine), ...authErrors },
  }),
  update: createRoute({
    method: 'put',
    path: '/userCart',
    operationId: 'updateUserCart',
    summary: 'Set a line’s quantity (1 to 5, and no higher than the stock now)',
    request: jsonBody(cartUpdateSchema),
    responses: { ...okReply('true', z.boolean()), ...authErrors },
  }),
  remove: createRoute({
    method: 'delete',
    path: '/userCart',
    operationId: 'removeFromUserCart',
    summary: 'Remove a line (id in the query; a JSON body {id} is also read)',
    request: { query: z.object({ id: z.string().min(1).max(64).optional() }) },
    responses: { ...okReply('true', z.boolean()), ...authErrors },
  }),
  merge: createRoute({
    method: 'post',
    path: '/userCart/merge',
    operationId: 'mergeUserCart',
    summary: 'Merge a visitor’s local bag after login (ours)',
    description:
      'Each line is added with its quantity; totals are capped at 5 and at stock; unknown or sold-out lines are skipped and listed.',
    request: jsonBody(
      z.object({
        lines: z
          .array(
            z.object({
              productId: z.string().min(1).max(64),
              variantId: z.string().min(1).max(64),
              quantity: z.number().int().min(1).max(99),
            }),
          )
          .max(100),
      }),
    ),
    responses: { ...okReply('{ cart, skipped }', CartMerge), ...authErrors },
  }),
};

export function cartRoutes(db: Db) {
  return createRouter<AuthEnv>()
    .openapi(signedIn(db, routes.list), async (c) => ok(c, await cartOf(db, c.get('userId'))))
    .openapi(signedIn(db, routes.add), async (c) => {
      const userId = c.get('userId');
      const body = c.req.valid('json');
      const outcome = await addToCart(db, userId, {
        productId: body.productId,
        variantId: body.varaint,
        quantity: body.quantity,
      });
      if (!outcome.ok)
        return fail(
          c,
          outcome.status,
          outcome.message,
          outcome.status === 400 ? { quantity: [outcome.message] } : undefined,
        );
      return ok(c, outcome.line);
    })
    .openapi(signedIn(db, routes.update), async (c) => {
      const userId = c.get('userId');
      const { id, quantity } = c.req.valid('json');
      const outcome = await setLineQuantity(db, userId, id, quantity);
      if (outcome === 'missing') return fail(c, 404, 'Cart line not found');
      if (outcome === 'over-stock') return fail(c, 400, 'Not enough stock', { quantity: ['Not enough stock'] });
      return ok(c, true);
    })
    .openapi(signedIn(db, routes.remove), async (c) => {
      const userId = c.get('userId');
      const id = await idFromQueryOrBody(c, c.req.valid('query').id);
      if (!id) return fail(c, 400, 'Invalid input', { id: ['Required'] });
      if ((await removeLine(db, userId, id)) === 'missing') return fail(c, 404, 'Cart line not found');
      return ok(c, true);
    })
    .openapi(signedIn(db, routes.merge), async (c) => {
      const userId = c.get('userId');
      const skipped: string[] = [];
      for (const line of c.req.valid('json').lines) {
        const outcome = await addToCart(
          db,
          userId,
          { ...line, quantity: Math.min(line.quantity, MAX_PER_PRODUCT) },
          true,
        );
        if (!outcome.ok) skipped.push(line.variantId);
      }
      return ok(c, { cart: await cartOf(db, userId), skipped });
    });
}
