/**
 * What the sign-in pages note for the length of a visit (session storage), light enough for a page script:
 * the referral code a friend's link brought, and when each phone was last sent a code.
 */
import { referralCode } from '../lib/rules/field-rules.ts';

const REFERRAL_KEY = 'vastra:referral';
const SENT_KEY = 'vastra:codeSent';

function visit(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** A friend's referral code (their display name), kept across the signup steps and a detour to login. */
export const referral = {
  keep: (code: string | null | undefined) => {
    const valid = referralCode(code);
    if (valid) visit()?.setItem(REFERRAL_KEY, valid);
  },
  read: (): string | null => referralCode(visit()?.getItem(REFERRAL_KEY)),
  forget: () => visit()?.removeItem(REFERRAL_KEY),
};

/** When a code was last sent to each phone, so a reload of the code screen keeps its resend countdown. */
export const codeSentAt = {
  mark: (phone: string, at = Date.now()) => visit()?.setItem(`${SENT_KEY}:${phone}`, String(at)),
  read: (phone: string): number | null => {
    const at = Number(visit()?.getItem(`${SENT_KEY}:${phone}`));
    return Number.isFinite(at) && at > 0 ? at : null;
  },
};
