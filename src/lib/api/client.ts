/**
 * The one door to the backend: openapi-fetch over the generated `paths` (src/contract/openapi.ts), so each
 * call's parameters, body and reply come from its route (docs/decisions/openapi.md, "Calls typed by path").
 * Its middleware (middleware.ts) gives every call a deadline, the bearer token with one refresh shared by
 * concurrent 401s, and sends a failed read again; here the reply is read in one place: the envelope's data
 * (data.data in the spec's words), or an ApiError carrying the spec's message for that call.
 */
import createClient, { type Client, type ClientPathsWithMethod, type MaybeOptionalInit } from 'openapi-fetch';
import type { paths } from '../../contract/openapi.ts';
import { CALL_MESSAGES, type CallName } from './messages.ts';
import { OFFLINE_MESSAGE, OFFLINE_TRY_AGAIN } from './offline.ts';
import { CALL_TIMEOUT_MS, callPolicy } from './call-policy.ts';
import { deadline, readRetries, session, type TokenStore } from './middleware.ts';

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
  const message = error instanceof Error ? error.message : String(error);
  return new ApiError(name, 0, message, {}, null, deviceOffline() ? { read } : null);
}

/** A call that failed because the device is offline. */
export const isOffline = (error: unknown): error is ApiError => error instanceof ApiError && error.offline;

export type { TokenStore };

export type ApiClientOptions = {
  baseURL: string;
  tokens: TokenStore;
  /** Where requests go: the browser's fetch by default; the build passes the API app's own handler. */
  fetch?: (request: Request) => Promise<Response>;
  /** Called after tokens are removed because refresh failed or was impossible (spec: go to /). */
  onSignedOut: () => void;
  /** How long a call may take (ms; 0: no limit). The storefront's calls: CALL_TIMEOUT_MS. */
  timeoutMs?: number;
};

/**
 * For reads of money and stock: never from the browser's HTTP cache, and never stored there. A cached copy
 * would be stale money, and a read of a URL whose cached copy is being revalidated waits on that entry's
 * lock (Chromium gives up after 20 s), so Add To Bag would wait too.
 */
export const LIVE_READ = { cache: 'no-store' } as const satisfies RequestInit;

/** What a bag or wishlist write may carry besides its body: a key, so a replay after a lost answer is applied once. */
export type WriteOptions = { idempotencyKey?: string };
/** The Idempotency-Key header of a write, when it has one. */
export const keyed = (options?: WriteOptions) =>
  options?.idempotencyKey ? { headers: { 'Idempotency-Key': options.idempotencyKey } } : {};

type Method = 'get' | 'put' | 'post' | 'delete';
/** The API's routes that answer this method. */
export type PathOf<M extends Method> = ClientPathsWithMethod<Client<paths>, M>;
type Operation<P, M> = P extends keyof paths ? (M extends keyof paths[P] ? paths[P][M] : never) : never;
/** What a call of this route and method takes: its path and query parameters, headers and body, by the route. */
export type InitOf<P, M extends Method> = P extends keyof paths ? MaybeOptionalInit<paths[P], M> : never;
/** The data of the route's 200 reply (data.data in the spec's words). */
export type ReplyData<P, M> =
  Operation<P, M> extends { responses: { 200: { content: { 'application/json': { data: infer D } } } } } ? D : never;
/** The init argument: optional when the route needs no parameter or body. */
type InitArgs<I> = undefined extends I ? [init?: I] : [init: I];

/** The reply as openapi-fetch gives it: the parsed body (as data when 2xx, as error otherwise) and the response. */
type Settled = { data?: unknown; error?: unknown; response: Response };

