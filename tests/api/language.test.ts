/**
 * The shopper's language kept with the account: users.language, PUT user/language (only en-IN or hi-IN), the
 * own profile's user.language, and what the server writes in it: the SMS code and the notifications. The
 * replies' own messages stay the spec's English.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { pgliteOnly, type TestApi } from './harness.ts';
import { startCheckoutFixture, type Variant } from './checkout-fixture.ts';

describe.each(pgliteOnly)('the shopper’s language on $name', (target) => {
  let api: TestApi, token: string, other: string, userId: string, addressId: string, v: Variant, sellerId: string;
  let phone: string;

  beforeAll(async () => {
    ({ api, token, other, userId, addressId, v, sellerId } = await startCheckoutFixture(target, 10));
    [{ phone }] = (await api.database.db
      .select({ phone: t.users.phone })
      .from(t.users)
      .where(eq(t.users.id, userId))) as [{ phone: string }];
  });
  afterAll(() => api?.close());

  const profileLanguage = async (as: string) =>
    (await api.call('GET', 'user/profile', { token: as })).body.data.user.language as string | null;
  const choose = (as: string, language: unknown) => api.call('PUT', 'user/language', { token: as, body: { language } });
  const lastSms = () => api.sent.at(-1)!.message;

  it('is null until chosen; a choice is saved and shown in the own profile, for that shopper only', async () => {
    expect(await profileLanguage(other)).toBeNull();
    const saved = await choose(other, 'hi-IN');
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ language: 'hi-IN' });
    expect(await profileLanguage(other)).toBe('hi-IN');
    expect(await profileLanguage(token)).toBeNull();
    expect((await choose(other, 'en-IN')).body.data).toEqual({ language: 'en-IN' });
    expect(await profileLanguage(other)).toBe('en-IN');
  });

  it('refuses anything but en-IN or hi-IN with a message on language, and a caller without a token', async () => {
    for (const language of ['hi', 'fr-FR', 'HI-IN', '', 7, null]) {
      const refused = await choose(token, language);
      expect(refused.status, String(language)).toBe(400);
      expect(refused.body.message).toBe('Invalid input');
      expect(refused.body.errors.language).toEqual(['Choose en-IN or hi-IN']);
    }
    const missing = await api.call('PUT', 'user/language', { token, body: {} });
    expect(missing.body.errors.language).toEqual(['Choose en-IN or hi-IN']);
    expect((await api.call('PUT', 'user/language', { body: { language: 'hi-IN' } })).status).toBe(401);
    expect(await profileLanguage(token)).toBeNull();
  });

  it('the login code’s SMS is in the account’s language; the reply’s message stays English', async () => {
    await api.login(phone);
    expect(lastSms()).toMatch(/^\d{4} is your Vastra code\. It expires in 5 minutes\. Never share it\.$/);
    await choose(token, 'hi-IN');
    const sent = await api.call('POST', 'otpless/signOtp', { body: { phoneNumber: phone, country_code: '91' } });
    expect(sent.body.message).toBe('Code sent');
    const code = /^(\d{4}) /.exec(lastSms())?.[1];
    expect(lastSms()).toBe(`${code} आपका Vastra कोड है। 5 मिनट तक मान्य है। इसे किसी से शेयर न करें।`);
    // One SMS part: Unicode text is 70 characters a part.
    expect(lastSms().length).toBeLessThanOrEqual(70);
    // The account's choice wins over the device's cookie.
    await api.call('POST', 'otpless/signOtp', {
      body: { phoneNumber: phone, country_code: '91' },
      headers: { Cookie: 'vastra-lang=en-IN' },
    });
    expect(lastSms()).toContain('आपका Vastra कोड है');
    await choose(token, 'en-IN');
  });

  it('a new number’s code follows the device’s chosen language (the cookie), and the account starts in it', async () => {
    const newcomer = {
      displayname: 'hindi.reader',
      fullname: 'Kavita Sharma',
      email: 'kavita@example.in',
      phone: '9123400077',
      country_code: '91',
      oauth: false,
    };
    const start = await api.call('POST', 'otpless/signUp', {
      body: newcomer,
      headers: { Cookie: 'theme=dark; vastra-lang=hi-IN' },
    });
    expect(start.status).toBe(200);
    expect(lastSms()).toMatch(/^\d{4} आपका Vastra कोड है।/);
    const verify = await api.call('PUT', 'otpless/signUpVerify', {
      body: { phoneNumber: newcomer.phone, otp: api.lastCode(newcomer.phone) },
    });
    expect(verify.status).toBe(200);
    expect(await profileLanguage(verify.body.data.accessToken)).toBe('hi-IN');
    // No cookie, or one naming no language of ours: English, and no language kept.
    const plain = await api.call('POST', 'otpless/signUp', {
      body: { ...newcomer, displayname: 'plain.reader', phone: '9123400078' },
      headers: { Cookie: 'vastra-lang=fr' },
    });
    expect(plain.status).toBe(200);
    expect(lastSms()).toMatch(/^\d{4} is your Vastra code\./);
  });

  it('the notifications the server writes are in the shopper’s language; product names stay as written', async () => {
    const place = async () => {
      const placed = await api.call('POST', 'newOrder/create', {
        token,
        body: {
          orderType: 'Cod',
          addressId,
          orderData: [{ sellerId, couponIds: 'no_coupon', productIds: [v.productId], variants: [v.id], quantity: [1] }],
        },
      });
      expect(placed.status).toBe(200);
      return placed.body.data.orderIds[0] as string;
    };
    const latest = async () =>
      (await api.call('GET', 'notifications', { token })).body.data[0] as { title: string; body: string; link: string };
    const [product] = await api.database.db.select().from(t.products).where(eq(t.products.id, v.productId));

    const english = await place();
    expect((await latest()).title).toBe(`Order placed: ${product!.name}`);
    expect((await api.call('POST', `dev/orders/${english}/status`, { body: { status: 'IN_TRANSIST' } })).status).toBe(
      200,
    );
    expect((await latest()).title).toBe('In Transit');

    await choose(token, 'hi-IN');
    const hindi = await place();
    const placed = await latest();
    expect(placed.title).toBe(`ऑर्डर हो गया: ${product!.name}`);
    expect(placed.body).toMatch(/^ऑर्डर #[\d-]+ · .+, \d{1,2} .+ तक डिलीवरी$/);
    // Links have no language: the page that shows the note puts them in its own.
    expect(placed.link).toBe(`/my-orders/${hindi}`);
    await api.call('POST', `dev/orders/${hindi}/status`, { body: { status: 'IN_TRANSIST' } });
    expect((await latest()).title).toBe('रास्ते में है');
    await api.call('POST', `dev/orders/${hindi}/status`, { body: { status: 'OUT_FOR_DELIVERY' } });
    const out = await latest();
    expect(out.title).toBe('डिलीवरी के लिए निकला');
    expect(out.body).toContain(`${product!.name} · ऑर्डर #`);
    await choose(token, 'en-IN');
  });
});
