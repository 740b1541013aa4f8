/**
 * A list of texts sent to the database as one parameter: JSON, read into a text[] once (an InitPlan). drizzle's
 * `inArray` and a JavaScript array in `sql` send one parameter per value, and build and type each on every call:
 * for the build's large reads (an offer's thousand products a round, their six thousand variants) that was about
 * 3 s of CPU in a 100,000-product build (docs/performance.md, "Lists of ids as one parameter").
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** `values` as a text[] (for `= any(...)`, `&&`, `array_position` or a function's text[] argument). */
export const textArray = (values: readonly string[]): SQL =>
  sql`array(select json_array_elements_text(${JSON.stringify(values)}::json))`;

/** `column` is one of `values`; `= any(...)` still uses the column's index. */
export const oneOf = (column: AnyColumn, values: readonly string[]): SQL => sql`${column} = any(${textArray(values)})`;
