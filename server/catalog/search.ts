/**
 * Product and brand search with PostgreSQL full-text search (works on PGlite too): every word must match,
 * the last one as a prefix so results come while typing. Ranked, then newest.
 */
import { and, desc, ilike, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { productCards } from './queries.ts';
import { containsPattern } from '../db/like.ts';

/** Words to a safe prefix tsquery: "silk kur" -> "silk & kur:*". */
export function toPrefixQuery(text: string): string | null {
  const words = text.toLowerCase().normalize('NFKD').match(/[\p{L}\p{N}]+/gu) ?? [];
  if (!words.length) return null;
  return words.slice(0, 8).map((w, i, all) => (i === all.length - 1 ? `${w}:*` : w)).join(' & ');
}

const document = sql`to_tsvector('simple', ${t.products.name} || ' ' || coalesce(${t.products.specs}->>'style', '') || ' ' || coalesce(${t.products.specs}->>'material', '') || ' ' || coalesce(${t.products.specs}->>'color', '') || ' ' || ${t.products.categoryId})`;

export async function searchProducts(db: Db, text: string, limit = 20) {
  const query = toPrefixQuery(text);
  if (!query) return [];
  const tsquery = sql`to_tsquery('simple', ${query})`;
  const rows = await db
    .select({ id: t.products.id })
    .from(t.products)
    .where(sql`${document} @@ ${tsquery}`)
    .orderBy(desc(sql`ts_rank(${document}, ${tsquery})`), desc(t.products.createdAt))
    .limit(limit);
  return productCards(db, rows.map((r) => r.id));
}

export async function searchBrands(db: Db, text: string, limit = 10) {
  const words = text.trim().split(/\s+/).filter(Boolean).slice(0, 5);
  if (!words.length) return [];
  const rows = await db
    .select()
    .from(t.stores)
    .where(and(...words.map((w) => ilike(t.stores.storeName, containsPattern(w)))))
    .orderBy(t.stores.storeName)
    .limit(limit);
  return rows.map((s) => ({ id: s.id, name: s.storeName, img: s.backgroundImg ?? s.logo ?? '', logo: s.logo, tagline: s.tagline }));
}
