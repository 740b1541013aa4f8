/** Coupons, the price estimate, placing orders (idempotent), prepaid verification and the shopper's orders. */
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { Estimate, OrderDetail, OrderListItem, PlacedOrder, SellerCoupon } from '../reply-schemas/orders.ts';
import { createRouter } from '../http/app-factory.ts';
import { fail, ok } from '../http/envelope.ts';
import { errors, jsonBody, okReply, publicRoute, signedIn } from '../http/route-helpers.ts';
import type { AuthEnv } from '../auth/middleware.ts';
import type { Db } from '../db/open.ts';
import { createOrderSchema, estimateSchema } from '../../src/lib/schemas.ts';
import { CheckoutError, estimateCheckout, placeOrder } from '../checkout/orders.ts';
import { idempotencyHeader, invalidKey, keyOf } from '../http/once-only.ts';
import type { PaymentProvider } from '../checkout/payments.ts';
import { couponById, sellerCouponsOf } from '../checkout/seller-coupons.ts';
import { applyWebhook, type WebhookEvent } from '../checkout/payment-webhook.ts';
import { verifyPayment } from '../checkout/payment-verify.ts';
import { retryPayment } from '../checkout/payment-retry.ts';
import { orderDetailOf, orderListOf } from '../checkout/own-orders.ts';
import { creditNotePdf, invoicePdf, type PaperOutcome } from '../checkout/order-papers.ts';
import { paidAfterCancelMessage, paidTwiceMessage } from '../../src/lib/rules/refunds.ts';
import { mountTestCheckout } from '../checkout/test-checkout.ts';
import { PAPER_DOWNLOAD_LIMIT, PAPER_DOWNLOADS_LIMITED } from '../../src/lib/rules/tax-papers.ts';

const e = { 400: errors[400], 401: errors[401], 404: errors[404], 409: errors[409], 422: errors[422] };

/** What both tax paper downloads say about caching and the download limit. */
const PAPER_DOWNLOADS =
  'The PDF is drawn once per state of the paper and kept; it is answered with a strong ETag (the stored PDF’s), and If-None-Match with that ' +
  'ETag answers 304 (Cache-Control stays private, no-store, as on every signed-in reply). Every download counts: at most ' +
  `${PAPER_DOWNLOAD_LIMIT.count} invoices and credit notes together per shopper in any minute, past that 429 with Retry-After.`;
const ifNoneMatch = z.object({ 'if-none-match': z.string().max(200).optional() });
const paperErrors = {
  304: { description: 'Not modified: If-None-Match names the stored PDF' },
  401: errors[401],
  404: errors[404],
  409: errors[409],
  429: errors[429],
};

