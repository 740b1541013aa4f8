/**
 * How much one shopper may upload (UPLOAD_LIMITS; docs/decisions/security.md, "Upload limits"): at most 20
 * uploads in any 10 minutes, and at most 100 MB declared in any 24 hours. POST upload counts the shopper's
 * recent uploads and records the new one in one transaction under an advisory lock on the shopper, so
 * parallel requests queue instead of all reading the same count. The bytes counted are the size the shopper declared (5 MB
 * when none is), and the PUT is held to that size, so what arrives never exceeds what was counted.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import { withTransaction, type Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { UPLOAD_LIMITS } from '../../src/lib/rules/pictures.ts';

type UploadRow = typeof t.uploads.$inferInsert & { userId: string; bytes: number };

export type UploadAllowance = { ok: true } | { ok: false; reason: 'rate' | 'bytes'; retryAfterSeconds: number };

const secondsUntil = (time: number, now: number) => Math.max(1, Math.ceil((time - now) / 1000));

/**
 * Records the upload when the shopper's limits allow it; otherwise says which limit and when it allows
 * this upload again (the time the oldest counted uploads leave the window).
 */
export async function recordUpload(db: Db, row: UploadRow): Promise<UploadAllowance> {
  return withTransaction(db, async (d) => {
    await d.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`upload:${row.userId}`}, 0))`);
    const now = Date.now();
    const today = await d
      .select({ bytes: t.uploads.bytes, createdAt: t.uploads.createdAt })
      .from(t.uploads)
      .where(and(eq(t.uploads.userId, row.userId), gt(t.uploads.createdAt, new Date(now - UPLOAD_LIMITS.dayMs))))
      .orderBy(t.uploads.createdAt);
    const recent = today.filter((u) => u.createdAt.getTime() > now - UPLOAD_LIMITS.windowMs);
    if (recent.length >= UPLOAD_LIMITS.count) {
      // Allowed again once enough of the recent ones are older than the window.
      const freeing = recent[recent.length - UPLOAD_LIMITS.count]!;
      return {
        ok: false,
        reason: 'rate',
        retryAfterSeconds: secondsUntil(freeing.createdAt.getTime() + UPLOAD_LIMITS.windowMs, now),
      };
    }
    let counted = today.reduce((sum, u) => sum + u.bytes, 0);
    if (counted + row.bytes > UPLOAD_LIMITS.bytesPerDay) {
      // Allowed again once enough of today's bytes are older than a day.
      const freeing = today.find((u) => (counted -= u.bytes) + row.bytes <= UPLOAD_LIMITS.bytesPerDay);
      const at = (freeing ?? today.at(-1)!).createdAt.getTime() + UPLOAD_LIMITS.dayMs;
      return { ok: false, reason: 'bytes', retryAfterSeconds: secondsUntil(at, now) };
    }
    await d.insert(t.uploads).values(row);
    return { ok: true };
  });
}
