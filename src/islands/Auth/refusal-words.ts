/**
 * A refused send or guess (429) in the page's language: the rule (src/lib/rules/phone-code.ts) says which and
 * for how long; the words come from the catalog, as refusalText writes them in English ("locked for 15 minutes").
 */
import { refusalOf, type Refusal } from '../../lib/rules/phone-code.ts';
import type { Relaxed } from '../shared/words.tsx';

type Words = Pick<
  Relaxed<typeof import('./CodeStep.words.en-IN.ts')>,
  'auth_code_locked' | 'auth_code_rate_limited' | 'auth_wait_seconds' | 'auth_wait_minutes'
>;

/** A wait rounded up, as waitText does: under a minute in seconds, else in whole minutes. */
function waitWords(t: Words, seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  return whole < 60 ? t.auth_wait_seconds({ count: whole }) : t.auth_wait_minutes({ count: Math.ceil(whole / 60) });
}

export function refusalWords(t: Words, refusal: Refusal): string {
  const wait = waitWords(t, refusal.seconds);
  return refusal.kind === 'locked' ? t.auth_code_locked({ wait }) : t.auth_code_rate_limited({ wait });
}

/** The words for a 429's server message and Retry-After. */
export const refusedWords = (t: Words, serverMessage: string, retryAfterSeconds: number | null) =>
  refusalWords(t, refusalOf(serverMessage, retryAfterSeconds));
