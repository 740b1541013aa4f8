/** GET/POST/PUT/DELETE userCart, plus the merge of a visitor's bag after login (ours). */
import { createRoute, z } from '@hono/zod-openapi';
import { CartLine, CartMerge } from '../reply-schemas/orders.ts';
import type { CartLine as CartLineReply, CartMerge as CartMergeReply } from '../reply-schemas/orders.ts';
import { createRouter } from '../http/app-factory.ts';
import { fail, ok } from '../http/envelope.ts';
import { idempotencyHeader, writeOnce, type WriteReply } from '../http/once-only.ts';
import { errors, idFromQueryOrBody, jsonBody, okReply, signedIn } from '../http/route-helpers.ts';
import type { AuthEnv } from '../auth/middleware.ts';
import type { Db } from '../db/open.ts';
import { cartAddSchema, cartUpdateSchema, MAX_PER_PRODUCT } from '../../src/lib/schemas.ts';
import { addToCart, cartOf, removeLine, setLineQuantity } from '../cart/cart.ts';

const authErrors = { 400: errors[400], 401: errors[401], 404: errors[404] };
/** A bag write's errors: a key reused with another body answers 422. */
const writeErrors = { ...authErrors, 422: errors[422] };

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
    request: { ...jsonBody(cartAddSchema), headers: idempotencyHeader('adds') },
    responses: { ...okReply('The added line (GET userCart refreshes the bag)', CartLine), ...writeErrors },
  }),
  update: createRoute({
    method: 'put',
    path: '/userCart',
    operationId: 'updateUserCart',
    summary: 'Set a line’s quantity (1 to 5, and no higher than the stock now)',
    request: { ...jsonBody(cartUpdateSchema), headers: idempotencyHeader('sets the quantity') },
    responses: { ...okReply('true', z.boolean()), ...writeErrors },
  }),
  remove: createRoute({
    method: 'delete',
    path: '/userCart',
    operationId: 'removeFromUserCart',
    summary: 'Remove a line (id in the query; a JSON body {id} is also read)',
    request: {
      query: z.object({ id: z.string().min(1).max(64).optional() }),
      headers: idempotencyHeader('removes'),
    },
    responses: { ...okReply('true', z.boolean()), ...writeErrors },
  }),
  merge: createRoute({
    method: 'post',
    path: '/userCart/merge',
    operationId: 'mergeUserCart',
    summary: 'Merge a visitor’s local bag after login (ours)',
    description:
      'Each line is added with its quantity; totals are capped at 5 and at stock; unknown or sold-out lines are skipped and listed.',
    request: {
      headers: idempotencyHeader('merges'),
      ...jsonBody(
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
    },
    responses: { ...okReply('{ cart, skipped }', CartMerge), ...writeErrors },
  }),
};

export function cartRoutes(db: Db) {
  return createRouter<AuthEnv>()
    .openapi(signedIn(db, routes.list), async (c) => ok(c, await cartOf(db, c.get('userId'))))
    .openapi(signedIn(db, routes.add), async (c) => {
      const body = c.req.valid('json');
      return writeOnce(c, db, routes.add.operationId, body, async (tx): Promise<WriteReply<CartLineReply>> => {
        const outcome = await addToCart(tx, c.get('userId'), {
          productId: body.productId,
          variantId: body.varaint,
          quantity: body.quantity,
        });
        if (outcome.ok) return { status: 200, data: outcome.line };
        const fields = outcome.status === 400 ? { quantity: [outcome.message] } : undefined;
        return { status: outcome.status, message: outcome.message, fields };
      });
    })
    .openapi(signedIn(db, routes.update), async (c) => {
      const { id, quantity } = c.req.valid('json');
      return writeOnce(c, db, routes.update.operationId, { id, quantity }, async (tx): Promise<WriteReply<boolean>> => {
        const outcome = await setLineQuantity(tx, c.get('userId'), id, quantity);
        if (outcome === 'missing') return { status: 404, message: 'Cart line not found' };
        if (outcome === 'over-stock')
          return { status: 400, message: 'Not enough stock', fields: { quantity: ['Not enough stock'] } };
        return { status: 200, data: true };
      });
    })
    .openapi(signedIn(db, routes.remove), async (c) => {
      const id = await idFromQueryOrBody(c, c.req.valid('query').id);
      if (!id) return fail(c, 400, 'Invalid input', { id: ['Required'] });
      return writeOnce(c, db, routes.remove.operationId, { id }, async (tx): Promise<WriteReply<boolean>> =>
        (await removeLine(tx, c.get('userId'), id)) === 'missing'
          ? { status: 404, message: 'Cart line not found' }
          : { status: 200, data: true },
      );
    })
    .openapi(signedIn(db, routes.merge), async (c) => {
      const { lines } = c.req.valid('json');
      return writeOnce(c, db, routes.merge.operationId, { lines }, async (tx): Promise<WriteReply<CartMergeReply>> => {
        const userId = c.get('userId');
        const skipped: string[] = [];
        for (const line of lines) {
          const outcome = await addToCart(
            tx,
            userId,
            { ...line, quantity: Math.min(line.quantity, MAX_PER_PRODUCT) },
            true,
          );
          if (!outcome.ok) skipped.push(line.variantId);
        }
        return { status: 200, data: { cart: await cartOf(tx, userId), skipped } };
      });
    });
}
