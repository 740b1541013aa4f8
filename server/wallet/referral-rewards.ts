/**
 * The Refer & Earn reward's life (docs/decisions/accounts.md, "Referral rewards"): recorded as pending when
 * the referred friend's first order is delivered, credited to the referrer's wallet once that order's 2-day
 * return window has closed with the order kept, voided when it is returned within the window. A reward is
 * never credited and then taken back, so a return never leaves a referrer with money already spent.
 *
 * Each step is one conditional update of the reward's row (`status = 'pending'` in the WHERE, RETURNING), so a
 * return and the sweep arriving together, or two sweeps, settle it once: credited or voided, never both.
 * Both lock the order's row first (the return changes its status; the sweep reads it FOR SHARE), so the
 * sweep credits only an order it has seen still kept, and the two never wait on each other in a circle.
 */
import crypto from 'node:crypto';
import { and, eq, lte, sql } from 'drizzle-orm';
import { withTransaction, type Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { ensureWallet, recordWalletChange } from './wallet.ts';
import { RETURN_WINDOW_MS } from '../../src/lib/rules/orders.ts';
import { settingsPath } from '../../src/lib/paths.ts';
import { site } from '../../src/lib/site.ts';
import { formatRupees } from '../../src/lib/rules/price.ts';
import { languageOf } from '../account/language.ts';
import { noticeWords } from '../notices/words.ts';

export const REFERRAL_REWARD_PAISE = 50_000;

/** Order statuses in which the friend kept what they bought (an exchange swaps a size or colour, nothing is refunded). */
const KEPT = ['DELIVERED', 'EXCHANGE'];

/**
 * The friend's first delivered order records the referrer's reward as pending until its return window closes.
 * Called in the delivery's transaction; the table's key (one reward per referred friend) makes it once even
 * when two of the friend's orders are delivered at the same moment.
 */
export async function recordReferralReward(db: Db, userId: string, orderId: string) {
  const [user] = await db.select({ referredBy: t.users.referredBy }).from(t.users).where(eq(t.users.id, userId));
  if (!user?.referredBy) return;
  await db
    .insert(t.referralCredits)
    .values({
      referredUserId: userId,
      referrerId: user.referredBy,
      orderId,
      amountPaise: REFERRAL_REWARD_PAISE,
      status: 'pending',
      // The delivery's own transaction time, as its history row records it.
      availableAt: sql`now() + make_interval(secs => ${RETURN_WINDOW_MS / 1000})`,
    })
    .onConflictDoNothing();
}

/** A return of the order voids its pending reward (in the return's transaction). Answers whether one was voided. */
export async function voidReferralReward(db: Db, orderId: string): Promise<boolean> {
  const voided = await db
    .update(t.referralCredits)
    .set({ status: 'voided' })
    .where(and(eq(t.referralCredits.orderId, orderId), eq(t.referralCredits.status, 'pending')))
    .returning({ id: t.referralCredits.referredUserId });
  return voided.length > 0;
}

/** Rewards settled per transaction batch; the sweep goes on until none is due. */
const BATCH = 100;

/**
 * Settles the pending rewards whose return window has closed: credited when the order is still kept, voided
 * otherwise. Each in its own transaction; answers how many were credited. Every serving process runs it
 * (sweeps.ts): the conditional updates make a reward credited once however many run at once.
 */
export async function settleReferralRewards(db: Db): Promise<number> {
  let credited = 0;
  const tried = new Set<string>();
  for (;;) {
    const due = await db
      .select({ referredUserId: t.referralCredits.referredUserId })
      .from(t.referralCredits)
      .where(and(eq(t.referralCredits.status, 'pending'), lte(t.referralCredits.availableAt, sql`now()`)))
      .orderBy(t.referralCredits.availableAt)
      .limit(BATCH);
    const fresh = due.filter((d) => !tried.has(d.referredUserId));
    if (!fresh.length) return credited;
    for (const { referredUserId } of fresh) {
      tried.add(referredUserId);
      if (await settleOne(db, referredUserId)) credited++;
    }
  }
}

async function settleOne(db: Db, referredUserId: string): Promise<boolean> {
  return withTransaction(db, async (d) => {
    const [reward] = await d
      .select()
      .from(t.referralCredits)
      .where(and(eq(t.referralCredits.referredUserId, referredUserId), eq(t.referralCredits.status, 'pending')));
    if (!reward) return false;
    // FOR SHARE: a return of this order waits until this settles, or this waits for the return and sees it.
    const [order] = await d
      .select({ status: t.orders.orderStatus })
      .from(t.orders)
      .where(eq(t.orders.id, reward.orderId))
      .for('share');
    const kept = order && KEPT.includes(order.status);
    const [settled] = await d
      .update(t.referralCredits)
      .set({ status: kept ? 'credited' : 'voided' })
      .where(
        and(
          eq(t.referralCredits.referredUserId, referredUserId),
          eq(t.referralCredits.status, 'pending'),
          lte(t.referralCredits.availableAt, sql`now()`),
        ),
      )
      .returning();
    if (!settled || !kept) return false;
    await ensureWallet(d, settled.referrerId);
    await recordWalletChange(d, settled.referrerId, settled.amountPaise, 'referral', settled.orderId);
    const words = noticeWords(await languageOf(d, settled.referrerId));
    await d.insert(t.notifications).values({
      id: crypto.randomUUID(),
      userId: settled.referrerId,
      kind: 'referral',
      title: words.say('notice_referral_title'),
      body: words.say('notice_referral', {
        amount: formatRupees(settled.amountPaise / 100),
        wallet: site.walletName,
      }),
      link: settingsPath('REFER_AND_EARN'),
    });
    return true;
  });
}
