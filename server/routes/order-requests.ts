/** Cancel and return submissions (the spec does not show them; ours). */
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../http/app-factory.ts';
import { fail, ok } from '../http/envelope.ts';
import { errors, jsonBody, okReply, signedIn } from '../http/route-helpers.ts';
import type { AuthEnv } from '../auth/middleware.ts';
import type { Db } from '../db/open.ts';
import type { S3Storage } from '../uploads/s3.ts';
import type { PaymentProvider } from '../checkout/payments.ts';
import { cancelSchema, returnSchema } from '../../src/lib/schemas.ts';
import { cancelOrder, returnOrder } from '../checkout/order-requests.ts';
import { CheckoutError } from '../checkout/orders.ts';

const e = { 400: errors[400], 401: errors[401], 404: errors[404], 409: errors[409] };
const Params = z.object({ orderId: z.string().min(1).max(64) });

const r = {
  cancel: createRoute({
    method: 'post',
    path: '/orders/{orderId}/cancel',
    operationId: 'cancelOrder',
    summary: 'Cancel an order (until it is out for delivery)',
    request: { params: Params, ...jsonBody(cancelSchema) },
    responses: { ...okReply('true', z.boolean()), ...e },
  }),
  return: createRoute({
    method: 'post',
    path: '/orders/{orderId}/return',
    operationId: 'returnOrder',
    summary: 'Return or exchange a delivered order (at least one picture)',
    description:
      "Within 2 days of delivery. imageUrls: the shopper's own private uploads, each as the reference POST upload (isPublic false) returned, " +
      '/api/v1/upload/private/{id}, and actually PUT (else 400 on imageUrls). option exchange-size or exchange-color needs exchange { lineId, variantId }: ' +
      'a line of this order and a variant of the same product that the exchange rule offers (another size of its colour, or another colour in its size; ' +
      "else 400 on exchange); refund refuses exchange. A valid choice without stock for the line's quantity now answers 409 (“This size is no longer in stock” " +
      "or “This colour is no longer in stock”). The replacement's units are taken off the shelf with the status change (EXCHANGE), or neither happens. " +
      "404 when the order is not the shopper's; 409 when it is not delivered, already returned, or its window has closed.",
    request: { params: Params, ...jsonBody(returnSchema) },
    responses: { ...okReply('true', z.boolean()), ...e },
  }),
};

/** `s3`: the upload storage, when it is a bucket (the return's pictures are looked up there). */
export function orderRequestRoutes(db: Db, payments: PaymentProvider, s3: S3Storage | null = null) {
  const handle = async (c: Parameters<typeof ok>[0], work: () => Promise<boolean>) => {
    try {
      return ok(c, await work());
    } catch (error) {
      if (error instanceof CheckoutError) return fail(c, error.status, error.message, error.fields);
      throw error;
    }
  };
  return createRouter<AuthEnv>()
    .openapi(
      signedIn(db, r.cancel),
      async (c) =>
        handle(c, () =>
          cancelOrder(db, payments, c.get('userId'), c.req.valid('param').orderId, c.req.valid('json')),
        ) as never,
    )
    .openapi(
      signedIn(db, r.return),
      async (c) =>
        handle(c, () =>
          returnOrder(db, c.get('userId'), c.req.valid('param').orderId, c.req.valid('json'), s3),
        ) as never,
    );
}
