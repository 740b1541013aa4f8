/**
 * Product, brand and account-name search. Products: the query is understood first
 * (src/lib/rules/search-query.ts: word forms, synonyms, colours, price), then matched against each product's
 * stored, weighted document (product_search.doc, a narrow row per product kept by triggers, GIN index; at most
 * RANKED_CAP matches are ranked, with the results page's filters applied in SQL). A word the catalog does not
 * have is widened to the catalog words within its typo allowance (pg_trgm on search_terms), ranked below
 * exact matches; a store's name beside other words weighs that store's products instead of narrowing. A colour
 * word is the colour filter (other colours when none has it); who it is for ranks the kids' category when asked.
 * Order: in stock first, exact before corrected, the named store, the audience, relevance, rating, newest.
 * Brands and accounts match every word anywhere in the name (ILIKE on trigram indexes).
 */
import { and, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Rows } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { productCards, toCard } from './queries.ts';

type CardRow = Parameters<typeof toCard>[0];
import { containsPattern } from '../db/like.ts';
import { textArray } from '../db/text-array.ts';
import { isDevanagari } from '../../src/lib/rules/search-text.ts';
import { nearestHindiWord } from '../../src/lib/rules/search-hindi.ts';
import {
  audienceWord,
  cutQuery,
  isKindWord,
  isTypoOf,
  kindOf,
  normalizeText,
  parseSearchQuery,
  singular,
  suggestionText,
  type ParsedQuery,
} from '../../src/lib/rules/search-query.ts';
import { DISCOUNT_STEPS } from '../../src/lib/rules/listing.ts';
import type { ProductCard } from '../reply-schemas/catalog.ts';

/** Closest catalog words considered per typed word. */
const CANDIDATES = 8;

/** A lexeme for to_tsquery: words hold only letters, marks and digits (normalizeText; "a-line" its hyphen), quoted all the same. */
const lexeme = (word: string) => `'${word.replace(/'/g, '')}'`;
const alternative = (alt: string, prefix: boolean) =>
  alt.includes(' ') ? `(${alt.split(' ').map(lexeme).join(' <-> ')})` : `${lexeme(alt)}${prefix ? ':*' : ''}`;

