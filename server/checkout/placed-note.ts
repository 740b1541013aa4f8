/**
 * The one notification a placed checkout gives (src/lib/rules/order-notes.ts: the products, the order
 * numbers, the promised day, a link to the order or to My Orders). Written after the order's own statement:
 * only the attempt that placed the orders gets here (a repeated Idempotency-Key answers before), and a
 * failure to write it is logged, never turned into a failed order.
 */
import crypto from 'node:crypto';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { log } from '../log.ts';
import { placedNote, type PlacedOrderFacts } from '../../src/lib/rules/order-notes.ts';
import { languageOf } from '../account/language.ts';
import { noticeWords } from '../notices/words.ts';

export async function notifyPlaced(db: Db, userId: string, orders: PlacedOrderFacts[]): Promise<void> {
  try {
    const words = noticeWords(await languageOf(db, userId));
    await db
      .insert(t.notifications)
      .values({ id: crypto.randomUUID(), userId, kind: 'order-placed', ...placedNote(orders, words) });
  } catch (error) {
    log.error({ err: (error as Error).message }, 'Order placed, but its notification was not written');
  }
}
