/**
 * Answers that tell whether a phone has an account (login's 404 "No account uses this phone number", which
 * sends the shopper to sign up, and signup's 409 "An account already uses this phone number") are counted
 * like code sends, against the same per-IP limit (20 an hour), in the same table under the same advisory
 * lock. Past it, a known and an unknown number get the same 429 with Retry-After, so nobody walks through
 * numbers faster than codes could be sent to them.
 *
 * Not per phone: asking about one number again reveals nothing new, and a new shopper sent from login to
 * signup would lose codes of their own 3 to it. So the row keeps no phone, which also means no number
 * without an account is stored.
 */
import crypto from 'node:crypto';
import { withTransaction, type Db } from '../db/open.ts';
import { otpChallenges } from '../db/schema.ts';
import { OTP_RULES, lockKey, secondsUntil, sentSince, type SendResult } from './otp.ts';

/** Records one lookup from `ip` that revealed whether a phone has an account; refused past the per-IP send limit. */
export async function countLookup(db: Db, ip: string): Promise<SendResult> {
  // No address (an in-process call): nothing to count by, as for sends.
  if (!ip) return { ok: true };
  const refused = await withTransaction(db, async (tx) => {
    await lockKey(tx, `otp-ip:${ip}`);
    const { count, oldest } = await sentSince(tx, otpChallenges.ip, ip, OTP_RULES.perIp.windowMs);
    if (count >= OTP_RULES.perIp.count)
      return {
        ok: false as const,
        reason: 'rate-limited' as const,
        retryAfterSeconds: secondsUntil(oldest + OTP_RULES.perIp.windowMs),
      };
    // No code to guess at (a code is looked for by phone and purpose, login or signup), already spent.
    const now = new Date();
    await tx.insert(otpChallenges).values({
      id: crypto.randomUUID(),
      phone: '',
      purpose: 'lookup',
      codeHash: '',
      expiresAt: now,
      consumedAt: now,
      ip,
    });
    return null;
  });
  return refused ?? { ok: true };
}
