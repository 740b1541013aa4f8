import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, isNotNull } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { startTestApi, pgliteOnly, type TestApi } from './harness.ts';

describe.each(pgliteOnly)('accounts and sessions on $name', (target) => {
  let api: TestApi;
  let phones: string[];
  beforeAll(async () => {
    api = await startTestApi(target, 12);
    phones = (await api.database.db.select({ phone: t.users.phone }).from(t.users).limit(10)).map((u) => u.phone);
  });
  afterAll(() => api?.close());

  describe('login with a phone code', () => {
    it('sends a 4-digit code and signs in with it', async () => {
      const phone = phones[0]!;
      const sent = await api.call('POST', 'otpless/signOtp', { body: { phoneNumber: phone, country_code: '91' } });
      expect(sent.status).toBe(200);
      expect(api.lastCode(phone)).toMatch(/^\d{4}$/);
      const [stored] = await api.database.db.select().from(t.otpChallenges).where(eq(t.otpChallenges.phone, phone));
      expect(stored!.codeHash).toMatch(/^[0-9a-f]{64}$/); // stored as a keyed hash, not the code
      const verify = await api.call('PUT', 'otpless/verifyOtp', {
        body: { phoneNumber: phone, otp: api.lastCode(phone) },
      });
      expect(verify.status).toBe(200);
      expect(verify.body.data).toEqual({ accessToken: expect.any(String), refreshToken: expect.any(String) });
      expect((await api.call('GET', 'userCart', { token: verify.body.data.accessToken })).status).toBe(200);
    });

    it('a wrong code answers message WrongOTP', async () => {
      const phone = phones[1]!;
      await api.call('POST', 'otpless/signOtp', { body: { phoneNumber: phone, country_code: '91' } });
      const wrong = String((Number(api.lastCode(phone)) + 1) % 10000).padStart(4, '0');
      const verify = await api.call('PUT', 'otpless/verifyOtp', { body: { phoneNumber: phone, otp: wrong } });
      expect(verify.status).toBe(200);
      expect(verify.body).toEqual({ message: 'WrongOTP', data: null });
    });

    it('five wrong codes lock the phone for 15 minutes, even for the right code', async () => {
      const phone = phones[2]!;
      await api.call('POST', 'otpless/signOtp', { body: { phoneNumber: phone, country_code: '91' } });
      const right = api.lastCode(phone);
      const wrong = String((Number(right) + 1) % 10000).padStart(4, '0');
      const answers = [];
      for (let i = 0; i < 5; i++)
        answers.push((await api.call('PUT', 'otpless/verifyOtp', { body: { phoneNumber: phone, otp: wrong } })).status);
      expect(answers).toEqual([200, 200, 200, 200, 429]);
      const locked = await api.call('PUT', 'otpless/verifyOtp', { body: { phoneNumber: phone, otp: right } });
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(800);
      expect(
        (await api.call('POST', 'otpless/signOtp', { body: { phoneNumber: phone, country_code: '91' } })).status,
      ).toBe(429);
    });

    it('an expired code is refused', async () => {
      const phone = phones[3]!;
      await api.call('POST', 'otpless/signOtp', { body: { phoneNumber: phone, country_code: '91' } });
      await api.database.db
        .update(t.otpChallenges)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(t.otpChallenges.phone, phone));
      const verify = await api.call('PUT', 'otpless/verifyOtp', {
        body: { phoneNumber: phone, otp: api.lastCode(phone) },
      });
      expect(verify.status).toBe(400);
      expect(verify.body.errors.otp).toEqual(['Code expired']);
    });

    it('sending is limited per phone', async () => {
      const phone = phones[4]!;
      const statuses = [];
      for (let i = 0; i < 4; i++)
        statuses.push(
          (await api.call('POST', 'otpless/signOtp', { body: { phoneNumber: phone, country_code: '91' } })).status,
        );
      expect(statuses).toEqual([200, 200, 200, 429]);
    });

    it('validates phone and code with the spec messages', async () => {
      const noPhone = await api.call('POST', 'otpless/signOtp', { body: { phoneNumber: '', country_code: '91' } });
      expect(noPhone.status).toBe(400);
      expect(noPhone.body.errors.phoneNumber).toContain('Enter a phone number');
      const short = await api.call('PUT', 'otpless/verifyOtp', { body: { phoneNumber: phones[5], otp: '12' } });
      expect(short.body.errors.otp).toContain('Enter full OTP');
      const unknown = await api.call('POST', 'otpless/signOtp', {
        body: { phoneNumber: '6000000001', country_code: '91' },
      });
      expect(unknown.status).toBe(404);
      const badJson = await api.call('POST', 'otpless/signOtp', { body: '{"phoneNumber":' });
      expect(badJson.status).toBe(400);
    });
  });

  describe('tokens', () => {
    it('refresh rotates the pair; reusing a rotated token after the grace seconds ends the whole login', async () => {
      const first = await api.login(phones[6]!);
      const rotated = await api.call('POST', 'userRefresh/refresh', {
        body: { refreshToken: first.refreshToken },
        token: first.refreshToken,
      });
      expect(rotated.status).toBe(200);
      expect(rotated.body.data.refreshToken).not.toBe(first.refreshToken);
      // 31 seconds later (the grace for a second tab is 30): the old token is a stolen one.
      await api.database.db
        .update(t.refreshTokens)
        .set({ rotatedAt: new Date(Date.now() - 31_000) })
        .where(isNotNull(t.refreshTokens.rotatedAt));
      const reuse = await api.call('POST', 'userRefresh/refresh', { body: { refreshToken: first.refreshToken } });
      expect(reuse.status).toBe(401);
      // The family is revoked: the newest refresh token no longer works either.
      const after = await api.call('POST', 'userRefresh/refresh', {
        body: { refreshToken: rotated.body.data.refreshToken },
      });
      expect(after.status).toBe(401);
    });

    it('refuses tampered, refresh-as-access and missing tokens', async () => {
      const { accessToken, refreshToken } = await api.login(phones[7]!);
      // The signature's first character changed: every bit of it counts (the last one's low bits do not, so a
      // change there can leave the same signature: "…xw" and "…xx" decode alike).
      const dot = accessToken.lastIndexOf('.') + 1;
      const tampered = `${accessToken.slice(0, dot)}${accessToken[dot] === 'A' ? 'B' : 'A'}${accessToken.slice(dot + 1)}`;
      expect((await api.call('GET', 'userCart', { token: tampered })).status).toBe(401);
      expect((await api.call('GET', 'userCart', { token: refreshToken })).status).toBe(401);
      expect((await api.call('GET', 'userCart')).status).toBe(401);
      expect((await api.call('POST', 'userRefresh/refresh', { body: { refreshToken: accessToken } })).status).toBe(401);
    });
  });

  describe('signup', () => {
    const newcomer = {
      displayname: 'meera.k',
      fullname: 'Meera Krishnan',
      email: 'meera@example.in',
      phone: '9123456780',
      country_code: '91',
      oauth: false,
    };

    it('checks a display name, sends a code and creates the account on the right code', async () => {
      expect((await api.get('username/meera.k/check')).body.data).toBe(true);
      const start = await api.call('POST', 'otpless/signUp', { body: newcomer });
      expect(start.status).toBe(200);
      const verify = await api.call('PUT', 'otpless/signUpVerify', {
        body: { phoneNumber: newcomer.phone, otp: api.lastCode(newcomer.phone) },
      });
      expect(verify.status).toBe(200);
      expect(verify.body.data.accessToken).toEqual(expect.any(String));
      const [user] = await api.database.db.select().from(t.users).where(eq(t.users.phone, newcomer.phone));
      expect(user).toMatchObject({ displayname: 'meera.k', fullname: 'Meera Krishnan', email: 'meera@example.in' });
      expect((await api.get('username/meera.k/check')).body.data).toBe(false);
    });

    it('refuses a taken display name or phone, and a bad e-mail, with field messages', async () => {
      const taken = await api.call('POST', 'otpless/signUp', { body: { ...newcomer, phone: '9123456781' } });
      expect(taken.status).toBe(409);
      expect(taken.body.errors.displayname).toEqual(['Display name not available']);
      const email = await api.call('POST', 'otpless/signUp', {
        body: { ...newcomer, displayname: 'other', phone: '9123456782', email: 'not an email' },
      });
      expect(email.status).toBe(400);
      expect(email.body.errors.email).toEqual(['Invalid email format']);
      const empty = await api.call('POST', 'otpless/signUp', {
        body: { ...newcomer, fullname: '', displayname: 'x2', phone: '9123456783' },
      });
      expect(empty.body.errors.fullname).toEqual(['Required field']);
    });
  });
});
