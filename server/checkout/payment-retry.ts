/** Paying again for an unpaid prepaid checkout: the same provider order, never a new order. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import type { PaymentProvider } from './payments.ts';
import { UNPAID, UNPAID_ORDER_TTL_MS } from './status.ts';
import { rupees } from '../wallet/wallet.ts';
import { COD_FLAG_ABOVE } from '../../src/lib/rules/pricing.ts';

type Order = typeof t.orders.$inferSelect;

/** Past its 30 minutes, or no longer waiting for pickup: its stock was released. */
const expired = (o: Order) =>
  o.orderStatus !== 'READY_FOR_PICKUP' || o.createdAt.getTime() <= Date.now() - UNPAID_ORDER_TTL_MS;

/** The checkout's payment details again; 'missing' when it is not the shopper's, 'paid' or 'expired' when it cannot be paid. */
export async function retryPayment(db: Db, payments: PaymentProvider, userId: string, checkoutId: string) {
  const rows = await db
    .select()
    .from(t.orders)
    .where(and(eq(t.orders.checkoutId, checkoutId), eq(t.orders.userId, userId)));
  if (!rows.length) return { ok: false as const, reason: 'missing' as const };
  if (rows.some((o) => o.paymentStatus === 'paid')) return { ok: false as const, reason: 'paid' as const };
  if (rows.some((o) => !UNPAID.includes(o.paymentStatus) || !o.razorId || expired(o)))
    return { ok: false as const, reason: 'expired' as const };
  const amount = rows.reduce((sum, o) => sum + o.totalPaise, 0);
  return {
    ok: true as const,
    payment: {
      checkoutId,
      orderIds: rows.map((o) => o.id),
      orderType: 'Prepaid' as const,
      razorId: rows[0]!.razorId,
      amount,
      totalcost: rupees(amount),
      codMain: rupees(amount) > COD_FLAG_ABOVE,
      keyId: payments.keyId,
      checkout: payments.checkout,
    },
  };
}
