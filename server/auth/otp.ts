/**
 * Phone codes (spec: 4 digits): valid 5 minutes, stored as a keyed hash, at most 5 wrong tries and the
 * phone is then locked for 15 minutes; sending is limited per phone and per IP address.
 *
 * Both rules hold when requests arrive side by side on PostgreSQL:
 * - A guess first takes one of the phone's 5 attempt slots with a single conditional upsert; only a request
 *   holding a slot is compared, so at most 5 wrong codes are ever evaluated before the lock. The fifth wrong
 *   one starts the lock; the counter is kept while locked and starts again once the lock has passed.
 * - A send counts earlier sends and records its own under transaction-scoped advisory locks on the phone
 *   and the IP, so parallel sends queue instead of all reading the same count. A send the SMS gateway
 *   refuses or does not answer within 5 s is taken back (answered 503), so it is not counted.
 */
import crypto from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { withTransaction, type Db } from '../db/open.ts';
import { otpChallenges, otpLocks } from '../db/schema.ts';
import { hashCode } from './secret.ts';
import type { SmsTransport } from './sms.ts';
import { log } from '../log.ts';
import { noticeWords } from '../notices/words.ts';
import { site } from '../../src/lib/site.ts';
import type { Locale } from '../../src/lib/i18n/locales.ts';

export const OTP_RULES = {
  ttlMs: 5 * 60_000,
  maxWrong: 5,
  lockMs: 15 * 60_000,
  perPhone: { count: 3, windowMs: 10 * 60_000 },
  // OTP_SENDS_PER_IP_HOUR lets a local browser-test server (every test shares one IP) raise the cap.
  perIp: { count: Number(process.env.OTP_SENDS_PER_IP_HOUR) || 20, windowMs: 60 * 60_000 },
};

export type Purpose = 'login' | 'signup';

/** unavailable: the SMS gateway failed or did not answer in time; the send was not counted. */
export type SendResult =
  | { ok: true }
  | { ok: false; reason: 'locked' | 'rate-limited'; retryAfterSeconds: number }
  | { ok: false; reason: 'unavailable'; retryAfterSeconds: number };

/** Seconds a shopper is asked to wait after the gateway failed (the 503's Retry-After). */
export const SMS_RETRY_AFTER_SECONDS = 60;

export const secondsUntil = (time: number) => Math.max(1, Math.ceil((time - Date.now()) / 1000));

async function lockedFor(db: Db, phone: string): Promise<number> {
  const [lock] = await db.select().from(otpLocks).where(eq(otpLocks.phone, phone));
  const until = lock?.lockedUntil?.getTime() ?? 0;
  return until > Date.now() ? secondsUntil(until) : 0;
}

