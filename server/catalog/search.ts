/**
 * Product, brand and account-name search (issue 26). Products: the query is understood first
 * (src/lib/rules/search-query.ts: word forms, synonyms, colours, price), then matched against each product's
 * stored, weighted document (products.search_doc, kept by triggers, GIN index). A word the catalog does not
 * have is widened to the catalog words within its typo allowance (pg_trgm on search_terms), ranked below
 * exact matches; a store's name beside other words weighs that store's products instead of narrowing. Order:
 * in stock first, exact before corrected, the named store, the asked colour, relevance, rating, newest.
 * Brands and accounts match every word anywhere in the name (ILIKE on trigram indexes).
 */
import { and, ilike, sql, type SQL } from 'drizzle-orm';
import type { Db, Rows } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { productCards } from './queries.ts';
import { containsPattern } from '../db/like.ts';
import { cutQuery, isTypoOf, parseSearchQuery, singular, type ParsedQuery } from '../../src/lib/rules/search-query.ts';
import type { ProductCard } from '../../src/contract/api-types.ts';

/** Closest catalog words considered per typed word. */
const CANDIDATES = 8;

/** A lexeme for to_tsquery: words hold only letters, marks and digits (normalizeText), quoted all the same. */
const lexeme = (word: string) => `'${word.replace(/'/g, '')}'`;
const alternative = (alt: string, prefix: boolean) =>
  alt.includes(' ') ? `(${alt.split(' ').map(lexeme).join(' <-> ')})` : `${lexeme(alt)}${prefix ? ':*' : ''}`;

/** Word groups to a tsquery: every group must match, any form of it; the word being typed as a prefix. */
export function toTsquery(groups: string[][], open: boolean): string | null {
  if (!groups.length) return null;
  return groups.map((alts, g) => `(${alts.map((alt, i) => alternative(alt, open && g === groups.length - 1 && i === 0)).join(' | ')})`).join(' & ');
}

type Near = { term: string; similarity: number };

/** The catalog words nearest each typed word (pg_trgm `%` on search_terms' trigram index), one query for all. */
async function nearTerms(db: Db, words: string[]): Promise<Map<string, Near[]>> {
  const near = new Map<string, Near[]>(words.map((w) => [w, []]));
  if (!words.length) return near;
  const { rows } = (await db.execute(sql`
    select w.word, c.term, c.similarity
    from jsonb_array_elements_text(${JSON.stringify(words)}::jsonb) as w(word)
    cross join lateral (
      select term, similarity(term, w.word) as similarity from search_terms
      where term % w.word order by similarity(term, w.word) desc, term limit ${CANDIDATES}
    ) c`)) as unknown as Rows<{ word: string; term: string; similarity: number }>;
  for (const row of rows) near.get(row.word)?.push({ term: row.term, similarity: Number(row.similarity) });
  return near;
}

/** "Did you mean": each word's nearest catalog word, however far (the vocabulary is small: a scan is cheap). */
async function nearestTerms(db: Db, words: string[]): Promise<Map<string, string>> {
  const { rows } = (await db.execute(sql`
    select w.word, c.term
    from jsonb_array_elements_text(${JSON.stringify(words)}::jsonb) as w(word)
    cross join lateral (
      select term from search_terms where similarity(term, w.word) >= 0.15 order by similarity(term, w.word) desc, term limit 1
    ) c`)) as unknown as Rows<{ word: string; term: string }>;
  return new Map(rows.map((r) => [r.word, singular(r.term)]));
}

/** Single words worth correcting: 4 letters or more, not a number. */
const correctable = (group: string[]) => group.filter((w) => !w.includes(' ') && w.length >= 4 && !/^\d+$/.test(w));

/**
 * Each group widened by the catalog words that are typos of its first word (unless the catalog has one of the
 * group's words as it is).
 */
