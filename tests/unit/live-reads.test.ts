/**
 * Live money and stock never come from (or go into) the browser's HTTP cache: the calls that read them ask
 * fetch for cache: 'no-store'. A cached product detail would be stale money, and a read of a URL whose cached
 * copy is being revalidated waits on that cache entry (Chromium: up to 20 s), which held up Add To Bag.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getHome, getProduct } from '../../src/lib/api/index.ts';
import { getCart } from '../../src/lib/api/cart.ts';

// The browser resolves the client's '/api/v1' against the page; Node has no page, so the calls get a whole address.
vi.hoisted(() => vi.stubEnv('PUBLIC_API_BASE', 'http://localhost:4321/api/v1'));

type Seen = { url: string; cache: RequestCache | undefined };
let seen: Seen[] = [];

beforeEach(() => {
  seen = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    seen.push({ url, cache: init?.cache ?? (input instanceof Request ? input.cache : undefined) });
    return new Response(JSON.stringify({ message: 'ok', data: url.includes('userCart') ? [] : {} }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
});
afterEach(() => vi.restoreAllMocks());

describe('live reads', () => {
  it('getProduct (product page, shell, quick view) asks for no-store', async () => {
    await getProduct('p-1');
    expect(seen).toEqual([{ url: expect.stringMatching(/\/product\/p-1$/), cache: 'no-store' }]);
  });

  it('getCart (the signed-in bag) asks for no-store', async () => {
    await getCart();
    expect(seen).toEqual([{ url: expect.stringMatching(/\/userCart$/), cache: 'no-store' }]);
  });

  it('display reads keep the default cache mode (the CDN and the browser may keep them)', async () => {
    await getHome();
    expect(seen).toHaveLength(1);
    expect(seen[0]!.cache).toBe('default');
  });
});
