/**
 * How many tax papers one shopper may download (PAPER_DOWNLOAD_LIMIT, docs/decisions/orders.md): at most 30
 * invoices and credit notes together in any minute. Each download counts the shopper's recent ones and
 * records itself in one transaction under an advisory lock on the shopper (as the upload quota does), so
 * parallel downloads queue instead of all reading the same count. Rows older than the window are deleted
 * there too, and by the hourly sweep (server/sweeps.ts) for shoppers who never download again.
 */
import crypto from 'node:crypto';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { withTransaction, type Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { PAPER_DOWNLOAD_LIMIT } from '../../src/lib/rules/tax-papers.ts';

export type DownloadAllowance = { ok: true } | { ok: false; retryAfterSeconds: number };

/** Records the download when the shopper's limit allows it; otherwise when it allows one again. */
export async function recordPaperDownload(db: Db, userId: string): Promise<DownloadAllowance> {
  return withTransaction(db, async (d) => {
    await d.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`paper-download:${userId}`}, 0))`);
    const now = Date.now();
    const since = new Date(now - PAPER_DOWNLOAD_LIMIT.windowMs);
    await d
      .delete(t.paperDownloads)
      .where(and(eq(t.paperDownloads.userId, userId), lte(t.paperDownloads.createdAt, since)));
    const recent = await d
      .select({ createdAt: t.paperDownloads.createdAt })
      .from(t.paperDownloads)
      .where(and(eq(t.paperDownloads.userId, userId), gt(t.paperDownloads.createdAt, since)))
      .orderBy(t.paperDownloads.createdAt);
    if (recent.length >= PAPER_DOWNLOAD_LIMIT.count) {
      // Allowed again once enough of the recent ones are older than the window.
      const freeing = recent[recent.length - PAPER_DOWNLOAD_LIMIT.count]!.createdAt.getTime();
      return {
        ok: false,
        retryAfterSeconds: Math.max(1, Math.ceil((freeing + PAPER_DOWNLOAD_LIMIT.windowMs - now) / 1000)),
      };
    }
    await d.insert(t.paperDownloads).values({ id: crypto.randomUUID(), userId, createdAt: new Date(now) });
    return { ok: true };
  });
}

/** Deletes every shopper's downloads older than the window (the hourly sweep), as each download does its own. */
export async function prunePaperDownloads(db: Db): Promise<number> {
  const since = new Date(Date.now() - PAPER_DOWNLOAD_LIMIT.windowMs);
  const gone = await db
    .delete(t.paperDownloads)
    .where(lte(t.paperDownloads.createdAt, since))
    .returning({ id: t.paperDownloads.id });
  return gone.length;
}