export async function withTypos(db: Db, query: ParsedQuery): Promise<{ groups: string[][] }> {
  const words = [...new Set(query.groups.flatMap((g) => correctable(g.slice(0, 1))))];
  const near = await nearTerms(db, words);
  const groups = query.groups.map((group) => {
    const word = group[0]!;
    const candidates = near.get(word) ?? [];
    const known = candidates.some((c) => group.includes(singular(c.term)) || group.includes(c.term));
    if (known || !candidates.length) return group;
    const typos = candidates.filter((c) => isTypoOf(word, singular(c.term)) || isTypoOf(word, c.term)).map((c) => singular(c.term));
    return [...new Set([...group, ...typos])];
  });
  return { groups };
}

export type SearchSort = 'relevance' | 'new' | 'high-to-low' | 'low-to-high' | 'ratings';
/** `popular`: add popular products under a dead end (the results page; the drop-down has no room). */
export type SearchOptions = { limit: number; offset?: number; sort?: SearchSort; popular?: boolean };
export type SearchReply = {
  /** The text searched for (cut to 100 characters). */
  query: string;
  /** How many products match (all pages). */
  count: number;
  products: ProductCard[];
  /** The price range read from the query ("under 999"), if any. */
  price: { min: number | null; max: number | null } | null;
  /** "Did you mean": set when the query as typed matched nothing and these products are for this text instead. */
  didYouMean: string | null;
  /** Under a query that matched nothing as typed: popular products (best rated in stock), so no dead end. */
  popular: ProductCard[];
};

const POPULAR = 8;

/** Best rated products in stock, newest first among equals (products_popular_idx). */
async function popularIds(db: Db): Promise<string[]> {
  const { rows } = (await db.execute(sql`
    select id from products where stock > 0 order by rating desc, created_at desc limit ${POPULAR}`)) as unknown as Rows<{ id: string }>;
  return rows.map((r) => r.id);
}

const SORTS: Record<Exclude<SearchSort, 'relevance'>, SQL> = {
  new: sql`p.created_at desc`,
  'high-to-low': sql`p.selling_price desc`,
  'low-to-high': sql`p.selling_price asc`,
  ratings: sql`p.rating desc`,
};

/** One page of matching product ids, best first, with the count of all matches. */
async function matchIds(db: Db, query: ParsedQuery, groups: string[][], options: SearchOptions & { boost?: string | null }) {
  const all = toTsquery(groups, query.open);
  const exact = toTsquery(query.groups, query.open);
  const colours = query.colors.length ? query.colors.map((c) => `${lexeme(c.toLowerCase())}:D`).join(' | ') : null;
  if (!all && !colours) return { ids: [], count: 0 };
  const conditions: SQL[] = [];
  if (all) conditions.push(sql`p.search_doc @@ to_tsquery('english', ${all})`);
  else conditions.push(sql`p.search_doc @@ to_tsquery('english', ${colours})`);
  if (query.price?.min != null) conditions.push(sql`p.selling_price >= ${query.price.min}`);
  if (query.price?.max != null) conditions.push(sql`p.selling_price <= ${query.price.max}`);
  const relevance = [
    sql`(p.stock > 0) desc`,
    ...(all && exact !== all ? [sql`(p.search_doc @@ to_tsquery('english', ${exact})) desc`] : []),
    ...(all && options.boost ? [sql`(p.search_doc @@ to_tsquery('english', ${options.boost})) desc`] : []),
    ...(all && colours ? [sql`(p.search_doc @@ to_tsquery('english', ${colours})) desc`] : []),
    sql`ts_rank(p.search_doc, to_tsquery('english', ${all ?? colours})) desc`,
    sql`p.rating desc`,
    sql`p.created_at desc`,
  ];
  const sort = options.sort && options.sort !== 'relevance' ? [sql`(p.stock > 0) desc`, SORTS[options.sort], ...relevance.slice(1)] : relevance;
  const { rows } = (await db.execute(sql`
    select p.id, count(*) over () as count from products p
    where ${sql.join(conditions, sql` and `)}
    order by ${sql.join(sort, sql`, `)}, p.id
    limit ${options.limit} offset ${options.offset ?? 0}`)) as unknown as Rows<{ id: string; count: string | number }>;
  return { ids: rows.map((r) => r.id), count: rows.length ? Number(rows[0]!.count) : 0 };
}

