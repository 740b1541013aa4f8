/**
 * Phone codes (spec: 4 digits): valid 5 minutes, stored as a keyed hash, at most 5 wrong tries and the
 * phone is then locked for 15 minutes; sending is limited per phone and per IP address.
 */
import crypto from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { otpChallenges, otpLocks } from '../db/schema.ts';
import { hashCode } from './secret.ts';
import type { SmsTransport } from './sms.ts';

export const OTP_RULES = {
  ttlMs: 5 * 60_000,
  maxWrong: 5,
  lockMs: 15 * 60_000,
  perPhone: { count: 3, windowMs: 10 * 60_000 },
  // OTP_SENDS_PER_IP_HOUR lets a local browser-test server (every test shares one IP) raise the cap.
  perIp: { count: Number(process.env.OTP_SENDS_PER_IP_HOUR) || 20, windowMs: 60 * 60_000 },
};

export type Purpose = 'login' | 'signup';

export type SendResult = { ok: true } | { ok: false; reason: 'locked' | 'rate-limited'; retryAfterSeconds: number };

async function lockedFor(db: Db, phone: string): Promise<number> {
  const [lock] = await db.select().from(otpLocks).where(eq(otpLocks.phone, phone));
  const until = lock?.lockedUntil?.getTime() ?? 0;
  return until > Date.now() ? Math.ceil((until - Date.now()) / 1000) : 0;
}

async function sentSince(db: Db, column: typeof otpChallenges.phone | typeof otpChallenges.ip, value: string, windowMs: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`, oldest: sql<string | null>`min(${otpChallenges.createdAt})` })
    .from(otpChallenges)
    .where(and(eq(column, value), gt(otpChallenges.createdAt, new Date(Date.now() - windowMs))));
  return { count: row?.n ?? 0, oldest: row?.oldest ? new Date(row.oldest).getTime() : Date.now() };
}

export async function sendCode(
  db: Db,
  sms: SmsTransport,
  input: { phone: string; countryCode: string; purpose: Purpose; ip: string; signup?: Record<string, string> },
): Promise<SendResult> {
  const locked = await lockedFor(db, input.phone);
  if (locked) return { ok: false, reason: 'locked', retryAfterSeconds: locked };
  for (const [column, value, rule] of [
    [otpChallenges.phone, input.phone, OTP_RULES.perPhone],
    ...(input.ip ? [[otpChallenges.ip, input.ip, OTP_RULES.perIp] as const] : []),
  ] as const) {
    const { count, oldest } = await sentSince(db, column, value, rule.windowMs);
    if (count >= rule.count) {
      return { ok: false, reason: 'rate-limited', retryAfterSeconds: Math.max(1, Math.ceil((oldest + rule.windowMs - Date.now()) / 1000)) };
    }
  }
  const code = String(crypto.randomInt(0, 10_000)).padStart(4, '0');
  await db.insert(otpChallenges).values({
    id: crypto.randomUUID(),
    phone: input.phone,
    purpose: input.purpose,
    codeHash: hashCode(input.phone, code),
    expiresAt: new Date(Date.now() + OTP_RULES.ttlMs),
    signup: input.signup ?? null,
    ip: input.ip,
  });
  await sms.send(`+${input.countryCode}${input.phone}`, `${code} is your Vastra code. It expires in 5 minutes. Never share it.`);
  return { ok: true };
}

export type VerifyResult =
  | { ok: true; signup: Record<string, string> | null }
  | { ok: false; reason: 'wrong' | 'expired' | 'locked'; retryAfterSeconds?: number };

/** Checks the newest open code for the phone and purpose; a match consumes it. */
export async function verifyCode(db: Db, input: { phone: string; code: string; purpose: Purpose }): Promise<VerifyResult> {
  const locked = await lockedFor(db, input.phone);
  if (locked) return { ok: false, reason: 'locked', retryAfterSeconds: locked };
  const [challenge] = await db
    .select()
    .from(otpChallenges)
    .where(and(eq(otpChallenges.phone, input.phone), eq(otpChallenges.purpose, input.purpose), isNull(otpChallenges.consumedAt)))
    .orderBy(desc(otpChallenges.createdAt))
    .limit(1);
  if (!challenge || challenge.expiresAt.getTime() < Date.now()) return { ok: false, reason: 'expired' };

  const expected = Buffer.from(challenge.codeHash, 'hex');
  const given = Buffer.from(hashCode(input.phone, input.code), 'hex');
  if (!crypto.timingSafeEqual(expected, given)) {
    await db.update(otpChallenges).set({ attempts: challenge.attempts + 1 }).where(eq(otpChallenges.id, challenge.id));
    const failures = await recordFailure(db, input.phone);
    if (failures >= OTP_RULES.maxWrong) return { ok: false, reason: 'locked', retryAfterSeconds: OTP_RULES.lockMs / 1000 };
    return { ok: false, reason: 'wrong' };
  }
  await db.update(otpChallenges).set({ consumedAt: new Date() }).where(eq(otpChallenges.id, challenge.id));
  await db.delete(otpLocks).where(eq(otpLocks.phone, input.phone));
  return { ok: true, signup: challenge.signup ?? null };
}

/** Counts a wrong code; the fifth in a row locks the phone for 15 minutes. */
async function recordFailure(db: Db, phone: string): Promise<number> {
  const [row] = await db
    .insert(otpLocks)
    .values({ phone, failures: 1 })
    .onConflictDoUpdate({ target: otpLocks.phone, set: { failures: sql`${otpLocks.failures} + 1` } })
    .returning();
  const failures = row?.failures ?? 1;
  if (failures >= OTP_RULES.maxWrong) {
    await db.update(otpLocks).set({ failures: 0, lockedUntil: new Date(Date.now() + OTP_RULES.lockMs) }).where(eq(otpLocks.phone, phone));
  }
  return failures;
}