const r = {
  sellerCoupons: createRoute({
    method: 'get',
    path: '/product/coupon/product',
    operationId: 'getProductCoupons',
    summary: 'Coupons of the sellers of these products (no token needed; valid ones only)',
    request: {
      query: z.object({ productId: z.union([z.string().min(1).max(64), z.array(z.string().min(1).max(64)).max(50)]) }),
    },
    responses: { ...okReply('Coupons', z.array(SellerCoupon)), 400: errors[400] },
  }),
  coupon: createRoute({
    method: 'get',
    path: '/coupon/{id}',
    operationId: 'getCoupon',
    summary: 'One coupon, for the checkout’s apply-coupon modal (path ours)',
    request: { params: z.object({ id: z.string().min(1).max(64) }) },
    responses: { ...okReply('Coupon', SellerCoupon), 404: errors[404] },
  }),
  estimate: createRoute({
    method: 'post',
    path: '/price/newEstimator',
    operationId: 'newEstimator',
    summary: 'Price a checkout (the server computes every number)',
    description:
      'orderCost, tax (GST inside prices, informational), MainDiscount (savings against MRP), couponData per seller (sellerId, couponId, couponName, discount), deliveryFee, walletUsed, totalcost, codMain. An ineligible coupon is left out of couponData.',
    request: jsonBody(estimateSchema),
    responses: { ...okReply('Estimate', Estimate), ...e },
  }),
  create: createRoute({
    method: 'post',
    path: '/newOrder/create',
    operationId: 'createNewOrder',
    summary: 'Place the checkout: one order per seller group',
    description:
      'Send an Idempotency-Key header so a retried or double-clicked submission creates one order: a repeat answers the first reply, and one sent while the first is still being placed waits for it (the same key with another body answers 422). ' +
      'A seller appears in one group and a variant once (400 otherwise). Prepaid replies carry razorId, amount in paise, the provider’s keyId and checkout ' +
      '("razorpay": open checkout.js; "local-test": go to GET payment/test-checkout); an order whose payment is not verified within 30 minutes is cancelled and its stock released. ' +
      'A prepaid order the wallet covers in full is paid at once: razorId, keyId and checkout are null and amount is 0. ' +
      'A shopper may have at most 2 prepaid checkouts waiting for payment, holding at most 5 units of one variant and at most 10 variants and 20 units in all between them; ' +
      'a variant of the shopper’s unpaid order cancelled or expired less than 15 minutes ago cannot be in one. Past that, 409 saying what to do (pay for or cancel one first, or choose Cod).',
    request: { ...jsonBody(createOrderSchema), headers: idempotencyHeader('places the orders') },
    responses: {
      ...okReply(
        '{ checkoutId, orderIds, orderType, razorId, amount, totalcost, codMain, keyId, checkout }',
        PlacedOrder,
      ),
      ...e,
    },
  }),
  verify: createRoute({
    method: 'post',
    path: '/payment/verify',
    operationId: 'verifyPayment',
    summary: 'Verify a prepaid payment’s signature; the orders become paid',
    request: jsonBody(
      z.object({
        razorId: z.string().min(1).max(100),
        paymentId: z.string().min(1).max(100),
        signature: z.string().min(1).max(200),
      }),
    ),
    responses: { ...okReply('true', z.boolean()), ...e },
  }),
  retry: createRoute({
    method: 'post',
    path: '/payment/retry',
    operationId: 'retryPayment',
    summary: 'Pay again for the shopper’s own unpaid prepaid checkout (ours)',
    description:
      'After a failed or cancelled payment the orders stay unpaid; this answers the same provider order again (razorId, amount in paise, keyId, checkout) so the ' +
      'browser can reopen the provider’s checkout for the orders still waiting for payment: it never creates a store order. When one of the checkout’s orders ' +
      'was cancelled, it answers a new provider order for what the others cost (orderIds names them) and the old one settles nothing any more (a capture ' +
      'through it is refunded). 404 when the checkout is not the shopper’s; 409 with the reason when it is ' +
      'already paid, is cash on delivery, was cancelled by the shopper, or expired (unpaid for 30 minutes: its stock was released), or changed while this ran (try again).',
    request: jsonBody(z.object({ checkoutId: z.string().min(1).max(64) })),
    responses: {
      ...okReply(
        '{ checkoutId, orderIds, orderType, razorId, amount, totalcost, codMain, keyId, checkout }',
        PlacedOrder,
      ),
      ...e,
    },
  }),
  orders: createRoute({
    method: 'get',
    path: '/orders/orderGet',
    operationId: 'orderGet',
    summary: 'The shopper’s orders, newest first',
    description:
      'Each item: orderId, orderStatus, createdAt, statusAt (ours: ISO time of the latest status history entry, i.e. when the order took its current status; ' +
      'createdAt when it has no history), expectedDelivery (ours: the day promised when it was placed, YYYY-MM-DD in India, or null) and Product (the first ' +
      'line’s productName, productDesc, productImgUrls).',
    responses: { ...okReply('Orders', z.array(OrderListItem)), 401: errors[401] },
  }),
  order: createRoute({
    method: 'get',
    path: '/orders/{orderId}',
    operationId: 'getOrder',
    summary: 'One order with lines, money, address and status history (ours)',
    description:
      'orderId, checkoutId, orderStatus, orderType, paymentStatus, createdAt, sellerId, storeName, address, price, lines, history, and: ' +
      'expectedDelivery (the day promised when it was placed, YYYY-MM-DD in India, by the rule of GET delivery/estimate; null for an order placed before the promise existed); ' +
      'deliveredAt (ISO time of the latest DELIVERED history entry, else null); returnUntil (deliveredAt plus the 2-day return window, else null); ' +
      'request (null until the shopper cancels or returns it; else the newest: kind cancel | return, reasonType, reasonText, option refund | exchange-size | ' +
      'exchange-color (null for a cancel), imageUrls (private upload references), createdAt, pickupBy (a return: createdAt plus 2 days, when a courier ' +
      'collects it; null for a cancel), exchange ({ lineId, productName, from: { variantId, color, size }, to: { variantId, color, size } } for an exchange, ' +
      'else null) and refund ({ amount, mode, state, parts } as GET orders/refunds computes it, for a cancelled or returned order; null for an exchange)). ' +
      '404 when the order is not the shopper’s.',
    request: { params: z.object({ orderId: z.string().min(1).max(64) }) },
    responses: { ...okReply('Order', OrderDetail), ...e },
  }),
  invoice: createRoute({
    method: 'get',
    path: '/orders/{orderId}/invoice',
    operationId: 'getOrderInvoice',
    summary: 'The order’s GST tax invoice as a PDF download (ours)',
    description:
      'A PDF (attachment, file name vastra-invoice-482719305612.pdf: the order number’s twelve digits, as orderCode makes them). Issued once the order has shipped ' +
      '(it reached IN_TRANSIST) and is paid or cash on delivery; the first download takes the next number of the seller’s series for the financial year, and ' +
      'every later download shows the same number. 409 with the reason before then (or never, for an unpaid order or one cancelled before it shipped); ' +
      '404 when the order is not the shopper’s. ' +
      PAPER_DOWNLOADS,
    request: { params: z.object({ orderId: z.string().min(1).max(64) }), headers: ifNoneMatch },
    responses: {
      200: {
        description: 'The invoice',
        content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
      },
      ...paperErrors,
    },
  }),
  creditNote: createRoute({
    method: 'get',
    path: '/orders/{orderId}/credit-note',
    operationId: 'getOrderCreditNote',
    summary: 'The credit note of a returned order (or one cancelled after it shipped) as a PDF download (ours)',
    description:
      'A PDF (attachment, vastra-credit-note-482719305612.pdf: the order number’s twelve digits) reversing the order’s tax invoice, with where the refund goes; numbered in the seller’s credit note series. ' +
      '409 when the order has none; 404 when the order is not the shopper’s. ' +
      PAPER_DOWNLOADS,
    request: { params: z.object({ orderId: z.string().min(1).max(64) }), headers: ifNoneMatch },
    responses: {
      200: {
        description: 'The credit note',
        content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
      },
      ...paperErrors,
    },
  }),
};

