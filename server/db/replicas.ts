/**
 * Read replicas (DATABASE_READ_URL: one or more PostgreSQL standbys, comma-separated). Each has its own pool;
 * `pick` hands out the answering ones in turn (round robin) and null when none answers, so the caller reads
 * the primary. A replica that does not answer at start, or whose connection fails later, is set aside and
 * the log says so; a probe (`select 1`) tries it again after RETRY_FIRST_MS, doubling to RETRY_LAST_MS, and
 * the log says when it answers again. Reads are never sent to a replica that is set aside, so a replica
 * that is down costs the shoppers nothing but the one failed read that found it down (answered from the
 * primary: reads.ts).
 *
 * Lag is not measured here: a standby that replays late still serves catalog reads (see docs/deploy.md,
 * "Read replicas"); a shopper's own reads after a write go to the primary (recent-writers.ts).
 */
import type { Db } from './open.ts';
import { log as processLog, type Logger } from '../log.ts';

export const RETRY_FIRST_MS = 1_000;
export const RETRY_LAST_MS = 30_000;
/** A replica that takes longer than this to accept a connection counts as down (the read goes to the primary). */
const CONNECT_TIMEOUT_MS = 2_000;

export type Replica = {
  /** host:port/database, never the password: what the log names. */
  name: string;
  db: Db;
  /** A read on it failed with a connection error: set it aside and probe it later. */
  failed: (error: unknown) => void;
};

export type ReplicaEvent = { event: 'down' | 'up'; name: string };

export type ReadReplicas = {
  /** The next answering replica, or null when none answers. */
  pick: () => Replica | null;
  names: string[];
  /** Whether each replica is in use now, by name. */
  answering: () => Record<string, boolean>;
  close: () => Promise<void>;
};

export type ReplicaOptions = {
  poolSize: number;
  retryFirstMs?: number;
  retryLastMs?: number;
  /** Told of every change of state, for a test to wait on. */
  observe?: (event: ReplicaEvent) => void;
  /** Where the replicas' changes of state are logged (the process's log unless a test captures them). */
  logger?: Logger;
};

/**
 * DATABASE_READ_URL's addresses: comma-separated, blanks ignored. A malformed entry stops the start with its
 * position (a typo is a configuration error, unlike a replica that is down, which only sets it aside).
 */
export function parseReadUrls(value: string | undefined | null): string[] {
  const urls = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  urls.forEach((url, index) => {
    let protocol = '';
    try {
      protocol = new URL(url).protocol;
    } catch {
      /* reported below */
    }
    if (protocol !== 'postgres:' && protocol !== 'postgresql:')
      throw new Error(`DATABASE_READ_URL entry ${index + 1} is not a postgres:// address`);
  });
  return urls;
}

/** host:port/database of an address, for the log (never its user or password). */
export function replicaName(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
}

/** Node's and PostgreSQL's ways of saying the connection, not the query, failed (under the query builder's wrapper too). */
export function isConnectionError(error: unknown): boolean {
  for (
    let e = error, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    // Class 08 (connection exception), 57P01..57P03 (admin or crash shutdown, cannot connect now), 53300 (too many connections).
    if (typeof code === 'string' && /^08|^57P0[1-3]$|^53300$/.test(code)) return true;
    // ECONNREFUSED, ECONNRESET, ETIMEDOUT, EHOSTUNREACH, ENOTFOUND…
    if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) return true;
    if (
      typeof message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
        message,
      )
    )
      return true;
  }
  return false;
}

export async function openReplicas(urls: string[], options: ReplicaOptions): Promise<ReadReplicas> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const schema = await import('./schema.ts');
  const retryFirstMs = options.retryFirstMs ?? RETRY_FIRST_MS;
  const retryLastMs = options.retryLastMs ?? RETRY_LAST_MS;
  const observe = options.observe ?? (() => {});
  const log = options.logger ?? processLog;
  let closed = false;

  type State = Replica & { pool: InstanceType<typeof pg.Pool>; up: boolean; retryMs: number; timer?: NodeJS.Timeout };
  const states: State[] = urls.map((url) => {
    const name = replicaName(url);
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      application_name: 'vastra-reads',
    });
    // An idle connection the replica ends (restart, failover) is dropped from the pool, not fatal.
    pool.on('error', (error) => log.warn({ replica: name, err: error.message }, 'read replica connection lost'));
    const state: State = {
      name,
      pool,
      db: drizzle({ client: pool, schema }) as unknown as Db,
      up: false,
      retryMs: retryFirstMs,
      failed: (error) => setAside(state, error, 'read replica failed: catalog reads go to the primary'),
    };
    return state;
  });

  function setAside(state: State, error: unknown, words: string) {
    if (!state.up || closed) return;
    state.up = false;
    log.warn(
      { replica: state.name, err: (error as Error)?.message ?? String(error), retryMs: state.retryMs },
      `${words}; trying it again in ${state.retryMs / 1000} s`,
    );
    observe({ event: 'down', name: state.name });
    scheduleProbe(state);
  }

  function scheduleProbe(state: State) {
    if (closed) return;
    state.timer = setTimeout(() => void probe(state, 'later'), state.retryMs);
    state.timer.unref();
    state.retryMs = Math.min(state.retryMs * 2, retryLastMs);
  }

  async function probe(state: State, when: 'start' | 'later'): Promise<void> {
    try {
      const { rows } = await state.pool.query<{ standby: boolean }>('select pg_is_in_recovery() as standby');
      if (closed) return;
      state.up = true;
      state.retryMs = retryFirstMs;
      if (!rows[0]?.standby)
        log.warn(
          { replica: state.name },
          'read replica is not a standby (pg_is_in_recovery() is false): reading it anyway',
        );
      log.info(
        { replica: state.name },
        when === 'start'
          ? 'read replica answering: catalog reads go to it'
          : 'read replica answering again: catalog reads go to it',
      );
      observe({ event: 'up', name: state.name });
    } catch (error) {
      if (closed) return;
      if (when === 'start') {
        log.warn(
          { replica: state.name, err: (error as Error).message, retryMs: state.retryMs },
          `read replica not answering at start: catalog reads go to the primary; trying it again in ${state.retryMs / 1000} s`,
        );
        observe({ event: 'down', name: state.name });
      }
      scheduleProbe(state);
    }
  }

  // In parallel: a start waits at most one connect timeout for every replica together.
  await Promise.all(states.map((state) => probe(state, 'start')));

  let next = 0;
  return {
    names: states.map((state) => state.name),
    pick: () => {
      for (let tried = 0; tried < states.length; tried++) {
        const state = states[next++ % states.length]!;
        if (state.up) return state;
      }
      return null;
    },
    answering: () => Object.fromEntries(states.map((state) => [state.name, state.up])),
    close: async () => {
      if (closed) return;
      closed = true;
      for (const state of states) clearTimeout(state.timer);
      await Promise.all(states.map((state) => state.pool.end()));
    },
  };
}
