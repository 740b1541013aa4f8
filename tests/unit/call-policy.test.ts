/** The API client's timeout and retry rule (src/lib/api/call-policy.ts). */
import { describe, expect, it } from 'vitest';
import {
  CALL_TIMEOUT_MS,
  callPolicy,
  isIdempotentRead,
  RETRY_STATUSES,
  withTimeout,
} from '../../src/lib/api/call-policy.ts';

describe('call policy', () => {
  it('a call may take 15 seconds', () => {
    expect(CALL_TIMEOUT_MS).toBe(15_000);
  });

  it('reads (GET, HEAD, and a call with no method) are sent again twice, 400 ms apart', () => {
    for (const method of ['GET', 'get', 'HEAD', undefined])
      expect(callPolicy(method, false)).toMatchObject({ retry: 2, retryDelay: 400 });
  });

  it('writes are never sent again', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'post']) expect(callPolicy(method, false).retry).toBe(0);
    expect(isIdempotentRead('POST')).toBe(false);
  });

  it('a read the caller can cancel is not sent again', () => {
    expect(callPolicy('GET', true).retry).toBe(0);
  });

  it('sends again on a timeout or a server failure, not on a refusal or a rate limit', () => {
    expect([...RETRY_STATUSES]).toEqual([408, 500, 502, 503, 504]);
    const codes = callPolicy('GET', false).retryStatusCodes;
    for (const status of [400, 401, 404, 409, 422, 429]) expect(codes).not.toContain(status);
  });
});

describe('withTimeout', () => {
  it('aborts after the time (as an AbortError, which is never sent again)', async () => {
    const timed = withTimeout(new AbortController().signal, 20);
    const reason = await new Promise((resolve) =>
      timed.signal.addEventListener('abort', () => resolve(timed.signal.reason)),
    );
    expect((reason as Error).name).toBe('AbortError');
    expect((reason as Error).message).toBe('No answer within 20 ms');
  });

  it("aborts with the caller's signal, and not after `done`", async () => {
    const caller = new AbortController();
    const timed = withTimeout(caller.signal, 10_000);
    caller.abort(new Error('typed on'));
    expect(timed.signal.aborted).toBe(true);
    expect((timed.signal.reason as Error).message).toBe('typed on');
    timed.done();

    const quiet = withTimeout(new AbortController().signal, 5);
    quiet.done();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(quiet.signal.aborted).toBe(false);
  });
});
