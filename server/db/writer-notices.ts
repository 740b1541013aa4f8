/**
 * Read-your-writes across serving processes (WEB_CONCURRENCY > 1, several machines): a shopper's next read
 * may land on a process that did not take their write. With read replicas, each process tells the others
 * of its signed-in writers on a PostgreSQL channel, and each listens, so every process sends that shopper's
 * reads to the primary for the window (recent-writers.ts).
 *
 * The notice is sent before the write's reply leaves (the reply waits for it), so when the shopper can ask
 * again, the notice is already with the other processes' connections: they read it within milliseconds
 * (the catalog notices measured 0.45 ms median, docs/performance.md). Notices are folded: while one is on
 * its way, the writers that follow wait and go together in the next, so a process has at most one in flight.
 *
 * While a process's listening connection is down it hears no one, so it treats every signed-in user as a
 * recent writer (their reads go to the primary; anonymous reads still go to replicas) until it listens
 * again, reconnecting with backoff, as the catalog's feed does (both are server/db/listen.ts).
 */
import { sql } from 'drizzle-orm';
import { listenWithRetry, type ListenEvent } from './listen.ts';
import type { Database } from './open.ts';
import type { RecentWriters } from './recent-writers.ts';
import { log } from '../log.ts';

export const WRITERS_CHANNEL = 'vastra_writers';
/** A notice's payload stays well under PostgreSQL's 8000 bytes: user ids are at most 64 characters. */
const IDS_PER_NOTICE = 100;
const USER_ID = /^[\w-]{1,64}$/;

export type WriterEvent = ListenEvent;
export type WriterNotices = {
  /** Tells the other processes that this user wrote; resolves once the notice is sent (or failed, logged). */
  announce: (userId: string) => Promise<void>;
  close: () => Promise<void>;
};

/**
 * Folds sends: the first goes at once; those asked for while it is on its way wait, and go together
 * (each caller resolves when the send holding its id has gone).
 */
export function foldSends(send: (ids: string[]) => Promise<void>): (id: string) => Promise<void> {
  let sending = false;
  let waiting: { ids: Set<string>; done: Promise<void>; finish: () => void } | null = null;
  const go = async (ids: string[]): Promise<void> => {
    sending = true;
    try {
      await send(ids);
    } finally {
      sending = false;
      const next = waiting;
      waiting = null;
      if (next) void go([...next.ids]).then(next.finish, next.finish);
    }
  };
  return (id) => {
    if (!sending) return go([id]);
    if (!waiting) {
      let finish = () => {};
      const done = new Promise<void>((resolve) => (finish = resolve));
      waiting = { ids: new Set(), done, finish };
    }
    waiting.ids.add(id);
    return waiting.done;
  };
}

export async function shareWriters(
  database: Database,
  connectionString: string,
  writers: RecentWriters,
  options: { observe?: (event: WriterEvent) => void; firstRetryMs?: number } = {},
): Promise<WriterNotices> {
  const listener = await listenWithRetry({
    connectionString,
    channel: WRITERS_CHANNEL,
    applicationName: 'vastra-writer-notices',
    onNotice: (payload) => {
      for (const id of (payload ?? '').split(',')) if (USER_ID.test(id)) writers.wrote(id);
    },
    onListening: (listening) => writers.hearing(listening),
    logs: {
      lost: "writer notices lost: signed-in users' catalog reads go to the primary until heard again",
      refused: 'writer notices could not listen',
    },
    ...options,
  });

  const announce = foldSends(async (ids) => {
    try {
      for (let at = 0; at < ids.length; at += IDS_PER_NOTICE)
        await database.db.execute(
          sql`select pg_notify(${WRITERS_CHANNEL}, ${ids.slice(at, at + IDS_PER_NOTICE).join(',')})`,
        );
    } catch (error) {
      log.warn(
        { err: (error as Error).message },
        "writer notice not sent: another process may answer this shopper's next catalog read from a replica",
      );
    }
  });
  return {
    announce,
    close: listener.close,
  };
}

/**
 * Starts the notices for a database with read replicas (none without: every read is on the primary); both
 * stop when the database is closed. Returns what reads.ts calls after each signed-in write.
 */
export async function followWriters(
  database: Database,
  connectionString: string | null,
  writers: RecentWriters,
): Promise<WriterNotices['announce'] | undefined> {
  if (!database.replicas || !connectionString) return undefined;
  const notices = await shareWriters(database, connectionString, writers);
  const close = database.close;
  database.close = async () => {
    await notices.close();
    await close();
  };
  return notices.announce;
}
