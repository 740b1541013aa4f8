/**
 * A return's road after the shopper asks for it (the courier's and the seller's side; the dev routes stand
 * in for them): requested -> picked up (the courier collected the item) -> received (the seller has it back).
 * Only on receipt does the refund move (wallet money, and cash paid at the door, to the wallet; a prepaid
 * payment back through the provider) and the credit note exist. An exchange is picked up too; its new item
 * ships on the exchange's own road.
 *
 * Each step is one conditional update of orders.return_state (`... WHERE return_state IS <the step before>
 * RETURNING`), so when the same step arrives several times at once exactly one request moves it, and only
 * that one records the history entry and pays the refund.
 */
import crypto from 'node:crypto';
import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { withTransaction, type Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { ensureWallet, recordWalletChange } from '../wallet/wallet.ts';
import { refundThroughProvider } from './provider-refunds.ts';
import type { PaymentProvider } from './payments.ts';
import { RETURN_STEPS, returnStepNote } from '../../src/lib/rules/return-progress.ts';
import { languageOf } from '../account/language.ts';
import { noticeWords } from '../notices/words.ts';

type Order = typeof t.orders.$inferSelect;
export type ReturnStepOutcome = 'ok' | 'missing' | 'not-allowed';

/** Moves the return one step, if it is at the step before; records the history entry and tells the shopper. */
async function step(db: Db, orderId: string, to: 'picked-up' | 'received', from: SQL, statuses: string[]) {
  const [order] = await db
    .update(t.orders)
    .set({ returnState: to })
    .where(and(eq(t.orders.id, orderId), inArray(t.orders.orderStatus, statuses), from))
    .returning();
  if (!order) return null;
  const status = RETURN_STEPS[to];
  await db.insert(t.orderStatusHistory).values({ id: crypto.randomUUID(), orderId, status });
  const lines = await db
    .select({ productName: t.orderLines.productName })
    .from(t.orderLines)
    .where(eq(t.orderLines.orderId, orderId));
  await db.insert(t.notifications).values({
    id: crypto.randomUUID(),
    userId: order.userId,
    kind: to === 'received' ? 'refund' : 'order-status',
    ...returnStepNote(
      noticeWords(await languageOf(db, order.userId)),
      order.id,
      order.orderStatus,
      to,
      lines.map((l) => l.productName),
      refundPaise(order),
    ),
  });
  return order;
}

async function outcomeOf(db: Db, orderId: string, moved: Order | null): Promise<ReturnStepOutcome> {
  if (moved) return 'ok';
  const [exists] = await db.select({ id: t.orders.id }).from(t.orders).where(eq(t.orders.id, orderId));
  return exists ? 'not-allowed' : 'missing';
}

/** The courier collects a returned or exchanged order's item. */
export async function collectReturn(db: Db, orderId: string): Promise<ReturnStepOutcome> {
  return withTransaction(db, async (d) =>
    outcomeOf(d, orderId, await step(d, orderId, 'picked-up', isNull(t.orders.returnState), ['RETURN', 'EXCHANGE'])),
  );
}

/** What a received return pays back: to the wallet (wallet money used, cash paid at the door) and to the card. */
function refundPaise(order: Order) {
  const toWallet = Math.max(0, order.walletUsedPaise) + (order.orderType === 'Cod' ? Math.max(0, order.totalPaise) : 0);
  const toCard = order.orderType === 'Prepaid' && order.paymentStatus === 'paid' ? Math.max(0, order.totalPaise) : 0;
  return { toWallet, toCard };
}

/**
 * The seller receives a returned order's item: the refund is paid (the wallet part in the same transaction
 * as the step; the card part through the provider once it has committed, its row's key making it once).
 */
export async function receiveReturn(db: Db, payments: PaymentProvider, orderId: string): Promise<ReturnStepOutcome> {
  let received: Order | null = null;
  const outcome = await withTransaction(db, async (d) => {
    received = await step(d, orderId, 'received', eq(t.orders.returnState, 'picked-up'), ['RETURN']);
    if (received) {
      const { toWallet } = refundPaise(received);
      if (toWallet > 0) {
        await ensureWallet(d, received.userId);
        await recordWalletChange(d, received.userId, toWallet, 'refund', received.id);
      }
    }
    return outcomeOf(d, orderId, received);
  });
  const order = received as Order | null;
  const toCard = order ? refundPaise(order).toCard : 0;
  if (order && toCard > 0 && order.paymentId)
    await refundThroughProvider(
      db,
      payments,
      [{ order, amountPaise: toCard, reason: 'returned' }],
      order.paymentId,
      order.razorId ?? '',
    );
  return outcome;
}
