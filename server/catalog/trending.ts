/**
 * Trending searches (the header drop-down, beside recent searches): the queries most searched over the last
 * TRENDING_DAYS days, from search_counts (a row per day and query). A search is counted when the results page's
 * first page is asked for as typed (no filters, the default order) and found products without a correction,
 * so a query that finds nothing never trends. Nothing about who searched is kept.
 */
import { sql } from 'drizzle-orm';
import type { Db, Rows } from '../db/open.ts';
import { normalizeSearch } from '../../src/lib/rules/recent-searches.ts';

export const TRENDING_DAYS = 7;
export const TRENDING_LIMIT = 6;
/** A query needs this many searches in the window to trend: one shopper's one search is not a trend. */
export const TRENDING_MIN_SEARCHES = 2;
/** Longer queries are counted but not offered (a drop-down row, not a sentence). */
const TRENDING_MAX_LENGTH = 40;

/** Adds one search of `query` today (lower case, spacing tidied). */
export async function countSearch(db: Db, query: string): Promise<void> {
  const text = normalizeSearch(query).toLocaleLowerCase('en-IN');
  if (!text) return;
  await db.execute(sql`
    insert into search_counts (day, query) values (current_date, ${text})
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
