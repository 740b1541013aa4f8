/**
 * The server's structured log: one JSON object per line on stdout (pino), for whatever collects the
 * processes' output. Callers log only fields they choose; `redact` is the second guard, so a code, token,
 * cookie, phone number or address that slips into a logged object is written as "[redacted]".
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
  'otp',
  'code',
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

export const REDACT_PATHS = [
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((key) => `*.${key}`),
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
