/** Coupons, the price estimate, placing orders (idempotent), prepaid verification and the shopper's orders. */
import { createRoute, z } from '@hono/zod-openapi';
import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import crypto from 'node:crypto';
import type { Context } from 'hono';
import { Estimate, OrderCharges, OrderDetail, OrderListItem, PlacedOrder, SellerCoupon } from '../replies/orders.ts';
import { createRouter } from '../http/app-factory.ts';
import { fail, ok } from '../http/envelope.ts';
import { bearer, errors, jsonBody, okReply } from '../http/route-helpers.ts';
import { requireUser, type AuthEnv } from '../auth/middleware.ts';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { createOrderSchema, estimateSchema } from '../../src/lib/schemas.ts';
import { CheckoutError, estimateCheckout, placeOrder, toCoupon } from '../checkout/orders.ts';
import type { PaymentProvider } from '../checkout/payments.ts';
import { rupees } from '../wallet/wallet.ts';
import { sellerHtml } from '../catalog/seller-html.ts';
import { UNPAID, UNPAID_ORDER_TTL_MS } from '../checkout/status.ts';
import { markFailed, settleCapture } from '../checkout/payment-status.ts';
import { log } from '../log.ts';
import { formatRupeesExact } from '../../src/lib/rules/price.ts';
import { REFUND_WORKING_DAYS } from '../../src/lib/rules/refunds.ts';
import { mountTestCheckout } from '../checkout/test-checkout.ts';
import { COD_FLAG_ABOVE } from '../../src/lib/rules/pricing.ts';
import { chargesOfOrder } from '../../src/lib/rules/breakdown.ts';
import { gstOfLines } from '../../src/lib/rules/gst.ts';
import { RETURN_WINDOW_MS, invoiceFileName } from '../../src/lib/rules/orders.ts';
import { orderRequestOf } from '../checkout/order-requests.ts';
import { site } from '../../src/lib/site.ts';
import { renderTaxDocument } from '../checkout/invoice.ts';
import { taxDocumentOf } from '../checkout/tax-documents.ts';
import {
  CREDIT_NOTE_NOT_READY,
  creditNoteFileName,
  creditNoteReady,
  invoiceReadiness,
} from '../../src/lib/rules/tax-papers.ts';

const e = { 400: errors[400], 401: errors[401], 404: errors[404], 409: errors[409], 422: errors[422] };

