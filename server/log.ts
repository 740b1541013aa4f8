/**
 * The server's structured log: one JSON object per line on stdout (pino), for whatever collects the
 * processes' output. Callers log only fields they choose; `redact` is the second guard, so a sign-in code,
 * token, cookie, phone number or address that slips into a logged object is written as "[redacted]".
 */
import pino, { type DestinationStream, type Logger } from 'pino';
import { databaseError } from './db/records.ts';

export type { Logger };

const SECRET_KEYS = [
  'authorization',
  'cookie',
  'token',
  'accessToken',
  'refreshToken',
  'phone',
  'phoneNumber',
  'address',
  'password',
  'signature',
  'email',
  'birthday',
  'pinCode',
  'params',
  'detail',
];

/**
 * The sign-in code by where it travels, not by the name `code`: that name is also an error's code (a refusal's,
 * a worker's exit code), which a log line must keep readable. The code is `otp` in the verify bodies and in
 * the code check (alone, as a body, or in a request's body), `codeHash` on a challenge, and `code` and
 * `message` (the SMS text) only in a dev outbox entry.
 */
const SIGN_IN_CODE_PATHS = [
  'otp',
  '*.otp',
  '*.*.otp',
  'codeHash',
  '*.codeHash',
  'outbox.code',
  'outbox.message',
  'outbox[*].code',
  'outbox[*].message',
];

export const REDACT_PATHS = [
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((key) => `*.${key}`),
  ...SIGN_IN_CODE_PATHS,
  'req.headers["set-cookie"]',
  'req.headers["x-api-key"]',
];

/** LOG_LEVEL wins; a test run (vitest) is silent unless it asks, a server says what it does. */
export function defaultLevel(env: Record<string, string | undefined> = process.env): string {
  return env.LOG_LEVEL || (env.VITEST === 'true' ? 'silent' : 'info');
}

export function createLogger(options: { level?: string; destination?: DestinationStream } = {}): Logger {
  return pino(
    {
      level: options.level ?? defaultLevel(),
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    },
    options.destination,
  );
}

/**
 * What a log line may say about a failed call. A database error is named by its SQLSTATE, constraint and
 * table only: drizzle's message carries the whole query with its parameters (an order's address and phone, a
 * profile's email and birthday) and the database's own message or detail may quote a value. Any other error
 * keeps its message, with long digit runs (a phone, a PIN) masked as the request log masks paths.
 */
export function errorFields(error: unknown): Record<string, string> {
  const found = databaseError(error);
  if (found) {
    const { code: sqlState, constraint, table } = found;
    return { sqlState, ...(constraint ? { constraint } : {}), ...(table ? { table } : {}) };
  }
  // A failed query with no SQLSTATE (a lost connection): the message of what failed beneath drizzle's wrapper.
  let inner: unknown = error;
  for (let depth = 0; inner && typeof inner === 'object' && 'params' in inner && depth < 5; depth++)
    inner = (inner as { cause?: unknown }).cause;
  const message = inner instanceof Error ? inner.message : inner === undefined ? 'query failed' : String(inner);
  return { err: message.replace(/\d{6,}/g, ':masked') };
}

/** The process's logger (stdout). */
export const log = createLogger();
