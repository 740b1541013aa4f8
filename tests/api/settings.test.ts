/** The settings page's own routes: make an address the default, Refer & Earn numbers, refund status. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gt } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { DEMO_SHOPPER } from '../../server/seed/shoppers.ts';
import { startTestApi, pgliteOnly, type TestApi } from './harness.ts';
import { exchangePair, uploadPicture } from './return-fixture.ts';

const home = {
  name: 'Meera Nair',
  phone: '9876501111',
  pinCode: '560001',
  addressMain: '5 Cubbon Road',
  locality: 'Shivaji Nagar',
  city: 'Bengaluru',
  state: 'Karnataka',
};

describe.each(pgliteOnly)('settings routes on $name', (target) => {
  let api: TestApi;
  let alice: string;
  let bob: string;
  let aliceUser: typeof t.users.$inferSelect;
  let v: typeof t.variants.$inferSelect;
  let sellerId: string;

  beforeAll(async () => {
    api = await startTestApi(target, 30);
    const people = await api.database.db.select().from(t.users).where(eq(t.users.isBlocked, false)).limit(2);
    aliceUser = people[0]!;
    alice = (await api.login(people[0]!.phone)).accessToken;
    bob = (await api.login(people[1]!.phone)).accessToken;
    [v] = (await api.database.db
      .select()
      .from(t.variants)
      .where(and(gt(t.variants.quantity, 20), gt(t.variants.price, 600)))
      .limit(1)) as [typeof t.variants.$inferSelect];
    sellerId = (await api.database.db.select().from(t.products).where(eq(t.products.id, v.productId)))[0]!.sellerUserId;
  });
  afterAll(() => api?.close());

  const placeOrder = async (token: string, addressId: string, body: Record<string, unknown> = {}) => {
    const placed = await api.call('POST', 'newOrder/create', {
      token,
      body: {
        orderType: 'Cod',
        addressId,
        orderData: [{ sellerId, couponIds: 'no_coupon', productIds: [v.productId], variants: [v.id], quantity: [1] }],
        ...body,
      },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    return placed.body.data as { orderIds: string[]; razorId: string | null; totalcost: number };
  };
  const move = (id: string, status: string) => api.call('POST', `dev/orders/${id}/status`, { body: { status } });
  const deliver = async (id: string) => {
    for (const status of ['IN_TRANSIST', 'OUT_FOR_DELIVERY', 'DELIVERED'])
      expect((await move(id, status)).status).toBe(200);
  };
  /** The order's 2-day return window passes with the order kept: a referral reward it earned is credited. */
  const closeReturnWindow = async (id: string) =>
    expect((await api.call('POST', `dev/orders/${id}/close-return-window`)).status).toBe(200);
  const cancel = (token: string, id: string) =>
    api.call('POST', `orders/${id}/cancel`, { token, body: { reasonType: 'Change of Mind' } });
  const giveBack = async (
    token: string,
    id: string,
    option = 'refund',
    exchange?: { lineId: string; variantId: string },
  ) =>
    api.call('POST', `orders/${id}/return`, {
      token,
      body: { reasonType: 'wrong size', option, imageUrls: [await uploadPicture(api, token)], exchange },
    });

  describe('make an address the default', () => {
    it('moves the default to the chosen address, which then comes first', async () => {
      const first = (await api.call('POST', 'address', { token: alice, body: home })).body.data;
      const second = (
        await api.call('POST', 'address', { token: alice, body: { ...home, addressMain: '9 Lavelle Road' } })
      ).body.data;
      expect(first.defaultAddress).toBe(true);
      const made = await api.call('PUT', 'address/default', { token: alice, body: { id: second.id } });
      expect(made.status).toBe(200);
      expect(made.body.data).toMatchObject({ id: second.id, defaultAddress: true });
      expect(made.body.data.userId).toBeUndefined();
      const list = (await api.call('GET', 'address/getAll', { token: alice })).body.data;
      expect(list.map((a: any) => [a.id, a.defaultAddress])).toEqual([
        [second.id, true],
        [first.id, false],
      ]);
    });

    it('another shopper cannot touch it, and an unknown id is 404', async () => {
      const [mine] = (await api.call('GET', 'address/getAll', { token: alice })).body.data.slice(-1);
      expect((await api.call('PUT', 'address/default', { token: bob, body: { id: mine.id } })).status).toBe(404);
      expect((await api.call('PUT', 'address/default', { token: alice, body: { id: 'nope' } })).status).toBe(404);
      expect((await api.call('PUT', 'address/default', { token: alice, body: {} })).status).toBe(400);
      expect((await api.call('PUT', 'address/default', { body: { id: mine.id } })).status).toBe(401);
      const list = (await api.call('GET', 'address/getAll', { token: alice })).body.data;
      expect(list.filter((a: any) => a.defaultAddress)).toHaveLength(1);
      expect(list.find((a: any) => a.id === mine.id).defaultAddress).toBe(false);
    });

    it('an empty phone reads "Required field" like every other address field', async () => {
      const empty = await api.call('POST', 'address', { token: alice, body: { ...home, phone: '' } });
      expect(empty.status).toBe(400);
      expect(empty.body.errors).toMatchObject({ phone: ['Required field'] });
    });
  });

  describe('Refer & Earn', () => {
    it('counts friends who signed up with the code, the rupees pending and credited for them, for the shopper only', async () => {
      const before = (await api.call('GET', 'user/referrals', { token: alice })).body.data;
      expect(before).toEqual({ code: aliceUser.displayname, referrals: 0, earned: 0, pending: 0 });

      const friend = {
        displayname: 'refer.friend',
        fullname: 'Refer Friend',
        email: 'refer@example.in',
        phone: '9988771100',
        country_code: '91',
        referredBy: aliceUser.displayname,
      };
      expect((await api.call('POST', 'otpless/signUp', { body: friend })).status).toBe(200);
      const friendToken = (
        await api.call('PUT', 'otpless/signUpVerify', {
          body: { phoneNumber: friend.phone, otp: api.lastCode(friend.phone) },
        })
      ).body.data.accessToken;
      expect((await api.call('GET', 'user/referrals', { token: alice })).body.data).toEqual({
        code: aliceUser.displayname,
        referrals: 1,
        earned: 0,
        pending: 0,
      });

      const addressId = (
        await api.call('POST', 'address', { token: friendToken, body: { ...home, phone: friend.phone } })
      ).body.data.id;
      const { orderIds } = await placeOrder(friendToken, addressId);
      await deliver(orderIds[0]!);
      // Delivered: on its way until the friend's return window closes.
      expect((await api.call('GET', 'user/referrals', { token: alice })).body.data).toEqual({
        code: aliceUser.displayname,
        referrals: 1,
        earned: 0,
        pending: 500,
      });
      await closeReturnWindow(orderIds[0]!);
      expect((await api.call('GET', 'user/referrals', { token: alice })).body.data).toEqual({
        code: aliceUser.displayname,
        referrals: 1,
        earned: 500,
        pending: 0,
      });
      // Bob sees his own numbers, never Alice's.
      const bobs = (await api.call('GET', 'user/referrals', { token: bob })).body.data;
      expect(bobs).toMatchObject({ referrals: 0, earned: 0, pending: 0 });
      expect(bobs.code).not.toBe(aliceUser.displayname);
      expect((await api.call('GET', 'user/referrals')).status).toBe(401);
    });

    it("the demo shopper's seeded friend and reward agree with the wallet", async () => {
      const demo = (await api.login(DEMO_SHOPPER.phone)).accessToken;
      expect((await api.call('GET', 'user/referrals', { token: demo })).body.data).toEqual({
        code: DEMO_SHOPPER.displayname,
        referrals: 1,
        earned: 500,
        pending: 0,
      });
      const wallet = (await api.call('GET', 'transaction', { token: demo })).body.data;
      const sum = wallet.transactionData.reduce((s: number, x: any) => s + x.money, 0);
      expect(wallet.walletData.money).toBe(750);
      expect(sum).toBe(750);
    });
  });

  describe('refund status', () => {
    let carol: string;
    let carolAddress: string;
    beforeAll(async () => {
      const [u] = await api.database.db.select().from(t.users).where(eq(t.users.isBlocked, false)).limit(1).offset(5);
      carol = (await api.login(u!.phone)).accessToken;
      carolAddress = (await api.call('POST', 'address', { token: carol, body: home })).body.data.id;
    });

    it('is empty for a shopper with no cancelled or returned order', async () => {
      expect((await api.call('GET', 'orders/refunds', { token: carol })).body.data).toEqual([]);
      expect((await api.call('GET', 'orders/refunds')).status).toBe(401);
    });

    it('a cancelled cash-on-delivery order has nothing to refund', async () => {
      const { orderIds } = await placeOrder(carol, carolAddress);
      expect((await cancel(carol, orderIds[0]!)).status).toBe(200);
      const [row] = (await api.call('GET', 'orders/refunds', { token: carol })).body.data;
      expect(row).toMatchObject({
        orderId: orderIds[0],
        orderStatus: 'CANCELLED',
        orderType: 'Cod',
        amount: 0,
        mode: 'NONE',
        state: 'NOTHING_TO_REFUND',
        parts: [],
      });
      expect(row.productName).toEqual(expect.any(String));
    });

    it('wallet money used by a cancelled order is back in the wallet: refunded', async () => {
      // Give Carol wallet money the way the system does: a referral reward (a friend's order kept past its return window).
      const [me] = await api.database.db.select().from(t.users).where(eq(t.users.isBlocked, false)).limit(1).offset(5);
      const friend = {
        displayname: 'carol.friend',
        fullname: 'Carol Friend',
        email: 'cf@example.in',
        phone: '9988771122',
        country_code: '91',
        referredBy: me!.displayname,
      };
      await api.call('POST', 'otpless/signUp', { body: friend });
      const friendToken = (
        await api.call('PUT', 'otpless/signUpVerify', {
          body: { phoneNumber: friend.phone, otp: api.lastCode(friend.phone) },
        })
      ).body.data.accessToken;
      const friendAddress = (
        await api.call('POST', 'address', { token: friendToken, body: { ...home, phone: friend.phone } })
      ).body.data.id;
      const friendOrder = (await placeOrder(friendToken, friendAddress)).orderIds[0]!;
      await deliver(friendOrder);
      await closeReturnWindow(friendOrder);

      const { orderIds } = await placeOrder(carol, carolAddress, { useWallet: true });
      const [order] = await api.database.db.select().from(t.orders).where(eq(t.orders.id, orderIds[0]!));
      expect(order!.walletUsedPaise).toBe(50_000);
      expect((await cancel(carol, orderIds[0]!)).status).toBe(200);
      const row = (await api.call('GET', 'orders/refunds', { token: carol })).body.data.find(
        (r: any) => r.orderId === orderIds[0],
      );
      expect(row).toMatchObject({
        orderStatus: 'CANCELLED',
        amount: 500,
        mode: 'WALLET',
        state: 'REFUNDED',
        parts: [{ mode: 'WALLET', amount: 500, state: 'REFUNDED', expectedBy: null }],
      });
    });

    it('a paid prepaid order that is cancelled is refunded through the provider to the original payment mode', async () => {
      const placed = await placeOrder(carol, carolAddress, { orderType: 'Prepaid' });
      const paymentId = 'pay_settings_1';
      const verified = await api.call('POST', 'payment/verify', {
        token: carol,
        body: { razorId: placed.razorId, paymentId, signature: api.signPayment(placed.razorId!, paymentId) },
      });
      expect(verified.status).toBe(200);
      expect((await cancel(carol, placed.orderIds[0]!)).status).toBe(200);
      const row = (await api.call('GET', 'orders/refunds', { token: carol })).body.data.find(
        (r: any) => r.orderId === placed.orderIds[0],
      );
      // The local test provider completes a refund at once (Razorpay's may stay initiated for days: the rule's unit test).
      expect(row).toMatchObject({
        orderType: 'Prepaid',
        amount: placed.totalcost,
        mode: 'ORIGINAL_PAYMENT',
        state: 'REFUNDED',
        parts: [{ state: 'REFUNDED', expectedBy: null }],
      });
      expect(Math.abs(new Date(row.parts[0].at).getTime() - new Date(row.changedAt).getTime())).toBeLessThan(60_000);
    });

    it('a returned order waits for pickup (cash paid at the door comes back to the wallet); exchanges are not refunds', async () => {
      const returned = (await placeOrder(carol, carolAddress)).orderIds[0]!;
      const pair = await exchangePair(api.database.db, 'size');
      const exchanged = (
        await placeOrder(carol, carolAddress, {
          orderData: [
            {
              sellerId: pair.sellerId,
              couponIds: 'no_coupon',
              productIds: [pair.from.productId],
              variants: [pair.from.id],
              quantity: [1],
            },
          ],
        })
      ).orderIds[0]!;
      await deliver(returned);
      await deliver(exchanged);
      expect((await giveBack(carol, returned)).status).toBe(200);
      const lineId = (await api.call('GET', `orders/${exchanged}`, { token: carol })).body.data.lines[0].id;
      const exchange = await giveBack(carol, exchanged, 'exchange-size', { lineId, variantId: pair.to.id });
      expect(exchange.status, JSON.stringify(exchange.body)).toBe(200);
      const rows = (await api.call('GET', 'orders/refunds', { token: carol })).body.data;
      const [order] = await api.database.db.select().from(t.orders).where(eq(t.orders.id, returned));
      expect(rows.find((r: any) => r.orderId === returned)).toMatchObject({
        orderStatus: 'RETURN',
        amount: order!.totalPaise / 100,
        mode: 'WALLET',
        state: 'REQUESTED',
      });
      expect(rows.some((r: any) => r.orderId === exchanged)).toBe(false);
      expect(rows[0].orderId).toBe(returned); // newest change first
    });

    it('another shopper sees none of them', async () => {
      expect((await api.call('GET', 'orders/refunds', { token: carol })).body.data.length).toBeGreaterThanOrEqual(4);
      const bobs = (await api.call('GET', 'orders/refunds', { token: bob })).body.data;
      expect(bobs).toEqual([]);
    });

    it("the demo shopper's cancelled and returned orders", async () => {
      const demo = (await api.login(DEMO_SHOPPER.phone)).accessToken;
      const rows = (await api.call('GET', 'orders/refunds', { token: demo })).body.data;
      expect(rows.map((r: any) => r.orderId).sort()).toEqual(['demo-order-4', 'demo-order-5']);
      expect(rows.find((r: any) => r.orderId === 'demo-order-4')).toMatchObject({
        orderStatus: 'CANCELLED',
        mode: 'WALLET',
        state: 'REFUNDED',
      });
      expect(rows.find((r: any) => r.orderId === 'demo-order-5')).toMatchObject({
        orderStatus: 'RETURN',
        orderType: 'Prepaid',
        mode: 'ORIGINAL_PAYMENT',
        state: 'REQUESTED',
      });
    });
  });
});
