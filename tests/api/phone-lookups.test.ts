/**
 * Whether a phone has an account is told at the pace codes are sent: an unknown number at
 * login (404) and a known one at signup (409) count against the per-IP limit of sent codes, so a burst from
 * one address is refused with 429 and Retry-After past the limit, known and unknown numbers alike. On
 * PostgreSQL the burst runs side by side.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { OTP_RULES } from '../../server/auth/otp.ts';
import { CODE_REFUSALS } from '../../src/lib/rules/phone-code.ts';
import { startTestApi, bothDatabases, type TestApi } from './harness.ts';

const atOnce = <T>(n: number, request: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => request(i)));

describe.each(bothDatabases)('phone lookups on $name', (target) => {
  let api: TestApi;
  let trustProxy: string | undefined;
  beforeAll(async () => {
    api = await startTestApi(target, 8);
    trustProxy = process.env.TRUST_PROXY;
    process.env.TRUST_PROXY = '1';
  });
  afterAll(async () => {
    if (trustProxy === undefined) delete process.env.TRUST_PROXY;
    else process.env.TRUST_PROXY = trustProxy;
    await api?.close();
  });

  const login = (phoneNumber: string, ip: string) =>
    api.call('POST', 'otpless/signOtp', {
      headers: { 'X-Forwarded-For': ip },
      body: { phoneNumber, country_code: '91' },
    });
  const unknown = (i: number) => `96${String(i).padStart(8, '0')}`;

  it(`a burst of unknown numbers from one address: ${OTP_RULES.perIp.count} answered, the rest 429 with Retry-After, and then a known number too`, async () => {
    const limit = OTP_RULES.perIp.count;
    const replies = await atOnce(limit + 5, (i) => login(unknown(i), '203.0.113.50'));
    const told = replies.filter((r) => r.status === 404);
    const refused = replies.filter((r) => r.status === 429);
    expect(told).toHaveLength(limit);
    expect(told[0]!.body.message).toBe('No account uses this phone number. Sign up first.');
    expect(refused).toHaveLength(5);
    for (const reply of refused) {
      expect(reply.body.message).toBe(CODE_REFUSALS.rateLimited);
      expect(Number(reply.headers.get('Retry-After'))).toBeGreaterThan(3000);
    }
    // Past the limit a number with an account gets the very same answer, and no code.
    const [known] = await api.database.db.select().from(t.users).where(eq(t.users.isBlocked, false)).limit(1);
    const sent = api.sent.length;
    const knownReply = await login(known!.phone, '203.0.113.50');
    expect(knownReply.status).toBe(429);
    expect(knownReply.body.message).toBe(CODE_REFUSALS.rateLimited);
    expect(api.sent.length).toBe(sent);
    // Another address is not held up.
    expect((await login(unknown(900), '198.51.100.9')).status).toBe(404);
  });

  it('a new shopper sent from login to signup still gets all 3 codes of their number', async () => {
    const phone = unknown(500);
    expect((await login(phone, '192.0.2.1')).status).toBe(404);
    expect((await login(phone, '192.0.2.1')).status).toBe(404);
    const signUp = () =>
      api.call('POST', 'otpless/signUp', {
        headers: { 'X-Forwarded-For': '192.0.2.1' },
        body: { displayname: 'from.login', fullname: 'From Login', email: 'f@example.in', phone, country_code: '91' },
      });
    const replies = [];
    for (let i = 0; i < 4; i++) replies.push(await signUp());
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 429]);
    // The lookups kept no trace of the number: it has no account.
    expect(
      await api.database.db
        .select()
        .from(t.otpChallenges)
        .where(and(eq(t.otpChallenges.phone, phone), eq(t.otpChallenges.purpose, 'lookup'))),
    ).toEqual([]);
  });

  it('signup\'s "already uses this phone number" counts the same way', async () => {
    const people = await api.database.db.select().from(t.users).where(eq(t.users.isBlocked, false)).limit(4).offset(1);
    const signUp = (phone: string) =>
      api.call('POST', 'otpless/signUp', {
        headers: { 'X-Forwarded-For': '203.0.113.60' },
        body: {
          displayname: `new.${phone}`,
          fullname: 'New One',
          email: `n${phone}@example.in`,
          phone,
          country_code: '91',
        },
      });
    const previous = OTP_RULES.perIp.count;
    OTP_RULES.perIp.count = 3;
    try {
      const replies = [];
      for (const person of people) replies.push(await signUp(person.phone));
      expect(replies.map((r) => r.status)).toEqual([409, 409, 409, 429]);
      expect(replies[0]!.body.errors.phone).toEqual(['An account already uses this phone number']);
      expect(replies[3]!.headers.get('Retry-After')).toMatch(/^\d+$/);
    } finally {
      OTP_RULES.perIp.count = previous;
    }
  });
});