export async function sentSince(
  db: Db,
  column: typeof otpChallenges.phone | typeof otpChallenges.ip,
  value: string,
  windowMs: number,
) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`, oldest: sql<string | null>`min(${otpChallenges.createdAt})` })
    .from(otpChallenges)
    .where(and(eq(column, value), gt(otpChallenges.createdAt, new Date(Date.now() - windowMs))));
  return { count: row?.n ?? 0, oldest: row?.oldest ? new Date(row.oldest).getTime() : Date.now() };
}

/** Serialises the transactions that count and record sends for one phone or IP (released at commit). */
export const lockKey = (db: Db, key: string) =>
  db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);

/**
 * The code's SMS in the shopper's language: the code first (phones offer to fill it in from there). Hindi is sent
 * as Unicode, 70 characters a part, so its text keeps within one part.
 */
export const otpText = (code: string, language: Locale) =>
  noticeWords(language).say('notice_otp', { code, name: site.name, minutes: OTP_RULES.ttlMs / 60_000 });

export async function sendCode(
  db: Db,
  sms: SmsTransport,
  input: {
    phone: string;
    countryCode: string;
    purpose: Purpose;
    ip: string;
    signup?: Record<string, string>;
    /** The language the code's text is in. */
    language: Locale;
  },
): Promise<SendResult> {
  const locked = await lockedFor(db, input.phone);
  if (locked) return { ok: false, reason: 'locked', retryAfterSeconds: locked };
  const code = String(crypto.randomInt(0, 10_000)).padStart(4, '0');
  const challengeId = crypto.randomUUID();
  const refused = await withTransaction(db, async (tx) => {
    // Always phone before IP, so two sends never wait on each other in opposite orders.
    await lockKey(tx, `otp-phone:${input.phone}`);
    if (input.ip) await lockKey(tx, `otp-ip:${input.ip}`);
    const limits = [
      [otpChallenges.phone, input.phone, OTP_RULES.perPhone],
      ...(input.ip ? [[otpChallenges.ip, input.ip, OTP_RULES.perIp] as const] : []),
    ] as const;
    for (const [column, value, rule] of limits) {
      const { count, oldest } = await sentSince(tx, column, value, rule.windowMs);
      if (count >= rule.count)
        return {
          ok: false as const,
          reason: 'rate-limited' as const,
          retryAfterSeconds: secondsUntil(oldest + rule.windowMs),
        };
    }
    await tx.insert(otpChallenges).values({
      id: challengeId,
      phone: input.phone,
      purpose: input.purpose,
      codeHash: hashCode(input.phone, code),
      expiresAt: new Date(Date.now() + OTP_RULES.ttlMs),
      signup: input.signup ?? null,
      ip: input.ip,
    });
    return null;
  });
  if (refused) return refused;
  // The recorded challenge holds the send's place in the limits while the gateway is asked (outside the
  // transaction: no lock waits on the network). A send the gateway did not accept is taken back, so a failing
  // gateway never uses up the shopper's 3 codes, and its code can never be verified.
  try {
    await sms.send(`+${input.countryCode}${input.phone}`, otpText(code, input.language));
  } catch (error) {
    await db.delete(otpChallenges).where(eq(otpChallenges.id, challengeId));
    log.error(
      {
        err: (error as Error).name === 'TimeoutError' ? 'SMS gateway did not answer in time' : (error as Error).message,
        transport: sms.name,
      },
      'code not sent',
    );
    return { ok: false, reason: 'unavailable', retryAfterSeconds: SMS_RETRY_AFTER_SECONDS };
  }
  return { ok: true };
}

export type VerifyResult =
  | { ok: true; signup: Record<string, string> | null }
  | { ok: false; reason: 'wrong' | 'expired' | 'locked'; retryAfterSeconds?: number };

/**
 * Takes one attempt slot for the phone: one conditional upsert. A lock that has passed starts the count
 * again; a phone with 5 attempts counted (locked, or its fifth guess still being checked) gets none.
 * Returns the attempt number, or null.
 */
async function takeAttempt(db: Db, phone: string): Promise<number | null> {
  const expired = sql`${otpLocks.lockedUntil} <= now()`;
  const [row] = await db
    .insert(otpLocks)
    .values({ phone, failures: 1 })
    .onConflictDoUpdate({
      target: otpLocks.phone,
      set: {
        failures: sql`case when ${expired} then 1 else ${otpLocks.failures} + 1 end`,
        lockedUntil: sql`case when ${expired} then null else ${otpLocks.lockedUntil} end`,
      },
      setWhere: sql`${otpLocks.failures} < ${OTP_RULES.maxWrong} or ${expired}`,
    })
    .returning({ failures: otpLocks.failures });
  return row?.failures ?? null;
}

/** Checks the newest open code for the phone and purpose; a match consumes it. */
export async function verifyCode(
  db: Db,
  input: { phone: string; otp: string; purpose: Purpose },
): Promise<VerifyResult> {
  const attempt = await takeAttempt(db, input.phone);
  if (attempt === null)
    return {
      ok: false,
      reason: 'locked',
      retryAfterSeconds: (await lockedFor(db, input.phone)) || OTP_RULES.lockMs / 1000,
    };

  const [challenge] = await db
    .select()
    .from(otpChallenges)
    .where(
      and(
        eq(otpChallenges.phone, input.phone),
        eq(otpChallenges.purpose, input.purpose),
        isNull(otpChallenges.consumedAt),
        gt(otpChallenges.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(otpChallenges.createdAt))
    .limit(1);
  const expected = challenge ? Buffer.from(challenge.codeHash, 'hex') : null;
  const given = Buffer.from(hashCode(input.phone, input.otp), 'hex');
  if (expected && crypto.timingSafeEqual(expected, given)) {
    // One consumer wins even when the right code arrives twice at once.
    const consumed = await db
      .update(otpChallenges)
      .set({ consumedAt: new Date() })
      .where(and(eq(otpChallenges.id, challenge!.id), isNull(otpChallenges.consumedAt)))
      .returning({ id: otpChallenges.id });
    if (!consumed.length) return { ok: false, reason: 'expired' };
    await db.delete(otpLocks).where(eq(otpLocks.phone, input.phone));
    return { ok: true, signup: challenge!.signup ?? null };
  }
  if (!challenge) {
    // Nothing to guess at (no code, or it expired): give the slot back.
    await db
      .update(otpLocks)
      .set({ failures: sql`greatest(${otpLocks.failures} - 1, 0)` })
      .where(and(eq(otpLocks.phone, input.phone), isNull(otpLocks.lockedUntil)));
    return { ok: false, reason: 'expired' };
  }
  await db
    .update(otpChallenges)
    .set({ attempts: sql`${otpChallenges.attempts} + 1` })
    .where(eq(otpChallenges.id, challenge.id));
  if (attempt >= OTP_RULES.maxWrong) {
    await db
      .update(otpLocks)
      .set({ lockedUntil: new Date(Date.now() + OTP_RULES.lockMs) })
      .where(eq(otpLocks.phone, input.phone));
    return { ok: false, reason: 'locked', retryAfterSeconds: OTP_RULES.lockMs / 1000 };
  }
  return { ok: false, reason: 'wrong' };
}
