/**
 * Refer & Earn in numbers: the shopper's code is their display name (signup's referredBy takes it), the
 * friends who signed up with it, and the rupees credited for them (one credit per friend, on the friend's
 * first delivered order: the referral_credits table).
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { rupees } from './wallet.ts';
import type { Referrals } from '../../src/contract/api-types.ts';

export async function referralsOf(db: Db, userId: string): Promise<Referrals | null> {
  const [user] = await db.select({ displayname: t.users.displayname }).from(t.users).where(eq(t.users.id, userId));
  if (!user) return null;
  const [[joined], [credited]] = await Promise.all([
    db.select({ n: sql<number>`count(*)::int` }).from(t.users).where(eq(t.users.referredBy, userId)),
    db.select({ paise: sql<number>`coalesce(sum(${t.referralCredits.amountPaise}), 0)::int` }).from(t.referralCredits).where(eq(t.referralCredits.referrerId, userId)),
  ]);
  return { code: user.displayname, referrals: joined?.n ?? 0, earned: rupees(credited?.paise ?? 0) };
}
