/**
 * Cross-process invalidation of the catalog cache on PostgreSQL (see cache.ts). A dedicated connection LISTENs on
 * the catalog channel and clears this process's cache on each notice (server/db/listen.ts). PostgreSQL keeps no
 * notices for a listener that is away, so while the connection is down the cache is bypassed until it listens
 * again.
 *
 * Chosen over a version row read before each cached answer: that read is a pool round trip on every
 * catalog request, most of what the cache saves (see docs/architecture.md, "Several API processes on one PostgreSQL"), while a notice
 * costs one statement per price or stock change and nothing per read.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/open.ts';
import { listenWithRetry, type ListenEvent } from '../db/listen.ts';
import { CATALOG_CHANNEL, heardCatalogChange, setCatalogAnnouncer, setCatalogFeedListening } from './cache.ts';
import { log } from '../log.ts';

export type CatalogFeed = { close: () => Promise<void> };
/** What the feed went through, for a test to wait on. */
export type FeedEvent = ListenEvent;

export function listenForCatalogChanges(
  db: object,
  connectionString: string,
  observe: (event: FeedEvent) => void = () => {},
): Promise<CatalogFeed> {
  return listenWithRetry({
    connectionString,
    channel: CATALOG_CHANNEL,
    applicationName: 'vastra-catalog-feed',
    onNotice: (payload) => heardCatalogChange(db, payload),
    // Listening from then on: whatever changed while it was not can only be in entries cleared then.
    onListening: (listening) => setCatalogFeedListening(db, listening),
    logs: {
      lost: 'catalog change feed lost: caching nothing until it listens again',
      refused: 'catalog change feed could not listen',
    },
    observe,
  });
}

/**
 * Starts the feed for a PostgreSQL database, and the notices this process sends on it (through the pool, so
 * they go out even while this process's own feed is reconnecting); both stop when the database is closed.
 */
export async function followCatalogChanges(database: Database, connectionString: string | null): Promise<void> {
  if (database.kind !== 'postgres' || !connectionString) return;
  const feed = await listenForCatalogChanges(database.db, connectionString);
  setCatalogAnnouncer(
    database.db,
    (payload) => database.db.execute(sql`select pg_notify(${CATALOG_CHANNEL}, ${payload})`),
    (error) =>
      log.warn({ err: error.message }, 'catalog change notice not sent: other processes drop the entry within 5 s'),
  );
  const close = database.close;
  database.close = async () => {
    setCatalogAnnouncer(database.db, null);
    await feed.close();
    await close();
  };
}
