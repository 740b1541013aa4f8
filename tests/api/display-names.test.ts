/**
 * Display names are unique regardless of case: the availability check says so, and one name
 * taken by several signups or profile updates at once gives one 200 and 409s on displayname, never a 500.
 * On PostgreSQL the requests run side by side (the embedded database runs one at a time).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { startTestApi, bothDatabases, type TestApi } from './harness.ts';

const atOnce = <T>(n: number, request: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => request(i)));
const TAKEN = {
  message: 'Display name not available',
  data: null,
  errors: { displayname: ['Display name not available'] },
};

describe.each(bothDatabases)('display names on $name', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(target, 8);
  });
  afterAll(() => api?.close());

  const holders = (name: string) =>
    api.database.db
      .select()
      .from(t.users)
      .where(sql`lower(${t.users.displayname}) = ${name.toLowerCase()}`);
  const signUpBody = (displayname: string, phone: string) => ({
    displayname,
    fullname: 'Name Test',
    email: `${phone}@example.in`,
    phone,
    country_code: '91',
  });

  it('the availability check and signup see "Asha" and "asha" as one name', async () => {
    const [someone] = await api.database.db.select().from(t.users).limit(1);
    const upper = someone!.displayname.toUpperCase();
    expect((await api.get(`username/${encodeURIComponent(upper)}/check`)).body.data).toBe(false);
    expect((await api.get(`username/${encodeURIComponent(someone!.displayname)}/check`)).body.data).toBe(false);
    expect((await api.get('username/nobody.has.this/check')).body.data).toBe(true);
    const reply = await api.call('POST', 'otpless/signUp', { body: signUpBody(upper, '9700000001') });
    expect(reply.status).toBe(409);
    expect(reply.body.errors.displayname).toEqual(['Display name not available']);
  });

  it('five signups confirming one name at once (in different cases): one account, four 409s on displayname', async () => {
    const phones = ['9700000011', '9700000012', '9700000013', '9700000014', '9700000015'];
    const names = ['Same.Name', 'same.name', 'SAME.NAME', 'Same.name', 'same.Name'];
    // Each passes the check when its code is sent: nobody holds the name yet.
    for (const [i, phone] of phones.entries())
      expect((await api.call('POST', 'otpless/signUp', { body: signUpBody(names[i]!, phone) })).status).toBe(200);
    const replies = await atOnce(5, (i) =>
      api.call('PUT', 'otpless/signUpVerify', { body: { phoneNumber: phones[i], otp: api.lastCode(phones[i]!) } }),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const reply of replies.filter((r) => r.status === 409)) expect(reply.body).toEqual(TAKEN);
    expect(await holders('same.name')).toHaveLength(1);
    expect(await api.database.db.select().from(t.users).where(inArray(t.users.phone, phones))).toHaveLength(1);
  });

  it('five shoppers taking one name in their profiles at once: one 200, four 409s on displayname', async () => {
    const people = await api.database.db.select().from(t.users).where(eq(t.users.isBlocked, false)).limit(5).offset(1);
    const tokens = await Promise.all(people.map(async (p) => (await api.login(p.phone)).accessToken));
    const replies = await atOnce(5, (i) =>
      api.call('PUT', 'user/profile', {
        token: tokens[i],
        body: {
          displayname: i % 2 ? 'Taken.At.Once' : 'taken.at.once',
          fullname: people[i]!.fullname,
          email: 'p@example.in',
          phone: people[i]!.phone,
          birthday: '01-02-1990',
        },
      }),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const reply of replies.filter((r) => r.status === 409)) expect(reply.body).toEqual(TAKEN);
    expect(await holders('taken.at.once')).toHaveLength(1);
  });
});