const r = {
  sellerCoupons: createRoute({
    method: 'get',
    path: '/product/coupon/product',
    summary: 'Coupons of the sellers of these products (no token needed; valid ones only)',
    request: {
      query: z.object({ productId: z.union([z.string().min(1).max(64), z.array(z.string().min(1).max(64)).max(50)]) }),
    },
    responses: { ...okReply('Coupons', z.array(SellerCoupon)), 400: errors[400] },
  }),
  coupon: createRoute({
    method: 'get',
    path: '/coupon/{id}',
    summary: 'One coupon, for the checkout’s apply-coupon modal (path ours)',
    request: { params: z.object({ id: z.string().min(1).max(64) }) },
    responses: { ...okReply('Coupon', SellerCoupon), 404: errors[404] },
  }),
  estimate: createRoute({
    method: 'post',
    path: '/price/newEstimator',
    summary: 'Price a checkout (the server computes every number)',
    description:
      'orderCost, tax (GST inside prices, informational), MainDiscount (savings against MRP), couponData per seller (sellerId, couponId, couponName, discount), deliveryFee, walletUsed, totalcost, codMain. An ineligible coupon is left out of couponData.',
    security: bearer,
    request: jsonBody(estimateSchema),
    responses: { ...okReply('Estimate', Estimate), ...e },
  }),
  create: createRoute({
    method: 'post',
    path: '/newOrder/create',
    summary: 'Place the checkout: one order per seller group',
    description:
      'Send an Idempotency-Key header so a retried or double-clicked submission creates one order: a repeat answers the first reply, and one sent while the first is still being placed waits for it (the same key with another body answers 422). ' +
      'A seller appears in one group and a variant once (400 otherwise). Prepaid replies carry razorId, amount in paise, the provider’s keyId and checkout ' +
      '("razorpay": open checkout.js; "local-test": go to GET payment/test-checkout); an order whose payment is not verified within 30 minutes is cancelled and its stock released. ' +
      'A prepaid order the wallet covers in full is paid at once: razorId, keyId and checkout are null and amount is 0. ' +
      'A shopper may have at most 2 prepaid checkouts waiting for payment, holding at most 5 units of one variant between them: past that, 409 (pay for or cancel one first).',
    security: bearer,
    request: jsonBody(createOrderSchema),
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
    summary: 'Verify a prepaid payment’s signature; the orders become paid',
    security: bearer,
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
    summary: 'Pay again for the shopper’s own unpaid prepaid checkout (ours)',
    description:
      'After a failed or cancelled payment the orders stay unpaid; this answers the same provider order again (razorId, amount in paise, keyId, checkout) so the ' +
      'browser can reopen the provider’s checkout for the same orders: it never creates an order. 404 when the checkout is not the shopper’s; 409 when it is ' +
      'already paid, is cash on delivery, or expired (unpaid for 30 minutes: its stock was released).',
    security: bearer,
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
    summary: 'The shopper’s orders, newest first',
    security: bearer,
    description:
      'Each item: orderId, orderStatus, createdAt, statusAt (ours: ISO time of the latest status history entry, i.e. when the order took its current status; ' +
      'createdAt when it has no history), expectedDelivery (ours: the day promised when it was placed, YYYY-MM-DD in India, or null) and Product (the first ' +
      'line’s productName, productDesc, productImgUrls).',
    responses: { ...okReply('Orders', z.array(OrderListItem)), 401: errors[401] },
  }),
  order: createRoute({
    method: 'get',
    path: '/orders/{orderId}',
    summary: 'One order with lines, money, address and status history (ours)',
    security: bearer,
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
    summary: 'The order’s GST tax invoice as a PDF download (ours)',
    security: bearer,
    description:
      'A PDF (attachment, file name vastra-invoice-XXXXXX.pdf from the last 6 characters of the order id), never cached. Issued once the order has shipped ' +
      '(it reached IN_TRANSIST) and is paid or cash on delivery; the first download takes the next number of the seller’s series for the financial year, and ' +
      'every later download shows the same number. 409 with the reason before then (or never, for an unpaid order or one cancelled before it shipped); ' +
      '404 when the order is not the shopper’s.',
    request: { params: z.object({ orderId: z.string().min(1).max(64) }) },
    responses: {
      200: {
        description: 'The invoice',
        content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
      },
      401: errors[401],
      404: errors[404],
      409: errors[409],
    },
  }),
  creditNote: createRoute({
    method: 'get',
    path: '/orders/{orderId}/credit-note',
    summary: 'The credit note of a returned order (or one cancelled after it shipped) as a PDF download (ours)',
    security: bearer,
    description:
      'A PDF (attachment, vastra-credit-note-XXXXXX.pdf) reversing the order’s tax invoice, with where the refund goes; numbered in the seller’s credit note series. ' +
      '409 when the order has none; 404 when the order is not the shopper’s.',
    request: { params: z.object({ orderId: z.string().min(1).max(64) }) },
    responses: {
      200: {
        description: 'The credit note',
        content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
      },
      401: errors[401],
      404: errors[404],
      409: errors[409],
    },
  }),
};

type OrderRow = typeof t.orders.$inferSelect;

/** The parts of a provider webhook the server reads (Razorpay's shape: amounts in paise). */
type WebhookEvent = {
  event?: string;
  payload?: {
    payment?: { entity?: { id?: string; order_id?: string; amount?: number; currency?: string } };
    order?: { entity?: { id?: string } };
  };
};

/** One of the shopper's own orders with its lines, history and store name; null when it is not theirs. */
async function ownOrder(db: Db, userId: string, orderId: string) {
  const [order] = await db
    .select()
    .from(t.orders)
    .where(and(eq(t.orders.id, orderId), eq(t.orders.userId, userId)));
  if (!order) return null;
  const [lines, history, store] = await Promise.all([
    db.select().from(t.orderLines).where(eq(t.orderLines.orderId, order.id)),
    db
      .select()
      .from(t.orderStatusHistory)
      .where(eq(t.orderStatusHistory.orderId, order.id))
      .orderBy(asc(t.orderStatusHistory.at)),
    db.select({ storeName: t.stores.storeName }).from(t.stores).where(eq(t.stores.id, order.sellerId)),
  ]);
  return { order, lines, history, storeName: store[0]?.storeName ?? '' };
}

