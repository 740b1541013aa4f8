/**
 * One PostgreSQL channel listened to on a dedicated connection, outside the pool so it never takes a pooled
 * client: the catalog's change feed and the writers' notices. PostgreSQL keeps no notices for a listener that is
 * away, so the caller is told when listening starts and stops (`onListening`), and a lost or refused connection
 * is tried again with backoff (0.1 s doubling to 5 s), each failure logged with what it costs (`what`).
 */
import pg from 'pg';
import { log } from '../log.ts';

const FIRST_RETRY_MS = 100;
const LAST_RETRY_MS = 5_000;

/** What a listener went through, for a test to wait on. */
export type ListenEvent = 'listening' | 'lost' | 'notice';

export type ListenOptions = {
  connectionString: string;
  /** A name of letters, digits and underscores (it is written into LISTEN as it is). */
  channel: string;
  /** The connection's application_name, as pg_stat_activity shows it. */
  applicationName: string;
  onNotice: (payload: string | undefined) => void;
  /** True once LISTEN is in place, false whenever the connection is lost (and at the start). */
  onListening: (listening: boolean) => void;
  /** The log's words: `lost` when an open connection goes, `refused` when one cannot listen. */
  logs: { lost: string; refused: string };
  observe?: (event: ListenEvent) => void;
  firstRetryMs?: number;
};

/** Listens until `close`; resolves after the first try (listening or retrying). */
export async function listenWithRetry(options: ListenOptions): Promise<{ close: () => Promise<void> }> {
  const { connectionString, channel, applicationName, onNotice, onListening, logs } = options;
  if (!/^\w+$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  const observe = options.observe ?? (() => {});
  const firstRetryMs = options.firstRetryMs ?? FIRST_RETRY_MS;
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = firstRetryMs;
  let timer: NodeJS.Timeout | undefined;

  const lost = (which: pg.Client, reason: string) => {
    if (client !== which) return;
    client = null;
    onListening(false);
    observe('lost');
    log.warn({ reason }, logs.lost);
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
    const next = new pg.Client({ connectionString, keepAlive: true, application_name: applicationName });
    next.on('notification', (notice) => {
      onNotice(notice.payload);
      observe('notice');
    });
    next.on('error', (error) => lost(next, error.message));
    next.on('end', () => lost(next, 'connection ended'));
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      log.warn({ err: (error as Error).message, retryMs }, logs.refused);
      next.end().catch(() => {});
      return retry();
    }
    if (closed) return void (await next.end());
    client = next;
    retryMs = firstRetryMs;
    onListening(true);
    observe('listening');
  }

  onListening(false);
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
