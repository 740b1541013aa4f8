/**
 * The write half of placing an order: one call to the database's place_order function (migration 0009),
 * which stores the Idempotency-Key, takes the stock, writes the orders and debits the wallet in one
 * statement. Rows travel as JSON keyed by column name (asColumns), so the schema still types them.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { preparedStatement } from '../db/per-database.ts';
import { databaseError } from '../db/records.ts';

type ColumnRecord = Record<string, unknown>;

export type OrderWrite = {
  userId: string;
  /** The idempotency_keys row with the reply, or null for an attempt without a key. */
  key: ColumnRecord | null;
  /** Taken in this order (by product, then variant). */
  stock: { productId: string; variantId: string; quantity: number }[];
  orders: ColumnRecord[];
  lines: ColumnRecord[];
  history: ColumnRecord[];
  /** The variants to take out of the shopper's bag. */
  cleared: string[];
  /** wallet_transactions rows, one per order that used the wallet (amounts negative). */
  walletDebits: ColumnRecord[];
};

/** placed; repeated: another attempt stored the key first; short: the variant ran out; walletChanged: spent meanwhile. */
export type WriteOutcome = { placed: true } | { repeated: true } | { short: string } | { walletChanged: true };

const placeOrderCall = preparedStatement<{ outcome: 'placed' | 'repeated' }>('place_order', sql`select place_order(${sql.placeholder('write')}::jsonb) as outcome`);

export async function writeOrder(db: Db, write: OrderWrite): Promise<WriteOutcome> {
  try {
    const [row] = await placeOrderCall(db)({ write: JSON.stringify(write) });
    return row!.outcome === 'repeated' ? { repeated: true } : { placed: true };
  } catch (error) {
    // Raised by place_order, which undid everything (see the migration).
    const raised = databaseError(error);
    if (raised?.code === 'VS001') return { short: raised.detail ?? '' };
    if (raised?.code === 'VS002') return { walletChanged: true };
    throw error;
  }
}