function checkoutFailure(c: Context, error: unknown) {
  if (error instanceof CheckoutError) return fail(c, error.status, error.message, error.fields);
  throw error;
}

export function checkoutRoutes(db: Db, payments: PaymentProvider) {
  const router = createRouter<AuthEnv>();
  mountTestCheckout(router, db, payments);
  // Provider webhooks: no bearer token, the signature over the raw body is the proof.
  router.post('/payment/webhook', async (c) => {
    const raw = await c.req.text();
    if (!payments.verifyWebhook(raw, c.req.header('X-Razorpay-Signature') ?? '')) return fail(c, 400, 'Bad signature');
    // The capture must be for what the checkout costs, in rupees: anything else changes nothing.
    if ((await applyWebhook(db, payments, JSON.parse(raw) as WebhookEvent)) === 'mismatch')
      return fail(c, 400, 'The payment does not match the order', {
        amount: ['Amount or currency differs from the order'],
      });
    return ok(c, true);
  });

  return router
    .openapi(publicRoute(r.sellerCoupons), async (c) => {
      const q = c.req.valid('query').productId;
      return ok(c, await sellerCouponsOf(db, Array.isArray(q) ? q : [q]));
    })
    .openapi(publicRoute(r.coupon), async (c) => {
      const coupon = await couponById(db, c.req.valid('param').id);
      return coupon ? ok(c, coupon) : fail(c, 404, 'Coupon not found');
    })
    .openapi(signedIn(db, r.estimate), async (c) => {
      const { orderData, useWallet } = c.req.valid('json');
      try {
        return ok(c, await estimateCheckout(db, c.get('userId'), orderData, useWallet));
      } catch (error) {
        return checkoutFailure(c, error);
      }
    })
    .openapi(signedIn(db, r.create), async (c) => {
      const userId = c.get('userId');
      const body = c.req.valid('json');
      // An order's key hashes its body alone (no operation), as stored before bag writes had keys.
      const key = keyOf(c, body);
      if (key === 'invalid') return invalidKey(c);
      try {
        return ok(c, await placeOrder(db, payments, userId, body, key), 'Order placed');
      } catch (error) {
        return checkoutFailure(c, error);
      }
    })
    .openapi(signedIn(db, r.verify), async (c) => {
      const outcome = await verifyPayment(db, payments, c.get('userId'), c.req.valid('json'));
      if (outcome.ok) return ok(c, true);
      if (outcome.reason === 'missing') return fail(c, 404, 'Order not found');
      if (outcome.reason === 'bad-signature')
        return fail(c, 400, 'Payment could not be verified', { signature: ['Does not match'] });
      if (outcome.reason === 'mismatch')
        return fail(c, 400, 'Payment could not be verified', {
          paymentId: ['Amount or currency differs from the order'],
        });
      if (outcome.reason === 'paid-already') return fail(c, 409, paidTwiceMessage(outcome.refundPaise));
      return fail(c, 409, paidAfterCancelMessage(outcome.refundedPaise));
    })
    .openapi(signedIn(db, r.retry), async (c) => {
      const outcome = await retryPayment(db, payments, c.get('userId'), c.req.valid('json').checkoutId);
      if (outcome.ok) return ok(c, outcome.payment);
      if (outcome.reason === 'missing') return fail(c, 404, 'Order not found');
      if (outcome.reason === 'paid') return fail(c, 409, 'This order is already paid.');
      if (outcome.reason === 'cod')
        return fail(c, 409, 'This order is cash on delivery: you pay when it arrives, so there is nothing to pay now.');
      if (outcome.reason === 'cancelled') return fail(c, 409, 'This order was cancelled, so there is nothing to pay.');
      // The one 409 worth trying again: its field tells it apart from the reasons the checkout cannot be paid.
      if (outcome.reason === 'changed')
        return fail(c, 409, 'Your orders changed while the payment was starting. Please try again.', {
          checkoutId: ['Changed while the payment was starting'],
        });
      return fail(
        c,
        409,
        'This order can no longer be paid: its payment did not arrive in time. Please place the order again.',
      );
    })
    .openapi(signedIn(db, r.orders), async (c) => ok(c, await orderListOf(db, c.get('userId'))))
    .openapi(signedIn(db, r.order), async (c) => {
      const order = await orderDetailOf(db, c.get('userId'), c.req.valid('param').orderId);
      return order ? ok(c, order) : fail(c, 404, 'Order not found');
    })
    .openapi(signedIn(db, r.invoice), async (c) =>
      paperReply(c, await invoicePdf(db, c.get('userId'), c.req.valid('param').orderId)),
    )
    .openapi(signedIn(db, r.creditNote), async (c) =>
      paperReply(c, await creditNotePdf(db, c.get('userId'), c.req.valid('param').orderId)),
    );
}

/**
 * A PDF download: an attachment with its file name and the stored PDF's ETag (304 when If-None-Match names
 * it). Like every signed-in reply it is private, no-store (privateToBearer): a browser keeps no copy, and
 * the same address prints something else once the order moves on. 404, 409 or 429 when there is none to give.
 */
function paperReply(c: Context, paper: PaperOutcome) {
  if (!paper.ok) {
    if (paper.reason === 'missing') return fail(c, 404, 'Order not found') as never;
    if (paper.reason === 'not-ready') return fail(c, 409, paper.message) as never;
    c.header('Retry-After', String(paper.retryAfterSeconds));
    return fail(c, 429, PAPER_DOWNLOADS_LIMITED) as never;
  }
  const cache = { ETag: paper.etag };
  const held = c.req.header('If-None-Match');
  if (held && held.split(',').some((tag) => tag.trim() === paper.etag)) return c.body(null, 304, cache) as never;
  return c.body(new Uint8Array(paper.pdf), 200, {
    ...cache,
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${paper.fileName}"`,
  }) as never;
}
