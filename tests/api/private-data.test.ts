/**
 * A shopper's data stays theirs: a failed write logs no address, phone, PIN, e-mail or birthday
 * (§6); a profile picture is only one of the shopper's own public uploads (§15); a signed-in reply is kept by
 * no cache (§17).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import * as t from '../../server/db/schema.ts';
import { createApp } from '../../server/app.ts';
import { createLogger, errorFields } from '../../server/log.ts';
import { startTestApi, pgliteOnly, type TestApi } from './harness.ts';
import { uploadPicture } from './return-fixture.ts';
import { uploadPublicPicture } from './picture-fixture.ts';

describe('what a failed call logs', () => {
  it('a database error by its code, constraint and table; a lost connection by its own message, digits masked', () => {
    const refused = Object.assign(new Error('new row for relation "addresses" violates check constraint "x"'), {
      code: '23514',
      constraint: 'x',
      table: 'addresses',
      detail: 'Failing row contains (Asha, 9812345670, 560001).',
    });
    const wrapped = new DrizzleQueryError(
      'insert into "addresses" ("name", "phone") values ($1, $2)',
      ['Asha', '9812345670'],
      refused,
    );
    expect(errorFields(wrapped)).toEqual({ sqlState: '23514', constraint: 'x', table: 'addresses' });
    const lost = new DrizzleQueryError(
      'update "users" set "phone" = $1',
      ['9812345670'],
      new Error('Connection terminated unexpectedly'),
    );
    expect(errorFields(lost)).toEqual({ err: 'Connection terminated unexpectedly' });
    expect(errorFields(new DrizzleQueryError('select 1', [], undefined))).toEqual({ err: 'query failed' });
    expect(errorFields(new TypeError('no pickup slot for 9812345670'))).toEqual({ err: 'no pickup slot for :masked' });
  });
});

describe.each(pgliteOnly)('private data on $name', (target) => {
  let api: TestApi;
  let me: { id: string; phone: string; token: string };
  let someone: { token: string };
  beforeAll(async () => {
    api = await startTestApi(target, 8);
    const [a, b] = await api.database.db.select().from(t.users).where(eq(t.users.isBlocked, false)).limit(2);
    me = { id: a!.id, phone: a!.phone, token: (await api.login(a!.phone)).accessToken };
    someone = { token: (await api.login(b!.phone)).accessToken };
  });
  afterAll(() => api?.close());

  describe('a failed write is logged without what it was writing', () => {
    let lines: string[];
    let app: ReturnType<typeof createApp>;
    const call = (method: string, path: string, body: unknown) =>
      app.request(`/api/v1/${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${me.token}` },
        body: JSON.stringify(body),
      });
    beforeAll(async () => {
      lines = [];
      app = createApp(api.database.db, {
        logger: createLogger({ level: 'info', destination: { write: (line: string) => void lines.push(line) } }),
      });
      // Writes of these exact values fail in the database, as a lost connection or a bug would make them fail.
      await api.database.db.execute(
        sql`alter table addresses add constraint test_refuses_address check (pin_code <> '682001') not valid`,
      );
      await api.database.db.execute(
        sql`alter table users add constraint test_refuses_birthday check (birthday is distinct from '17-08-1991') not valid`,
      );
    });

    it('an address: its code, constraint and route, never the phone, PIN or street', async () => {
      const address = {
        name: 'Meera Nair',
        phone: '9812345670',
        pinCode: '682001',
        addressMain: '14 Marine Drive',
        locality: 'Ernakulam',
        city: 'Kochi',
        state: 'Kerala',
      };
      const reply = await call('POST', 'address', address);
      expect(reply.status).toBe(500);
      expect(await reply.json()).toEqual({ message: 'Something went wrong', data: null });
      expect(lines).toHaveLength(1);
      const line = JSON.parse(lines[0]!);
      expect(line).toMatchObject({
        level: 50,
        msg: 'API error',
        method: 'POST',
        route: '/api/v1/address',
        path: '/api/v1/address',
        sqlState: '23514',
        constraint: 'test_refuses_address',
        table: 'addresses',
      });
      for (const secret of ['9812345670', '682001', 'Marine Drive', 'Meera', 'params', 'insert into'])
        expect(lines[0]).not.toContain(secret);
    });

    it('a profile: never the e-mail or the birthday', async () => {
      lines.length = 0;
      const [user] = await api.database.db.select().from(t.users).where(eq(t.users.id, me.id));
      const reply = await call('PUT', 'user/profile', {
        displayname: user!.displayname,
        fullname: user!.fullname,
        email: 'meera.private@example.in',
        phone: me.phone,
        birthday: '17-08-1991',
      });
      expect(reply.status).toBe(500);
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0]!)).toMatchObject({
        route: '/api/v1/user/profile',
        sqlState: '23514',
        constraint: 'test_refuses_birthday',
        table: 'users',
      });
      for (const secret of ['meera.private', '17-08-1991', me.phone]) expect(lines[0]).not.toContain(secret);
    });
  });

  describe('profile pictures', () => {
    const update = async (profilePicUrl: string, token = me.token) => {
      const { body } = await api.call('GET', 'user/profile', { token });
      const u = body.data.user;
      return api.call('PUT', 'user/profile', {
        token,
        body: {
          displayname: u.displayname,
          fullname: u.fullname,
          email: u.email ?? 'a@example.in',
          phone: u.phone,
          birthday: u.birthday ?? '01-01-1990',
          profilePicUrl,
        },
      });
    };
    const refusedAsPicture = (reply: { status: number; body: any }) => {
      expect(reply.status).toBe(400);
      expect(reply.body.errors).toEqual({ profilePicUrl: ['Must be a picture uploaded from this account'] });
    };
    const pictureNow = async () =>
      (await api.database.db.select().from(t.users).where(eq(t.users.id, me.id)))[0]!.profilePicUrl;

    it("takes the shopper's own public upload, sent back unchanged too, and empty removes it", async () => {
      const mine = await uploadPublicPicture(api, me.token);
      expect((await update(mine)).status).toBe(200);
      expect(await pictureNow()).toBe(mine);
      expect((await update(mine)).status).toBe(200);
      expect((await update('')).status).toBe(200);
      expect(await pictureNow()).toBeNull();
    });

    it("refuses outside addresses, scripts, private files, another shopper's picture and one never uploaded", async () => {
      const before = await pictureNow();
      refusedAsPicture(await update('https://tracker.example/pixel.gif?u=1'));
      refusedAsPicture(await update('javascript:alert(document.cookie)'));
      refusedAsPicture(await update(await uploadPicture(api, me.token)));
      const theirs = await uploadPublicPicture(api, someone.token);
      refusedAsPicture(await update(theirs));
      expect((await update(theirs, someone.token)).status).toBe(200);
      refusedAsPicture(await update(await uploadPublicPicture(api, me.token, false)));
      // The same file under another origin or path is not the reference POST upload gave.
      const mine = await uploadPublicPicture(api, me.token);
      refusedAsPicture(await update(`https://evil.example${mine}`));
      refusedAsPicture(await update(`/cdn/../cdn${mine.slice(4)}`));
      expect(await pictureNow()).toBe(before);
    });
  });

  describe('signed-in replies', () => {
    it('every reply to a request with a bearer token says private, no-store: reads, 304s, refusals and catalog reads alike', async () => {
      for (const path of ['userCart', 'user/profile', 'notifications', 'transaction', 'address/getAll', 'wishlist']) {
        const reply = await api.call('GET', path, { token: me.token });
        expect(reply.status, path).toBe(200);
        expect(reply.headers.get('Cache-Control'), path).toBe('private, no-store');
        const again = await api.get(path, {
          headers: { Authorization: `Bearer ${me.token}`, 'If-None-Match': reply.headers.get('ETag')! },
        });
        expect(again.status, path).toBe(304);
        expect(again.headers.get('Cache-Control'), path).toBe('private, no-store');
      }
      const [product] = await api.database.db.select().from(t.products).limit(1);
      expect((await api.call('GET', `product/${product!.id}`, { token: me.token })).headers.get('Cache-Control')).toBe(
        'private, no-store',
      );
      expect((await api.call('GET', 'userCart', { token: 'not-a-token' })).headers.get('Cache-Control')).toBe(
        'private, no-store',
      );
      // Without a token, the catalog keeps its public caching.
      expect((await api.get(`product/${product!.id}`)).headers.get('Cache-Control')).toMatch(/^public/);
    });
  });
});
