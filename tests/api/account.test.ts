import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, gt } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { startTestApi, pgliteOnly, type TestApi } from './harness.ts';

const home = {
  name: 'Asha Rao',
  phone: '9876501234',
  pinCode: '560001',
  addressMain: '12 MG Road',
  locality: 'Ashok Nagar',
  city: 'Bengaluru',
  state: 'Karnataka',
};

describe.each(pgliteOnly)("a shopper's own data on $name", (target) => {
  let api: TestApi;
  let alice: string;
  let bob: string;
  let alicePhone: string;
  beforeAll(async () => {
    api = await startTestApi(target, 20);
    const people = await api.database.db.select().from(t.users).limit(2);
    alicePhone = people[0]!.phone;
    alice = (await api.login(people[0]!.phone)).accessToken;
    bob = (await api.login(people[1]!.phone)).accessToken;
  });
  afterAll(() => api?.close());

  describe('addresses', () => {
    it('the first address becomes the default; a new default replaces it and comes first', async () => {
      const first = await api.call('POST', 'address', { token: alice, body: home });
      expect(first.status).toBe(200);
      expect(first.body.data).toMatchObject({ ...home, defaultAddress: true });
      const second = await api.call('POST', 'address', {
        token: alice,
        body: { ...home, addressMain: '7 Park Street', defaultAddress: true },
      });
      const list = (await api.call('GET', 'address/getAll', { token: alice })).body.data;
      expect(list.map((a: any) => [a.id, a.defaultAddress])).toEqual([
        [second.body.data.id, true],
        [first.body.data.id, false],
      ]);
      expect(list[0].userId).toBeUndefined();
    });

    it('every field is required, with the spec message', async () => {
      const empty = await api.call('POST', 'address', { token: alice, body: { ...home, city: '', locality: '' } });
      expect(empty.status).toBe(400);
      expect(empty.body.errors).toMatchObject({ city: ['Required field'], locality: ['Required field'] });
    });

    it('another shopper cannot list or delete them', async () => {
      const mine = (await api.call('GET', 'address/getAll', { token: alice })).body.data;
      expect((await api.call('GET', 'address/getAll', { token: bob })).body.data).toEqual([]);
      expect((await api.call('DELETE', `address?id=${mine[0].id}`, { token: bob })).status).toBe(404);
      expect((await api.call('DELETE', `address?id=${mine[0].id}`, { token: alice })).body.data).toBe(true);
      const left = (await api.call('GET', 'address/getAll', { token: alice })).body.data;
      expect(left).toHaveLength(1);
      expect(left[0].defaultAddress).toBe(true); // the default moves to what is left
    });
  });

  describe('editing an address', () => {
    const edited = {
      ...home,
      name: 'Asha R.',
      addressMain: '9 Brigade Road',
      addressType: 'Work',
      landmark: 'Opposite the metro',
      altPhone: '+91 91234 56789',
    };

    it('saves every field with the type, landmark and alternate phone, and lists them', async () => {
      const added = (
        await api.call('POST', 'address', { token: alice, body: { ...home, addressMain: '3 Lavelle Road' } })
      ).body.data;
      expect(added).toMatchObject({ addressType: 'Home', landmark: '', altPhone: '', defaultAddress: false });
      const put = await api.call('PUT', `address/${added.id}`, { token: alice, body: edited });
      expect(put.status).toBe(200);
      expect(put.body.data).toEqual({ ...edited, altPhone: '9123456789', id: added.id, defaultAddress: false });
      const listed = (await api.call('GET', 'address/getAll', { token: alice })).body.data.find(
        (a: any) => a.id === added.id,
      );
      expect(listed).toEqual(put.body.data);
    });

    it('defaultAddress true makes it the default; false leaves the default where it is', async () => {
      const list = (await api.call('GET', 'address/getAll', { token: alice })).body.data;
      const other = list.find((a: any) => !a.defaultAddress);
      const current = list.find((a: any) => a.defaultAddress);
      await api.call('PUT', `address/${current.id}`, { token: alice, body: { ...home, defaultAddress: false } });
      expect((await api.call('GET', 'address/getAll', { token: alice })).body.data[0].id).toBe(current.id);
      const made = await api.call('PUT', `address/${other.id}`, {
        token: alice,
        body: { ...edited, defaultAddress: true },
      });
      expect(made.body.data.defaultAddress).toBe(true);
      const after = (await api.call('GET', 'address/getAll', { token: alice })).body.data;
      expect(after.filter((a: any) => a.defaultAddress).map((a: any) => a.id)).toEqual([other.id]);
    });

    it('checks the fields as adding does, with the same messages, and changes nothing on a refusal', async () => {
      const [first] = (await api.call('GET', 'address/getAll', { token: alice })).body.data;
      const bad = await api.call('PUT', `address/${first.id}`, {
        token: alice,
        body: {
          ...home,
          city: '',
          pinCode: '5600',
          phone: '12345',
          altPhone: '55555',
          addressType: 'Palace',
          landmark: 'x'.repeat(121),
        },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual({
        city: ['Required field'],
        pinCode: ['Enter a 6-digit PIN code'],
        phone: ['Enter a valid 10-digit mobile number'],
        altPhone: ['Enter a valid 10-digit mobile number'],
        addressType: ['Choose Home, Work or Other'],
        landmark: ['At most 120 characters'],
      });
      const added = await api.call('POST', 'address', { token: alice, body: { ...home, altPhone: '55555' } });
      expect(added.body.errors).toEqual({ altPhone: ['Enter a valid 10-digit mobile number'] });
      expect((await api.call('GET', 'address/getAll', { token: alice })).body.data[0]).toEqual(first);
    });

    it("answers 404 for another shopper's address or an unknown one, and leaves it as it was", async () => {
      const [first] = (await api.call('GET', 'address/getAll', { token: alice })).body.data;
      const theirs = await api.call('PUT', `address/${first.id}`, { token: bob, body: { ...home, name: 'Mallory' } });
      expect(theirs.status).toBe(404);
      expect(theirs.body.message).toBe('Address not found');
      expect((await api.call('PUT', 'address/no-such-address', { token: alice, body: home })).status).toBe(404);
      expect((await api.call('GET', 'address/getAll', { token: alice })).body.data[0]).toEqual(first);
      expect((await api.call('PUT', `address/${first.id}`, { body: home })).status).toBe(401);
    });

    it('still makes an address the default through address/default (the same PUT path shape)', async () => {
      const list = (await api.call('GET', 'address/getAll', { token: alice })).body.data;
      const other = list.find((a: any) => !a.defaultAddress);
      const made = await api.call('PUT', 'address/default', { token: alice, body: { id: other.id } });
      expect(made.status).toBe(200);
      expect(made.body.data).toMatchObject({ id: other.id, defaultAddress: true });
    });
  });

  describe("an address's PIN, city and state agree (the postal data)", () => {
    it('refuses a state or city the PIN is not in, with a message on each field, and saves nothing', async () => {
      const before = (await api.call('GET', 'address/getAll', { token: bob })).body.data;
      const wrongState = await api.call('POST', 'address', { token: bob, body: { ...home, state: 'Kerala' } });
      expect(wrongState.status).toBe(400);
      expect(wrongState.body.errors).toEqual({ state: ['PIN 560001 is in Karnataka'] });
      const wrongCity = await api.call('POST', 'address', { token: bob, body: { ...home, city: 'Kochi' } });
      expect(wrongCity.status).toBe(400);
      expect(wrongCity.body.errors).toEqual({ city: ['PIN 560001 is in Bengaluru'] });
      const both = await api.call('POST', 'address', {
        token: bob,
        body: { ...home, pinCode: '682001', city: 'Mysuru', state: 'Karnataka' },
      });
      expect(both.status).toBe(400);
      expect(both.body.errors).toEqual({ city: ['PIN 682001 is in Ernakulam'], state: ['PIN 682001 is in Kerala'] });
      expect((await api.call('GET', 'address/getAll', { token: bob })).body.data).toEqual(before);
    });

    it('checks an edit the same way and leaves the address as it was', async () => {
      const saved = (await api.call('POST', 'address', { token: bob, body: home })).body.data;
      const moved = await api.call('PUT', `address/${saved.id}`, {
        token: bob,
        body: { ...home, pinCode: '400001', city: 'Mumbai' },
      });
      expect(moved.status).toBe(400);
      expect(moved.body.errors).toEqual({ state: ['PIN 400001 is in Maharashtra'] });
      const listed = (await api.call('GET', 'address/getAll', { token: bob })).body.data;
      expect(listed.find((a: any) => a.id === saved.id)).toEqual(saved);
    });

    it("accepts the PIN's district, sub-district or a post office as the city, in any case, and the state's other spellings", async () => {
      const accepted = [
        { pinCode: '560001', city: 'BENGALURU', state: 'karnataka' },
        { pinCode: '560001', city: 'Bangalore', state: 'Karnataka' }, // the sub-district Bangalore North
        { pinCode: '560001', city: 'vasanthanagar', state: 'Karnataka' }, // one of its post offices
        { pinCode: '682001', city: 'Kochi', state: 'Kerala' }, // sub-district and Kochi H.O
        { pinCode: '492001', city: 'Raipur', state: 'Chhattisgarh' }, // the data spells it Chattisgarh
        { pinCode: '605001', city: 'Puducherry', state: 'Puducherry' }, // the data says Pondicherry
        { pinCode: '194101', city: 'Leh', state: 'Ladakh' }, // the data still files Leh under Jammu & Kashmir
        { pinCode: '744101', city: 'Port Blair', state: 'Andaman and Nicobar Islands' },
        { pinCode: '122001', city: 'Gurugram', state: 'Haryana' }, // the data says Gurgaon
        { pinCode: '999999', city: 'Anywhere', state: 'Nowhere' }, // a PIN the postal data does not know
      ];
      for (const place of accepted) {
        const reply = await api.call('POST', 'address', { token: bob, body: { ...home, ...place } });
        expect([place.pinCode, place.city, reply.status, reply.body.errors]).toEqual([
          place.pinCode,
          place.city,
          200,
          undefined,
        ]);
      }
    });
  });

  describe('wishlist', () => {
    it('adds, checks, lists and removes a product variant, scoped to the shopper', async () => {
      const [v] = await api.database.db.select().from(t.variants).where(gt(t.variants.quantity, 0)).limit(1);
      const key = { productId: v!.productId, varientId: v!.id };
      expect((await api.call('POST', 'wishlist', { token: alice, body: key })).body.data).toBe(true);
      expect((await api.call('POST', 'wishlist', { token: alice, body: key })).status).toBe(200);
      const check = (token: string) =>
        api.call('GET', `wishlist/check?productId=${key.productId}&varientId=${key.varientId}`, { token });
      expect((await check(alice)).body.data).toBe(true);
      expect((await check(bob)).body.data).toBe(false);
      const list = (await api.call('GET', 'wishlist', { token: alice })).body.data;
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({
        Product: { id: v!.productId },
        ProductVarient: { id: v!.id },
        VarientColor: v!.color,
        VarientSize: v!.size,
      });
      expect(
        (await api.call('DELETE', `wishlist?productId=${key.productId}&varientId=${key.varientId}`, { token: bob }))
          .status,
      ).toBe(404);
      expect(
        (await api.call('DELETE', `wishlist?productId=${key.productId}&varientId=${key.varientId}`, { token: alice }))
          .body.data,
      ).toBe(true);
      expect((await check(alice)).body.data).toBe(false);
    });

    it('refuses what does not exist', async () => {
      expect(
        (await api.call('POST', 'wishlist', { token: alice, body: { productId: 'x', varientId: 'y' } })).status,
      ).toBe(404);
    });
  });

  describe('profile and preferences', () => {
    it('reads and updates the own profile, with the edit-profile messages', async () => {
      const me = (await api.call('GET', 'user/profile', { token: alice })).body.data;
      expect(me.user.phone).toBe(alicePhone);
      expect(me.subscriber).toEqual(expect.any(String));
      const base = {
        displayname: 'asha.r',
        fullname: 'Asha Rao',
        email: 'asha@example.in',
        phone: alicePhone,
        birthday: '07-03-1994',
      };
      const saved = await api.call('PUT', 'user/profile', { token: alice, body: base });
      expect(saved.status).toBe(200);
      expect(saved.body.data.user).toMatchObject({ displayname: 'asha.r', birthday: '07-03-1994' });
      const bad = await api.call('PUT', 'user/profile', {
        token: alice,
        body: { ...base, email: 'asha@', birthday: '31-13-1994' },
      });
      expect(bad.body.errors).toMatchObject({ email: ['Invalid email address'], birthday: ['Invalid date format'] });
      const theirs = (await api.call('GET', 'user/profile', { token: bob })).body.data.user.displayname;
      expect(
        (await api.call('PUT', 'user/profile', { token: alice, body: { ...base, displayname: theirs } })).status,
      ).toBe(409);
      expect(
        (await api.call('PUT', 'user/profile', { token: alice, body: { ...base, phone: '9000000009' } })).status,
      ).toBe(400);
    });

    it('stores onboarding choices and later updates, refusing values outside the lists', async () => {
      const first = await api.call('POST', 'onboarding', {
        token: alice,
        body: {
          product_category: ['WATCHES'],
          fashion_taste: 'CASUAL',
          offer_type: ['BUY_ONE_GET_ONE'],
          gender: 'FEMALE',
          payment_type: ['HDFC'],
        },
      });
      expect(first.status).toBe(200);
      expect(first.body.data).toEqual({
        product_category: ['WATCHES'],
        fashion_taste: ['CASUAL'],
        offers_type: ['BUY_ONE_GET_ONE'],
        gender: 'FEMALE',
        payment_type: ['HDFC'],
      });
      const bad = await api.call('PUT', 'user/preferences', {
        token: alice,
        body: { ...first.body.data, gender: 'OTHER' },
      });
      expect(bad.status).toBe(400);
      const [row] = await api.database.db.select().from(t.users).where(eq(t.users.phone, alicePhone));
      expect(row!.preferences).toMatchObject({ gender: 'FEMALE' });
    });
  });

  it('the wallet starts at zero with no transactions', async () => {
    const { body } = await api.call('GET', 'transaction', { token: bob });
    expect(body.data.walletData).toEqual({ id: expect.stringMatching(/^wallet-/), money: 0 });
    expect(body.data.transactionData).toEqual([]);
  });
});
