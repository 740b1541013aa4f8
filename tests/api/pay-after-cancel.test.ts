/**
 * Pay now after one order of a two-store prepaid checkout was cancelled: it charges only the order still
 * waiting, through a new provider order for that amount; the old provider order (opened for both) settles
 * nothing any more, and a capture through it is refunded whole. Cancel, Pay now and a capture through the
 * old provider order at once never charge for the cancelled order and never leave the kept order unpaid.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { bothDatabases, type TestApi } from './harness.ts';
import { orderLine, otherStoreVariant, pauseOver, startCheckoutFixture, type Variant } from './checkout-fixture.ts';
import { withTransaction } from '../../server/db/open.ts';

type Placed = { checkoutId: string; orderIds: string[]; razorId: string; amount: number };

describe.each(bothDatabases)('Pay now after a cancel in a two-store checkout on $name', (target) => {
  let api: TestApi, token: string, addressId: string, v: Variant, sellerId: string, userId: string;
  let w: Variant, otherSeller: string;

  beforeAll(async () => {
    ({ api, token, addressId, v, sellerId, userId } = await startCheckoutFixture(target, 20));
    ({ variant: w, seller: otherSeller } = await otherStoreVariant(api, sellerId, 20));
  });
  afterAll(() => api?.close());

  async function placeTwoStores(): Promise<Placed> {
    // Every checkout here names the same two variants, one of them cancelled unpaid before: that pause is not tested here.
    await pauseOver(api, userId);
    const placed = await api.call('POST', 'newOrder/create', {
      token,
      body: {
        orderType: 'Prepaid',
        addressId,
        useWallet: false,
        orderData: [orderLine(sellerId, v), orderLine(otherSeller, w)],
      },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    return placed.body.data as Placed;
  }
  const cancel = (orderId: string) =>
    api.call('POST', `orders/${orderId}/cancel`, { token, body: { reasonType: 'Change of Mind', reasonText: '' } });
  const retry = (checkoutId: string) => api.call('POST', 'payment/retry', { token, body: { checkoutId } });
  const verify = (razorId: string, paymentId: string) =>
    api.call('POST', 'payment/verify', {
      token,
      body: { razorId, paymentId, signature: api.signPayment(razorId, paymentId) },
    });
  const webhook = (razorId: string, paymentId: string, amount: number) => {
    const body = JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { id: paymentId, order_id: razorId, amount, currency: 'INR' } } },
    });
    return api.app.request('/api/v1/payment/webhook', {
      method: 'POST',
      body,
      headers: { 'X-Razorpay-Signature': api.signWebhook(body) },
    });
  };
  const row = async (id: string) => (await api.database.db.select().from(t.orders).where(eq(t.orders.id, id)))[0]!;
  const refunds = (orderIds: string[]) =>
    api.database.db.select().from(t.paymentRefunds).where(inArray(t.paymentRefunds.orderId, orderIds));
  /** What the local provider's page asks for this provider order, in paise (null when it shows no page). */
  async function providerAsks(razorId: string) {
    const res = await api.app.request(`/api/v1/payment/test-checkout?razorId=${razorId}`);
    if (res.status === 404) return null;
    const asked = (await res.text()).match(/class="amount">₹([\d,.]+)</)![1]!;
    return Math.round(Number(asked.replace(/,/g, '')) * 100);
  }

  it('the kept order says Pay for its own amount, and Pay now opens a new provider order for exactly that', async () => {
    const { checkoutId, orderIds, razorId: first, amount } = await placeTwoStores();
    const [gone, kept] = orderIds as [string, string];
    const keptPaise = (await row(kept)).totalPaise;
    expect(keptPaise).toBeLessThan(amount);
    expect((await cancel(gone)).status).toBe(200);

    const page = (await api.call('GET', `orders/${kept}`, { token })).body.data;
    expect(page.payNow).toEqual({ amount: keptPaise / 100, orderIds: [kept] });
    expect((await api.call('GET', `orders/${gone}`, { token })).body.data.payNow).toBeNull();
    const listed = (await api.call('GET', 'orders/orderGet', { token })).body.data as {
      orderId: string;
      payNow: unknown;
    }[];
    expect(listed.find((o) => o.orderId === kept)!.payNow).toEqual({ amount: keptPaise / 100, orderIds: [kept] });

    const again = await retry(checkoutId);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const { razorId, amount: asked } = again.body.data as Placed;
    expect(razorId).not.toBe(first);
    expect(asked).toBe(keptPaise);
    expect(again.body.data.orderIds).toEqual([kept]);
    // The provider is asked for exactly that, and a second Pay now reuses the same provider order.
    expect(await providerAsks(razorId)).toBe(keptPaise);
    expect((await retry(checkoutId)).body.data).toMatchObject({ razorId, amount: keptPaise });

    expect((await verify(razorId, 'pay_kept')).body.data).toBe(true);
    expect(await row(kept)).toMatchObject({ paymentStatus: 'paid', paymentId: 'pay_kept', razorId });
    expect(await row(gone)).toMatchObject({ orderStatus: 'CANCELLED', paymentStatus: 'pending', paidAt: null });
    expect(await refunds(orderIds)).toEqual([]);
  });

  it('the old provider order settles nothing once Pay now moved on: a capture through it is refunded whole', async () => {
    const { checkoutId, orderIds, razorId: old, amount } = await placeTwoStores();
    const [gone, kept] = orderIds as [string, string];
    expect((await cancel(gone)).status).toBe(200);
    const { razorId } = (await retry(checkoutId)).body.data as Placed;

    // The provider's page for the old order is gone; a capture through it anyway pays neither order.
    expect(await providerAsks(old)).toBeNull();
    const late = await verify(old, 'pay_old_page');
    expect(late.status).toBe(409);
    expect(await row(kept)).toMatchObject({ paymentStatus: 'pending', razorId });
    expect(await row(gone)).toMatchObject({ orderStatus: 'CANCELLED', paymentStatus: 'pending' });
    const back = (await refunds(orderIds)).filter((r) => r.paymentId === 'pay_old_page');
    expect(back.reduce((sum, r) => sum + r.amountPaise, 0)).toBe(amount);
    expect(back.every((r) => r.razorId === old)).toBe(true);
    // The cancelled order's refund is its own part: the kept order's part is not counted as its money.
    const goneRefund = (await api.call('GET', `orders/${gone}`, { token })).body.data.request.refund;
    expect(goneRefund.amount).toBe((await row(gone)).totalPaise / 100);
    // The webhook of another capture through it: refunded whole too, once however often it arrives.
    const hooks = await Promise.all([webhook(old, 'pay_old_hook', amount), webhook(old, 'pay_old_hook', amount)]);
    expect(hooks.map((h) => h.status)).toEqual([200, 200]);
    const hooked = (await refunds(orderIds)).filter((r) => r.paymentId === 'pay_old_hook');
    expect(hooked.reduce((sum, r) => sum + r.amountPaise, 0)).toBe(amount);
    expect(await row(kept)).toMatchObject({ paymentStatus: 'pending' });

    // The new provider order still pays the kept order.
    expect((await verify(razorId, 'pay_new')).body.data).toBe(true);
    expect(await row(kept)).toMatchObject({ paymentStatus: 'paid', paymentId: 'pay_new' });
  });

  it('cancel, Pay now in two tabs and a capture through the old provider order at once: the cancelled order is never charged, the kept one is paid', async () => {
    for (let round = 0; round < 8; round++) {
      // Enough stock for every round (each keeps one unit of both).
      await api.database.db
        .update(t.variants)
        .set({ quantity: 50 })
        .where(inArray(t.variants.id, [v.id, w.id]));
      const { checkoutId, orderIds, razorId: old, amount } = await placeTwoStores();
      const [gone, kept] = orderIds as [string, string];
      let capturedPaise = 0;
      const payNow = async (tab: string) => {
        const again = await retry(checkoutId);
        if (again.status !== 200) return;
        const { razorId, amount: asked } = again.body.data as Placed;
        capturedPaise += asked;
        await verify(razorId, `pay_now_${round}_${tab}`);
      };
      const oldPage = async () => {
        capturedPaise += amount;
        expect((await webhook(old, `pay_old_${round}`, amount)).status).toBe(200);
      };
      const [cancelled] = await Promise.all([cancel(gone), payNow('a'), payNow('b'), oldPage()]);
      expect(cancelled.status).toBe(200);

      expect(await row(gone)).toMatchObject({ orderStatus: 'CANCELLED' });
      expect(await row(kept)).toMatchObject({ orderStatus: 'READY_FOR_PICKUP', paymentStatus: 'paid' });
      // Every capture, less what went back, is exactly the kept order.
      const sentBack = (await refunds(orderIds)).reduce((sum, r) => sum + r.amountPaise, 0);
      expect(capturedPaise - sentBack, `round ${round}`).toBe((await row(kept)).totalPaise);
    }
  });

  it.runIf(target.name === 'postgres')(
    "a capture never waits for another capture's refund row being written for an order of its checkout",
    async () => {
      await api.database.db
        .update(t.variants)
        .set({ quantity: 50 })
        .where(inArray(t.variants.id, [v.id, w.id]));
      const { orderIds, razorId: old } = await placeTwoStores();
      const [gone, kept] = orderIds as [string, string];
      expect((await cancel(gone)).status).toBe(200);
      // Writing a refund row checks its foreign key: FOR KEY SHARE on its order, held until that insert's
      // transaction ends. A capture's lock on the checkout used to wait for it, and a refund of two orders at
      // once (locking them in its own order) then deadlocked with a capture locking them in id order.
      let keyShared!: () => void;
      const held = new Promise<void>((resolve) => (keyShared = resolve));
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const refunding = withTransaction(api.database.db, async (d) => {
        await d.select({ id: t.orders.id }).from(t.orders).where(eq(t.orders.id, gone)).for('key share');
        keyShared();
        await released;
      });
      await held;
      const paid = await verify(old, 'pay_while_refunding').finally(release);
      await refunding;
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
      expect(await row(kept)).toMatchObject({ paymentStatus: 'paid', paymentId: 'pay_while_refunding' });
      const back = (await refunds(orderIds)).filter((r) => r.paymentId === 'pay_while_refunding');
      expect(back.map((r) => [r.orderId, r.amountPaise])).toEqual([[gone, (await row(gone)).totalPaise]]);
    },
  );

  /** A two-store prepaid checkout whose first order the wallet covers whole (total ₹0, still pending). */
  async function walletCoversFirst() {
    const groups = [orderLine(sellerId, v), orderLine(otherSeller, w)];
    const priced = await api.call('POST', 'price/newEstimator', {
      token,
      body: { orderData: groups, useWallet: false },
    });
    const firstTotal = priced.body.data.groups[0].total as number;
    const [me] = await api.database.db.select().from(t.users).where(eq(t.users.id, userId));
    expect(
      (await api.call('POST', 'dev/wallet/credit', { body: { phone: me!.phone, rupees: firstTotal } })).status,
    ).toBe(200);
    await pauseOver(api, userId);
    const placed = await api.call('POST', 'newOrder/create', {
      token,
      body: { orderType: 'Prepaid', addressId, useWallet: true, orderData: groups },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const { checkoutId, orderIds } = placed.body.data as Placed;
    const [kept, gone] = orderIds as [string, string];
    expect(await row(kept)).toMatchObject({
      totalPaise: 0,
      walletUsedPaise: firstTotal * 100,
      paymentStatus: 'pending',
    });
    return { checkoutId, kept, gone };
  }

  it('the wallet paid for the kept order in full: cancelling the other settles it, with no Pay ₹0 now', async () => {
    const { checkoutId, kept, gone } = await walletCoversFirst();
    // Before the cancel the kept order waits with the other: one payment, for the other's amount.
    expect((await api.call('GET', `orders/${kept}`, { token })).body.data.payNow).toEqual({
      amount: (await row(gone)).totalPaise / 100,
      orderIds: [kept, gone].sort(),
    });
    expect((await cancel(gone)).status).toBe(200);

    // The cancel itself marks the kept order paid: its page and My Orders offer no Pay now.
    expect(await row(kept)).toMatchObject({ paymentStatus: 'paid', orderStatus: 'READY_FOR_PICKUP' });
    expect((await row(kept)).paidAt).not.toBeNull();
    const page = (await api.call('GET', `orders/${kept}`, { token })).body.data;
    expect(page.payNow).toBeNull();
    expect(page.paymentStatus).toBe('paid');
    const listed = (await api.call('GET', 'orders/orderGet', { token })).body.data as {
      orderId: string;
      payNow: unknown;
    }[];
    expect(listed.find((o) => o.orderId === kept)!.payNow).toBeNull();

    const again = await retry(checkoutId);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This order is already paid.');
    expect(await refunds([kept, gone])).toEqual([]);
  });

  it('the wallet paid for the kept order: a cancel and Pay now in two tabs at once leave it paid, once, charging nothing for it', async () => {
    for (let round = 0; round < 3; round++) {
      const { checkoutId, kept, gone } = await walletCoversFirst();
      const [cancelled, ...tabs] = await Promise.all([cancel(gone), retry(checkoutId), retry(checkoutId)]);
      expect(cancelled.status).toBe(200);
      // A Pay now that read the checkout before the cancel may still answer with its payment; none asks for ₹0.
      for (const tab of tabs) {
        if (tab.status === 200) expect(tab.body.data.amount, `round ${round}`).toBeGreaterThan(0);
        else expect(tab.body.message, `round ${round}`).toBe('This order is already paid.');
      }
      expect(await row(kept), `round ${round}`).toMatchObject({
        paymentStatus: 'paid',
        orderStatus: 'READY_FOR_PICKUP',
      });
      expect(await row(gone), `round ${round}`).toMatchObject({ orderStatus: 'CANCELLED', paymentStatus: 'pending' });
      expect((await api.call('GET', `orders/${kept}`, { token })).body.data.payNow).toBeNull();
    }
  });
});
