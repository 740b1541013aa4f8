/**
 * The server's structured log: one JSON object per line on stdout (pino), for whatever collects the
 * processes' output. Callers log only fields they choose; `redact` is the second guard, so a code, token,
 * cookie, phone number or address that slips into a logged object is written as "[redacted]".
 */
import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

const SECRET_KEYS = ['authorization', 'cookie', 'token', 'accessToken', 'refreshToken', 'otp', 'code', 'phone', 'phoneNumber', 'address', 'password', 'signature'];

export const REDACT_PATHS = [...SECRET_KEYS, ...SECRET_KEYS.map((key) => `*.${key}`), 'req.headers["set-cookie"]', 'req.headers["x-api-key"]'];

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

/** The process's logger (stdout). */
export const log = createLogger();
