/**
 * Trending searches (the header drop-down, beside recent searches): the queries most searched over the last
 * TRENDING_DAYS days, from search_counts (a row per day and query). A search is counted when the results page's
 * first page is asked for as typed (no filters, the default order) and found products without a correction,
 * so a query that finds nothing never trends. A client counts once per query and day (searchClient): repeating a
 * query does not make it trend. Nothing about who searched is kept beyond today's keyed hash.
 */
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { keyFor } from '../auth/secret.ts';
import type { Db, Rows } from '../db/open.ts';
import { normalizeSearch } from '../../src/lib/rules/recent-searches.ts';

export const TRENDING_DAYS = 7;
export const TRENDING_LIMIT = 6;
/** A query needs this many searches in the window to trend: one shopper's one search is not a trend. */
export const TRENDING_MIN_SEARCHES = 2;
/** Longer queries are counted but not offered (a drop-down row, not a sentence). */
const TRENDING_MAX_LENGTH = 40;

/**
 * Who searched, for counting once: a keyed hash (HMAC, the server's secret) of today's date and the signed-in
 * user's id, or else of the address and user agent. Without the secret it cannot be turned back into an address
 * (there are few enough to try them all against a plain hash), and with the date in it the same client's rows
 * of two days cannot be linked. A shared address and browser (an office) counts as one client: fewer counts,
 * never more.
 */
export function searchClient(who: { userId: string } | { ip: string; userAgent: string }, now = new Date()): string {
  const day = now.toISOString().slice(0, 10);
  const id = 'userId' in who ? `user:${who.userId}` : `addr:${who.ip}\n${who.userAgent}`;
  return crypto.createHmac('sha256', keyFor('search-clients')).update(`${day}\n${id}`).digest('hex').slice(0, 32);
}

/**
 * Adds one search of `query` today (lower case, spacing tidied), unless this client's search of it already
 * counted today. One statement: the client's mark is inserted only if new, and only a new mark adds to the
 * count, so parallel repeats count once (the second insert of the same mark waits for the first and skips).
 * The marks of past days are deleted by the same statement (they are only needed today).
 */
export async function countSearch(db: Db, query: string, client: string): Promise<void> {
  const text = normalizeSearch(query).toLocaleLowerCase('en-IN');
  if (!text) return;
  await db.execute(sql`
    with old as (delete from search_count_clients where day < current_date),
    fresh as (
      insert into search_count_clients (day, query, client) values (current_date, ${text}, ${client})
      on conflict do nothing
      returning day, query)
    insert into search_counts (day, query) select day, query from fresh
    on conflict (day, query) do update set searches = search_counts.searches + 1`);
}

/** The most searched queries of the last TRENDING_DAYS days (today included), most first, ties by name. */
export async function trendingSearches(db: Db, limit = TRENDING_LIMIT): Promise<string[]> {
  const { rows } = (await db.execute(sql`
    select query from search_counts
    where day > current_date - ${TRENDING_DAYS}::int and char_length(query) <= ${TRENDING_MAX_LENGTH}
    group by query having sum(searches) >= ${TRENDING_MIN_SEARCHES}
    order by sum(searches) desc, query
    limit ${limit}`)) as unknown as Rows<{ query: string }>;
  return rows.map((r) => r.query);
}
