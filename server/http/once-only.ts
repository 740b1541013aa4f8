/**
 * Once only: the Idempotency-Key header on a shopper's writes (orders and bag writes). A write sent again
 * under the same key, by the same shopper, with the same body answers the first reply and changes nothing;
 * the same key with another body answers 422; without the header a write runs as it always did.
 * docs/decisions/bag.md, "Once only: Idempotency-Key on bag writes", says why; orders keep their key in
 * place_order's own statement (server/checkout/order-write.ts) and use the reading and judging below.
 */
import crypto from 'node:crypto';
import { z } from '@hono/zod-openapi';
import { and, eq, lt } from 'drizzle-orm';
import type { Context } from 'hono';
import { withTransaction, type Db } from '../db/open.ts';
import { idempotencyKeys } from '../db/schema.ts';
import type { AuthEnv } from '../auth/middleware.ts';
import { fail, ok, type FieldErrors } from './envelope.ts';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/**
 * How long a key is kept: a phone's outbox may hold an entry whose answer was lost for as long as the phone
 * stays offline, and the key must still be known when it is sent again. Thirty days covers any real absence.
 */
export const KEY_KEPT_DAYS = 30;
const KEY_FORMAT = /^[\w.:-]{8,100}$/;
const KEY_RULE = '8 to 100 letters, digits, dots, colons or dashes';
/** The field message of a key reused with another body. */
export const KEY_REUSED: FieldErrors = { [IDEMPOTENCY_HEADER]: ['Used with another body'] };

/** The header in a route's OpenAPI request (headers are read in lower case); its format is checked by keyOf. */
export const idempotencyHeader = (what: string) =>
  z.object({
    'idempotency-key': z
      .string()
      .optional()
      .openapi({
        description:
          `Optional. The same key (${KEY_RULE}) sent again by the same shopper with the same body answers the first reply and ${what} once; ` +
          'one sent while the first is still running waits for it; the same key with another body answers 422. Without it the write runs every time.',
        pattern: KEY_FORMAT.source,
        example: 'bag-6f1c1d2e-0b7a-4c39-9d1e-2f3a4b5c6d7e',
      }),
  });

/** A key with the hash of what was sent under it. */
export type RequestKey = { key: string; requestHash: string };

/** The 400 reply to a malformed key. */
export const invalidKey = (c: Context) => fail(c, 400, 'Invalid input', { [IDEMPOTENCY_HEADER]: [KEY_RULE] });

/**
 * The request's key: none (no header), the key with its request's hash, or 'invalid' (answer invalidKey). `operation` names the write, so a key reused on another route is another body; orders hash their
 * body alone, as they did before bag writes had keys (so an order's stored key still matches).
 */
export function keyOf(c: Context, body: unknown, operation?: string): RequestKey | undefined | 'invalid' {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key === undefined) return undefined;
  if (!KEY_FORMAT.test(key)) return 'invalid';
  const hashed = JSON.stringify(operation === undefined ? body : [operation, body]);
  return { key, requestHash: crypto.createHash('sha256').update(hashed).digest('hex') };
}

/** The reply kept under a key when it was sent with this body; 'reused' when it came with another. */
export function keptReply<T>(kept: { requestHash: string; response: unknown }, { requestHash }: RequestKey) {
  return kept.requestHash === requestHash ? (kept.response as T) : ('reused' as const);
}

/** What a bag write answers, as kept under its key: a success with its data, or a refusal. */
export type WriteReply<T> =
  { status: 200; data: T; message?: string } | { status: 400 | 404; message: string; fields?: FieldErrors };

/**
 * Runs a bag write once per key. Without a key the write simply runs. With one, the key's row is inserted
 * first, in the write's own transaction: a second request with the key waits on the row's unique index until
 * the first commits, then finds it and answers its reply; the write and the reply kept with the key commit
 * together, or (a failure) neither does and the key can be sent again. A refusal is kept too: the key's
 * first answer is the answer.
 */
export async function writeOnce<T>(
  c: Context<AuthEnv>,
  db: Db,
  operation: string,
  body: unknown,
  write: (db: Db) => Promise<WriteReply<T>>,
) {
  const requestKey = keyOf(c, body, operation);
  if (requestKey === 'invalid') return invalidKey(c);
  const userId = c.get('userId');
  const reply = requestKey
    ? await withTransaction(db, async (tx) => {
        const [claimed] = await tx
          .insert(idempotencyKeys)
          .values({ userId, key: requestKey.key, requestHash: requestKey.requestHash })
          .onConflictDoNothing()
          .returning({ key: idempotencyKeys.key });
        if (!claimed) {
          const [kept] = await tx
            .select()
            .from(idempotencyKeys)
            .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, requestKey.key)));
          return keptReply<WriteReply<T>>(kept!, requestKey);
        }
        const done = await write(tx);
        await tx
          .update(idempotencyKeys)
          .set({ response: done })
          .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, requestKey.key)));
        return done;
      })
    : await write(db);
  if (reply === 'reused')
    return fail(
      c,
      422,
      'This Idempotency-Key was used for another change. Use a new key for a new change.',
      KEY_REUSED,
    );
  return reply.status === 200 ? ok(c, reply.data, reply.message) : fail(c, reply.status, reply.message, reply.fields);
}

/** The keys older than KEY_KEPT_DAYS (an hourly sweep): their replays no longer come. Answers how many went. */
export async function forgetOldKeys(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - KEY_KEPT_DAYS * 86_400_000);
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, before))
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}
