/**
 * Bulk writes for the seed: many rows in one statement with one parameter, a JSON array the database unpacks
 * (json_populate_recordset). The query builder's insert binds every value as a parameter of its own (a batch
 * of 5,000 products and their 30,000 variants is hundreds of thousands), which the client builds and the
 * server parses: that, not drawing the catalog, was most of a large seed's time.
 */
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/open.ts';
import { asColumns } from '../db/records.ts';

/** Rows per statement: a few MB of JSON at most. */
const ROWS_PER_STATEMENT = 5000;

/**
 * Inserts rows as the query builder would, columns the rows leave out taking their defaults. Every row gives
 * the same columns. Only for tables whose columns have no default computed in JavaScript ($defaultFn).
 */
export async function insertRows<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][]): Promise<void> {
  if (!rows.length) return;
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  // Every column any row gives (a column no row gives keeps its default).
  const given = new Set<string>();
  for (const row of rows) for (const field of Object.keys(row)) given.add(field);
  // A row leaving out a column others give would read null there, not the column's default.
  if (rows.some((row) => Object.keys(row).length !== given.size))
    throw new Error(`${getTableName(table)}: every row must give the same columns`);
  const names = [...given].map((field) => {
    const column = columns[field];
    if (!column) throw new Error(`${getTableName(table)} has no column for ${field}`);
    return sql.identifier(column.name);
  });
  const list = sql.join(names, sql`, `);
  const name = sql.identifier(getTableName(table));
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const json = JSON.stringify(rows.slice(start, start + ROWS_PER_STATEMENT).map((row) => asColumns(table, row)));
    await db.execute(
      sql`insert into ${name} (${list}) select ${list} from json_populate_recordset(null::${name}, ${json}::json)`,
    );
  }
}
