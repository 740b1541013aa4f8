/**
 * The one door to the backend. Adds the bearer token, shares one refresh between concurrent 401s, retries
 * once, signs out when refresh is impossible, and turns any non-200 into an ApiError carrying the spec's
 * message for that call. Data is read from the envelope's data (data.data in the spec's words). Every call
 * has a deadline, and an idempotent read that fails on the way is sent again (call-policy.ts; ofetch sends it).
 */
import { createFetch, ofetch, FetchError, type FetchOptions, type FetchResponse } from 'ofetch';
import { CALL_MESSAGES, type CallName } from './messages.ts';
import { OFFLINE_MESSAGE, OFFLINE_TRY_AGAIN } from './offline.ts';
import { CALL_TIMEOUT_MS, callPolicy, withTimeout } from './call-policy.ts';
import type { Envelope } from './types.ts';

export class ApiError extends Error {
  readonly call: CallName;
  readonly status: number;
  /** Field messages from a 400, when the server gave them. */
  readonly fields: Record<string, string[]>;
  /** The server's own message, kept for logs. */
  readonly serverMessage: string;
  /** Seconds from a Retry-After header (a 429 says when to ask again), or null. */
  readonly retryAfterSeconds: number | null;
  /** Never reached the server because the device is offline: `read` says whether it was a read (asked again later). */
  readonly offline: boolean;

  constructor(
    call: CallName,
    status: number,
    serverMessage = '',
    fields: Record<string, string[]> = {},
    retryAfterSeconds: number | null = null,
    offline: { read: boolean } | null = null,
  ) {
    super(offline ? (offline.read ? OFFLINE_MESSAGE : OFFLINE_TRY_AGAIN) : CALL_MESSAGES[call]);
    this.name = 'ApiError';
    this.call = call;
    this.status = status;
    this.serverMessage = serverMessage;
    this.fields = fields;
    this.retryAfterSeconds = retryAfterSeconds;
    this.offline = offline !== null;
  }
}

/** The device says it has no connection (a failed call is then named offline, not "Failed to …"). */
const deviceOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** A failure that never reached the server: offline when the device says so. */
export function unreachable(name: CallName, error: unknown, read: boolean): ApiError {
  const message = error instanceof FetchError ? error.message : String(error);
  return new ApiError(name, 0, message, {}, null, deviceOffline() ? { read } : null);
}

/** A call that failed because the device is offline. */
export const isOffline = (error: unknown): error is ApiError => error instanceof ApiError && error.offline;

export type TokenStore = {
  access: () => string;
  refresh: () => string;
  save: (accessToken: string, refreshToken: string) => void;
  clear: () => void;
};

export type ApiClientOptions = {
  baseURL: string;
  tokens: TokenStore;
  /** Where requests go: the browser's fetch by default; the build passes the API app's own handler. */
  fetch?: typeof globalThis.fetch;
  /** Called after tokens are removed because refresh failed or was impossible (spec: go to /). */
  onSignedOut: () => void;
  /** How long a call may take (ms; 0: no limit). The storefront's calls: CALL_TIMEOUT_MS. */
  timeoutMs?: number;
};

export type RequestOptions = Pick<FetchOptions<'json'>, 'method' | 'query' | 'body' | 'headers' | 'signal' | 'cache'>;

/**
 * For reads of money and stock: never from the browser's HTTP cache, and never stored there. A cached copy
 * would be stale money, and a read of a URL whose cached copy is being revalidated waits on that entry's
 * lock (Chromium gives up after 20 s), so Add To Bag would wait too.
 */
export const LIVE_READ = { cache: 'no-store' } as const satisfies RequestOptions;

