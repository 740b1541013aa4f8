/**
 * The same money, stock, status or sign-in request arriving several times at once. On PostgreSQL these run
 * side by side (the embedded database runs one transaction at a time, so there they only prove the rules);
 * each test here failed on the code before it was made atomic.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, gt, inArray, ne } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { DEMO_SHOPPER } from '../../server/seed/shoppers.ts';
import { expireUnpaidOrders } from '../../server/checkout/status.ts';
import { OTP_RULES } from '../../server/auth/otp.ts';
import { bothDatabases, startTestApi, type TestApi } from './harness.ts';
import { exchangePair, uploadPicture } from './return-fixture.ts';

/** n copies of a request, started together. */
const atOnce = <T>(n: number, request: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => request(i)));
const statuses = (replies: { status: number }[]) => replies.map((r) => r.status).sort();

describe.each(bothDatabases)('parallel requests on $name', (target) => {
  let api: TestApi;
  let token: string;
  let demoId: string;
  let v: typeof t.variants.$inferSelect;
  let sellerId: string;
  const addressId = 'demo-address-home';

  beforeAll(async () => {
    api = await startTestApi(target, 40);
    token = (await api.login(DEMO_SHOPPER.phone)).accessToken;
    demoId = (await api.database.db.select().from(t.users).where(eq(t.users.phone, DEMO_SHOPPER.phone)))[0]!.id;
    [v] = (await api.database.db
      .select()
      .from(t.variants)
      .where(and(gt(t.variants.quantity, 30), gt(t.variants.price, 800)))
      .limit(1)) as [typeof t.variants.$inferSelect];
    sellerId = (await api.database.db.select().from(t.products).where(eq(t.products.id, v.productId)))[0]!.sellerUserId;
  });
  afterAll(() => api?.close());

  const db = () => api.database.db;
  const group = (quantity = 1, variant = v, seller = sellerId) => ({
    sellerId: seller,
    couponIds: 'no_coupon',
    productIds: [variant.productId],
    variants: [variant.id],
    quantity: [quantity],
  });
  const order = (body: Record<string, unknown>, as = token) =>
    api.call('POST', 'newOrder/create', {
      token: as,
      body: { orderType: 'Cod', addressId, useWallet: false, orderData: [group()], ...body },
    });
  const stockOf = async (variantId: string) =>
    (await db().select().from(t.variants).where(eq(t.variants.id, variantId)))[0]!.quantity;
  const balanceOf = async (userId: string) =>
    (await db().select().from(t.wallets).where(eq(t.wallets.userId, userId)))[0]!.balancePaise;
  const historyOf = async (orderId: string) =>
    (await db().select().from(t.orderStatusHistory).where(eq(t.orderStatusHistory.orderId, orderId))).map(
      (h) => h.status,
    );
  const move = (orderId: string, status: string) =>
    api.call('POST', `dev/orders/${orderId}/status`, { body: { status } });

  describe('order status changes', () => {
    it('five cancels at once refund the wallet once, return the stock once and record one CANCELLED', async () => {
      const walletBefore = await balanceOf(demoId);
      const stockBefore = await stockOf(v.id);
      const placed = await order({ useWallet: true, orderData: [group(1)] });
      expect(placed.status).toBe(200);
      const orderId = placed.body.data.orderIds[0];
      const [row] = await db().select().from(t.orders).where(eq(t.orders.id, orderId));
      expect(row!.walletUsedPaise).toBeGreaterThan(0);
      expect(await balanceOf(demoId)).toBe(walletBefore - row!.walletUsedPaise);

      const replies = await atOnce(5, () =>
        api.call('POST', `orders/${orderId}/cancel`, {
          token,
          body: { reasonType: 'Others', reasonText: 'Changed my mind' },
        }),
      );
      expect(statuses(replies)).toEqual([200, 409, 409, 409, 409]);
      expect(await balanceOf(demoId)).toBe(walletBefore);
      expect(await stockOf(v.id)).toBe(stockBefore);
      expect((await historyOf(orderId)).filter((s) => s === 'CANCELLED')).toHaveLength(1);
      const refunds = await db()
        .select()
        .from(t.walletTransactions)
        .where(and(eq(t.walletTransactions.orderId, orderId), eq(t.walletTransactions.type, 'refund')));
      expect(refunds).toHaveLength(1);
    });

    it('three returns at once (refunds and an exchange) accept one', async () => {
      const pair = await exchangePair(db(), 'size', 5);
      const orderId = (await order({ orderData: [group(1, pair.from, pair.sellerId)] })).body.data.orderIds[0];
      for (const status of ['IN_TRANSIST', 'OUT_FOR_DELIVERY', 'DELIVERED'])
        expect((await move(orderId, status)).status).toBe(200);
      const lineId = (await db().select().from(t.orderLines).where(eq(t.orderLines.orderId, orderId)))[0]!.id;
      const imageUrls = [await uploadPicture(api, token)];
      const stockBefore = await stockOf(pair.to.id);
      const options = ['refund', 'exchange-size', 'refund'];
      const replies = await atOnce(3, (i) =>
        api.call('POST', `orders/${orderId}/return`, {
          token,
          body: {
            reasonType: 'wrong size',
            reasonText: '',
            option: options[i],
            imageUrls,
            ...(options[i] === 'refund' ? {} : { exchange: { lineId, variantId: pair.to.id } }),
          },
        }),
      );
      expect(statuses(replies)).toEqual([200, 409, 409]);
      const requests = await db()
        .select()
        .from(t.orderRequests)
        .where(and(eq(t.orderRequests.orderId, orderId), eq(t.orderRequests.kind, 'return')));
      expect(requests).toHaveLength(1);
      expect((await historyOf(orderId)).filter((s) => s === 'RETURN' || s === 'EXCHANGE')).toHaveLength(1);
      // The replacement's unit is taken only when the exchange is the one accepted.
      const exchanged = requests[0]!.option === 'exchange-size';
      expect(await stockOf(pair.to.id)).toBe(stockBefore - (exchanged ? 1 : 0));
    });

    it('the courier route moves an order one step once, and a courier cancel returns stock once', async () => {
      const orderId = (await order({})).body.data.orderIds[0];
      expect(statuses(await atOnce(5, () => move(orderId, 'IN_TRANSIST')))).toEqual([200, 409, 409, 409, 409]);
      const stockBefore = await stockOf(v.id);
      expect(statuses(await atOnce(5, () => move(orderId, 'CANCELLED')))).toEqual([200, 409, 409, 409, 409]);
      expect(await stockOf(v.id)).toBe(stockBefore + 1);
      expect(await historyOf(orderId)).toEqual(['READY_FOR_PICKUP', 'IN_TRANSIST', 'CANCELLED']);
    });

    it('two orders of a referred shopper delivered at once give the referrer one reward, credited once', async () => {
      const [referrer] = await db()
        .select()
        .from(t.users)
        .where(and(eq(t.users.isBlocked, false), ne(t.users.id, demoId)))
        .limit(1);
      const friend = {
        displayname: 'race.friend',
        fullname: 'Race Friend',
        email: 'race@example.in',
        phone: '9988770011',
        country_code: '91',
        referredBy: referrer!.displayname,
      };
      expect((await api.call('POST', 'otpless/signUp', { body: friend })).status).toBe(200);
      const friendToken = (
        await api.call('PUT', 'otpless/signUpVerify', {
          body: { phoneNumber: friend.phone, otp: api.lastCode(friend.phone) },
        })
      ).body.data.accessToken;
      const address = await api.call('POST', 'address', {
        token: friendToken,
        body: {
          name: 'R',
          phone: friend.phone,
          pinCode: '110001',
          addressMain: '1 Janpath',
          locality: 'Connaught Place',
          city: 'New Delhi',
          state: 'Delhi',
        },
      });
      const ids: string[] = [];
      for (let i = 0; i < 2; i++) {
        const placed = await api.call('POST', 'newOrder/create', {
          token: friendToken,
          body: { orderType: 'Cod', addressId: address.body.data.id, orderData: [group(1)] },
        });
        ids.push(placed.body.data.orderIds[0]);
      }
      for (const id of ids) for (const status of ['IN_TRANSIST', 'OUT_FOR_DELIVERY']) await move(id, status);
      const before = await balanceOf(referrer!.id).catch(() => 0);
      expect(statuses(await Promise.all(ids.map((id) => move(id, 'DELIVERED'))))).toEqual([200, 200]);
      // One reward, pending until its order's return window closes; then credited once.
      const rewards = await db().select().from(t.referralCredits).where(eq(t.referralCredits.referrerId, referrer!.id));
      expect(rewards.map((r) => r.status)).toEqual(['pending']);
      expect(await Promise.all(ids.map((id) => api.call('POST', `dev/orders/${id}/close-return-window`)))).toHaveLength(
        2,
      );
      expect(await balanceOf(referrer!.id)).toBe(before + 50_000);
      const credits = await db()
        .select()
        .from(t.walletTransactions)
        .where(and(eq(t.walletTransactions.userId, referrer!.id), eq(t.walletTransactions.type, 'referral')));
      expect(credits).toHaveLength(1);
    });
  });

  describe('money', () => {
    it('parallel orders spending the same wallet: never below zero, never a 500, the money spent once', async () => {
      const [shopper] = await db()
        .select()
        .from(t.users)
        .where(and(eq(t.users.isBlocked, false), ne(t.users.id, demoId)))
        .limit(1)
        .offset(3);
      const shopperToken = (await api.login(shopper!.phone)).accessToken;
      const address = await api.call('POST', 'address', {
        token: shopperToken,
        body: {
          name: 'W',
          phone: shopper!.phone,
          pinCode: '560001',
          addressMain: '2 MG Road',
          locality: 'Ashok Nagar',
          city: 'Bengaluru',
          state: 'Karnataka',
        },
      });
      await db()
        .insert(t.wallets)
        .values({ id: `wallet-race-${shopper!.id}`, userId: shopper!.id, balancePaise: 50_000 })
        .onConflictDoUpdate({ target: t.wallets.userId, set: { balancePaise: 50_000 } });
      const replies = await atOnce(5, () =>
        api.call('POST', 'newOrder/create', {
          token: shopperToken,
          body: { orderType: 'Cod', addressId: address.body.data.id, useWallet: true, orderData: [group(1)] },
        }),
      );
      // Side by side, an order that read the balance before another spent it is refused whole (409);
      // one after another, the later orders find the wallet empty and use none of it.
      expect(replies).toHaveLength(5);
      for (const reply of replies) expect([200, 409]).toContain(reply.status);
      for (const refused of replies.filter((r) => r.status === 409))
        expect(refused.body.errors).toHaveProperty('useWallet');
      const placed = replies.filter((r) => r.status === 200).flatMap((r) => r.body.data.orderIds as string[]);
      const rows = await db().select().from(t.orders).where(inArray(t.orders.id, placed));
      expect(rows.reduce((sum, o) => sum + o.walletUsedPaise, 0)).toBe(50_000);
      expect(await balanceOf(shopper!.id)).toBe(0);
      const spent = await db()
        .select()
        .from(t.walletTransactions)
        .where(and(eq(t.walletTransactions.userId, shopper!.id), eq(t.walletTransactions.type, 'order')));
      expect(spent.reduce((sum, x) => sum + x.amountPaise, 0)).toBe(-50_000);
    });

    it('the same Idempotency-Key sent three times at once for the last unit: every reply is the one order', async () => {
      const [last] = await db()
        .select()
        .from(t.variants)
        .where(and(gt(t.variants.quantity, 0), ne(t.variants.id, v.id), ne(t.variants.productId, v.productId)))
        .limit(1);
      await db().update(t.variants).set({ quantity: 1 }).where(eq(t.variants.id, last!.id));
      const seller = (await db().select().from(t.products).where(eq(t.products.id, last!.productId)))[0]!.sellerUserId;
      const headers = { 'Idempotency-Key': 'race-last-unit-key' };
      const replies = await atOnce(3, () =>
        api.call('POST', 'newOrder/create', {
          token,
          headers,
          body: { orderType: 'Cod', addressId, useWallet: false, orderData: [group(1, last!, seller)] },
        }),
      );
      // The repeats wait for the first attempt's key, not for the stock it took (then found gone: a 409).
      expect(statuses(replies)).toEqual([200, 200, 200]);
      expect(new Set(replies.map((r) => r.body.data.checkoutId)).size).toBe(1);
      expect(await stockOf(last!.id)).toBe(0);
    });

    it('orders naming the same two products in opposite orders all go through: stock is locked in one order, never in a circle', async () => {
      const [w] = await db()
        .select()
        .from(t.variants)
        .where(and(gt(t.variants.quantity, 30), ne(t.variants.productId, v.productId)))
        .limit(1);
      const wSeller = (await db().select().from(t.products).where(eq(t.products.id, w!.productId)))[0]!.sellerUserId;
      expect(wSeller).not.toBe(sellerId);
      const before = [await stockOf(v.id), await stockOf(w!.id)];
      const ab = [group(1), group(1, w!, wSeller)];
      const replies = await atOnce(20, (i) => order({ orderData: i % 2 ? ab : [...ab].reverse() }));
      // Taken in the order named, two orders can each hold one product and wait for the other's: PostgreSQL
      // ends one of them with a deadlock error (a 500).
      expect(statuses(replies)).toEqual(Array(20).fill(200));
      expect([await stockOf(v.id), await stockOf(w!.id)]).toEqual([before[0]! - 20, before[1]! - 20]);
    });

    it('a seller in two groups is refused, so a coupon and its ₹1500 cap apply once', async () => {
      const [coupon] = await db()
        .select()
        .from(t.coupons)
        .where(
          and(
            eq(t.coupons.sellerUserId, sellerId),
            eq(t.coupons.purchaseRequired, false),
            gt(t.coupons.endDate, new Date()),
          ),
        );
      const [other] = await db()
        .select()
        .from(t.variants)
        .where(and(eq(t.variants.productId, v.productId), ne(t.variants.id, v.id), gt(t.variants.quantity, 0)));
      const twice = [
        { ...group(5), couponIds: [coupon!.id] },
        { ...group(5, other), couponIds: [coupon!.id] },
      ];
      const estimate = await api.call('POST', 'price/newEstimator', { token, body: { orderData: twice } });
      expect(estimate.status).toBe(400);
      expect(estimate.body.errors).toHaveProperty(['orderData.1.sellerId']);
      expect((await order({ orderData: twice })).status).toBe(400);
    });

    it('a variant repeated on three lines is refused, so 5 stays the limit per product', async () => {
      const stockBefore = await stockOf(v.id);
      const repeated = {
        sellerId,
        couponIds: 'no_coupon',
        productIds: [v.productId, v.productId, v.productId],
        variants: [v.id, v.id, v.id],
        quantity: [5, 5, 5],
      };
      const placed = await order({ orderData: [repeated] });
      expect(placed.status).toBe(400);
      expect(placed.body.errors).toHaveProperty(['orderData.0.variants.1']);
      expect(await stockOf(v.id)).toBe(stockBefore);
    });

    it('an unpaid prepaid order gives its stock back after the time, once, and its late payment is refused', async () => {
      const stockBefore = await stockOf(v.id);
      const placed = await order({ orderType: 'Prepaid', orderData: [group(2)] });
      expect(placed.status).toBe(200);
      const { razorId, orderIds } = placed.body.data;
      expect(await stockOf(v.id)).toBe(stockBefore - 2);
      expect(await expireUnpaidOrders(db())).toEqual([]); // not yet 30 minutes old
      await db()
        .update(t.orders)
        .set({ createdAt: new Date(Date.now() - 31 * 60_000) })
        .where(inArray(t.orders.id, orderIds));
      const swept = await atOnce(4, () => expireUnpaidOrders(db()));
      expect(swept.flat()).toEqual(orderIds);
      expect(await stockOf(v.id)).toBe(stockBefore);
      const [expired] = await db().select().from(t.orders).where(eq(t.orders.id, orderIds[0]));
      expect(expired).toMatchObject({ orderStatus: 'CANCELLED', paymentStatus: 'expired' });
      const late = await api.call('POST', 'payment/verify', {
        token,
        body: { razorId, paymentId: 'pay_late', signature: api.signPayment(razorId, 'pay_late') },
      });
      expect(late.status).toBe(409);
    });

    it('the same Idempotency-Key with another body answers 422', async () => {
      const headers = { 'Idempotency-Key': 'race-key-0001' };
      const first = await api.call('POST', 'newOrder/create', {
        token,
        headers,
        body: { orderType: 'Cod', addressId, orderData: [group(1)] },
      });
      expect(first.status).toBe(200);
      const again = await api.call('POST', 'newOrder/create', {
        token,
        headers,
        body: { orderType: 'Cod', addressId, orderData: [group(1)] },
      });
      expect(again.body.data.checkoutId).toBe(first.body.data.checkoutId);
      const other = await api.call('POST', 'newOrder/create', {
        token,
        headers,
        body: { orderType: 'Cod', addressId, orderData: [group(2)] },
      });
      expect(other.status).toBe(422);
    });
  });

  describe('codes', () => {
    let phones: string[];
    beforeAll(async () => {
      phones = (
        await db()
          .select({ phone: t.users.phone })
          .from(t.users)
          .where(and(eq(t.users.isBlocked, false), ne(t.users.id, demoId)))
          .limit(30)
          .offset(10)
      ).map((u) => u.phone);
    });

    it('20 wrong codes at once: at most 5 are checked, the fifth locks, and the right code is refused after', async () => {
      const phone = phones[0]!;
      await api.call('POST', 'otpless/signOtp', { body: { phoneNumber: phone, country_code: '91' } });
      const right = api.lastCode(phone);
      const wrong = String((Number(right) + 1) % 10_000).padStart(4, '0');
      const replies = await atOnce(20, () =>
        api.call('PUT', 'otpless/verifyOtp', { body: { phoneNumber: phone, otp: wrong } }),
      );
      const evaluated = replies.filter((r) => r.status === 200);
      expect(evaluated).toHaveLength(4);
      expect(evaluated.every((r) => r.body.message === 'WrongOTP')).toBe(true);
      expect(replies.filter((r) => r.status === 429)).toHaveLength(16);
      const [lock] = await db().select().from(t.otpLocks).where(eq(t.otpLocks.phone, phone));
      expect(lock!.failures).toBe(5);
      expect(lock!.lockedUntil!.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
      const late = await api.call('PUT', 'otpless/verifyOtp', { body: { phoneNumber: phone, otp: right } });
      expect(late.status).toBe(429);
      expect(Number(late.headers.get('Retry-After'))).toBeGreaterThan(800);
    });

    it('the right code inside a burst of wrong ones: still at most 5 codes are checked', async () => {
      const phone = phones[1]!;
      await api.call('POST', 'otpless/signOtp', { body: { phoneNumber: phone, country_code: '91' } });
      const right = api.lastCode(phone);
      const wrong = String((Number(right) + 1) % 10_000).padStart(4, '0');
      const replies = await atOnce(21, (i) =>
        api.call('PUT', 'otpless/verifyOtp', { body: { phoneNumber: phone, otp: i === 10 ? right : wrong } }),
      );
      const checked = replies.filter((r) => r.status === 200);
      expect(checked.length).toBeLessThanOrEqual(5);
      expect(replies.filter((r) => r.body?.message === 'WrongOTP').length).toBeLessThanOrEqual(4);
    });

    it('a lock that has passed starts the count again from one', async () => {
      const phone = phones[0]!;
      await db()
        .update(t.otpLocks)
        .set({ lockedUntil: new Date(Date.now() - 1000) })
        .where(eq(t.otpLocks.phone, phone));
      await api.call('POST', 'otpless/signOtp', { body: { phoneNumber: phone, country_code: '91' } });
      const wrong = String((Number(api.lastCode(phone)) + 1) % 10_000).padStart(4, '0');
      expect(
        (await api.call('PUT', 'otpless/verifyOtp', { body: { phoneNumber: phone, otp: wrong } })).body.message,
      ).toBe('WrongOTP');
      const [lock] = await db().select().from(t.otpLocks).where(eq(t.otpLocks.phone, phone));
      expect(lock).toMatchObject({ failures: 1, lockedUntil: null });
    });

    it('8 sends at once for one phone: exactly 3 codes go out', async () => {
      const phone = phones[2]!;
      const before = api.sent.length;
      const replies = await atOnce(8, () =>
        api.call('POST', 'otpless/signOtp', { body: { phoneNumber: phone, country_code: '91' } }),
      );
      expect(statuses(replies)).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
      expect(api.sent.slice(before).filter((m) => m.to.endsWith(phone))).toHaveLength(3);
    });

    it('sends at once from one address to many phones: exactly the per-IP limit go out', async () => {
      const previous = { trust: process.env.TRUST_PROXY, count: OTP_RULES.perIp.count };
      process.env.TRUST_PROXY = '1';
      OTP_RULES.perIp.count = 4;
      try {
        const replies = await atOnce(10, (i) =>
          api.call('POST', 'otpless/signOtp', {
            headers: { 'X-Forwarded-For': '203.0.113.77' },
            body: { phoneNumber: phones[10 + i], country_code: '91' },
          }),
        );
        expect(replies.filter((r) => r.status === 200)).toHaveLength(4);
        expect(replies.filter((r) => r.status === 429)).toHaveLength(6);
      } finally {
        OTP_RULES.perIp.count = previous.count;
        if (previous.trust === undefined) delete process.env.TRUST_PROXY;
        else process.env.TRUST_PROXY = previous.trust;
      }
    });

    it('a login code never goes to another country code: +1 for an Indian account is refused by field', async () => {
      const phone = phones[3]!;
      const before = api.sent.length;
      const reply = await api.call('POST', 'otpless/signOtp', { body: { phoneNumber: phone, country_code: '1' } });
      expect(reply.status).toBe(400);
      expect(reply.body.errors).toHaveProperty('country_code');
      expect(api.sent.length).toBe(before);
      const signup = await api.call('POST', 'otpless/signUp', {
        body: {
          displayname: 'abroad.one',
          fullname: 'Abroad One',
          email: 'a@example.com',
          phone: '9811122233',
          country_code: '44',
        },
      });
      expect(signup.status).toBe(400);
      expect(signup.body.errors).toHaveProperty('country_code');
      const ok = await api.call('POST', 'otpless/signOtp', { body: { phoneNumber: phone, country_code: '+91' } });
      expect(ok.status).toBe(200);
      expect(api.sent.at(-1)!.to).toBe(`+91${phone}`);
    });
  });

  describe('sessions', () => {
    it('two tabs refreshing with the same token at once both stay signed in', async () => {
      const { refreshToken } = await api.login(DEMO_SHOPPER.phone);
      const replies = await atOnce(2, () => api.call('POST', 'userRefresh/refresh', { body: { refreshToken } }));
      expect(statuses(replies)).toEqual([200, 200]);
      for (const reply of replies) {
        expect(
          (await api.call('POST', 'userRefresh/refresh', { body: { refreshToken: reply.body.data.refreshToken } }))
            .status,
        ).toBe(200);
      }
    });

    it('log-out ends every token of that login', async () => {
      const { refreshToken } = await api.login(DEMO_SHOPPER.phone);
      const next = (await api.call('POST', 'userRefresh/refresh', { body: { refreshToken } })).body.data;
      expect((await api.call('POST', 'userRefresh/logout', { body: { refreshToken: next.refreshToken } })).status).toBe(
        200,
      );
      expect(
        (await api.call('POST', 'userRefresh/refresh', { body: { refreshToken: next.refreshToken } })).status,
      ).toBe(401);
      expect((await api.call('POST', 'userRefresh/logout', { body: { refreshToken: 'not-a-token' } })).status).toBe(
        401,
      );
    });

    it("an account removed after its token was used is refused within SESSION_CHECK_MS (5 s), not served for its token's 15 minutes", async () => {
      const friend = {
        displayname: 'seen.then.gone',
        fullname: 'Seen Then Gone',
        email: 'g@example.in',
        phone: '9988770033',
        country_code: '91',
      };
      await api.call('POST', 'otpless/signUp', { body: friend });
      const token = (
        await api.call('PUT', 'otpless/signUpVerify', {
          body: { phoneNumber: friend.phone, otp: api.lastCode(friend.phone) },
        })
      ).body.data.accessToken;
      expect((await api.call('GET', 'userCart', { token })).status).toBe(200);
      await db().delete(t.users).where(eq(t.users.phone, friend.phone));
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5_001 });
      try {
        expect((await api.call('GET', 'userCart', { token })).status).toBe(401);
      } finally {
        vi.useRealTimers();
      }
    });

    it('a valid token of a deleted account answers 401, not 500', async () => {
      const friend = {
        displayname: 'short.lived',
        fullname: 'Short Lived',
        email: 's@example.in',
        phone: '9988770022',
        country_code: '91',
      };
      await api.call('POST', 'otpless/signUp', { body: friend });
      const gone = (
        await api.call('PUT', 'otpless/signUpVerify', {
          body: { phoneNumber: friend.phone, otp: api.lastCode(friend.phone) },
        })
      ).body.data.accessToken;
      await db().delete(t.users).where(eq(t.users.phone, friend.phone));
      expect(
        (
          await api.call('POST', 'userCart', {
            token: gone,
            body: { productId: v.productId, variantId: v.id, quantity: 1 },
          })
        ).status,
      ).toBe(401);
      expect((await api.call('GET', 'user/profile', { token: gone })).status).toBe(401);
    });
  });
});