/**
 * The query's words that name a store and no product ("kesar" of Kesar Looms; not "watch" of Samay Watch Co.,
 * which products are named with): they weigh the store instead of narrowing (stores_name_trgm_idx, then one
 * probe of products_search_idx per word for a name, style or material using it).
 */
async function storeWords(db: Db, words: string[]): Promise<Set<string>> {
  const candidates = words.filter((w) => w.length >= 3 && !w.includes(' '));
  if (!candidates.length) return new Set();
  const { rows } = (await db.execute(sql`
    select w.word from jsonb_array_elements_text(${JSON.stringify(candidates)}::jsonb) as w(word)
    where exists (select 1 from stores s where s.store_name ilike '%' || w.word || '%' and s.store_name ~* ('\\m' || w.word || '\\M'))
      and not exists (select 1 from products p where p.search_doc @@ to_tsquery('english', quote_literal(w.word) || ':AB'))`)) as unknown as Rows<{ word: string }>;
  return new Set(rows.map((r) => r.word));
}

/** Moves store words out of the required groups into a boost, when other words remain to narrow by. */
function weighStores(query: ParsedQuery, groups: string[][], stores: Set<string>) {
  const isStore = (g: string[]) => stores.has(g[0]!);
  if (!stores.size || groups.every(isStore)) return { query, groups, boost: null };
  const lastIsStore = isStore(query.groups.at(-1)!);
  const boost = toTsquery(query.groups.filter(isStore), false);
  return {
    query: { ...query, groups: query.groups.filter((g) => !isStore(g)), open: query.open && !lastIsStore },
    groups: groups.filter((g) => !isStore(g)),
    boost,
  };
}

/** The search behind the drop-down and the results page: same rules, same order. */
export async function searchCatalog(db: Db, text: string, options: SearchOptions): Promise<SearchReply> {
  const parsed = parseSearchQuery(text);
  const [typos, stores] = await Promise.all([withTypos(db, parsed), storeWords(db, parsed.groups.map((g) => g[0]!))]);
  const { query, groups, boost } = weighStores(parsed, typos.groups, stores);
  let found = await matchIds(db, query, groups, { ...options, boost });
  let didYouMean: string | null = null;
  if (found.count === 0 && query.groups.length) {
    const nearest = await nearestTerms(db, query.groups.map((g) => g[0]!));
    const suggestion = query.groups.map((g) => nearest.get(g[0]!) ?? g[0]!).join(' ');
    const corrected = parseSearchQuery(suggestion);
    const retry = await matchIds(db, { ...corrected, colors: query.colors, price: query.price }, corrected.groups, options);
    if (retry.count > 0 && suggestion !== query.groups.map((g) => g[0]).join(' ')) {
      found = retry;
      didYouMean = [suggestion, ...query.colors.map((c) => c.toLowerCase())].join(' ');
    }
  }
  const deadEnd = didYouMean !== null || (found.count === 0 && (query.groups.length > 0 || query.colors.length > 0));
  const [products, popular] = await Promise.all([productCards(db, found.ids), deadEnd && options.popular ? popularIds(db).then((ids) => productCards(db, ids)) : []]);
  return { query: query.text, count: found.count, products, price: query.price, didYouMean, popular };
}

/** The header drop-down's list (the first rows of the results page). */
export async function searchProducts(db: Db, text: string, limit = 20): Promise<ProductCard[]> {
  return (await searchCatalog(db, text, { limit })).products;
}

/** Every word somewhere in the name; on stores_name_trgm_idx (pg_trgm serves ILIKE '%…%'). */
export async function searchBrands(db: Db, text: string, limit = 10) {
  const words = cutQuery(text).split(/\s+/).filter(Boolean).slice(0, 5);
  if (!words.length) return [];
  const rows = await db
    .select()
    .from(t.stores)
    .where(and(...words.map((w) => ilike(t.stores.storeName, containsPattern(w)))))
    .orderBy(t.stores.storeName)
    .limit(limit);
  return rows.map((s) => ({ id: s.id, name: s.storeName, img: s.backgroundImg ?? s.logo ?? '', logo: s.logo, tagline: s.tagline }));
}
