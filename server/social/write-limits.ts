/**
 * Per-shopper limits on social writes (docs/decisions/social.md, "Write limits"). Each write is an attempt,
 * a row of social_attempts recorded in the same transaction as the write, under an advisory lock on the
 * shopper, after counting the attempts still in the window: parallel requests, on any process, queue on the
 * lock instead of all reading the same count. The attempt counts whatever the write then answers (403, 404,
 * 409 as well as 200), and deleting what was written takes no attempt back.
 */
import { sql } from 'drizzle-orm';
import { withTransaction, type Db, type Rows } from '../db/open.ts';
import * as t from '../db/schema.ts';

const HOUR_MS = 60 * 60 * 1000;

export type WriteKind = 'post' | 'review' | 'edit' | 'like' | 'report' | 'feature';

type WriteLimit = { kinds: WriteKind[]; count: number; windowMs: number; message: string };

export const WRITE_LIMITS = {
  /** Lens posts, reviews and each edit of one, likes and reports: a person's pace, not a script's. */
  social: {
    kinds: ['post', 'review', 'edit', 'like', 'report'],
    count: Number(process.env.SOCIAL_WRITES_PER_HOUR ?? 60),
    windowMs: HOUR_MS,
    message: 'Too many reviews, likes or reports in an hour: try again later',
  },
  /** Ideas for the team, each read by a person. */
  feature: {
    kinds: ['feature'],
    count: 10,
    windowMs: 24 * HOUR_MS,
    message: 'Too many feature requests in a day: try again later',
  },
} satisfies Record<string, WriteLimit>;

const limitOf = (kind: WriteKind): WriteLimit =>
  Object.values(WRITE_LIMITS).find((limit) => (limit.kinds as WriteKind[]).includes(kind))!;
/** Attempts older than every window count for nothing. */
const LONGEST_WINDOW_MS = Math.max(...Object.values(WRITE_LIMITS).map((limit) => limit.windowMs));

const interval = (ms: number) => sql`(${ms} * interval '1 millisecond')`;

export type Refusal = { message: string; retryAfterSeconds: number };
export type Limited<T> = { ok: true; value: T } | ({ ok: false } & Refusal);

/**
 * Runs `write` on the transaction as one attempt of `kind` when the shopper's limit allows it; otherwise
 * writes nothing and says when it allows one again (when the oldest counted attempts leave the window).
 * `write` must use the transaction it is given, never the outer db: the lock holds a connection, and one
 * more from a pool whose others wait on that lock would never come.
 */
export async function withinWriteLimit<T>(
  db: Db,
  userId: string,
  kind: WriteKind,
  write: (d: Db) => Promise<T>,
): Promise<Limited<T>> {
  const limit = limitOf(kind);
  return withTransaction(db, async (d) => {
    await d.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`social-writes:${userId}`}, 0))`);
    // The database's clock, the one every process shares; clock_timestamp, not the transaction's start.
    const { rows } = (await d.execute(sql`
      select extract(epoch from at + ${interval(limit.windowMs)} - clock_timestamp()) as "secondsLeft"
      from social_attempts
      where user_id = ${userId}
        and kind in (${sql.join(
          limit.kinds.map((k) => sql`${k}`),
          sql`, `,
        )})
        and at > clock_timestamp() - ${interval(limit.windowMs)}
      order by at`)) as unknown as Rows<{ secondsLeft: string | number }>;
    if (rows.length >= limit.count) {
      // Allowed again once enough of the counted attempts are older than the window.
      const freeing = Number(rows[rows.length - limit.count]!.secondsLeft);
      return { ok: false, message: limit.message, retryAfterSeconds: Math.max(1, Math.ceil(freeing)) } as const;
    }
    await d.execute(sql`
      delete from social_attempts where user_id = ${userId} and at < clock_timestamp() - ${interval(LONGEST_WINDOW_MS)}`);
    await d.execute(
      sql`insert into social_attempts (user_id, kind, at) values (${userId}, ${kind}, clock_timestamp())`,
    );
    return { ok: true, value: await write(d) } as const;
  });
}

/**
 * Deletes every shopper's attempts older than every window (the hourly sweep): a shopper who never writes
 * again would otherwise keep theirs. Outside every window they count for nothing, so no lock is needed.
 */
export async function pruneSocialAttempts(db: Db): Promise<number> {
  const gone = await db
    .delete(t.socialAttempts)
    .where(sql`${t.socialAttempts.at} < clock_timestamp() - ${interval(LONGEST_WINDOW_MS)}`)
    .returning({ id: t.socialAttempts.id });
  return gone.length;
}
