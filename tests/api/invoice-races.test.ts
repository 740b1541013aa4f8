/**
 * Invoice numbers under parallel first downloads. On PostgreSQL the downloads run side by side and queue on
 * the series' counter row (the embedded database runs one transaction at a time, so there they only prove the
 * rules): every order gets one number, the seller's series has no gap and no repeat.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { startTestApi, bothDatabases, type TestApi } from './harness.ts';
import {
  addressesFor,
  invoicesOf,
  orderGroup,
  pdfText,
  pricedFashionSeller,
  type PricedSeller,
} from './invoice-fixture.ts';

/** n copies of a request, started together. */
const atOnce = <T>(n: number, request: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => request(i)));

const NUMBER = /[A-Z]{2}\/\d{2}-\d{2}\/\d{5}/;

describe.each(bothDatabases)('parallel invoice downloads on $name', (target) => {
  let api: TestApi;
  let token: string;
  let seller: PricedSeller;
  let addressId: string;

  beforeAll(async () => {
    api = await startTestApi(target, 40);
    const [person] = await api.database.db.select().from(t.users).limit(1);
    token = (await api.login(person!.phone)).accessToken;
    seller = await pricedFashionSeller(api);
    addressId = (await addressesFor(api, token, seller.store)).otherState;
  });
  afterAll(() => api?.close());

  const shippedOrders = async (n: number) => {
    const ids: string[] = [];
    for (let i = 0; i < n; i++) {
      const placed = await api.call('POST', 'newOrder/create', {
        token,
        body: { orderType: 'Cod', addressId, useWallet: false, orderData: [orderGroup(seller, false)] },
      });
      expect(placed.status).toBe(200);
      const orderId = placed.body.data.orderIds[0] as string;
      expect((await api.call('POST', `dev/orders/${orderId}/status`, { body: { status: 'IN_TRANSIST' } })).status).toBe(
        200,
      );
      ids.push(orderId);
    }
    return ids;
  };
  /** Downloads an invoice; answers the number printed on it. */
  const download = async (orderId: string) => {
    const reply = await api.app.request(`/api/v1/orders/${orderId}/invoice`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(reply.status).toBe(200);
    return NUMBER.exec(await pdfText(await reply.arrayBuffer()))?.[0] ?? '';
  };
  const counter = async () =>
    (
      await api.database.db
        .select()
        .from(t.invoiceCounters)
        .where(and(eq(t.invoiceCounters.sellerId, seller.store.id), eq(t.invoiceCounters.kind, 'invoice')))
    )[0]?.last;

  it('10 first downloads at once of 5 orders of one seller: numbers 1 to 5, one per order, no gap, no repeat', async () => {
    const orders = await shippedOrders(5);
    const printed = await atOnce(10, (i) => download(orders[i % 5]!));
    const rows = await invoicesOf(api, orders);
    expect(rows).toHaveLength(5);
    expect(rows.map((r) => r.seq).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
    // Both downloads of an order print the number stored for it.
    for (const [i, orderId] of orders.entries()) {
      const stored = rows.find((r) => r.orderId === orderId)!.number;
      expect([printed[i], printed[i + 5]]).toEqual([stored, stored]);
    }
    expect(await counter()).toBe(5);
  });

  it('3 first downloads at once of one order: one number, the next in the series', async () => {
    const [orderId] = await shippedOrders(1);
    const printed = await atOnce(3, () => download(orderId!));
    expect(new Set(printed).size).toBe(1);
    const rows = await invoicesOf(api, [orderId!]);
    expect(rows.map((r) => [r.seq, r.number])).toEqual([[6, printed[0]]]);
    // The losers' counts were rolled back: the series goes on from 6.
    expect(await counter()).toBe(6);
  });
});