/**
 * An order's money as the one breakdown shows it, from what the order stored when placed: its lines' prices
 * and MRPs, coupon, delivery and wallet use. `amount` is what was charged (or is due); `tax` the GST inside
 * the goods, line by line after each line's coupon share, as the invoice computes it.
 */
export function orderCharges(
  order: OrderRow,
  lines: (typeof t.orderLines.$inferSelect)[],
): z.infer<typeof OrderCharges> {
  return {
    ...chargesOfOrder({
      lines,
      couponDiscount: order.couponDiscount,
      deliveryFee: order.deliveryFee,
      walletUsedPaise: order.walletUsedPaise,
    }),
    amount: rupees(order.totalPaise),
    tax: gstOfLines(lines),
  };
}

function checkoutFailure(c: Context, error: unknown) {
  if (error instanceof CheckoutError) return fail(c, error.status, error.message, error.fields);
  throw error;
}

export function checkoutRoutes(db: Db, payments: PaymentProvider) {
  const router = createRouter<AuthEnv>();
  for (const path of ['/price/*', '/newOrder/*', '/payment/verify', '/payment/retry', '/orders/*'])
    router.use(path, requireUser(db));
  mountTestCheckout(router, db, payments);
  // Provider webhooks: no bearer token, the signature over the raw body is the proof.
  router.post('/payment/webhook', async (c) => {
    const raw = await c.req.text();
    if (!payments.verifyWebhook(raw, c.req.header('X-Razorpay-Signature') ?? '')) return fail(c, 400, 'Bad signature');
    const event = JSON.parse(raw) as WebhookEvent;
    const payment = event.payload?.payment?.entity;
    const razorId = payment?.order_id ?? event.payload?.order?.entity?.id;
    if (razorId && (event.event === 'payment.captured' || event.event === 'order.paid')) {
      const mine = eq(t.orders.razorId, razorId);
      const orders = await db.select({ totalPaise: t.orders.totalPaise }).from(t.orders).where(mine);
      if (!orders.length) return ok(c, true);
      // The capture must be for what the checkout costs, in rupees: anything else changes nothing.
      const due = orders.reduce((sum, o) => sum + o.totalPaise, 0);
      if (!payment?.id || payment.amount !== due || payment.currency !== 'INR') {
        log.warn({ code: 'webhook-amount-mismatch', razorId }, 'a capture that does not match its order was ignored');
        return fail(c, 400, 'The payment does not match the order', {
          amount: ['Amount or currency differs from the order'],
        });
      }
      await settleCapture(db, payments, { razorId, paymentId: payment.id });
    }
    if (razorId && event.event === 'payment.failed') await markFailed(db, razorId);
    return ok(c, true);
  });

  return router
    .openapi(r.sellerCoupons, async (c) => {
      const q = c.req.valid('query').productId;
      const ids = Array.isArray(q) ? q : [q];
      const sellers = (
        await db.select({ s: t.products.sellerUserId }).from(t.products).where(inArray(t.products.id, ids))
      ).map((p) => p.s);
      if (!sellers.length) return ok(c, []);
      const rows = await db
        .select()
        .from(t.coupons)
        .where(and(inArray(t.coupons.sellerUserId, [...new Set(sellers)]), gt(t.coupons.endDate, new Date())))
        .orderBy(asc(t.coupons.discountPercent));
      return ok(c, rows.map(toCoupon));
    })
    .openapi(r.coupon, async (c) => {
      const [row] = await db
        .select()
        .from(t.coupons)
        .where(eq(t.coupons.id, c.req.valid('param').id));
      return row ? ok(c, toCoupon(row)) : fail(c, 404, 'Coupon not found');
    })
    .openapi(r.estimate, async (c) => {
      const { orderData, useWallet } = c.req.valid('json');
      try {
        return ok(c, await estimateCheckout(db, c.get('userId'), orderData, useWallet));
      } catch (error) {
        return checkoutFailure(c, error);
      }
    })
    .openapi(r.create, async (c) => {
      const userId = c.get('userId');
      const key = c.req.header('Idempotency-Key');
      if (key !== undefined && !/^[\w.:-]{8,100}$/.test(key))
        return fail(c, 400, 'Invalid input', {
          'Idempotency-Key': ['8 to 100 letters, digits, dots, colons or dashes'],
        });
      const body = c.req.valid('json');
      const requestHash = crypto.createHash('sha256').update(JSON.stringify(body)).digest('hex');
      try {
        return ok(
          c,
          await placeOrder(db, payments, userId, body, key ? { key, requestHash } : undefined),
          'Order placed',
        );
      } catch (error) {
        return checkoutFailure(c, error);
      }
    })
    .openapi(r.verify, async (c) => {
      const { razorId, paymentId, signature } = c.req.valid('json');
      const mine = and(eq(t.orders.razorId, razorId), eq(t.orders.userId, c.get('userId')));
      const orders = await db.select({ totalPaise: t.orders.totalPaise }).from(t.orders).where(mine);
      if (!orders.length) return fail(c, 404, 'Order not found');
      if (!payments.verifyPayment(razorId, paymentId, signature))
        return fail(c, 400, 'Payment could not be verified', { signature: ['Does not match'] });
      // The provider's own record of the capture, where it has one: its order, amount and currency must be this checkout's.
      if (payments.paymentOf) {
        const captured = await payments.paymentOf(paymentId);
        const due = orders.reduce((sum, o) => sum + o.totalPaise, 0);
        if (captured.orderId !== razorId || captured.amountPaise !== due || captured.currency !== 'INR') {
          return fail(c, 400, 'Payment could not be verified', {
            paymentId: ['Amount or currency differs from the order'],
          });
        }
      }
      // Only an unpaid order becomes paid; one cancelled or expired first gets this capture refunded.
      const { orders: after, refundedPaise } = await settleCapture(db, payments, {
        razorId,
        paymentId,
        userId: c.get('userId'),
      });
      if (after.some((o) => o.paymentStatus === 'paid' && o.paymentId === paymentId)) return ok(c, true);
      if (refundedPaise > 0) {
        return fail(
          c,
          409,
          `This order was cancelled before your payment arrived. ${formatRupeesExact(refundedPaise / 100)} is on its way back to your payment method, within ${REFUND_WORKING_DAYS} working days.`,
        );
      }
      return fail(
        c,
        409,
        'This order was cancelled before your payment arrived. Any amount taken is refunded to your payment method.',
      );
    })
    .openapi(r.retry, async (c) => {
      const { checkoutId } = c.req.valid('json');
      const rows = await db
        .select()
        .from(t.orders)
        .where(and(eq(t.orders.checkoutId, checkoutId), eq(t.orders.userId, c.get('userId'))));
      if (!rows.length) return fail(c, 404, 'Order not found');
      if (rows.some((o) => o.paymentStatus === 'paid')) return fail(c, 409, 'This order is already paid.');
      const expired = (o: (typeof rows)[number]) =>
        o.orderStatus !== 'READY_FOR_PICKUP' || o.createdAt.getTime() <= Date.now() - UNPAID_ORDER_TTL_MS;
      if (rows.some((o) => !UNPAID.includes(o.paymentStatus) || !o.razorId || expired(o))) {
        return fail(
          c,
          409,
          'This order can no longer be paid: its payment did not arrive in time. Please place the order again.',
        );
      }
      const amount = rows.reduce((sum, o) => sum + o.totalPaise, 0);
      return ok(c, {
        checkoutId,
        orderIds: rows.map((o) => o.id),
        orderType: 'Prepaid' as const,
        razorId: rows[0]!.razorId,
        amount,
        totalcost: rupees(amount),
        codMain: rupees(amount) > COD_FLAG_ABOVE,
        keyId: payments.keyId,
        checkout: payments.checkout,
      });
    })
    .openapi(r.orders, async (c) => {
      const rows = await db
        .select()
        .from(t.orders)
        .where(eq(t.orders.userId, c.get('userId')))
        .orderBy(desc(t.orders.createdAt));
      const ids = rows.map((o) => o.id);
      const [lines, history] = rows.length
        ? await Promise.all([
            db.select().from(t.orderLines).where(inArray(t.orderLines.orderId, ids)),
            db.select().from(t.orderStatusHistory).where(inArray(t.orderStatusHistory.orderId, ids)),
          ])
        : [[], []];
      const latest = new Map<string, Date>();
      for (const h of history) if (h.at > (latest.get(h.orderId) ?? new Date(0))) latest.set(h.orderId, h.at);
      return ok(
        c,
        rows.map((o) => {
          const first = lines.find((l) => l.orderId === o.id);
          return {
            orderId: o.id,
            orderStatus: o.orderStatus,
            orderType: o.orderType === 'Prepaid' ? ('Prepaid' as const) : ('Cod' as const),
            paymentStatus: o.paymentStatus,
            createdAt: o.createdAt.toISOString(),
            statusAt: (latest.get(o.id) ?? o.createdAt).toISOString(),
            expectedDelivery: o.expectedDelivery,
            Product: {
              productName: first?.productName ?? '',
              productDesc: sellerHtml(first?.productDesc ?? ''),
              productImgUrls: first?.imgUrls ?? [],
            },
          };
        }),
      );
    })
    .openapi(r.order, async (c) => {
      const found = await ownOrder(db, c.get('userId'), c.req.valid('param').orderId);
      if (!found) return fail(c, 404, 'Order not found');
      const { order, lines, history, storeName } = found;
      const delivered = history.filter((h) => h.status === 'DELIVERED').map((h) => h.at.getTime());
      const deliveredAt = delivered.length ? new Date(Math.max(...delivered)) : null;
      return ok(c, {
        orderId: order.id,
        checkoutId: order.checkoutId,
        orderStatus: order.orderStatus,
        orderType: order.orderType === 'Prepaid' ? 'Prepaid' : 'Cod',
        paymentStatus: order.paymentStatus,
        createdAt: order.createdAt.toISOString(),
        expectedDelivery: order.expectedDelivery,
        sellerId: order.sellerId,
        storeName,
        address: order.address,
        paidAt: order.paidAt?.toISOString() ?? null,
        charges: orderCharges(order, lines),
        lines: lines.map(({ orderId: _o, ...l }) => ({ ...l, productDesc: sellerHtml(l.productDesc) })),
        history: history.map((h) => ({ status: h.status, at: h.at.toISOString() })),
        deliveredAt: deliveredAt?.toISOString() ?? null,
        returnUntil: deliveredAt ? new Date(deliveredAt.getTime() + RETURN_WINDOW_MS).toISOString() : null,
        request: await orderRequestOf(db, order, lines),
      } satisfies z.infer<typeof OrderDetail>);
    })
    .openapi(r.invoice, async (c) => {
      const found = await ownOrder(db, c.get('userId'), c.req.valid('param').orderId);
      if (!found) return fail(c, 404, 'Order not found') as never;
      const { order, lines, history } = found;
      const readiness = invoiceReadiness({
        orderStatus: order.orderStatus,
        paymentStatus: order.paymentStatus,
        history,
      });
      if (readiness.state !== 'ready') return fail(c, 409, readiness.message) as never;
      const pdf = await renderTaxDocument(await taxDocumentOf(db, order, lines, 'invoice'));
      return pdfReply(c, pdf, invoiceFileName(order.id, site.name));
    })
    .openapi(r.creditNote, async (c) => {
      const found = await ownOrder(db, c.get('userId'), c.req.valid('param').orderId);
      if (!found) return fail(c, 404, 'Order not found') as never;
      const { order, lines, history } = found;
      if (!creditNoteReady({ orderStatus: order.orderStatus, paymentStatus: order.paymentStatus, history }))
        return fail(c, 409, CREDIT_NOTE_NOT_READY) as never;
      const pdf = await renderTaxDocument(await taxDocumentOf(db, order, lines, 'credit-note'));
      return pdfReply(c, pdf, creditNoteFileName(order.id, site.name));
    });
}

/** A PDF download: an attachment with its file name, never cached. */
const pdfReply = (c: Context, pdf: Buffer, fileName: string) =>
  c.body(new Uint8Array(pdf), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${fileName}"`,
    'Cache-Control': 'private, no-store',
  }) as never;
