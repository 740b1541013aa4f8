/**
 * A shopper's name can never pass for the store's own: signup and profile edit refuse a full or display name
 * passing for the store's name, the wallet's or "Support" (in any case, spaced out or spelt with look-alike
 * characters), with a 400 on the field and nothing sent or saved; the availability check calls such a
 * display name taken. A real name that only shares their letters ("Pooja Vastrakar") is taken. Brand names
 * come from src/lib/site.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { site } from '../../src/lib/site.ts';
import { startTestApi, pgliteOnly, type TestApi } from './harness.ts';

/** The field message, as the forms show it. */
const kept = (word: string) => `Names with “${word}” are kept for ${site.name}’s own messages`;

describe.each(pgliteOnly)('names kept for the store on $name', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(target, 8);
  });
  afterAll(() => api?.close());

  const signUp = (fields: { displayname?: string; fullname?: string }, phone: string) =>
    api.call('POST', 'otpless/signUp', {
      body: {
        displayname: `asha${phone.slice(-4)}`,
        fullname: 'Asha Verma',
        email: `${phone}@example.in`,
        phone,
        country_code: '91',
        ...fields,
      },
    });

  it('signup refuses a full name holding the store’s name, the wallet’s or “Support”, and sends no code', async () => {
    const cases: [string, string][] = [
      [`${site.name} Support`, site.name],
      [site.walletName, site.walletName],
      ['Asha Support', 'Support'],
      [`${site.name.toLowerCase()} care`, site.name],
      [`The ${site.name.toUpperCase().split('').join(' ')} team`, site.name],
      // Cyrillic а and о in place of the Latin letters.
      [`${site.name.replace('a', '\u0430')} help`, site.name],
      ['Supp\u043ert Desk', 'Support'],
      ['SUPP0RT', 'Support'],
    ];
    const sentBefore = api.sent.length;
    for (const [i, [fullname, word]] of cases.entries()) {
      const reply = await signUp({ fullname }, `97100000${String(i).padStart(2, '0')}`);
      expect(reply.status, fullname).toBe(400);
      expect(reply.body.errors.fullname, fullname).toEqual([kept(word)]);
    }
    expect(api.sent.length).toBe(sentBefore);
    expect((await signUp({ fullname: 'Asha Verma' }, '9710000099')).status).toBe(200);
  });

  it('signup takes a real name that only shares letters with those words', async () => {
    const reply = await signUp({ fullname: 'Pooja Vastrakar', displayname: 'pooja.vastrakar' }, '9710000098');
    expect(reply.status).toBe(200);
    expect((await signUp({ fullname: 'Canvas Trading' }, '9710000097')).status).toBe(200);
    expect((await api.get('username/ravi_vastrad/check')).body.data).toBe(true);
  });

  it('signup refuses such a display name too, and the availability check calls it taken', async () => {
    const reply = await signUp({ displayname: `${site.name.toLowerCase()}.official` }, '9710000100');
    expect(reply.status).toBe(400);
    expect(reply.body.errors.displayname).toEqual([kept(site.name)]);
    const support = await signUp({ displayname: 'help_support' }, '9710000101');
    expect(support.body.errors.displayname).toEqual([kept('Support')]);
    expect((await api.get(`username/${site.name.toLowerCase()}_help/check`)).body.data).toBe(false);
    expect((await api.get('username/support.desk/check')).body.data).toBe(false);
    expect((await api.get('username/asha.verma.2/check')).body.data).toBe(true);
  });

  it('profile edit refuses them on the field and saves nothing', async () => {
    const [me] = await api.database.db.select().from(t.users).where(eq(t.users.isBlocked, false)).limit(1);
    const token = (await api.login(me!.phone)).accessToken;
    const edit = (fields: { displayname?: string; fullname?: string }) =>
      api.call('PUT', 'user/profile', {
        token,
        body: {
          displayname: me!.displayname,
          fullname: me!.fullname,
          email: 'me@example.in',
          phone: me!.phone,
          birthday: '01-02-1990',
          ...fields,
        },
      });
    const wallet = await edit({ fullname: site.walletName });
    expect(wallet.status).toBe(400);
    expect(wallet.body.errors.fullname).toEqual([kept(site.walletName)]);
    const support = await edit({ fullname: `${me!.fullname} (Support)` });
    expect(support.body.errors.fullname).toEqual([kept('Support')]);
    const display = await edit({ displayname: `team_${site.name.toLowerCase()}` });
    expect(display.status).toBe(400);
    expect(display.body.errors.displayname).toEqual([kept(site.name)]);
    const [after] = await api.database.db.select().from(t.users).where(eq(t.users.id, me!.id));
    expect({ fullname: after!.fullname, displayname: after!.displayname }).toEqual({
      fullname: me!.fullname,
      displayname: me!.displayname,
    });
    expect((await edit({ fullname: 'Asha Verma' })).status).toBe(200);
  });
});
