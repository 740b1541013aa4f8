/**
 * Development-only operations (not mounted in production): the seller and courier sides are not part of
 * the storefront, so these stand in for them when trying flows locally and in tests.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { fail, ok } from '../http/envelope.ts';
import type { Db } from '../db/open.ts';
import { advanceOrderStatus, recordPriceChange } from '../checkout/status.ts';
import { closeReturnWindow, expireNow } from '../checkout/dev-clock.ts';
import { listCopyOfProduct } from '../catalog/dev-listing.ts';
import { invalidateCatalog } from '../catalog/cache.ts';
import { recountVariantStock } from '../social/stock-alerts.ts';
import { creditByPhone } from '../wallet/dev-credit.ts';
import { collectReturn, receiveReturn, type ReturnStepOutcome } from '../checkout/return-progress.ts';
import type { PaymentProvider } from '../checkout/payments.ts';

const StatusBody = z.object({
  status: z.enum(['IN_TRANSIST', 'OUT_FOR_DELIVERY', 'DELIVERED', 'CANCELLED', 'RETURN', 'EXCHANGE'], {
    message: 'Unknown status',
  }),
  // The shipment the courier books at pickup (In Transit); a demo courier and a new AWB when left out.
  courier: z.string().trim().min(2, 'A courier name').max(40, 'A courier name').optional(),
  awb: z
    .string()
    .regex(/^[A-Z0-9]{8,20}$/, 'An AWB of 8 to 20 capital letters or digits')
    .optional(),
});
const WalletBody = z.object({ phone: z.string().min(10).max(15), rupees: z.number().int().min(1).max(100_000) });
const PriceBody = z.object({ price: z.number().int().min(1).max(10_000_000) });
const StockBody = z.object({ variantId: z.string().min(1).max(64), quantity: z.number().int().min(0).max(100_000) });

/** zod's issues as the envelope's field messages. */
function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) (fields[String(issue.path[0] ?? 'body')] ??= []).push(issue.message);
  return fields;
}

const RETURN_STEP_REFUSED = {
  pickup: 'Only a returned or exchanged order waiting for its pickup can be picked up',
  receive: 'Only a returned order whose item was picked up, and not yet received, can be received',
};

export function devRoutes(db: Db, payments: PaymentProvider) {
  const answer = (c: Context, outcome: ReturnStepOutcome, refused: string) =>
    outcome === 'ok' ? ok(c, true) : outcome === 'missing' ? fail(c, 404, 'Order not found') : fail(c, 409, refused);
  return (
    new Hono()
      .post('/dev/orders/:id/status', async (c) => {
        const body = StatusBody.safeParse(await c.req.json().catch(() => null));
        if (!body.success) return fail(c, 400, 'Invalid input', fieldErrors(body.error));
        const { status, courier, awb } = body.data;
        const outcome = await advanceOrderStatus(db, c.req.param('id'), status, { courier, awb });
        if (outcome === 'missing') return fail(c, 404, 'Order not found');
        if (outcome === 'not-allowed') return fail(c, 409, 'That status cannot follow the current one');
        return ok(c, true);
      })
      // The clock runs out on an unpaid prepaid order: its 30 minutes are taken as passed, and the sweep expires it.
      .post('/dev/orders/:id/expire', async (c) => {
        const expired = await expireNow(db, c.req.param('id'));
        if (expired === null) return fail(c, 409, 'Only an unpaid prepaid order can expire');
        return ok(c, expired);
      })
      // The courier collects a returned (or exchanged) order's item; then the seller receives it (the refund
      // is paid and the credit note issued). Each is one conditional step: a repeat answers 409.
      .post('/dev/orders/:id/return-pickup', async (c) =>
        answer(c, await collectReturn(db, c.req.param('id')), RETURN_STEP_REFUSED.pickup),
      )
      .post('/dev/orders/:id/return-received', async (c) =>
        answer(c, await receiveReturn(db, payments, c.req.param('id')), RETURN_STEP_REFUSED.receive),
      )
      // The 2-day return window closes on a delivered order; answers how many referral rewards the sweep credited.
      .post('/dev/orders/:id/close-return-window', async (c) => {
        const credited = await closeReturnWindow(db, c.req.param('id'));
        return credited === null ? fail(c, 409, 'Only a delivered order has a return window') : ok(c, credited);
      })
      .post('/dev/products/:id/price', async (c) => {
        const body = PriceBody.safeParse(await c.req.json().catch(() => null));
        if (!body.success) return fail(c, 400, 'Invalid input', { price: ['A whole number of rupees'] });
        return (await recordPriceChange(db, c.req.param('id'), body.data.price))
          ? ok(c, true)
          : fail(c, 404, 'Product not found');
      })
      // The seller counts a variant's stock again (the base product's own option: its product id): waiting shoppers hear when it is back.
      .post('/dev/products/:id/stock', async (c) => {
        const body = StockBody.safeParse(await c.req.json().catch(() => null));
        if (!body.success) return fail(c, 400, 'Invalid input', fieldErrors(body.error));
        const done = await recountVariantStock(db, c.req.param('id'), body.data.variantId, body.data.quantity);
        if (!done) return fail(c, 404, 'Product not found');
        invalidateCatalog(db); // after the commit
        return ok(c, true);
      })
      // Money into a shopper's wallet (a refund or a reward stands in), so tests can pay with the wallet.
      .post('/dev/wallet/credit', async (c) => {
        const body = WalletBody.safeParse(await c.req.json().catch(() => null));
        if (!body.success) return fail(c, 400, 'Invalid input', { rupees: ['A whole number of rupees'] });
        return (await creditByPhone(db, body.data.phone, body.data.rupees))
          ? ok(c, true)
          : fail(c, 404, 'Shopper not found');
      })
      // A seller lists a new product after the last build (a copy of an existing one, under a new id).
      .post('/dev/products/:id/copy', async (c) => {
        const copy = await listCopyOfProduct(db, c.req.param('id'));
        return copy ? ok(c, copy) : fail(c, 404, 'Product not found');
      })
  );
}