describe('verified access tokens', () => {
  it('are remembered with their expiry: past it the same token is refused', async () => {
    const { SignJWT } = await import('jose');
    const { keyFor } = await import('../../server/auth/secret.ts');
    const { verifyAccessToken } = await import('../../server/auth/tokens.ts');
    const token = await new SignJWT({ typ: 'access', fam: 'f1' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('remembered')
      .setIssuer('vastra')
      .setJti('r')
      .setExpirationTime('1m')
      .sign(keyFor('tokens'));
    expect(await verifyAccessToken(token)).toEqual({ userId: 'remembered', familyId: 'f1' });
    expect(await verifyAccessToken(token)).toEqual({ userId: 'remembered', familyId: 'f1' });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    try {
      expect(await verifyAccessToken(token)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('tokens without an expiry or a login family', () => {
  it('are refused even when signed with the right key', async () => {
    const { SignJWT } = await import('jose');
    const { keyFor } = await import('../../server/auth/secret.ts');
    const { verifyAccessToken } = await import('../../server/auth/tokens.ts');
    const forever = await new SignJWT({ typ: 'access', fam: 'f1' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('someone')
      .setIssuer('vastra')
      .setJti('x')
      .sign(keyFor('tokens'));
    expect(await verifyAccessToken(forever)).toBeNull();
    const familyless = await new SignJWT({ typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('someone')
      .setIssuer('vastra')
      .setJti('x')
      .setExpirationTime('1m')
      .sign(keyFor('tokens'));
    expect(await verifyAccessToken(familyless)).toBeNull();
    const expiring = await new SignJWT({ typ: 'access', fam: 'f1' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('someone')
      .setIssuer('vastra')
      .setJti('x')
      .setExpirationTime('1m')
      .sign(keyFor('tokens'));
    expect(await verifyAccessToken(expiring)).toEqual({ userId: 'someone', familyId: 'f1' });
  });
});
