/**
 * Where a catalog read goes. The catalog and search routes read through `reads` (never `db`): with read
 * replicas (replicas.ts) a read goes to the next answering replica, otherwise to the primary. Everything
 * else, every write and every read that decides money or stock (the bag, checkout, orders, payments, the
 * wallet), keeps using the primary `db` it was given, so nothing there can read a replica by accident.
 *
 * A read goes to the primary instead when:
 * - no replica is configured (PGlite, or DATABASE_READ_URL unset) or none answers;
 * - the caller is a signed-in user who wrote within the read-your-writes window (recent-writers.ts): any
 *   request other than GET, HEAD or OPTIONS with a valid access token, except the catalog's own reads sent
 *   as POST (a list of ids), counts as a write, in this process and, told by a notice, in the others
 *   (writer-notices.ts);
 * - the replica failed this read: it is answered from the primary and the log says so; a connection
 *   failure also sets the replica aside until a probe finds it answering again.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { Database, Db } from './open.ts';
import { isConnectionError, type ReadReplicas } from './replicas.ts';
import { recentWriters, type RecentWriters } from './recent-writers.ts';
import { bearerSession } from '../auth/middleware.ts';
import { cached } from '../catalog/cache.ts';
import { errorFields, log, type Logger } from '../log.ts';

/** Where reads went since the process started (the tests check them). */
export type ReadCounts = { replica: number; primary: number; ownWrite: number; fallback: number };

export type Reads = {
  /** A catalog read, on a replica or on the primary (above). */
  run: <T>(c: Context, read: (db: Db) => Promise<T>) => Promise<T>;
  /** The same through the catalog cache (keyed by the primary, whose writes clear it); a writer's own reads skip it. */
  cached: <T>(c: Context, key: string, read: (db: Db) => Promise<T>) => Promise<T>;
  /** Middleware: after a signed-in write, the writer's reads go to the primary for the window. */
  noteWrites: MiddlewareHandler;
  counts: () => ReadCounts;
};

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Every read on the primary: PGlite, PostgreSQL without replicas. Costs nothing per request. */
export function primaryReads(primary: Db): Reads {
  const counts: ReadCounts = { replica: 0, primary: 0, ownWrite: 0, fallback: 0 };
  return {
    run: (_c, read) => {
      counts.primary++;
      return read(primary);
    },
    cached: (_c, key, read) => cached(primary, key, () => (counts.primary++, read(primary))),
    noteWrites: async (_c, next) => next(),
    counts: () => ({ ...counts }),
  };
}

export type ReadsOptions = {
  writers?: RecentWriters;
  /** Tells the other serving processes of a signed-in write (writer-notices.ts); the reply waits for it. */
  announce?: (userId: string) => Promise<void>;
  logger?: Logger;
};

export function replicaReads(primary: Db, replicas: ReadReplicas, options: ReadsOptions = {}): Reads {
  const writers = options.writers ?? recentWriters();
  const logger = options.logger ?? log;
  const counts: ReadCounts = { replica: 0, primary: 0, ownWrite: 0, fallback: 0 };
  /** Requests a catalog route answered: a POST among them (a list of ids) is a read, not a write. */
  const catalogRequests = new WeakSet<Request>();

  async function ownWrite(c: Context): Promise<boolean> {
    catalogRequests.add(c.req.raw);
    if (!writers.any()) return false;
    const session = await bearerSession(c);
    return session !== null && writers.wroteLately(session.userId);
  }

  async function onReplica<T>(read: (db: Db) => Promise<T>): Promise<T> {
    const replica = replicas.pick();
    if (!replica) {
      counts.primary++;
      return read(primary);
    }
    try {
      const answer = await read(replica.db);
      counts.replica++;
      return answer;
    } catch (error) {
      counts.fallback++;
      if (isConnectionError(error)) replica.failed(error);
      else
        logger.warn(
          { replica: replica.name, ...errorFields(error) },
          'read replica could not answer a read: answered from the primary',
        );
      return read(primary);
    }
  }

  return {
    run: async (c, read) => {
      if (await ownWrite(c)) {
        counts.ownWrite++;
        return read(primary);
      }
      return onReplica(read);
    },
    cached: async (c, key, read) => {
      // Past the cache: an entry may hold what a replica answered before this user's write reached it.
      if (await ownWrite(c)) {
        counts.ownWrite++;
        return read(primary);
      }
      return cached(primary, key, () => onReplica(read));
    },
    noteWrites: async (c, next) => {
      await next();
      if (READ_METHODS.has(c.req.method) || catalogRequests.has(c.req.raw)) return;
      const session = await bearerSession(c);
      if (!session) return;
      writers.wrote(session.userId);
      await options.announce?.(session.userId);
    },
    counts: () => ({ ...counts }),
  };
}

/** The reads of an opened database: its replicas when it has any, the primary otherwise. */
export function readsOf(database: Database, options: ReadsOptions = {}): Reads {
  return database.replicas ? replicaReads(database.db, database.replicas, options) : primaryReads(database.db);
}
