/**
 * The code screen's rules (shopper-core §2 Auth screens, §5): four single-digit boxes filled by typing,
 * pasting or the phone's SMS autofill; the resend countdown; and what a refused send or guess says.
 */
import { OTP_LENGTH } from './field-rules.ts';

export const emptyBoxes = (length = OTP_LENGTH): string[] => Array.from({ length }, () => '');

/**
 * What a shopper entered into one box, as digits: a single key replaces the box's digit (whichever side of
 * it the caret was), a paste or an SMS autofill brings several. Anything that is not a digit is dropped.
 */
export function typedDigits(previous: string, value: string): string {
  const digits = value.replace(/\D/g, '');
  if (previous && digits.length === 2) return digits.startsWith(previous) ? digits.slice(1) : digits.slice(0, 1);
  return digits;
}

/**
 * Puts digits into the boxes from box `index` on; a whole code (as many digits as boxes) fills every box
 * from the first, wherever it was pasted. Returns the boxes and the box that should have focus next: the
 * one after the last digit written, or the last box. No digits clears box `index`.
 */
export function enterDigits(
  boxes: readonly string[],
  index: number,
  digits: string,
): { boxes: string[]; focus: number } {
  const next = [...boxes];
  const clean = digits.replace(/\D/g, '');
  if (!clean) {
    next[index] = '';
    return { boxes: next, focus: index };
  }
  const start = clean.length >= boxes.length ? 0 : index;
  const written = clean.slice(0, boxes.length - start);
  for (let i = 0; i < written.length; i++) next[start + i] = written[i]!;
  return { boxes: next, focus: Math.min(start + written.length, boxes.length - 1) };
}

/** The box Backspace moves to: the same box while it holds a digit (it is cleared), else the one before. */
export function backspaceTarget(boxes: readonly string[], index: number): number {
  return boxes[index] ? index : Math.max(0, index - 1);
}

/** Seconds before another code may be asked for after one was sent. */
export const RESEND_AFTER_SECONDS = 30;

/** 75 -> "1:15", 9 -> "0:09" (minutes and seconds, for a countdown). */
export function clockText(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** A wait in words, rounded up: 45 -> "45 seconds", 61 -> "2 minutes", 3600 -> "60 minutes". */
export function waitText(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return whole === 1 ? '1 second' : `${whole} seconds`;
  const minutes = Math.ceil(whole / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** Seconds left until `until` (a time in ms), never below 0. */
export const secondsLeft = (until: number, now: number) => Math.max(0, Math.ceil((until - now) / 1000));

/** The API's words for a refused send or guess (429 with Retry-After); the storefront words its own from them. */
export const CODE_REFUSALS = {
  locked: 'Too many wrong codes. Try again in 15 minutes.',
  rateLimited: 'Too many codes requested. Please wait before asking again.',
  /** The SMS gateway failed or did not answer (503): nothing was sent and nothing counted. */
  unavailable: 'We could not send the code right now. Please try again in a minute.',
} as const;

export type Refusal = { kind: 'locked' | 'rate-limited'; seconds: number };

/** What a 429 means, from the server's message and its Retry-After (seconds). */
export function refusalOf(serverMessage: string, retryAfterSeconds: number | null): Refusal {
  const locked = serverMessage === CODE_REFUSALS.locked;
  return { kind: locked ? 'locked' : 'rate-limited', seconds: retryAfterSeconds ?? (locked ? 15 * 60 : 60) };
}

/** The sentence a shopper reads for a refusal. */
export function refusalText(refusal: Refusal): string {
  return refusal.kind === 'locked'
    ? `Too many wrong codes. This number is locked for ${waitText(refusal.seconds)}.`
    : `Too many codes asked for. You can ask for a new code in ${waitText(refusal.seconds)}.`;
}

/** A phone number as the code screen shows it: "+91 98765 43210". */
export const displayPhone = (phone: string, countryCode = '91') =>
  `+${countryCode} ${phone.slice(0, 5)} ${phone.slice(5)}`.trim();