export function createApiClient(options: ApiClientOptions) {
  const timeoutMs = options.timeoutMs ?? CALL_TIMEOUT_MS;
  // Looked up at each call, so a fetch replaced after the client was made (a test's) is the one used.
  const fetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const baseUrl = options.baseURL;
  const client = createClient<paths>({ baseUrl, fetch });
  // The refresh itself goes around the session (a 401 there means no refresh, not another one).
  const bare = createClient<paths>({ baseUrl, fetch });
  bare.use(deadline(timeoutMs));
  let refreshing: Promise<boolean> | null = null;

  /** One refresh at a time; every 401 that arrives meanwhile waits for the same answer. */
  function refreshOnce(): Promise<boolean> {
    refreshing ??= (async () => {
      const refreshToken = options.tokens.refresh();
      if (!refreshToken) return false;
      try {
        const { data, response } = await bare.POST('/userRefresh/refresh', {
          body: { refreshToken },
          headers: { Authorization: `Bearer ${refreshToken}` },
        });
        if (response.status !== 200 || !data) return false;
        options.tokens.save(data.data.accessToken, data.data.refreshToken);
        return true;
      } catch {
        return false;
      }
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  client.use(
    deadline(timeoutMs),
    session(options.tokens, refreshOnce, () => {
      options.tokens.clear();
      options.onSignedOut();
    }),
  );

  /**
   * The one place a reply is read: the data of a 200's envelope, or an ApiError with the call's spec message
   * (the server's message, field errors and Retry-After kept); a call that never got an answer is unreachable.
   */
  async function settle<T>(name: CallName, read: boolean, reply: Promise<Settled>): Promise<T> {
    let settled: Settled;
    try {
      settled = await reply;
    } catch (error) {
      throw unreachable(name, error, read);
    }
    const { response } = settled;
    if (response.status !== 200) {
      const body = (settled.error ?? settled.data) as { message?: string; errors?: Record<string, string[]> | null };
      const retryAfter = retryAfterSeconds(response.headers.get('Retry-After'));
      throw new ApiError(name, response.status, body?.message ?? '', body?.errors ?? {}, retryAfter);
    }
    return settled.data as T;
  }

  /** One operation's call, typed by its route: `name` picks the spec's message for its failure. */
  const operation =
    <M extends Method>(method: M) =>
    <P extends PathOf<M>>(name: CallName, path: P, ...[init]: InitArgs<InitOf<P, M>>) => {
      const cancellable = Boolean((init as RequestInit | undefined)?.signal);
      const policy = callPolicy(method, cancellable);
      const sent = client.request(
        method,
        path as never,
        {
          ...(init as object),
          middleware: policy.retry ? [readRetries(policy)] : [],
        } as never,
      ) as Promise<Settled>;
      return settle<{ data: ReplyData<P, M> }>(name, method === 'get', sent).then((envelope) => envelope.data);
    };

  /**
   * A file download (GET): the same token, refresh and retry as any read, answering the bytes and the file name
   * from Content-Disposition. Any status other than 200 is an ApiError with the call's message.
   */
  async function download<P extends PathOf<'get'>>(
    name: CallName,
    path: P,
    ...[init]: InitArgs<InitOf<P, 'get'>>
  ): Promise<{ blob: Blob; fileName: string | null }> {
    const sent = client.request(
      'get',
      path as never,
      {
        ...(init as object),
        ...LIVE_READ,
        parseAs: 'blob',
        middleware: [readRetries(callPolicy('GET', false))],
      } as never,
    ) as Promise<Settled>;
    // A download is something the shopper asked for now: offline, they ask again.
    const blob = await settle<Blob>(name, false, sent);
    return { blob, fileName: attachmentName((await sent).response.headers.get('Content-Disposition')) };
  }

  return {
    GET: operation('get'),
    POST: operation('post'),
    PUT: operation('put'),
    DELETE: operation('delete'),
    download,
  };
}

/** The file name of an attachment (`attachment; filename="x.pdf"`), or null. */
export function attachmentName(header: string | null): string | null {
  return header?.match(/filename="([^"]+)"/)?.[1] ?? null;
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** Retry-After in seconds (a number of seconds, or an HTTP date); null when absent or unreadable. */
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
