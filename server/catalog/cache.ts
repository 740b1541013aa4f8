/**
 * A short in-process cache for catalog reads (product detail, home sections), one per database. Money is
 * never served from here to checkout: orders and estimates read the database. Writes that touch price or
 * stock clear it, and entries expire after a few seconds, so several server processes agree within that.
 */
const TTL_MS = 5_000;
const MAX_ENTRIES = 5_000;
type Entries = Map<string, { at: number; value: Promise<unknown> }>;
const perDatabase = new WeakMap<object, Entries>();

function entriesOf(db: object): Entries {
  let entries = perDatabase.get(db);
  if (!entries) perDatabase.set(db, (entries = new Map()));
  return entries;
}

export function cached<T>(db: object, key: string, load: () => Promise<T>): Promise<T> {
  const entries = entriesOf(db);
  const hit = entries.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value as Promise<T>;
  const value = load();
  entries.set(key, { at: Date.now(), value });
  value.catch(() => entries.delete(key));
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  return value;
}

export function invalidateCatalog(db: object): void {
  entriesOf(db).clear();
}
