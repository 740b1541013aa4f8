/**
 * The write half of placing an order: one call to the database's place_order function
 * (server/db/functions/place_order.sql), which stores the Idempotency-Key, caps what a shopper's unpaid prepaid checkouts
 * hold, takes the stock, writes the orders and debits the wallet in one statement. Rows travel as JSON keyed by column name (asColumns), so the schema still types them.
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
  /**
   * What one shopper's unpaid prepaid checkouts may hold (checked when this one will wait for its payment):
   * checkouts still payable (placed within ttlSeconds), units of one variant in them, variants (lines) and
   * units in them in all; and how long a variant of an unpaid order cancelled or expired stays out of them.
   */
  holds: {
    checkouts: number;
    units: number;
    lines: number;
    allUnits: number;
    ttlSeconds: number;
    coolDownSeconds: number;
  };
};

/**
 * placed; repeated: another attempt stored the key first; short: the variant ran out; walletChanged: spent
 * meanwhile; waiting: the shopper already has that many checkouts waiting for payment; held: that many units
 * of the variant are already in them; tooMuch: the lines and units in them, with this checkout's, pass the
 * cap in all; coolingDown: the variant was in an unpaid order cancelled or expired secondsLeft too recently.
 */
export type WriteOutcome =
  | { placed: true }
  | { repeated: true }
  | { short: string }
  | { walletChanged: true }
  | { waiting: number }
  | { held: number; variantId: string }
  | { tooMuch: { held: { lines: number; units: number }; adding: { lines: number; units: number } } }
  | { coolingDown: { secondsLeft: number; ended: 'cancelled' | 'expired'; variantId: string } };

const placeOrderCall = preparedStatement<{ outcome: 'placed' | 'repeated' }>(
  'place_order',
  sql`select place_order(${sql.placeholder('write')}::jsonb) as outcome`,
);

export async function writeOrder(db: Db, write: OrderWrite): Promise<WriteOutcome> {
  try {
    const [row] = await placeOrderCall(db)({ write: JSON.stringify(write) });
    return row!.outcome === 'repeated' ? { repeated: true } : { placed: true };
  } catch (error) {
    // Raised by place_order, which undid everything (see its file).
    const raised = databaseError(error);
    if (raised?.code === 'VS001') return { short: raised.detail ?? '' };
    if (raised?.code === 'VS002') return { walletChanged: true };
    if (raised?.code === 'VS003') return { waiting: Number(raised.detail) };
    if (raised?.code === 'VS004') {
      const [held, ...variant] = (raised.detail ?? '').split(':');
      return { held: Number(held), variantId: variant.join(':') };
    }
    if (raised?.code === 'VS005') {
      const [lines, units, adding, addingUnits] = (raised.detail ?? '').split(':').map(Number);
      return {
        tooMuch: { held: { lines: lines!, units: units! }, adding: { lines: adding!, units: addingUnits! } },
      };
    }
    if (raised?.code === 'VS006') {
      const [seconds, ended, ...variant] = (raised.detail ?? '').split(':');
      return {
        coolingDown: {
          secondsLeft: Number(seconds),
          ended: ended === 'expired' ? 'expired' : 'cancelled',
          variantId: variant.join(':'),
        },
      };
    }
    throw error;
  }
}
