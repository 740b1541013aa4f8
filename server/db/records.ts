import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * A row keyed by its table's column names in the database (`order_cost`, not `orderCost`), as PostgreSQL's
 * jsonb_populate_record reads it: rows written by a SQL function are still typed by the schema here.
 */
export function asColumns<T extends PgTable>(table: T, row: T['$inferInsert']): Record<string, unknown> {
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  return Object.fromEntries(Object.entries(row).map(([field, value]) => [columns[field]!.name, value]));
}

/** The database's error (its SQLSTATE, detail, constraint and table), possibly wrapped by the query builder (DrizzleQueryError's cause). */
export function databaseError(
  error: unknown,
): { code: string; detail?: string; constraint?: string; table?: string } | null {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, detail, constraint, table } = e as {
      code?: unknown;
      detail?: unknown;
      constraint?: unknown;
      table?: unknown;
    };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
      return { code, detail: text(detail), constraint: text(constraint), table: text(table) };
    }
  }
  return null;
}
