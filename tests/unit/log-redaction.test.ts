/**
 * The log's redaction goes by where a secret sits, not by a field's name: an error code ("code" on a
 * refusal, a worker's exit code) stays readable, while the sign-in code, wherever a verify body or the
 * code check carries it, is written as "[redacted]".
 */
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../server/log.ts';

function logged(write: (log: ReturnType<typeof createLogger>) => void): Record<string, unknown> {
  const lines: string[] = [];
  write(createLogger({ level: 'info', destination: { write: (line: string) => void lines.push(line) } }));
  expect(lines).toHaveLength(1);
  return JSON.parse(lines[0]!) as Record<string, unknown>;
}

describe('log redaction', () => {
  it('keeps an error code readable', () => {
    const line = logged((log) =>
      log.warn({ code: 'webhook-amount-mismatch', razorId: 'order_1' }, 'a capture was ignored'),
    );
    expect(line.code).toBe('webhook-amount-mismatch');
    const exit = logged((log) => log.warn({ worker: 41, code: 1, signal: null }, 'worker exited'));
    expect(exit.code).toBe(1);
    const nested = logged((log) => log.error({ refusal: { code: 'OUT_OF_STOCK', status: 409 } }, 'refused'));
    expect(nested.refusal).toEqual({ code: 'OUT_OF_STOCK', status: 409 });
  });

  it('redacts the sign-in code of a verify body, alone, as a body or inside a request', () => {
    const body = { phoneNumber: '9812345670', otp: '4821' };
    expect(logged((log) => log.info(body, 'verify')).otp).toBe('[redacted]');
    expect(logged((log) => log.info({ body }, 'verify')).body).toMatchObject({ otp: '[redacted]' });
    const request = logged((log) => log.info({ req: { method: 'PUT', body } }, 'verify'));
    expect(request.req).toMatchObject({ method: 'PUT', body: { otp: '[redacted]' } });
    expect(JSON.stringify(request)).not.toContain('4821');
  });

  it('redacts the sign-in code wherever the code check or the dev outbox carries it', () => {
    const check = { phone: '9812345670', otp: '4821', purpose: 'login' };
    expect(JSON.stringify(logged((log) => log.info({ check }, 'checking')))).not.toContain('4821');
    const challenge = { id: 'c1', purpose: 'login', codeHash: 'ab12cd34' };
    expect(logged((log) => log.info({ challenge }, 'sent')).challenge).toMatchObject({ codeHash: '[redacted]' });
    const outbox = { to: '+919812345670', message: '4821 is your Vastra code.', code: '4821' };
    const entry = logged((log) => log.info({ outbox }, 'dev SMS'));
    expect(JSON.stringify(entry)).not.toContain('4821');
  });
});
