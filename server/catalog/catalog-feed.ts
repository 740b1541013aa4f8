/**
 * Cross-process invalidation of the catalog cache on PostgreSQL (see cache.ts). One dedicated connection,
 * outside the pool so it never takes a pooled client, LISTENs on the catalog channel and clears this
 * process's cache on each notice. PostgreSQL keeps no notices for a listener that is away, so while the
 * connection is down the cache is bypassed, and it reconnects with backoff (0.1 s doubling to 5 s).
 *
 * Chosen over a version row read before each cached answer: that read is a pool round trip on every
 * catalog request, most of what the cache saves (see docs/architecture.md, "Several API processes on one PostgreSQL"), while a notice
 * costs one statement per price or stock change and nothing per read.
 */
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/open.ts';
import { CATALOG_CHANNEL, heardCatalogChange, setCatalogAnnouncer, setCatalogFeedListening } from './cache.ts';
import { log } from '../log.ts';

const FIRST_RETRY_MS = 100;
const LAST_RETRY_MS = 5_000;

export type CatalogFeed = { close: () => Promise<void> };
/** What the feed went through, for a test to wait on. */
export type FeedEvent = 'listening' | 'lost' | 'notice';

export async function listenForCatalogChanges(
  db: object,
  connectionString: string,
  observe: (event: FeedEvent) => void = () => {},
): Promise<CatalogFeed> {
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = FIRST_RETRY_MS;
  let timer: NodeJS.Timeout | undefined;

  const lost = (which: pg.Client, reason: string) => {
    if (client !== which) return;
    client = null;
    setCatalogFeedListening(db, false);
    observe('lost');
    log.warn({ reason }, 'catalog change feed lost: caching nothing until it listens again');
    which.end().catch(() => {});
    retry();
  };
  const retry = () => {
    if (closed) return;
    timer = setTimeout(connect, retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
  };
  async function connect() {
    const next = new pg.Client({ connectionString, keepAlive: true, application_name: 'vastra-catalog-feed' });
    next.on('notification', (notice) => {
      heardCatalogChange(db, notice.payload);
      observe('notice');
    });
    next.on('error', (error) => lost(next, error.message));
    next.on('end', () => lost(next, 'connection ended'));
    try {
      await next.connect();
      await next.query(`LISTEN ${CATALOG_CHANNEL}`);
    } catch (error) {
      log.warn({ err: (error as Error).message, retryMs }, 'catalog change feed could not listen');
      next.end().catch(() => {});
      return retry();
    }
    if (closed) return void (await next.end());
    client = next;
    retryMs = FIRST_RETRY_MS;
    // Listening from here on: whatever changed while it was not can only be in entries cleared now.
    setCatalogFeedListening(db, true);
    observe('listening');
  }

  setCatalogFeedListening(db, false);
  await connect();
  return {
    close: async () => {
      closed = true;
      clearTimeout(timer);
      const open = client;
      client = null;
      await open?.end();
    },
  };
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
