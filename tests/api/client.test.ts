/**
 * The one API client against a real local HTTP server: bearer tokens, one shared refresh for concurrent
 * 401s, one retry, sign-out when refresh is impossible, and the spec's message on failure.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, failureText, isOffline, keyed, type TokenStore } from '../../src/lib/api/client.ts';
import { OFFLINE_MESSAGE, OFFLINE_TRY_AGAIN } from '../../src/lib/api/offline.ts';

let server: http.Server;
let baseURL: string;
let refreshCalls = 0;
let refreshWorks = true;
let validAccess = 'access-2';
const seenAuth: string[] = [];
const seen: { url: string; key: string | undefined; body: string }[] = [];
const hits = { flaky: 0, slow: 0 };

function reply(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** What the fake API does is named in the request's path or query: /orders/flaky, /search/products?q=slow. */
const BEHAVIOURS = ['private', 'flaky', 'slow', 'broken', 'limited'] as const;
const behaviour = (url: string) =>
  url
    .split(/[/?=&]/)
    .find((part) => BEHAVIOURS.some((name) => part.startsWith(name)))
    ?.replace(/-.*/, '');

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const auth = req.headers.authorization ?? '';
      const body = Buffer.concat(chunks).toString();
      if (req.url === '/api/v1/userRefresh/refresh' && req.method === 'POST') {
        refreshCalls++;
        const sent = JSON.parse(body || '{}');
        // Answer slowly so concurrent 401s really overlap the refresh.
        setTimeout(() => {
          if (!refreshWorks || sent.refreshToken !== 'refresh-1' || auth !== 'Bearer refresh-1')
            return reply(res, 401, { message: 'bad refresh', data: null });
          reply(res, 200, { message: 'ok', data: { accessToken: 'access-2', refreshToken: 'refresh-2' } });
        }, 50);
        return;
      }
      seenAuth.push(auth);
      seen.push({ url: req.url ?? '', key: req.headers['idempotency-key'] as string | undefined, body });
      switch (behaviour(req.url ?? '')) {
        case 'private':
          if (auth !== `Bearer ${validAccess}`) return reply(res, 401, { message: 'expired', data: null });
          return reply(res, 200, { message: 'ok', data: { secret: req.url, body } });
        case 'flaky':
          // Fails twice with a gateway error, then answers.
          hits.flaky++;
          if (hits.flaky <= 2) return reply(res, 503, { message: 'Try again', data: null });
          return reply(res, 200, { message: 'ok', data: { tries: hits.flaky } });
        case 'slow':
          hits.slow++;
          setTimeout(() => reply(res, 200, { message: 'ok', data: 'late' }), 1_000);
          return;
        case 'broken':
          return reply(res, 400, { message: 'Invalid input', data: null, errors: { quantity: ['Too many'] } });
        case 'limited':
          res.setHeader('Retry-After', '420');
          return reply(res, 429, {
            message: 'Too many codes requested. Please wait before asking again.',
            data: null,
          });
        default:
          if (req.url?.startsWith('/api/v1/userCart')) return reply(res, 200, { message: 'ok', data: true });
          reply(res, 404, { message: 'Not found', data: null });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A read whose behaviour is its order id, and a write whose behaviour is its order id. */
const order = (orderId: string) => ({ params: { path: { orderId } } });
const cancel = (orderId: string) => ({
  params: { path: { orderId } },
  body: { reasonType: 'Change of Mind' as const, reasonText: '' },
});
const secretOf = (reply: unknown) => (reply as { secret: string }).secret;

function memoryTokens(access: string, refresh: string) {
  const state = { access, refresh, signedOut: 0 };
  const tokens: TokenStore = {
    access: () => state.access,
    refresh: () => state.refresh,
    save: (a, r) => Object.assign(state, { access: a, refresh: r }),
    clear: () => Object.assign(state, { access: '', refresh: '' }),
  };
  return { state, tokens };
}

beforeEach(() => {
  refreshCalls = 0;
  refreshWorks = true;
  validAccess = 'access-2';
  seenAuth.length = 0;
  seen.length = 0;
  Object.assign(hits, { flaky: 0, slow: 0 });
  vi.unstubAllGlobals();
});

describe('API client', () => {
  it('sends the bearer token and reads data from the envelope', async () => {
    const { tokens, state } = memoryTokens('access-2', 'refresh-1');
    const client = createApiClient({ baseURL, tokens, onSignedOut: () => state.signedOut++ });
    const profile = await client.GET('getProfile', '/user/profile/{userId}', {
      params: { path: { userId: 'private' } },
    });
    expect(secretOf(profile)).toBe('/api/v1/user/profile/private');
    expect(seenAuth).toEqual(['Bearer access-2']);
    expect(refreshCalls).toBe(0);
  });

  it('three concurrent 401s share one refresh, then each is sent once more', async () => {
    const { tokens, state } = memoryTokens('access-1', 'refresh-1');
    const client = createApiClient({ baseURL, tokens, onSignedOut: () => state.signedOut++ });
    const profile = (userId: string) =>
      client.GET('getProfile', '/user/profile/{userId}', { params: { path: { userId } } });
    const results = await Promise.all([profile('private-a'), profile('private-b'), profile('private-c')]);
    expect(results.map(secretOf)).toEqual([
      '/api/v1/user/profile/private-a',
      '/api/v1/user/profile/private-b',
      '/api/v1/user/profile/private-c',
    ]);
    expect(refreshCalls).toBe(1);
    expect(state).toMatchObject({ access: 'access-2', refresh: 'refresh-2', signedOut: 0 });
  });

  it('a write sent again after the refresh carries its body again', async () => {
    const { tokens, state } = memoryTokens('access-1', 'refresh-1');
    const client = createApiClient({ baseURL, tokens, onSignedOut: () => state.signedOut++ });
    const answer = await client.POST('cancelOrder', '/orders/{orderId}/cancel', cancel('private'));
    expect(JSON.parse((answer as unknown as { body: string }).body)).toEqual({
      reasonType: 'Change of Mind',
      reasonText: '',
    });
    expect(seenAuth).toEqual(['Bearer access-1', 'Bearer access-2']);
  });

  it('a failed refresh removes both tokens and signs out', async () => {
    refreshWorks = false;
    const { tokens, state } = memoryTokens('access-1', 'refresh-1');
    const client = createApiClient({ baseURL, tokens, onSignedOut: () => state.signedOut++ });
    const error = (await client
      .GET('getProfile', '/user/profile/{userId}', { params: { path: { userId: 'private' } } })
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Failed to get user profile');
    expect(error.status).toBe(401);
    expect(state).toMatchObject({ access: '', refresh: '', signedOut: 1 });
    expect(refreshCalls).toBe(1);
  });

  it('without a refresh token it signs out without calling refresh', async () => {
    const { tokens, state } = memoryTokens('access-1', '');
    const client = createApiClient({ baseURL, tokens, onSignedOut: () => state.signedOut++ });
    await expect(client.GET('getOrder', '/orders/{orderId}', order('private'))).rejects.toBeInstanceOf(ApiError);
    expect(refreshCalls).toBe(0);
    expect(state.signedOut).toBe(1);
  });

  it('is sent once more only: a second 401 after refresh is a failure, not a loop', async () => {
    validAccess = 'never-valid';
    const { tokens, state } = memoryTokens('access-1', 'refresh-1');
    const client = createApiClient({ baseURL, tokens, onSignedOut: () => state.signedOut++ });
    await expect(client.GET('getOrder', '/orders/{orderId}', order('private'))).rejects.toMatchObject({ status: 401 });
    expect(refreshCalls).toBe(1);
    expect(seenAuth).toEqual(['Bearer access-1', 'Bearer access-2']);
  });

  it("any other status raises the call's spec message with the server's field errors", async () => {
    const { tokens, state } = memoryTokens('', '');
    const client = createApiClient({ baseURL, tokens, onSignedOut: () => state.signedOut++ });
    const error = (await client
      .PUT('updateCartQuantity', '/review/{id}', {
        params: { path: { id: 'broken' } },
        body: { ratings: 5, postTitle: 'Fits', postDesc: 'Fits well' },
      })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('Failed to update product quaantity in cart.');
    expect(error.status).toBe(400);
    expect(error.fields).toEqual({ quantity: ['Too many'] });
    expect(error.serverMessage).toBe('Invalid input');
  });

  it('a 429 carries its Retry-After in seconds', async () => {
    const { tokens, state } = memoryTokens('', '');
    const client = createApiClient({ baseURL, tokens, onSignedOut: () => state.signedOut++ });
    const error = (await client
      .POST('sendOtp', '/orders/{orderId}/cancel', cancel('limited'))
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ status: 429, retryAfterSeconds: 420, message: 'Failed to send otp request.' });
    const other = (await client
      .GET('getOrder', '/orders/{orderId}', order('broken'))
      .catch((e: unknown) => e)) as ApiError;
    expect(other.retryAfterSeconds).toBeNull();
  });

  it('a refused download carries the server’s reason and its Retry-After', async () => {
    const { tokens, state } = memoryTokens('', '');
    const client = createApiClient({ baseURL, tokens, onSignedOut: () => state.signedOut++ });
    const error = (await client
      .download('downloadInvoice', '/orders/{orderId}/invoice', order('limited'))
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({
      status: 429,
      retryAfterSeconds: 420,
      message: 'Failed to download your invoice.',
      serverMessage: 'Too many codes requested. Please wait before asking again.',
    });
    expect(failureText(error)).toBe(
      'Failed to download your invoice. Too many codes requested. Please wait before asking again.',
    );
  });

  it('sends the query and body its route takes, and a write its Idempotency-Key', async () => {
    const { tokens, state } = memoryTokens('', '');
    const client = createApiClient({ baseURL, tokens, onSignedOut: () => state.signedOut++ });
    await client.DELETE('removeFromCart', '/userCart', {
      params: { query: { id: 'line 1' } },
      ...keyed({ idempotencyKey: 'k-1' }),
    });
    await client.POST('addToCart', '/userCart', {
      body: { productId: 'p1', varaint: 'v1', quantity: 1, reference: false },
    });
    expect(seen).toEqual([
      { url: '/api/v1/userCart?id=line%201', key: 'k-1', body: '' },
      {
        url: '/api/v1/userCart',
        key: undefined,
        body: '{"productId":"p1","varaint":"v1","quantity":1,"reference":false}',
      },
    ]);
  });

  it('a network failure is an ApiError with status 0', async () => {
    const { tokens, state } = memoryTokens('', '');
    const client = createApiClient({
      baseURL: 'http://127.0.0.1:9/api/v1/',
      tokens,
      onSignedOut: () => state.signedOut++,
    });
    await expect(
      client.POST('addToCart', '/userCart', { body: { productId: 'p1', varaint: 'v1', quantity: 1 } }),
    ).rejects.toMatchObject({ status: 0, message: 'Failed to add product to cart.' });
  });

  it('a read that fails with a gateway error is sent again, at most twice', async () => {
    const { tokens, state } = memoryTokens('', '');
    const client = createApiClient({ baseURL, tokens, onSignedOut: () => state.signedOut++ });
    await expect(client.GET('getOrder', '/orders/{orderId}', order('flaky'))).resolves.toEqual({ tries: 3 });
    expect(hits.flaky).toBe(3);
  });

  it('a write is never sent again', async () => {
    const { tokens, state } = memoryTokens('', '');
    const client = createApiClient({ baseURL, tokens, onSignedOut: () => state.signedOut++ });
    const review = { params: { path: { id: 'flaky' } } };
    const writes = [
      () => client.POST('cancelOrder', '/orders/{orderId}/cancel', cancel('flaky')),
      () =>
        client.PUT('updateReview', '/review/{id}', { ...review, body: { ratings: 4, postTitle: 'a', postDesc: 'b' } }),
      () => client.DELETE('deleteReview', '/review/{id}', review),
    ];
    for (const write of writes) {
      hits.flaky = 0;
      await expect(write()).rejects.toMatchObject({ status: 503 });
      expect(hits.flaky).toBe(1);
    }
  });

  it('a read the caller can cancel (a lookup as the shopper types) is not sent again', async () => {
    const { tokens, state } = memoryTokens('', '');
    const client = createApiClient({ baseURL, tokens, onSignedOut: () => state.signedOut++ });
    const signal = new AbortController().signal;
    await expect(
      client.GET('searchProducts', '/search/products', { params: { query: { q: 'flaky' } }, signal }),
    ).rejects.toMatchObject({ status: 503 });
    expect(hits.flaky).toBe(1);
  });

  it('a call that does not answer within its deadline fails, and is not sent again after it', async () => {
    const { tokens, state } = memoryTokens('', '');
    const client = createApiClient({ baseURL, tokens, onSignedOut: () => state.signedOut++, timeoutMs: 150 });
    await expect(client.GET('getCart', '/orders/{orderId}', order('slow'))).rejects.toMatchObject({
      status: 0,
      message: 'Failed to load your bag.',
    });
    expect(hits.slow).toBe(1);
    hits.slow = 0;
    await expect(client.POST('addToCart', '/orders/{orderId}/cancel', cancel('slow'))).rejects.toMatchObject({
      status: 0,
    });
    expect(hits.slow).toBe(1);
    hits.slow = 0;
    const signal = new AbortController().signal;
    await expect(
      client.GET('searchProducts', '/search/products', { params: { query: { q: 'slow' } }, signal }),
    ).rejects.toMatchObject({ status: 0 });
    expect(hits.slow).toBe(1);
  });

  it('an unreachable server while the device is offline is named offline: a read is asked again later', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const { tokens, state } = memoryTokens('', '');
    const client = createApiClient({
      baseURL: 'http://127.0.0.1:9/api/v1/',
      tokens,
      onSignedOut: () => state.signedOut++,
    });
    const read = await client.GET('getCart', '/userCart').catch((e: unknown) => e);
    expect(isOffline(read)).toBe(true);
    expect((read as ApiError).message).toBe(OFFLINE_MESSAGE);
    const write = await client
      .POST('addToCart', '/userCart', { body: { productId: 'p1', varaint: 'v1', quantity: 1 } })
      .catch((e: unknown) => e);
    expect((write as ApiError).message).toBe(OFFLINE_TRY_AGAIN);
  });
});
