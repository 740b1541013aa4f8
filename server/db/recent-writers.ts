/**
 * Read-your-writes with replicas: the signed-in users who wrote lately, by token subject, each until its
 * window ends. While a user is here their catalog reads go to the primary (reads.ts), so a change they made
 * is in what they read next even when the replica has not replayed it yet.
 *
 * The window is READ_YOUR_WRITES_MS after the write's reply: the replication lag this is designed to cover
 * (TOLERATED_LAG_MS; on one network a streaming standby is usually milliseconds behind) and 5 s more. A
 * replica further behind than that still serves reads (docs/deploy.md, "Read replicas").
 */
import { setBounded } from '../bounded.ts';

export const TOLERATED_LAG_MS = 5_000;
export const READ_YOUR_WRITES_MS = TOLERATED_LAG_MS + 5_000;
/** Users remembered at once: past this the oldest write is forgotten first (its reads go to a replica again). */
const MAX_WRITERS = 100_000;

export type RecentWriters = {
  /** The user wrote now: their reads go to the primary for the window. */
  wrote: (userId: string) => void;
  /** Whether the user wrote within the window. */
  wroteLately: (userId: string) => boolean;
  /** Whether anyone did: most reads skip reading the token when nobody has. */
  any: () => boolean;
  /**
   * Whether the writes of other processes are heard (writer-notices.ts). While they are not, every
   * signed-in user counts as a recent writer: one may have written through another process.
   */
  hearing: (heard: boolean) => void;
};

export function recentWriters(windowMs = READ_YOUR_WRITES_MS, now: () => number = Date.now): RecentWriters {
  const until = new Map<string, number>();
  let deaf = false;
  return {
    wrote: (userId) => setBounded(until, userId, now() + windowMs, MAX_WRITERS),
    wroteLately: (userId) => {
      if (deaf) return true;
      const end = until.get(userId);
      if (end === undefined) return false;
      if (end > now()) return true;
      until.delete(userId);
      return false;
    },
    any: () => {
      if (deaf) return true;
      // Entries are in the order written, so the oldest ends first: drop the ended ones from the front.
      const time = now();
      for (const [userId, end] of until) {
        if (end > time) break;
        until.delete(userId);
      }
      return until.size > 0;
    },
    hearing: (heard) => {
      deaf = !heard;
    },
  };
}