export function createApiClient(options: ApiClientOptions) {
  const timeoutMs = options.timeoutMs ?? CALL_TIMEOUT_MS;
  const $fetch = options.fetch
    ? createFetch({ fetch: options.fetch }).create({ baseURL: options.baseURL, retry: 0 })
    : ofetch.create({ baseURL: options.baseURL, retry: 0 });
  let refreshing: Promise<boolean> | null = null;

  function signOut() {
    options.tokens.clear();
    options.onSignedOut();
  }

  /** One refresh at a time; every 401 that arrives meanwhile waits for the same answer. */
  function refreshOnce(): Promise<boolean> {
    refreshing ??= (async () => {
      const refreshToken = options.tokens.refresh();
      if (!refreshToken) return false;
      try {
        const reply = await $fetch<Envelope<{ accessToken: string; refreshToken: string }>>('userRefresh/refresh', {
          method: 'POST',
          timeout: timeoutMs || undefined,
          body: { refreshToken },
          headers: { Authorization: `Bearer ${refreshToken}` },
        });
        options.tokens.save(reply.data.accessToken, reply.data.refreshToken);
        return true;
      } catch {
        return false;
      }
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  type Reply<T> = { status: number; body: Envelope<T>; retryAfter: number | null };

  /**
   * One call with its timeout and retry rule. A retried read lets ofetch see failure statuses (it sends again
   * on those in the rule), and the last answer, whatever its status, is read here like any other.
   */
  async function raw<R, K extends 'json' | 'blob' = 'json'>(path: string, init: FetchOptions<K>) {
    const policy = callPolicy(init.method, Boolean(init.signal));
    const deadline = withTimeout(init.signal ?? undefined, timeoutMs);
    try {
      return await $fetch.raw<R, K>(path, {
        ...init,
        ...policy,
        signal: deadline.signal,
        ignoreResponseError: policy.retry === 0,
      });
    } catch (error) {
      const response = error instanceof FetchError ? error.response : undefined;
      if (response) return response as FetchResponse<R>;
      throw error;
    } finally {
      deadline.done();
    }
  }

  async function send<T>(path: string, init: RequestOptions): Promise<Reply<T>> {
    const token = options.tokens.access();
    const headers = {
      ...(init.headers as Record<string, string>),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    };
    const response = await raw<Envelope<T>>(path, { ...init, headers } as FetchOptions<'json'>);
    return {
      status: response.status,
      body: response._data as Envelope<T>,
      retryAfter: retryAfterSeconds(response.headers.get('Retry-After')),
    };
  }

  /** Calls the API; resolves to the envelope's data, or throws ApiError with the call's spec message. */
  async function call<T>(name: CallName, path: string, init: RequestOptions = {}): Promise<T> {
    let reply: Reply<T>;
    try {
      reply = await send<T>(path, init);
      if (reply.status === 401) {
        const hadSession = Boolean(options.tokens.access() || options.tokens.refresh());
        if (await refreshOnce()) reply = await send<T>(path, init);
        else if (hadSession) signOut();
      }
    } catch (error) {
      throw unreachable(name, error, (init.method ?? 'GET') === 'GET');
    }
    if (reply.status !== 200) {
      const body = reply.body as Partial<Envelope<T>> & { errors?: Record<string, string[]> };
      throw new ApiError(name, reply.status, body?.message ?? '', body?.errors ?? {}, reply.retryAfter);
    }
    return reply.body.data;
  }

  /**
   * A file download (GET): the same token, refresh and retry as `call`, answering the bytes and the file name
   * from Content-Disposition. Any status other than 200 is an ApiError with the call's message.
   */
  async function download(name: CallName, path: string): Promise<{ blob: Blob; fileName: string | null }> {
    const fetchOnce = async () => {
      const token = options.tokens.access();
      return raw<Blob, 'blob'>(path, {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
        responseType: 'blob',
        cache: 'no-store',
      });
    };
    let response: Awaited<ReturnType<typeof fetchOnce>>;
    try {
      response = await fetchOnce();
      if (response.status === 401) {
        const hadSession = Boolean(options.tokens.access() || options.tokens.refresh());
        if (await refreshOnce()) response = await fetchOnce();
        else if (hadSession) signOut();
      }
    } catch (error) {
      // A download is something the shopper asked for now: they ask again.
      throw unreachable(name, error, false);
    }
    if (response.status !== 200 || !response._data)
      throw new ApiError(
        name,
        response.status,
        await envelopeMessage(response._data),
        {},
        retryAfterSeconds(response.headers.get('Retry-After')),
      );
    return { blob: response._data, fileName: attachmentName(response.headers.get('Content-Disposition')) };
  }

  return { call, download };
}

/** The file name of an attachment (`attachment; filename="x.pdf"`), or null. */
export function attachmentName(header: string | null): string | null {
  return header?.match(/filename="([^"]+)"/)?.[1] ?? null;
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** Retry-After in seconds (a number of seconds, or an HTTP date); null when absent or unreadable. */
/** The message of an error envelope read as a blob (a refused download), or '' when it is none. */
async function envelopeMessage(body: Blob | undefined): Promise<string> {
  try {
    const message = (JSON.parse((await body?.text()) ?? '') as { message?: unknown }).message;
    return typeof message === 'string' ? message : '';
  } catch {
    return '';
  }
}

export function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * What a form shows for a failed call: the call's message, and for a refusal (409) or a bad field (400) the
 * server's own reason, which tells the shopper what to do ("The 2-day return window for this order has closed").
 */
export function failureText(error: unknown): string {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : String(error);
  const field = Object.values(error.fields)[0]?.[0];
  // A refusal (409), a limit (429) or an outage the server explains (503) carries its own reason.
  const reason = [409, 429, 503].includes(error.status) ? error.serverMessage : error.status === 400 ? field : '';
  return reason ? `${error.message} ${reason.replace(/\.?$/, '.')}` : error.message;
}
