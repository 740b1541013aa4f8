/**
 * `column` is one of `values`, with the list sent as one parameter. drizzle's `inArray` sends one parameter per
 * value, and builds and types each on every call: for the build's large reads (an offer's thousand products a
 * round, their six thousand variants) that was about 3 s of CPU in a 100,000-product build. The list arrives as
 * JSON text, read into an array once (an InitPlan), and `= any(...)` still uses the column's index.
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

export const oneOf = (column: AnyColumn, values: readonly string[]): SQL =>
  sql`${column} = any(array(select json_array_elements_text(${JSON.stringify(values)}::json)))`;
