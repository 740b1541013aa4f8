/**
 * Work no request triggers, done on a timer by every serving process:
 * - unpaid prepaid orders give their stock back after 30 minutes (each minute);
 * - referral rewards whose order's return window has closed are credited or voided (every 10 minutes);
 * - uploads no profile, return or post refers to a day after they were made are deleted (each hour);
 * - shoppers are asked to rate what was delivered a few days ago, once per order (each hour);
 * - the write-limit records no window counts any more are deleted (each hour);
 * - Idempotency-Keys older than their 30 days are forgotten (each hour).
 * Each step is a conditional update, so two processes never do one twice. stop() waits for a sweep under
 * way, so a drain never closes the pool beneath it.
 */
import type { Db } from './db/open.ts';
import { expireUnpaidOrders } from './checkout/status.ts';
import { settleReferralRewards } from './wallet/referral-rewards.ts';
import { deleteUnusedUploads, uploadFiles, type UploadFiles } from './uploads/cleanup.ts';
import { askForReviews } from './social/review-asks.ts';
import { pruneSocialAttempts } from './social/write-limits.ts';
import { prunePaperDownloads } from './checkout/paper-downloads.ts';
import { forgetOldKeys } from './http/once-only.ts';
import { errorFields, log } from './log.ts';

type Sweep = { stop: () => Promise<void> };

/**
 * Runs `task` every `everyMs`, logging what it did (a count) under `what`. The first run comes within a
 * minute of starting, so a process restarted more often than a long interval (each deploy) still sweeps.
 */
export function startSweep(what: string, task: () => Promise<number>, everyMs: number): Sweep {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    // A sweep that outlasts the interval is not joined by another: the next tick after it starts the next.
    if (running) return;
    running = task()
      .then((done) => done && log.info({ done }, what))
      .catch((error: unknown) => log.error(errorFields(error), `${what}: sweep failed`))
      .finally(() => (running = null));
  };
  const first = everyMs > 60_000 ? setTimeout(tick, 60_000) : undefined;
  const timer = setInterval(tick, everyMs);
  first?.unref();
  timer.unref();
  return {
    stop: async () => {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}

/** Social write attempts and tax-paper downloads older than their limits' windows. */
export async function pruneLimitRecords(db: Db): Promise<number> {
  return (await pruneSocialAttempts(db)) + (await prunePaperDownloads(db));
}

export function startSweeps(db: Db, files: UploadFiles = uploadFiles()): Sweep {
  const sweeps = [
    startSweep('unpaid orders expired', async () => (await expireUnpaidOrders(db)).length, 60_000),
    startSweep('referral rewards credited', () => settleReferralRewards(db), 10 * 60_000),
    startSweep('unused uploads deleted', () => deleteUnusedUploads(db, files), 60 * 60_000),
    startSweep('shoppers asked to rate a delivery', () => askForReviews(db), 60 * 60_000),
    startSweep('old limit records deleted', () => pruneLimitRecords(db), 60 * 60_000),
    startSweep('old idempotency keys forgotten', () => forgetOldKeys(db), 60 * 60_000),
  ];
  return { stop: async () => void (await Promise.all(sweeps.map((s) => s.stop()))) };
}
