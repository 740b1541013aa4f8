/**
 * Hand-written SQL names columns that Drizzle cannot type: place_order's body (server/db/functions) and the
 * bag's statements (server/cart/cart.ts). Every column they name must be a column of its table in
 * server/db/schema.ts, so renaming one there fails here instead of at the first order.
 */
import fs from 'node:fs';
import path from 'node:path';
import { getTableColumns, getTableName, isTable } from 'drizzle-orm';
import type { Table } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '../../server/db/schema.ts';
import { columnReferences, templateTexts, type ColumnReference } from './sql-columns.ts';

const root = path.join(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** Table name → its column names, from the Drizzle schema. */
const tables = new Map<string, Set<string>>(
  (Object.values(schema) as unknown[])
    .filter((value): value is Table => isTable(value))
    .map((table) => [getTableName(table), new Set(Object.values(getTableColumns(table)).map((c) => c.name))]),
);

function missing(references: ColumnReference[]): string[] {
  return references
    .filter(({ table, column }) => !tables.get(table)?.has(column))
    .map(({ table, column, rule }) => `${table}.${column} (${rule})`);
}

describe('hand-written SQL names only columns of the schema', () => {
  it('place_order names columns of every table it writes and reads', () => {
    const references = columnReferences([read('server/db/functions/place_order.sql')], tables);
    expect(missing(references)).toEqual([]);
    // It reached the statements that matter (a parse that found nothing would pass anything).
    const named = new Set(references.map((r) => `${r.table}.${r.column}`));
    for (const column of [
      'orders.checkout_id',
      'orders.expected_delivery',
      'order_lines.coupon_share',
      'order_lines.gst_percent',
      'order_status_history.status',
      'idempotency_keys.request_hash',
      'variants.quantity',
      'products.stock',
      'wallets.balance_paise',
      'wallet_transactions.amount_paise',
      'cart_lines.variant_id',
    ]) {
      expect(named, column).toContain(column);
    }
  });

  it("the bag's statements in cart.ts name columns of the schema", () => {
    const references = columnReferences(templateTexts(read('server/cart/cart.ts')), tables);
    expect(missing(references)).toEqual([]);
    const named = new Set(references.map((r) => `${r.table}.${r.column}`));
    for (const column of [
      'products.selling_price',
      'products.seller_user_id',
      'variants.img_urls',
      'stores.store_name',
      'cart_lines.added_price',
      'cart_lines.created_at',
    ]) {
      expect(named, column).toContain(column);
    }
  });

  it('a column the schema lacks is reported, with the rule that found it', () => {
    const sql = [
      'INSERT INTO orders (id, checkout_ref) SELECT id FROM orders;',
      'UPDATE wallets SET balance = 1 WHERE user_id = $1;',
      'select p.nme from products p where p.id = $1',
    ];
    expect(missing(columnReferences(sql, tables))).toEqual([
      'orders.checkout_ref (insert into orders (…))',
      'wallets.balance (update wallets set)',
      'products.nme (p.column)',
    ]);
  });

  it('a qualifier that is neither a table nor an alias fails the parse instead of being skipped', () => {
    expect(() => columnReferences(['select q.id from products p'], tables)).toThrow('q.id');
  });
});
