/**
 * The local test provider's hosted checkout: a small page served by our API, shaped like Razorpay's
 * Checkout (merchant name, amount in rupees, the prefilled phone and e-mail, "Pay" and "Fail"). It exists
 * only when the local test provider is in use (development and tests; production has Razorpay's keys).
 *
 * How it returns: the storefront navigates to it (a full-page redirect, no popup, no iframe, no script),
 * and each button is a plain form POST whose 303 answer sends the browser back to the storefront's
 * payment step with Razorpay's result fields in the query: razorpay_order_id, razorpay_payment_id and
 * razorpay_signature (HMAC-SHA256 over "orderId|paymentId", as Razorpay signs), or razorpay_error_code and
 * razorpay_error_description for a failed payment (marked failed on the order, as the provider's payment.failed webhook would). The return address must be a path of this site.
 */
import crypto from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { canSign, type PaymentProvider } from './payments.ts';
import { markFailed } from './payment-status.ts';
import { UNPAID } from './status.ts';
import { checkoutPath, safeReturnPath } from '../../src/lib/paths.ts';
import { formatRupeesExact } from '../../src/lib/rules/price.ts';
import { site } from '../../src/lib/site.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function page(fields: { razorId: string; amountPaise: number; contact: string; email: string; back: string }) {
  const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  const common = hidden('razorId', fields.razorId) + hidden('return', fields.back);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Test checkout · ${escapeHtml(site.name)}</title>
<style>
  body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#eef1f6;color:#1b1f27;display:grid;place-items:center;min-height:100vh}
  main{background:#fff;border-radius:12px;box-shadow:0 8px 30px rgba(0,0,0,.12);width:min(360px,92vw);overflow:hidden}
  header{background:#1f3a8a;color:#fff;padding:20px}
  header p{margin:0;font-size:14px;opacity:.9} h1{margin:4px 0 0;font-size:20px}
  .amount{font-size:28px;font-weight:700;margin:8px 0 0}
  section{padding:20px} dl{margin:0 0 16px;display:grid;grid-template-columns:auto 1fr;gap:4px 12px;font-size:14px} dt{color:#5b6270}
  .note{font-size:13px;color:#5b6270;margin:0 0 16px}
  form{margin:0} button{width:100%;min-height:44px;border-radius:8px;font:inherit;font-weight:600;cursor:pointer;margin-top:8px}
  .pay{background:#1f3a8a;color:#fff;border:0} .fail{background:#fff;color:#a3162c;border:1px solid #a3162c}
</style></head>
<body><main aria-labelledby="merchant">
<header><p>Test checkout (no real money)</p><h1 id="merchant">${escapeHtml(site.name)}</h1><p class="amount">${formatRupeesExact(fields.amountPaise / 100)}</p></header>
<section>
<dl><dt>Order</dt><dd>${escapeHtml(fields.razorId)}</dd><dt>Phone</dt><dd>${escapeHtml(fields.contact || '—')}</dd><dt>E-mail</dt><dd>${escapeHtml(fields.email || '—')}</dd></dl>
<p class="note">This page stands in for the payment provider in development and tests.</p>
<form method="post">${common}<input type="hidden" name="outcome" value="pay"><button class="pay" type="submit">Pay</button></form>
<form method="post">${common}<input type="hidden" name="outcome" value="fail"><button class="fail" type="submit">Fail</button></form>
</section></main></body></html>`;
}

/** Mounted only for a provider that can sign (the local test provider). */
export function mountTestCheckout(router: Hono<any>, db: Db, payments: PaymentProvider) {
  if (!canSign(payments)) return;
  // Only a provider order some order is still waiting on can be paid: one the checkout moved on from (Pay
  // now after a cancel) shows no page. It asks for what it was opened for, as the provider's page would.
  const pending = (razorId: string) =>
    db
      .select({ totalPaise: t.orders.totalPaise })
      .from(t.orders)
      .where(
        and(
          eq(t.orders.razorId, razorId),
          inArray(t.orders.paymentStatus, UNPAID),
          eq(t.orders.orderStatus, 'READY_FOR_PICKUP'),
        ),
      );

  router.get('/payment/test-checkout', async (c) => {
    const razorId = c.req.query('razorId') ?? '';
    const orders = razorId ? await pending(razorId) : [];
    if (!orders.length)
      return c.html('<!doctype html><title>Test checkout</title><p>No unpaid order with this id.</p>', 404);
    return c.html(
      page({
        razorId,
        amountPaise: (await payments.orderAmount(razorId)) ?? orders.reduce((sum, o) => sum + o.totalPaise, 0),
        contact: c.req.query('contact') ?? '',
        email: c.req.query('email') ?? '',
        back: safeReturnPath(c.req.query('return')) ?? checkoutPath('payment'),
      }),
    );
  });

  router.post('/payment/test-checkout', async (c) => {
    const form = await c.req.parseBody();
    const razorId = String(form.razorId ?? '');
    const back = new URL(
      safeReturnPath(String(form.return ?? '')) ?? checkoutPath('payment'),
      'https://vastra.invalid',
    );
    if (form.outcome === 'pay') {
      const paymentId = `pay_test_${crypto.randomBytes(7).toString('hex')}`;
      back.searchParams.set('razorpay_order_id', razorId);
      back.searchParams.set('razorpay_payment_id', paymentId);
      back.searchParams.set('razorpay_signature', payments.sign(razorId, paymentId));
    } else {
      // What Razorpay's payment.failed webhook tells the server: the order says its try failed.
      await markFailed(db, razorId);
      back.searchParams.set('razorpay_order_id', razorId);
      back.searchParams.set('razorpay_error_code', 'BAD_REQUEST_ERROR');
      back.searchParams.set('razorpay_error_description', 'Payment failed');
    }
    return c.redirect(`${back.pathname}${back.search}`, 303);
  });
}
