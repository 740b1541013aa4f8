/**
 * The referral reward and returns. Two referred friends each bought an item, had it delivered
 * and returned it, and the referrer kept ₹1,000 of spendable Vastra Money: the reward was credited at
 * delivery. Now it is pending until the order's 2-day return window closes, credited only if the order was
 * kept, and a return voids it. On PostgreSQL a return and the sweep, or several sweeps, run side by side.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gt, ne } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { DEMO_SHOPPER } from '../../server/seed/shoppers.ts';
import { settleReferralRewards } from '../../server/wallet/referral-rewards.ts';
import { startTestApi, bothDatabases, type TestApi } from './harness.ts';
import { exchangePair, uploadPicture } from './return-fixture.ts';

type Variant = typeof t.variants.$inferSelect;
const atOnce = <T>(n: number, request: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => request(i)));

describe.each(bothDatabases)('referral rewards and returns on $name', (target) => {
  let api: TestApi;
  let v: Variant;
  let sellerId: string;
  let friends = 0;

  beforeAll(async () => {
    api = await startTestApi(target, 30);
    [v] = (await api.database.db.select().from(t.variants).where(gt(t.variants.quantity, 20)).limit(1)) as [Variant];
    sellerId = (await api.database.db.select().from(t.products).where(eq(t.products.id, v.productId)))[0]!.sellerUserId;
  });
  afterAll(() => api?.close());

  const db = () => api.database.db;
  const move = (orderId: string, status: string) =>
    api.call('POST', `dev/orders/${orderId}/status`, { body: { status } });

  /** A shopper to refer friends, signed in. */
  async function referrer(offset: number) {
    const [user] = await db()
      .select()
      .from(t.users)
      .where(and(eq(t.users.isBlocked, false), ne(t.users.phone, DEMO_SHOPPER.phone)))
      .limit(1)
      .offset(offset);
    return { ...user!, token: (await api.login(user!.phone)).accessToken };
  }

  /** A friend who signed up with the referrer's code, with one order delivered (of `variant`). */
  async function friendWithDelivery(referredBy: string, variant = v, seller = sellerId) {
    friends++;
    const phone = `97000${String(friends).padStart(5, '0')}`;
    const body = {
      displayname: `friend.${friends}.${target.name}`,
      fullname: 'Friend',
      email: `f${friends}@example.in`,
      phone,
      country_code: '91',
      referredBy,
    };
    expect((await api.call('POST', 'otpless/signUp', { body })).status).toBe(200);
    const token = (
      await api.call('PUT', 'otpless/signUpVerify', { body: { phoneNumber: phone, otp: api.lastCode(phone) } })
    ).body.data.accessToken as string;
    const addressId = (
      await api.call('POST', 'address', {
        token,
        body: {
          name: 'F',
          phone,
          pinCode: '110001',
          addressMain: '1 Janpath',
          locality: 'Connaught Place',
          city: 'New Delhi',
          state: 'Delhi',
        },
      })
    ).body.data.id;
    const placed = await api.call('POST', 'newOrder/create', {
      token,
      body: {
        orderType: 'Cod',
        addressId,
        orderData: [
          {
            sellerId: seller,
            couponIds: 'no_coupon',
            productIds: [variant.productId],
            variants: [variant.id],
            quantity: [1],
          },
        ],
      },
    });
    const orderId = placed.body.data.orderIds[0] as string;
    for (const status of ['IN_TRANSIST', 'OUT_FOR_DELIVERY', 'DELIVERED'])
      expect((await move(orderId, status)).status).toBe(200);
    return { token, orderId };
  }

  const returnIt = async (friend: { token: string; orderId: string }) =>
    api.call('POST', `orders/${friend.orderId}/return`, {
      token: friend.token,
      body: {
        reasonType: 'Item damaged or defective',
        reasonText: '',
        option: 'refund',
        imageUrls: [await uploadPicture(api, friend.token)],
      },
    });
  const rewardOf = async (orderId: string) =>
    (await db().select().from(t.referralCredits).where(eq(t.referralCredits.orderId, orderId)))[0];
  const referralMoney = async (userId: string) =>
    (
      await db()
        .select()
        .from(t.walletTransactions)
        .where(and(eq(t.walletTransactions.userId, userId), eq(t.walletTransactions.type, 'referral')))
    ).reduce((sum, x) => sum + x.amountPaise, 0);
  /** The reward's window taken as closed, while the order's own return window is still open (the edge both may reach). */
  const rewardDueNow = (orderId: string) =>
    db()
      .update(t.referralCredits)
      .set({ availableAt: new Date(Date.now() - 1000) })
      .where(eq(t.referralCredits.orderId, orderId));

  it('two friends who return their delivered orders earn the referrer nothing: no money, nothing pending', async () => {
    const me = await referrer(1);
    const both = [await friendWithDelivery(me.displayname), await friendWithDelivery(me.displayname)];
    expect((await api.call('GET', 'user/referrals', { token: me.token })).body.data).toMatchObject({
      referrals: 2,
      earned: 0,
      pending: 1000,
    });
    expect(await referralMoney(me.id)).toBe(0);
    for (const friend of both) expect((await returnIt(friend)).status).toBe(200);
    for (const friend of both) expect(await rewardOf(friend.orderId)).toMatchObject({ status: 'voided' });
    // The window closes: nothing to credit.
    for (const friend of both)
      expect((await api.call('POST', `dev/orders/${friend.orderId}/close-return-window`)).body.data).toBe(0);
    expect(await referralMoney(me.id)).toBe(0);
    expect((await api.call('GET', 'transaction', { token: me.token })).body.data.walletData.money).toBe(0);
    expect((await api.call('GET', 'user/referrals', { token: me.token })).body.data).toMatchObject({
      referrals: 2,
      earned: 0,
      pending: 0,
    });
  });

  it('a kept order is credited once its window closes, not before; the referrer hears of it', async () => {
    const me = await referrer(2);
    const friend = await friendWithDelivery(me.displayname);
    expect(await rewardOf(friend.orderId)).toMatchObject({ status: 'pending', amountPaise: 50_000 });
    const { availableAt } = (await rewardOf(friend.orderId))!;
    // Two days after the delivery (the order's DELIVERED time), to within the test's own run.
    const [delivered] = await db()
      .select()
      .from(t.orderStatusHistory)
      .where(and(eq(t.orderStatusHistory.orderId, friend.orderId), eq(t.orderStatusHistory.status, 'DELIVERED')));
    expect(availableAt!.getTime() - delivered!.at.getTime()).toBe(48 * 3_600_000);
    expect(await settleReferralRewards(db())).toBe(0);
    expect(await referralMoney(me.id)).toBe(0);
    expect((await api.call('POST', `dev/orders/${friend.orderId}/close-return-window`)).body.data).toBe(1);
    expect(await rewardOf(friend.orderId)).toMatchObject({ status: 'credited' });
    expect(await referralMoney(me.id)).toBe(50_000);
    expect((await api.call('GET', 'user/referrals', { token: me.token })).body.data).toMatchObject({
      earned: 500,
      pending: 0,
    });
    const notes = (await api.call('GET', 'notifications', { token: me.token })).body.data;
    expect(notes[0]).toMatchObject({
      kind: 'referral',
      title: 'Referral reward',
      body: '₹500 added to your Vastra Money: your friend kept their first order.',
    });
    // Too late to return now, so the reward stays.
    expect((await returnIt(friend)).status).toBe(409);
  });

  it('an exchange keeps the reward: the friend kept a purchase', async () => {
    const me = await referrer(3);
    const pair = await exchangePair(db(), 'size', 2);
    const friend = await friendWithDelivery(me.displayname, pair.from, pair.sellerId);
    const lineId = (await db().select().from(t.orderLines).where(eq(t.orderLines.orderId, friend.orderId)))[0]!.id;
    const exchanged = await api.call('POST', `orders/${friend.orderId}/return`, {
      token: friend.token,
      body: {
        reasonType: 'wrong size',
        reasonText: '',
        option: 'exchange-size',
        imageUrls: [await uploadPicture(api, friend.token)],
        exchange: { lineId, variantId: pair.to.id },
      },
    });
    expect(exchanged.status).toBe(200);
    expect(await rewardOf(friend.orderId)).toMatchObject({ status: 'pending' });
    await rewardDueNow(friend.orderId);
    expect(await settleReferralRewards(db())).toBe(1);
    expect(await referralMoney(me.id)).toBe(50_000);
  });

  it('a return and the sweep at the same moment: each reward is credited or voided, never both', async () => {
    const me = await referrer(4);
    const group = await atOnce(6, async () => friendWithDelivery(me.displayname));
    for (const friend of group) await rewardDueNow(friend.orderId);
    const pictures = await Promise.all(group.map((friend) => uploadPicture(api, friend.token)));
    const [returns] = await Promise.all([
      Promise.all(
        group.map((friend, i) =>
          api.call('POST', `orders/${friend.orderId}/return`, {
            token: friend.token,
            body: {
              reasonType: 'Item damaged or defective',
              reasonText: '',
              option: 'refund',
              imageUrls: [pictures[i]],
            },
          }),
        ),
      ),
      settleReferralRewards(db()),
      settleReferralRewards(db()),
    ]);
    // Every return is inside its order's window, so every one is accepted, whichever came first.
    expect(returns.map((r) => r.status)).toEqual(Array(6).fill(200));
    let credited = 0;
    for (const friend of group) {
      const reward = (await rewardOf(friend.orderId))!;
      expect(['credited', 'voided']).toContain(reward.status);
      if (reward.status === 'credited') credited++;
    }
    const money = await db()
      .select()
      .from(t.walletTransactions)
      .where(and(eq(t.walletTransactions.userId, me.id), eq(t.walletTransactions.type, 'referral')));
    expect(money).toHaveLength(credited);
    expect(new Set(money.map((m) => m.orderId)).size).toBe(credited);
    expect(await referralMoney(me.id)).toBe(credited * 50_000);
    // Whatever is left pending (none) is settled by a later sweep the same way.
    expect(await settleReferralRewards(db())).toBe(0);
  });

  it('four sweeps at once credit each due reward once', async () => {
    const me = await referrer(5);
    const group = await atOnce(5, async () => friendWithDelivery(me.displayname));
    for (const friend of group) await rewardDueNow(friend.orderId);
    const counts = await atOnce(4, () => settleReferralRewards(db()));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(5);
    expect(await referralMoney(me.id)).toBe(5 * 50_000);
    const money = await db()
      .select()
      .from(t.walletTransactions)
      .where(and(eq(t.walletTransactions.userId, me.id), eq(t.walletTransactions.type, 'referral')));
    expect(money).toHaveLength(5);
    expect((await api.call('GET', 'transaction', { token: me.token })).body.data.walletData.money).toBe(2500);
  });
});
