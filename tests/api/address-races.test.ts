/**
 * A shopper's address book changed by several requests at once. On PostgreSQL these run side by
 * side; before the address routes took the shopper's row lock, five first addresses saved at once left two to
 * five defaults, and with the one-default index (migration 0011) they answered 500 instead.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { DEMO_SHOPPER } from '../../server/seed/shoppers.ts';
import { startTestApi, bothDatabases, type TestApi } from './harness.ts';

const home = {
  name: 'Asha Rao',
  phone: '9876501234',
  pinCode: '560001',
  addressMain: '12 MG Road',
  locality: 'Ashok Nagar',
  city: 'Bengaluru',
  state: 'Karnataka',
};
const atOnce = <T>(n: number, request: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => request(i)));

describe.each(bothDatabases)('address book changes at once on $name', (target) => {
  let api: TestApi;
  let shoppers: { id: string; phone: string }[];
  beforeAll(async () => {
    api = await startTestApi(target, 10);
    shoppers = await api.database.db
      .select({ id: t.users.id, phone: t.users.phone })
      .from(t.users)
      .where(and(eq(t.users.isBlocked, false), ne(t.users.phone, DEMO_SHOPPER.phone)))
      .limit(4);
  });
  afterAll(() => api?.close());

  const addressesOf = (userId: string) =>
    api.database.db.select().from(t.addresses).where(eq(t.addresses.userId, userId));
  const defaultsOf = async (userId: string) => (await addressesOf(userId)).filter((a) => a.defaultAddress);

  it('five first addresses at once: all five saved, exactly one default, no 500', async () => {
    const shopper = shoppers[0]!;
    expect(await addressesOf(shopper.id)).toEqual([]);
    const token = (await api.login(shopper.phone)).accessToken;
    const replies = await atOnce(5, (i) =>
      api.call('POST', 'address', { token, body: { ...home, addressMain: `${i + 1} MG Road` } }),
    );
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await addressesOf(shopper.id)).toHaveLength(5);
    expect(await defaultsOf(shopper.id)).toHaveLength(1);
    expect(replies.filter((r) => r.body.data.defaultAddress)).toHaveLength(1);
  });

  it('five addresses each asking to be the default at once: all saved, one of them the one default', async () => {
    const shopper = shoppers[1]!;
    const token = (await api.login(shopper.phone)).accessToken;
    const replies = await atOnce(5, (i) =>
      api.call('POST', 'address', {
        token,
        body: { ...home, addressMain: `${i + 1} Brigade Road`, defaultAddress: true },
      }),
    );
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await addressesOf(shopper.id)).toHaveLength(5);
    const defaults = await defaultsOf(shopper.id);
    expect(defaults).toHaveLength(1);
    expect(replies.map((r) => r.body.data.id)).toContain(defaults[0]!.id);
  });

  it('Set as default, edits that make a default and deleting the default, all at once: one default, no 500', async () => {
    const shopper = shoppers[2]!;
    const token = (await api.login(shopper.phone)).accessToken;
    const ids: string[] = [];
    for (let i = 0; i < 6; i++)
      ids.push(
        (await api.call('POST', 'address', { token, body: { ...home, addressMain: `${i + 1} Residency Road` } })).body
          .data.id,
      );
    const [first] = await defaultsOf(shopper.id);
    expect(first!.id).toBe(ids[0]);
    const replies = await Promise.all([
      api.call('PUT', 'address/default', { token, body: { id: ids[1] } }),
      api.call('PUT', 'address/default', { token, body: { id: ids[2] } }),
      api.call('PUT', `address/${ids[3]}`, { token, body: { ...home, addressMain: 'Edited', defaultAddress: true } }),
      api.call('PUT', `address/${ids[4]}`, {
        token,
        body: { ...home, addressMain: 'Edited too', defaultAddress: true },
      }),
      api.call('DELETE', `address?id=${ids[0]}`, { token }),
      api.call('POST', 'address', { token, body: { ...home, addressMain: 'New default', defaultAddress: true } }),
    ]);
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await addressesOf(shopper.id)).toHaveLength(6);
    expect(await defaultsOf(shopper.id)).toHaveLength(1);
  });

  it('the default and the one after it deleted at once: one of the rest becomes the default', async () => {
    const shopper = shoppers[3]!;
    const token = (await api.login(shopper.phone)).accessToken;
    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push(
        (await api.call('POST', 'address', { token, body: { ...home, addressMain: `${i + 1} Church Street` } })).body
          .data.id,
      );
    // The newest (ids[2]) would take over from a deleted default: delete it at the same moment.
    const replies = await Promise.all([
      api.call('DELETE', `address?id=${ids[0]}`, { token }),
      api.call('DELETE', `address?id=${ids[2]}`, { token }),
    ]);
    expect(replies.map((r) => r.status)).toEqual([200, 200]);
    const left = await addressesOf(shopper.id);
    expect(left.map((a) => a.id)).toEqual([ids[1]]);
    expect(left[0]!.defaultAddress).toBe(true);
  });
});
