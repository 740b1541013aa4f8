/**
 * Development-only operations (not mounted in production): the seller and courier sides are not part of
 * the storefront, so these stand in for them when trying flows locally and in tests.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { fail, ok } from '../http/envelope.ts';
import type { Db } from '../db/open.ts';
import {
  UNPAID,
  UNPAID_ORDER_TTL_MS,
  advanceOrderStatus,
  expireUnpaidOrders,
  recordPriceChange,
} from '../checkout/status.ts';
import { listCopyOfProduct } from '../catalog/dev-listing.ts';
import { invalidateCatalog } from '../catalog/cache.ts';
import { withTransaction } from '../db/open.ts';
import { setVariantStock } from '../social/stock-alerts.ts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import { ensureWallet, recordWalletChange } from '../wallet/wallet.ts';
import { settleReferralRewards } from '../wallet/referral-rewards.ts';
import { RETURN_WINDOW_MS } from '../../src/lib/rules/orders.ts';

const StatusBody = z.object({
  status: z.enum(['IN_TRANSIST', 'OUT_FOR_DELIVERY', 'DELIVERED', 'CANCELLED', 'RETURN', 'EXCHANGE']),
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

export function devRoutes(db: Db) {
  return (
    new Hono()
      .post('/dev/orders/:id/status', async (c) => {
        const body = StatusBody.safeParse(await c.req.json().catch(() => null));
        if (!body.success) return fail(c, 400, 'Invalid input', { status: ['Unknown status'] });
        const outcome = await advanceOrderStatus(db, c.req.param('id'), body.data.status);
        if (outcome === 'missing') return fail(c, 404, 'Order not found');
        if (outcome === 'not-allowed') return fail(c, 409, 'That status cannot follow the current one');
        return ok(c, true);
      })
      // The clock runs out on an unpaid prepaid order: its 30 minutes are taken as passed, and the sweep expires it.
      .post('/dev/orders/:id/expire', async (c) => {
        const id = c.req.param('id');
        const [order] = await db
          .update(t.orders)
          .set({ createdAt: new Date(Date.now() - UNPAID_ORDER_TTL_MS - 1000) })
          .where(and(eq(t.orders.id, id), inArray(t.orders.paymentStatus, UNPAID)))
          .returning({ id: t.orders.id });
        if (!order) return fail(c, 409, 'Only an unpaid prepaid order can expire');
        return ok(c, (await expireUnpaidOrders(db, UNPAID_ORDER_TTL_MS, id)).includes(id));
      })
      // The 2-day return window closes on a delivered order: its whole timeline (placing, each status) is moved
      // that much earlier, its referral reward (pending) comes due, and the reward sweep runs. Answers how many
      // rewards the sweep credited.
      .post('/dev/orders/:id/close-return-window', async (c) => {
        const id = c.req.param('id');
        const [delivered] = await db
          .select()
          .from(t.orderStatusHistory)
          .where(and(eq(t.orderStatusHistory.orderId, id), eq(t.orderStatusHistory.status, 'DELIVERED')));
        if (!delivered) return fail(c, 409, 'Only a delivered order has a return window');
        const back = sql`make_interval(secs => ${(RETURN_WINDOW_MS + 60_000) / 1000})`;
        await db
          .update(t.orderStatusHistory)
          .set({ at: sql`${t.orderStatusHistory.at} - ${back}` })
          .where(eq(t.orderStatusHistory.orderId, id));
        await db
          .update(t.orders)
          .set({ createdAt: sql`${t.orders.createdAt} - ${back}` })
          .where(eq(t.orders.id, id));
        await db
          .update(t.referralCredits)
          .set({ availableAt: sql`${t.referralCredits.availableAt} - ${back}` })
          .where(and(eq(t.referralCredits.orderId, id), eq(t.referralCredits.status, 'pending')));
        return ok(c, await settleReferralRewards(db));
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
        const done = await withTransaction(db, (d) =>
          setVariantStock(d, c.req.param('id'), body.data.variantId, body.data.quantity),
        );
        if (!done) return fail(c, 404, 'Product not found');
        invalidateCatalog(db); // after the commit
        return ok(c, true);
      })
      // Money into a shopper's wallet (a refund or a reward stands in), so tests can pay with the wallet.
      .post('/dev/wallet/credit', async (c) => {
        const body = WalletBody.safeParse(await c.req.json().catch(() => null));
        if (!body.success) return fail(c, 400, 'Invalid input', { rupees: ['A whole number of rupees'] });
        const [user] = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.phone, body.data.phone));
        if (!user) return fail(c, 404, 'Shopper not found');
        await ensureWallet(db, user.id);
        await recordWalletChange(db, user.id, body.data.rupees * 100, 'credit', null);
        return ok(c, true);
      })
      // A seller lists a new product after the last build (a copy of an existing one, under a new id).
      .post('/dev/products/:id/copy', async (c) => {
        const copy = await listCopyOfProduct(db, c.req.param('id'));
        return copy ? ok(c, copy) : fail(c, 404, 'Product not found');
      })
  );
}
