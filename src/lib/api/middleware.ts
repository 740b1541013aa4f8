/**
 * What every call goes through on its way to the API, as openapi-fetch middleware (docs/api.md, "Timeouts and
 * retries"; docs/decisions/openapi.md, "Calls typed by path"): one deadline per call, the bearer token with one
 * refresh shared by every 401 that arrives meanwhile, and reads sent again after a failure on the way. The
 * reply itself (its envelope, or the call's ApiError) is read in one place, client.ts.
 */
import type { Middleware } from 'openapi-fetch';
import { RETRY_DELAY_MS, RETRY_STATUSES, withTimeout, type CallPolicy } from './call-policy.ts';

/**
 * The call's deadline: the caller's signal, also aborted after `ms` (0: never). Registered first, so the
 * request every other middleware keeps (to send again) carries it: one deadline for the call with its retries.
 */
export function deadline(ms: number): Middleware {
  const pending = new WeakMap<Request, () => void>();
  const settle = (request: Request) => {
    pending.get(request)?.();
    pending.delete(request);
  };
  return {
    onRequest({ request }) {
      const timed = withTimeout(request.signal, ms);
      const limited = new Request(request, { signal: timed.signal });
      pending.set(limited, timed.done);
      return limited;
    },
    onResponse({ request }) {
      settle(request);
    },
    onError({ request }) {
      settle(request);
    },
  };
}

export type TokenStore = {
  access: () => string;
  refresh: () => string;
  save: (accessToken: string, refreshToken: string) => void;
  clear: () => void;
};

/**
 * The bearer token. A 401 asks `refreshOnce` for new tokens (one refresh at a time, shared) and sends the call
 * once more with them; when refresh is impossible and there was a session, `signOut` removes it.
 */
export function session(tokens: TokenStore, refreshOnce: () => Promise<boolean>, signOut: () => void): Middleware {
  // How to build each request again (there is a session to refresh), should a 401 need it sent once more.
  const resends = new WeakMap<Request, () => Request>();
  const withToken = (request: Request) => {
    const token = tokens.access();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  };
  return {
    async onRequest({ request }) {
      if (!tokens.refresh()) return withToken(request);
      // The body is read once as text and each request built from it: a clone() would tee the body into a
      // stream, and a streamed body is sent as an upload whose data the browser's own tools no longer show.
      const body = request.body ? await request.text() : null;
      const build = () =>
        withToken(body === null ? new Request(request) : new Request(request, { method: request.method, body }));
      const sent = build();
      resends.set(sent, build);
      return sent;
    },
    async onResponse({ request, response, options }) {
      if (response.status !== 401) return response;
      const hadSession = Boolean(tokens.access() || tokens.refresh());
      const again = resends.get(request);
      resends.delete(request);
      if (again && (await refreshOnce())) {
        void response.body?.cancel();
        return options.fetch(again());
      }
      if (hadSession) signOut();
      return response;
    },
  };
}

/**
 * An idempotent read that failed on the way (a network error, or a status in RETRY_STATUSES) is sent again,
 * up to `policy.retry` times, RETRY_DELAY_MS apart. One per call (it counts that call's tries); never given to
 * a write or to a read the caller can cancel (call-policy.ts). A deadline that passed is not a failure on the
 * way: an aborted request is never sent again.
 */
export function readRetries(policy: CallPolicy): Middleware {
  let left = policy.retry;
  let copy: Request | undefined;
  const again = async (fetch: (request: Request) => Promise<Response>) => {
    left--;
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    return fetch(copy!.clone());
  };
  const worthAgain = (status: number) => (RETRY_STATUSES as readonly number[]).includes(status);
  return {
    onRequest({ request }) {
      copy = request.clone();
    },
    async onResponse({ response, options }) {
      let answer = response;
      while (left > 0 && worthAgain(answer.status) && !copy!.signal.aborted) {
        void answer.body?.cancel();
        try {
          answer = await again(options.fetch);
        } catch {
          // Nothing came back this time: the last answer stands.
          break;
        }
      }
      return answer;
    },
    async onError({ error, options }) {
      let last = error;
      while (left > 0 && !copy!.signal.aborted && (last as Error | undefined)?.name !== 'AbortError') {
        try {
          return await again(options.fetch);
        } catch (failure) {
          last = failure;
        }
      }
      return last instanceof Error ? last : new Error(String(last));
    },
  };
}
