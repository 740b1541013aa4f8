/**
 * A short in-process cache for catalog reads (product detail, home sections), one per database. Money is
 * never served from here to checkout: orders and estimates read the database.
 *
 * After the commit of a write that changes a price or stock, invalidateCatalog drops what it touched from this
 * process's entries at once and tells the other processes: on PostgreSQL each serving process listens
 * (catalog-feed.ts) and drops the same entries on every notice, so a change made through one process is seen
 * by the others within milliseconds; a process whose feed is down caches nothing until it listens again.
 * Without a feed (PGlite: one process; the build) entries live for TTL_MS at most, which also bounds what a
 * lost notice (a process ending between a commit and its notice) can leave behind.
 *
 * The notice is sent after the commit, not inside the writing transaction: PostgreSQL serialises the commits
 * of every transaction that has notified (a database-wide lock held through the commit's flush), so orders
 * placed together would queue on it one flush at a time (measured: order create p99 at 50 connections).
 * Notices are folded: while one is on its way, the changes that follow wait and go together in the next.
 */
import { perDatabase } from '../db/per-database.ts';
import { setBounded } from '../bounded.ts';

const TTL_MS = 5_000;
const MAX_ENTRIES = 5_000;
export const CATALOG_CHANNEL = 'vastra_catalog';

/** The entries' keys, named here so the reads and the invalidation cannot drift apart. */
export const productKey = (productId: string) => `product:${productId}`;
export const homeKey = (tab: string) => `home:${tab}`;

type Entries = Map<string, { at: number; value: Promise<unknown> }>;
const entriesOf = perDatabase((_db: object): Entries => new Map());
/** Databases shared with other processes whose change feed is down: read through, never cached. */
const unheard = new WeakSet<object>();

export function cached<T>(db: object, key: string, load: () => Promise<T>): Promise<T> {
  if (unheard.has(db)) return load();
  const entries = entriesOf(db);
  const hit = entries.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value as Promise<T>;
  const value = load();
  setBounded(entries, key, { at: Date.now(), value }, MAX_ENTRIES);
  // A failed load is not kept; an answer stored since under the key stays.
  value.catch(() => {
    if (entries.get(key)?.value === value) entries.delete(key);
  });
  return value;
}

/** Notice payloads stay under PostgreSQL's 8000 bytes: past this many products a notice says "everything". */
const MAX_NAMED = 150;
/** A change: the products whose stock changed, or everything (a price, a listing, a change too wide to name). */
export type CatalogChange = { products: string[] } | 'all';

function drop(db: object, change: CatalogChange): void {
  const entries = entriesOf(db);
  if (change === 'all') return entries.clear();
  // Stock shows in product detail only (home cards carry name, pictures and prices).
  for (const id of change.products) entries.delete(productKey(id));
}

/** A notice's payload, and back; anything unreadable means everything. */
export function encodeChange(change: CatalogChange): string {
  return change === 'all' || change.products.length > MAX_NAMED ? '*' : change.products.join(',');
}
export function decodeChange(payload: string | undefined): CatalogChange {
  if (!payload || payload === '*') return 'all';
  const products = payload.split(',').filter((id) => /^[\w-]{1,64}$/.test(id));
  return products.length ? { products } : 'all';
}

/** Senders of notices, per database, for processes that share it (set by catalog-feed.ts). */
const announcers = new WeakMap<object, (change: CatalogChange) => void>();

/**
 * After the commit of a price or stock change (`products`: the products whose stock changed; nothing: a
 * change to anything else): drops those entries here and tells the other processes.
 */
export function invalidateCatalog(db: object, products?: string[]): void {
  const change: CatalogChange = products ? { products: [...new Set(products)] } : 'all';
  drop(db, change);
  announcers.get(db)?.(change);
}

/** A notice from another process (or this one's own, echoed back): drops what it names. */
export function heardCatalogChange(db: object, payload: string | undefined): void {
  drop(db, decodeChange(payload));
}

/**
 * Sends notices for `db` through `send`, folded: one at a time, and whatever changed while one was on its way
 * goes in the next. A failed send is logged by `onError`; the TTL bounds what it leaves behind.
 */
export function setCatalogAnnouncer(
  db: object,
  send: ((payload: string) => Promise<unknown>) | null,
  onError: (error: Error) => void = () => {},
): void {
  if (!send) return void announcers.delete(db);
  let sending = false;
  let waiting: CatalogChange | null = null;
  const flush = async (change: CatalogChange) => {
    sending = true;
    try {
      await send(encodeChange(change));
    } catch (error) {
      onError(error as Error);
    } finally {
      sending = false;
      const next = waiting;
      waiting = null;
      if (next) void flush(next);
    }
  };
  announcers.set(db, (change) => {
    if (!sending) return void flush(change);
    waiting =
      waiting === 'all' || change === 'all'
        ? 'all'
        : { products: [...new Set([...(waiting?.products ?? []), ...change.products])] };
  });
}

/** The feed's state: while it is not listening nothing is cached; either way what was cached goes. */
export function setCatalogFeedListening(db: object, listening: boolean): void {
  if (listening) unheard.delete(db);
  else unheard.add(db);
  drop(db, 'all');
}
