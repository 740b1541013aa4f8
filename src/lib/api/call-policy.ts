/**
 * How long a call may take and when it is sent again (docs/api.md, "Timeouts and retries"). A pure rule: the
 * client's middleware (middleware.ts) does the waiting and the sending again.
 */

/**
 * A call that has not answered in 15 s fails (the shopper sees the call's message and may try again). It is one
 * deadline for the call with its retries: every request sent again for the call carries the same signal.
 */
export const CALL_TIMEOUT_MS = 15_000;
/** An idempotent read that failed on the way is sent again at most twice, 400 ms apart. */
export const READ_RETRIES = 2;
export const RETRY_DELAY_MS = 400;
/**
 * Statuses worth asking a read again for: a timeout (408) and a server or gateway failure. Not 429: the server
 * said when to ask again (Retry-After), and the shopper is told. A network error or a timeout counts as these.
 */
export const RETRY_STATUSES = [408, 500, 502, 503, 504] as const;

export type CallPolicy = { retry: number; retryDelay: number; retryStatusCodes: number[] };

/** GET and HEAD change nothing, so sending them twice is safe; anything else might (an order, a payment). */
export const isIdempotentRead = (method: string | undefined) =>
  ['GET', 'HEAD'].includes((method ?? 'GET').toUpperCase());

/**
 * The retry rule for one call. Writes are never sent again. A read the caller can cancel (a lookup as the
 * shopper types) is not either: the next keystroke asks again, and a cancelled read must stay cancelled.
 */
export function callPolicy(method: string | undefined, cancellable: boolean): CallPolicy {
  const retry = isIdempotentRead(method) && !cancellable ? READ_RETRIES : 0;
  return { retry, retryDelay: RETRY_DELAY_MS, retryStatusCodes: [...RETRY_STATUSES] };
}

/**
 * The caller's signal (if any), also aborted after `ms` (0: never). The deadline's reason is an AbortError, which
 * is never sent again. `done` clears the timer once the call has answered.
 */
export function withTimeout(signal: AbortSignal | undefined, ms: number): { signal: AbortSignal; done: () => void } {
  const controller = new AbortController();
  const abort = () => controller.abort(signal?.reason);
  if (signal?.aborted) abort();
  else signal?.addEventListener('abort', abort, { once: true });
  const timer = ms > 0 ? setTimeout(() => controller.abort(deadlinePassed(ms)), ms) : undefined;
  return {
    signal: controller.signal,
    done: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
    },
  };
}

function deadlinePassed(ms: number): Error {
  const error = new Error(`No answer within ${ms} ms`);
  error.name = 'AbortError';
  return error;
}
