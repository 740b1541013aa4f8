/**
 * A signed-in request is served only while its login is open: log-out, a reused refresh
 * token and a removed account end the access token at once in the process that saw it happen, and within
 * SESSION_CHECK_MS in any other; a write racing a removal answers 401, never 500.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, gt, isNotNull } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { openDatabase, type Database } from '../../server/db/open.ts';
import { createApp } from '../../server/app.ts';
import { SESSION_CHECK_MS } from '../../server/auth/live-sessions.ts';
import { pgliteOnly, postgresOnly, startTestApi, type TestApi } from './harness.ts';

describe.each(pgliteOnly)('sessions on $name', (target) => {
  let api: TestApi;
  let phone: string;
  let variant: typeof t.variants.$inferSelect;
  beforeAll(async () => {
    api = await startTestApi(target, 8);
    [{ phone }] = (await api.database.db
      .select({ phone: t.users.phone })
      .from(t.users)
      .where(eq(t.users.isBlocked, false))
      .limit(1)) as [{ phone: string }];
    [variant] = (await api.database.db.select().from(t.variants).where(gt(t.variants.quantity, 5)).limit(1)) as [
      typeof t.variants.$inferSelect,
    ];
  });
  afterAll(() => api?.close());

  const cart = (token: string) => api.call('GET', 'userCart', { token });
  const addToCart = (token: string) =>
    api.call('POST', 'userCart', {
      token,
      body: { productId: variant.productId, varaint: variant.id, quantity: 1, reference: false },
    });

  /** A new account through the real signup flow: its tokens and phone. */
  async function signUp(name: string, newPhone: string) {
    const body = {
      displayname: name,
      fullname: 'Session Test',
      email: `${name}@example.in`,
      phone: newPhone,
      country_code: '91',
    };
    expect((await api.call('POST', 'otpless/signUp', { body })).status).toBe(200);
    const verified = await api.call('PUT', 'otpless/signUpVerify', {
      body: { phoneNumber: newPhone, otp: api.lastCode(newPhone) },
    });
    return verified.body.data as { accessToken: string; refreshToken: string };
  }

  it('after log-out the access token is refused at once, for reads and writes; another login of the same shopper goes on', async () => {
    const phoneTab = await api.login(phone);
    const laptop = await api.login(phone);
    // Used first, so this process remembers the login as open.
    expect((await cart(phoneTab.accessToken)).status).toBe(200);
    expect(
      (await api.call('POST', 'userRefresh/logout', { body: { refreshToken: phoneTab.refreshToken } })).status,
    ).toBe(200);
    expect((await cart(phoneTab.accessToken)).status).toBe(401);
    expect((await addToCart(phoneTab.accessToken)).status).toBe(401);
    expect((await api.call('GET', 'user/profile', { token: phoneTab.accessToken })).status).toBe(401);
    expect((await cart(laptop.accessToken)).status).toBe(200);
  });

  it('an access token issued before a refresh ends with its login when a stolen refresh token is reused', async () => {
    const first = await api.login(phone);
    expect((await cart(first.accessToken)).status).toBe(200);
    const rotated = (await api.call('POST', 'userRefresh/refresh', { body: { refreshToken: first.refreshToken } })).body
      .data;
    expect((await cart(rotated.accessToken)).status).toBe(200);
    // Past the two-tabs grace, the old refresh token again means it was copied: the whole login ends.
    await api.database.db
      .update(t.refreshTokens)
      .set({ rotatedAt: new Date(Date.now() - 60_000) })
      .where(and(eq(t.refreshTokens.userId, (await userOf(phone)).id), isNotNull(t.refreshTokens.rotatedAt)));
    expect((await api.call('POST', 'userRefresh/refresh', { body: { refreshToken: first.refreshToken } })).status).toBe(
      401,
    );
    expect((await cart(rotated.accessToken)).status).toBe(401);
    expect((await cart(first.accessToken)).status).toBe(401);
  });

  it("a removed account's token answers 401 on a write at once, and on every call once SESSION_CHECK_MS has passed", async () => {
    const tokens = await signUp('removed.soon', '9900011122');
    expect((await cart(tokens.accessToken)).status).toBe(200);
    await api.database.db.delete(t.users).where(eq(t.users.phone, '9900011122'));
    // Still remembered as open here: the write's foreign key fails, and that answers 401, not 500.
    const write = await addToCart(tokens.accessToken);
    expect(write.status).toBe(401);
    expect(write.body).toEqual({ message: 'Sign in to continue', data: null });
    // That answer also forgot the account's logins: reads are refused from now on.
    expect((await cart(tokens.accessToken)).status).toBe(401);

    const other = await signUp('removed.later', '9900011133');
    expect((await cart(other.accessToken)).status).toBe(200);
    await api.database.db.delete(t.users).where(eq(t.users.phone, '9900011133'));
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + SESSION_CHECK_MS + 1 });
    try {
      expect((await cart(other.accessToken)).status).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  async function userOf(p: string) {
    return (await api.database.db.select().from(t.users).where(eq(t.users.phone, p)))[0]!;
  }
});

// Two processes are two pools over one PostgreSQL, each with its own memory of open logins.
describe.runIf(postgresOnly[0])('sessions across processes on postgres', () => {
  let api: TestApi;
  let second: Database;
  let otherProcess: ReturnType<typeof createApp>;
  beforeAll(async () => {
    api = await startTestApi(postgresOnly[0]!, 8);
    const { current_database } = (
      (await api.database.db.execute('select current_database()')) as unknown as {
        rows: { current_database: string }[];
      }
    ).rows[0]!;
    const url = new URL(postgresOnly[0]!.url);
    url.pathname = `/${current_database}`;
    second = await openDatabase({ databaseUrl: url.href, migrate: false });
    otherProcess = createApp(second.db);
  });
  afterAll(async () => {
    await second?.close();
    await api?.close();
  });

  it('a log-out through one process is refused by another within SESSION_CHECK_MS', async () => {
    const [user] = await api.database.db.select().from(t.users).where(eq(t.users.isBlocked, false)).limit(1);
    const tokens = await api.login(user!.phone);
    const cartThere = () =>
      otherProcess.request('/api/v1/userCart', { headers: { Authorization: `Bearer ${tokens.accessToken}` } });
    expect((await cartThere()).status).toBe(200);
    expect((await api.call('POST', 'userRefresh/logout', { body: { refreshToken: tokens.refreshToken } })).status).toBe(
      200,
    );
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + SESSION_CHECK_MS + 1 });
    try {
      expect((await cartThere()).status).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });
});