/** Word groups to a tsquery: every group must match, any form of it; the word being typed as a prefix. */
export function toTsquery(groups: string[][], open: boolean): string | null {
  if (!groups.length) return null;
  return groups
    .map(
      (alts, g) =>
        `(${alts.map((alt, i) => alternative(alt, open && g === groups.length - 1 && i === 0)).join(' | ')})`,
    )
    .join(' & ');
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

/**
 * "Did you mean": each word's nearest word of the product vocabulary, however far (the vocabulary is small: a
 * scan is cheap). A word of a store's name that no product's name, style or material has ("samay", "jewel" of
 * Tara Jewels) is no suggestion: it would swap what was asked for a store. The vocabulary marks the words
 * products have (product_word); asking product_search instead read every product of the store.
 */
async function nearestTerms(db: Db, words: string[]): Promise<Map<string, string>> {
  if (!words.length) return new Map();
  const { rows } = (await db.execute(sql`
    select w.word, c.term
    from jsonb_array_elements_text(${JSON.stringify(words)}::jsonb) as w(word)
    cross join lateral (
      select st.term from search_terms st
      where similarity(st.term, w.word) >= 0.15
        and (st.product_word or not exists (
          select 1 from stores s where s.store_name ilike '%' || st.term || '%' and s.store_name ~* ('\\m' || st.term || '\\M')))
      order by similarity(st.term, w.word) desc, st.term limit 1
    ) c`)) as unknown as Rows<{ word: string; term: string }>;
  return new Map(rows.map((r) => [r.word, singular(r.term)]));
}

/**
 * Single words worth correcting by the catalog's vocabulary: 4 letters or more, not a number, not Hindi (the
 * vocabulary is English; a misspelt Hindi word is offered its listed word by "Did you mean").
 */
const correctable = (group: string[]) =>
  group.filter((w) => !w.includes(' ') && w.length >= 4 && !/^\d+$/.test(w) && !isDevanagari(w));

/**
 * Each group widened by the catalog words that are typos of its first word (unless the catalog has one of the
 * group's words as it is).
 */
export async function withTypos(db: Db, query: ParsedQuery): Promise<{ groups: string[][] }> {
  const words = [...new Set(query.groups.flatMap((g) => correctable(g.slice(0, 1))))];
  const near = await nearTerms(db, words);
  const groups = query.groups.map((group) => {
    const word = group[0]!;
    // A kind of product the catalog lacks ("skirt") is not widened to its neighbour ("shirt"): another kind.
    if (isKindWord(word)) return group;
    const candidates = near.get(word) ?? [];
    const known = candidates.some((c) => group.includes(singular(c.term)) || group.includes(c.term));
    if (known || !candidates.length) return group;
    const typos = candidates
      .filter((c) => isTypoOf(word, singular(c.term)) || isTypoOf(word, c.term))
      .map((c) => singular(c.term));
    return [...new Set([...group, ...typos])];
  });
  return { groups };
}

export type SearchSort = 'relevance' | 'new' | 'high-to-low' | 'low-to-high' | 'ratings' | 'bestseller' | 'discount';

/** The results page's filters (the listing's, src/lib/rules/listing.ts): values OR-ed inside one, filters AND-ed. */
export type SearchFilters = {
  color: string[];
  size: string[];
  materials: string[];
  store: string[];
  /** A minimum discount in whole percent. */
  discount: number | null;
  min: number | null;
  max: number | null;
};
export const NO_FILTERS: SearchFilters = {
  color: [],
  size: [],
  materials: [],
  store: [],
  discount: null,
  min: null,
  max: null,
};

/**
 * `popular`: add popular products under a dead end, `count`: count every match, `facets`: the filter options
 * among the matches (the results page's first request; the drop-down needs none of these).
 */
export type SearchOptions = {
  limit: number;
  offset?: number;
  sort?: SearchSort;
  popular?: boolean;
  count?: boolean;
  facets?: boolean;
  filters?: SearchFilters;
  /** How many candidates relevance ranks (RANKED_CAP; smaller in tests). */
  cap?: number;
};

/** Each option's count as the listing's facets count it: with the other filters applied, not its own. */
export type SearchFacets = {
  counts: {
    color: Record<string, number>;
    size: Record<string, number>;
    materials: Record<string, number>;
    store: Record<string, number>;
    discount: Record<string, number>;
  };
  /** The stores among the counts, with their names (the store filter's labels). */
  stores: { id: string; name: string }[];
  /** The lowest and highest selling price among the matches (before filters), for the price hint. */
  price: { min: number; max: number } | null;
};
export type SearchReply = {
  /** The text searched for (cut to 100 characters). */
  query: string;
  /** How many products match (all pages, filters applied), up to RANKED_CAP; null when not asked for (the drop-down). */
  count: number | null;
  /** More than RANKED_CAP match: the page lists the best RANKED_CAP ("1,000+"). */
  capped: boolean;
  products: ProductCard[];
  /** The price range read from the query ("under 999"), if any. */
  price: { min: number | null; max: number | null } | null;
  /** "Did you mean": set when the query as typed matched nothing and these products are for this text instead. */
  didYouMean: string | null;
  /** Under a query that matched nothing as typed: popular products (best rated in stock), so no dead end. */
  popular: ProductCard[];
  /** The filter options among the matches, when asked for. */
  facets: SearchFacets | null;
  /** The colours the query's words asked for and filtered by ("red frock": Red): the page's removable chip. */
  colors: string[];
  /** The colours asked for when no product had them: the products are in other colours ("No red kurtas; …"). */
  otherColours: string[];
  /** A kind of product the query names and the catalog has none of ("saree"): "No sarees yet". */
  missing: string | null;
  /**
   * The query's price words left nothing ("kurta 500 se kam", every kurta dearer): `popular` holds the words'
   * matches nearest the price instead (the cheapest for "under", the dearest for "above").
   */
  nearestPrices: boolean;
};

const POPULAR = 8;

/** Best rated products in stock, newest first among equals (products_popular_idx). */
async function popularIds(db: Db): Promise<string[]> {
  const { rows } = (await db.execute(sql`
    select id from products where stock > 0 order by rating desc, created_at desc limit ${POPULAR}`)) as unknown as Rows<{
    id: string;
  }>;
  return rows.map((r) => r.id);
}

// "nulls last" (the columns are never null) so the order is the indexes' (product_search_*_idx).
const SORTS: Record<Exclude<SearchSort, 'relevance'>, SQL> = {
  new: sql`ps.created_at desc nulls last`,
  'high-to-low': sql`ps.price desc`,
  'low-to-high': sql`ps.price asc`,
  ratings: sql`ps.rating desc nulls last`,
  // The listing's Bestsellers (src/lib/rules/listing.ts): the number of ratings, counted as the cards count
  // them (blocked shoppers' left out); one probe of posts_product_idx per match, only when this sort is asked.
  bestseller: sql`(select count(*) from posts po join users u on u.id = po.user_id
    where po.product_id = ps.product_id and po.ratings >= 0 and not u.is_blocked) desc`,
  // The listing's Discount: the largest percentage off first (the discount the card shows).
  discount: sql`ps.discount desc`,
};

/** The filters as conditions on product_search, by filter (the facets leave out their own). */
function filterConditions(
  f: SearchFilters,
): Record<'color' | 'size' | 'materials' | 'store' | 'discount' | 'price', SQL | null> {
  return {
    color: f.color.length ? sql`ps.colors && ${textArray(f.color)}` : null,
    size: f.size.length ? sql`ps.sizes && ${textArray(f.size)}` : null,
    materials: f.materials.length ? sql`ps.material = any(${textArray(f.materials)})` : null,
    store: f.store.length ? sql`ps.store_id = any(${textArray(f.store)})` : null,
    discount: f.discount !== null ? sql`ps.discount >= ${f.discount}` : null,
    price:
      f.min !== null || f.max !== null
        ? sql.join(
            [
              ...(f.min !== null ? [sql`ps.price >= ${f.min}`] : []),
              ...(f.max !== null ? [sql`ps.price <= ${f.max}`] : []),
            ],
            sql` and `,
          )
        : null,
  };
}
const all = (conditions: (SQL | null)[]) => {
  const kept = conditions.filter((c): c is SQL => c !== null);
  return kept.length ? sql.join(kept, sql` and `) : sql`true`;
};

/** A match: its condition (the text, colour and price words), its order, and its parts for search_candidates. */
type Match = { where: SQL; order: SQL[]; tsquery: string; price: { min: number | null; max: number | null } } | null;

/**
 * The match (text, colour and price words) and the order, on product_search (its GIN index on doc). Colour
 * words are a filter (searchCatalog); they are searched for only when nothing else is ("red").
 */
function matchOf(
  query: ParsedQuery,
  groups: string[][],
  options: { sort?: SearchSort; boost?: string | null; audience?: string | null },
): Match {
  const allWords = toTsquery(groups, query.open);
  const exact = toTsquery(query.groups, query.open);
  const colours = query.colors.length ? query.colors.map((c) => `${lexeme(c.toLowerCase())}:D`).join(' | ') : null;
  if (!allWords && !colours) return null;
  const conditions: SQL[] = [sql`ps.doc @@ to_tsquery('english', ${allWords ?? colours})`];
  if (query.price?.min != null) conditions.push(sql`ps.price >= ${query.price.min}`);
  if (query.price?.max != null) conditions.push(sql`ps.price <= ${query.price.max}`);
  const relevance = [
    sql`ps.in_stock desc`,
    ...(allWords && exact !== allWords ? [sql`(ps.doc @@ to_tsquery('english', ${exact})) desc`] : []),
    ...(allWords && options.boost ? [sql`(ps.doc @@ to_tsquery('english', ${options.boost})) desc`] : []),
    ...(allWords && options.audience ? [sql`(ps.doc @@ to_tsquery('english', ${options.audience})) desc`] : []),
    sql`ts_rank(ps.doc, to_tsquery('english', ${allWords ?? colours})) desc`,
    sql`ps.rating desc`,
    sql`ps.created_at desc`,
  ];
  const order =
    options.sort && options.sort !== 'relevance'
      ? [sql`ps.in_stock desc nulls last`, SORTS[options.sort], ...relevance.slice(1)]
      : relevance;
  return {
    where: sql.join(conditions, sql` and `),
    order: [...order, sql`ps.product_id`],
    tsquery: (allWords ?? colours)!,
    price: { min: query.price?.min ?? null, max: query.price?.max ?? null },
  };
}

/**
 * The first `limit` matches through the GIN index (search_candidates, migration search_candidates), the filters
 * and both price ranges (the query's words and the chosen one) applied there.
 */
function candidatesOf(match: NonNullable<Match>, limit: number, f: SearchFilters): SQL {
  const chosen = Object.fromEntries(
    Object.entries({ color: f.color, size: f.size, materials: f.materials, store: f.store }).filter(
      ([, v]) => v.length,
    ),
  );
  if (f.discount !== null) Object.assign(chosen, { discount: f.discount });
  const bounds = [match.price.min, f.min].filter((v): v is number => v !== null);
  const ceilings = [match.price.max, f.max].filter((v): v is number => v !== null);
  // Whole rupees within an integer ("under 99999999999999999999" is any price).
  const rupees = (v: number) => Math.min(2_147_483_647, Math.max(0, v));
  const priceMin = bounds.length ? rupees(Math.ceil(Math.max(...bounds))) : null;
  const priceMax = ceilings.length ? rupees(Math.floor(Math.min(...ceilings))) : null;
  return sql`search_candidates(to_tsquery('english', ${match.tsquery}), ${limit}, ${JSON.stringify(chosen)}::jsonb, ${priceMin}::integer, ${priceMax}::integer) ps`;
}

/**
 * Relevance ranks at most this many candidates: the first matches the GIN index gives (in storage order), so a
 * word's cost is bounded however broad it is. A query with fewer matches (all but the broadest) is ranked
 * whole and its order is exact; a very broad one ("cot" while typing: 38,814 at 100,000 products) ranks 1,000
 * of them and the page lists at most those (its count reads "1,000+"). The explicit sorts (price, newest,
 * ratings) sort every match. (docs/decisions/search.md, "Ranking cap", says why not the best-rated 1,000.)
 */
export const RANKED_CAP = 1000;

/** One page of matching product ids, best first, and (when asked) the count of matches with the filters, up to the cap. */
async function matchIds(db: Db, match: Match, options: SearchOptions) {
  if (!match) return { ids: [], cards: [], count: options.count ? 0 : null, capped: false };
  const filters = all(Object.values(filterConditions(options.filters ?? NO_FILTERS)));
  const where = sql`${match.where} and ${filters}`;
  const relevance = !options.sort || options.sort === 'relevance';
  const cap = options.cap ?? RANKED_CAP;
  const candidates = (limit: number) => candidatesOf(match, limit, options.filters ?? NO_FILTERS);
  const from = relevance ? candidates(cap) : sql`product_search ps where ${where}`;
  // The page's cards come with it (one round trip less per keystroke).
  const page = db.execute(sql`
    select p.id, p.seller_user_id as "sellerUserId", p.name, p.description, p.img_urls as "imgUrls", p.selling_price as "sellingPrice", p.mrp
    from (
      select ps.product_id, row_number() over () as position from (
        select ps.product_id from ${from}
        order by ${sql.join(match.order, sql`, `)}
        limit ${options.limit} offset ${options.offset ?? 0}) ps
    ) r join products p on p.id = r.product_id
    order by r.position`) as unknown as Promise<Rows<CardRow>>;
  const counted = options.count
    ? (db.execute(sql`select count(*)::int as count from ${candidates(cap + 1)}`) as unknown as Promise<
        Rows<{ count: number }>
      >)
    : null;
  const [{ rows }, count] = await Promise.all([page, counted]);
  const n = count ? Number(count.rows[0]?.count ?? 0) : null;
  return {
    ids: rows.map((r) => r.id),
    cards: rows.map(toCard),
    count: n === null ? null : Math.min(n, cap),
    capped: n !== null && n > cap,
  };
}

/**
 * The facets count at most this many matches (the first the GIN index gives): exact for all but the broadest
 * words, whose counts are those of their first 5,000 matches (their count reads "1,000+" anyway).
 */
const FACET_CAP = 5000;

/**
 * The filter options among the matches and their counts (one statement): each filter's options counted with
 * the other filters applied, as the listing's facets are (values inside one filter OR).
 */
async function facetsOf(db: Db, match: Match, filters: SearchFilters): Promise<SearchFacets> {
  const counts: SearchFacets['counts'] = { color: {}, size: {}, materials: {}, store: {}, discount: {} };
  if (!match) return { counts, stores: [], price: null };
  const c = filterConditions(filters);
  const except = (own: keyof typeof c) =>
    all(
      Object.entries(c)
        .filter(([name]) => name !== own)
        .map(([, condition]) => condition),
    );
  const { rows } = (await db.execute(sql`
    with m as (
      select ps.colors, ps.sizes, ps.material, ps.store_id, ps.discount, ps.price,
        ${except('color')} as f_color, ${except('size')} as f_size, ${except('materials')} as f_materials,
        ${except('store')} as f_store, ${except('discount')} as f_discount
      from ${candidatesOf(match, FACET_CAP, NO_FILTERS)}
    )
    select 'color' as facet, v as value, count(*)::int as n from m, unnest(m.colors) v where f_color group by v
    union all select 'size', v, count(*)::int from m, unnest(m.sizes) v where f_size group by v
    union all select 'materials', material, count(*)::int from m where f_materials and material is not null group by material
    union all select 'store', store_id, count(*)::int from m where f_store group by store_id
    union all select 'discount', step::text, count(*)::int from m, unnest(${sql.raw(`array[${DISCOUNT_STEPS.join(',')}]`)}) step where f_discount and discount >= step group by step
    union all select 'price', min(price)::text, max(price) from m`)) as unknown as Rows<{
    facet: keyof SearchFacets['counts'] | 'price';
    value: string | null;
    n: number | null;
  }>;
  let price: SearchFacets['price'] = null;
  for (const row of rows) {
    if (row.facet === 'price')
      price = row.value === null || row.n === null ? null : { min: Number(row.value), max: Number(row.n) };
    else if (row.value !== null && row.value !== '') counts[row.facet][row.value] = Number(row.n);
  }
  const storeIds = Object.keys(counts.store);
  const stores = storeIds.length
    ? await db
        .select({ id: t.stores.id, name: t.stores.storeName })
        .from(t.stores)
        .where(inArray(t.stores.id, storeIds))
        .orderBy(t.stores.storeName)
    : [];
  return { counts, stores, price };
}

/**
 * The query's words that name a store and no product ("kesar" of Kesar Looms; not "watch" of Samay Watch Co.,
 * which products are named with): they weigh the store instead of narrowing (stores_name_trgm_idx, then the
 * vocabulary's product_word: whether a name, style or material uses it).
 */
async function storeWords(db: Db, words: string[]): Promise<Set<string>> {
  const candidates = words.filter((w) => w.length >= 3 && !w.includes(' '));
  if (!candidates.length) return new Set();
  const { rows } = (await db.execute(sql`
    select w.word from jsonb_array_elements_text(${JSON.stringify(candidates)}::jsonb) as w(word)
    where exists (select 1 from stores s where s.store_name ilike '%' || w.word || '%' and s.store_name ~* ('\\m' || w.word || '\\M'))
      -- No product's name, style or material has it (the vocabulary marks those: asking product_search by
      -- weight read every product of the store, 0.6 s at 1,000,000 products).
      and not exists (select 1 from search_terms st where st.term = w.word and st.product_word)`)) as unknown as Rows<{
    word: string;
  }>;
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

/**
 * Whether any of the groups' words is in the catalog at all (one probe of the GIN index, through
 * search_candidates: planned alone, EXISTS scanned the table for a word no product has, 1.9 s at 1,000,000).
 */
async function inCatalog(db: Db, group: string[]): Promise<boolean> {
  const { rows } = (await db.execute(sql`
    select exists (select 1 from search_candidates(to_tsquery('english', ${toTsquery([group], false)}), 1, '{}'::jsonb, null, null)) as found`)) as unknown as Rows<{
    found: boolean;
  }>;
  return Boolean(rows[0]?.found);
}

/**
 * Each product's variant in the first asked colour it has (in stock first, then its own order): the card shows
 * it and links to it. Products sold without variants keep their own pictures.
 */
async function colourVariants(db: Db, ids: string[], colours: string[]) {
  if (!ids.length || !colours.length) return new Map<string, { id: string; imgUrls: string[] }>();
  const { rows } = (await db.execute(sql`
    select distinct on (v.product_id) v.product_id as "productId", v.id, v.img_urls as "imgUrls"
    from variants v
    where v.product_id = any(${textArray(ids)}) and v.color = any(${textArray(colours)})
    order by v.product_id, array_position(${textArray(colours)}, v.color),
      (v.quantity > 0) desc, v.position`)) as unknown as Rows<{ productId: string; id: string; imgUrls: string[] }>;
  return new Map(rows.map((r) => [r.productId, { id: r.id, imgUrls: r.imgUrls }]));
}

/** The search behind the drop-down and the results page: same rules, same order. */
export async function searchCatalog(db: Db, text: string, options: SearchOptions): Promise<SearchReply> {
  const parsed = parseSearchQuery(text);
  const filters = options.filters ?? NO_FILTERS;
  const [typos, stores] = await Promise.all([
    withTypos(db, parsed),
    storeWords(
      db,
      parsed.groups.map((g) => g[0]!),
    ),
  ]);
  const { query, groups, boost } = weighStores(parsed, typos.groups, stores);
  const audienceFind = query.audience ? audienceWord(query.audience) : null;
  const audience = audienceFind ? toTsquery([[audienceFind]], false) : null;
  // A colour word is the colour filter ("red frock": red frocks only), unless colours are chosen in the form:
  // then the form's choice stands (the shopper changed it).
  let wordColours = filters.color.length ? [] : query.colors;
  const withColours: SearchFilters = wordColours.length ? { ...filters, color: wordColours } : filters;
  let match = matchOf(query, groups, { sort: options.sort, boost, audience });
  let found = await matchIds(db, match, { ...options, filters: withColours });
  let applied = withColours;
  // Nothing matched (a first page with no rows is that, whether counted or not).
  const none = (f: { ids: string[]; count: number | null }) =>
    (f.count ?? f.ids.length) === 0 && (options.offset ?? 0) === 0;
  // With filters chosen, nothing found is the filters' doing: the page says so (no "Did you mean", no popular).
  const filtered = Object.values(filterConditions(filters)).some((c) => c !== null);
  // No product in the colour asked for, but in others: those, and the page says so ("No red kurtas; …").
  let otherColours = false;
  if (wordColours.length && query.groups.length && none(found)) {
    const others = await matchIds(db, match, { ...options, filters });
    if (!none(others)) {
      found = others;
      applied = filters;
      otherColours = true;
    }
  }
  let didYouMean: string | null = null;
  if (none(found) && query.groups.length && !filtered) {
    // Only words that name no kind of product are swapped: "saree" stays "saree", never "samay" (a store) or
    // "sandal" (another kind).
    // A misspelt Hindi word is offered its nearest listed word ("कूर्ता" → कुर्ता): the same kind, in Hindi.
    const words = query.groups.map((g) => g[0]!);
    const nearest = await nearestTerms(
      db,
      words.filter((w) => !isDevanagari(w) && !kindOf(w)),
    );
    for (const w of words.filter(isDevanagari)) {
      const listed = nearestHindiWord(w);
      if (listed) nearest.set(w, listed);
    }
    const suggestion = words.map((w) => nearest.get(w) ?? w).join(' ');
    if (suggestion !== words.join(' ')) {
      const corrected = parseSearchQuery(suggestion);
      // A corrected colour word ("पिली" → पीली) filters as the typed ones do.
      const colours = [...new Set([...query.colors, ...corrected.colors])];
      const retryFilters: SearchFilters = colours.length ? { ...filters, color: colours } : filters;
      const retryMatch = matchOf({ ...corrected, colors: colours, price: query.price }, corrected.groups, {
        sort: options.sort,
      });
      const retry = await matchIds(db, retryMatch, { ...options, filters: retryFilters });
      if (!none(retry)) {
        found = retry;
        match = retryMatch;
        applied = retryFilters;
        wordColours = colours;
        didYouMean = suggestionText(query, nearest, words);
      }
    }
  }
  // A kind of product the catalog has none of ("saree"): the page says so ("No sarees yet").
  let missing: string | null = null;
  if (none(found) && !filtered)
    for (const group of query.groups) {
      // The kind as spelled in the content ("sarree" is a saree).
      const kind = kindOf(group[0]!);
      if (kind && !(await inCatalog(db, group))) {
        missing = kind;
        break;
      }
    }
  // Nothing in the price the words asked for, but the words match: the nearest prices, not popular products
  // ("No kurtas under ₹500" over the cheapest kurtas).
  let nearest: ProductCard[] = [];
  if (options.popular && query.price && none(found) && !filtered && didYouMean === null && missing === null) {
    const sort: SearchSort = query.price.max === null ? 'high-to-low' : 'low-to-high';
    const widened = matchOf({ ...query, price: null }, groups, { sort, boost, audience });
    nearest = (await matchIds(db, widened, { limit: POPULAR, offset: 0, sort, filters: applied })).cards;
  }
  const deadEnd =
    didYouMean !== null || (none(found) && !filtered && (query.groups.length > 0 || query.colors.length > 0));
  const shown = applied.color;
  const [variants, popular, facets] = await Promise.all([
    colourVariants(db, found.ids, shown),
    nearest.length ? nearest : deadEnd && options.popular ? popularIds(db).then((ids) => productCards(db, ids)) : [],
    options.facets ? facetsOf(db, match, applied) : null,
  ]);
  const products = found.cards.map((card) => {
    const variant = variants.get(card.id);
    return variant ? { ...card, productImgUrls: variant.imgUrls, variantId: variant.id } : card;
  });
  return {
    query: query.text,
    count: found.count,
    capped: found.capped,
    products,
    price: query.price,
    didYouMean,
    popular,
    facets,
    colors: otherColours ? [] : wordColours,
    otherColours: otherColours ? wordColours : [],
    missing,
    nearestPrices: nearest.length > 0,
  };
}

/** The header drop-down's list (the first rows of the results page; no count, no facets). */
export async function searchProducts(db: Db, text: string, limit = 20): Promise<ProductCard[]> {
  return (await searchCatalog(db, text, { limit })).products;
}

/** Stores whose name has, for every group, one of its words somewhere (stores_name_trgm_idx serves ILIKE '%…%'). */
async function brandsNamed(db: Db, groups: string[][], limit: number) {
  const rows = await db
    .select()
    .from(t.stores)
    .where(and(...groups.map((g) => or(...g.map((w) => ilike(t.stores.storeName, containsPattern(w)))))))
    .orderBy(t.stores.storeName)
    .limit(limit);
  return rows.map((s) => ({
    id: s.id,
    name: s.storeName,
    img: s.backgroundImg ?? s.logo ?? '',
    logo: s.logo,
    tagline: s.tagline,
  }));
}

/**
 * Every word somewhere in the name. When no store has them all, each word of 4 letters or more is widened to
 * the vocabulary's words within its typo allowance, as product words are ("kesr" finds Kesar Looms): store
 * names are in search_terms, so the same trigram lookup and edit-distance rule serve both.
 */
export async function searchBrands(db: Db, text: string, limit = 10) {
  const words = cutQuery(text).split(/\s+/).filter(Boolean).slice(0, 5);
  if (!words.length) return [];
  const exact = await brandsNamed(
    db,
    words.map((w) => [w]),
    limit,
  );
  if (exact.length) return exact;
  const typed = words.map((w) => normalizeText(w));
  const near = await nearTerms(db, [...new Set(typed.filter((w) => correctable([w]).length))]);
  const groups = words.map((w, i) => [
    w,
    ...(near.get(typed[i]!) ?? []).filter((c) => isTypoOf(typed[i]!, c.term)).map((c) => c.term),
  ]);
  if (groups.every((g) => g.length === 1)) return [];
  return brandsNamed(db, groups, limit);
}
