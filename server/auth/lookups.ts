/**
 * Answers that tell whether a phone has an account (login's 404 "No account uses this phone number", which
 * sends the shopper to sign up, and signup's 409 "An account already uses this phone number") are counted
 * like code sends: a row in the same table, under the same advisory locks and the same limits (3 per phone in
 * 10 minutes, 20 per IP an hour). Past them, a known and an unknown number get the same 429 with
 * Retry-After, so nobody walks through numbers faster than codes could be sent to them.
 */
import crypto from 'node:crypto';
import { withTransaction, type Db } from '../db/open.ts';
import { otpChallenges } from '../db/schema.ts';
import { OTP_RULES, lockKey, secondsUntil, sentSince, type SendResult } from './otp.ts';

/** Records one lookup that revealed whether `phone` has an account; refused past the send limits. */
export async function countLookup(db: Db, input: { phone: string; ip: string }): Promise<SendResult> {
  const refused = await withTransaction(db, async (tx) => {
    // Phone before IP, as sends take them, so a lookup and a send never wait on each other in a circle.
    await lockKey(tx, `otp-phone:${input.phone}`);
    if (input.ip) await lockKey(tx, `otp-ip:${input.ip}`);
    const limits = [[otpChallenges.phone, input.phone, OTP_RULES.perPhone], ...(input.ip ? [[otpChallenges.ip, input.ip, OTP_RULES.perIp] as const] : [])] as const;
    for (const [column, value, rule] of limits) {
      const { count, oldest } = await sentSince(tx, column, value, rule.windowMs);
      if (count >= rule.count) return { ok: false as const, reason: 'rate-limited' as const, retryAfterSeconds: secondsUntil(oldest + rule.windowMs) };
    }
    // No code: nothing to guess at (a code is looked for by its purpose, login or signup), already spent.
    const now = new Date();
    await tx.insert(otpChallenges).values({ id: crypto.randomUUID(), phone: input.phone, purpose: 'lookup', codeHash: '', expiresAt: now, consumedAt: now, ip: input.ip });
    return null;
  });
  return refused ?? { ok: true };
}
