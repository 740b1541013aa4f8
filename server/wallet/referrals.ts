/**
 * Refer & Earn in numbers: the shopper's code is their display name (signup's referredBy takes it), the
 * friends who signed up with it, the rupees credited for them (one reward per friend, on the friend's first
 * delivered order once its return window has closed: the referral_credits table), and the rupees still
 * pending (delivered, return window still open; a return voids them).
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { rupees } from './wallet.ts';
import type { Referrals } from '../reply-schemas/account.ts';

export async function referralsOf(db: Db, userId: string): Promise<Referrals | null> {
  const [user] = await db.select({ displayname: t.users.displayname }).from(t.users).where(eq(t.users.id, userId));
  if (!user) return null;
  const sumOf = (status: string) =>
    sql<number>`coalesce(sum(${t.referralCredits.amountPaise}) filter (where ${t.referralCredits.status} = ${status}), 0)::int`;
  const [[joined], [rewards]] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(t.users)
      .where(eq(t.users.referredBy, userId)),
    db
      .select({ credited: sumOf('credited'), pending: sumOf('pending') })
      .from(t.referralCredits)
      .where(eq(t.referralCredits.referrerId, userId)),
  ]);
  return {
    code: user.displayname,
    referrals: joined?.n ?? 0,
    earned: rupees(rewards?.credited ?? 0),
    pending: rupees(rewards?.pending ?? 0),
  };
}
