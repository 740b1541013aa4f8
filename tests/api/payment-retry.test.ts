/**
 * What the checkout added to the API: the provider's key id in the create reply, paying again for the
 * same unpaid orders (never a second order), a prepaid order the wallet covers, the local provider's hosted
 * test checkout, and the store name on cart lines.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { LOCAL_TEST_KEY_ID } from '../../server/checkout/payments.ts';
import { pgliteOnly, type TestApi } from './harness.ts';
import { pauseOver, startCheckoutFixture, type Variant } from './checkout-fixture.ts';

describe.each(pgliteOnly)('prepaid checkout additions on $name', (target) => {
  let api: TestApi, token: string, other: string, userId: string, addressId: string, v: Variant, sellerId: string;

  beforeAll(async () => {
    ({ api, token, other, userId, addressId, v, sellerId } = await startCheckoutFixture(target, 20));
  });
  afterAll(() => api?.close());

  const group = () => ({
    sellerId,
    couponIds: 'no_coupon',
    productIds: [v.productId],
    variants: [v.id],
    quantity: [1],
  });
  const prepaid = async (body: Record<string, unknown> = {}) => {
    // Every checkout here names the same variant, some cancelled or expired unpaid before: that pause is not tested here.
    await pauseOver(api, userId);
    return api.call('POST', 'newOrder/create', {
      token,
      body: { orderType: 'Prepaid', addressId, useWallet: false, orderData: [group()], ...body },
    });
  };
  const ordersOf = async (checkoutId: string) =>
    api.database.db.select().from(t.orders).where(eq(t.orders.checkoutId, checkoutId));
  const orderCount = async () =>
    (await api.database.db.select().from(t.orders).where(eq(t.orders.userId, userId))).length;
  const retry = (checkoutId: string, as = token) =>
    api.call('POST', 'payment/retry', { token: as, body: { checkoutId } });

  it('the prepaid reply carries the key id and which checkout to open; a COD reply carries neither', async () => {
    const placed = await prepaid();
    expect(placed.status).toBe(200);
    expect(placed.body.data).toMatchObject({
      orderType: 'Prepaid',
      keyId: LOCAL_TEST_KEY_ID,
      checkout: 'local-test',
      razorId: expect.any(String),
    });
    expect(placed.body.data.amount).toBe(v.price * 100);
    const cod = await prepaid({ orderType: 'Cod' });
    expect(cod.body.data).toMatchObject({ orderType: 'Cod', razorId: null, keyId: null, checkout: null, amount: 0 });
    // Cancelled, so the tests below have room: a shopper may have 2 checkouts waiting for payment.
    expect(
      (
        await api.call('POST', `orders/${placed.body.data.orderIds[0]}/cancel`, {
          token,
          body: { reasonType: 'Others', reasonText: 'Changed my mind' },
        })
      ).status,
    ).toBe(200);
  });

  it('retry answers the same provider order for the same orders and creates none; another shopper gets 404', async () => {
    const placed = (await prepaid()).body.data;
    const before = await orderCount();
    const again = await retry(placed.checkoutId);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({
      checkoutId: placed.checkoutId,
      orderIds: placed.orderIds,
      razorId: placed.razorId,
      amount: placed.amount,
      keyId: LOCAL_TEST_KEY_ID,
      checkout: 'local-test',
    });
    expect(await orderCount()).toBe(before);
    expect((await retry(placed.checkoutId, other)).status).toBe(404);
    expect((await retry('no-such-checkout')).status).toBe(404);
    // Paid after the retry: the orders become paid, and a further retry is refused.
    const signature = api.signPayment(placed.razorId, 'pay_retry');
    expect(
      (
        await api.call('POST', 'payment/verify', {
          token,
          body: { razorId: placed.razorId, paymentId: 'pay_retry', signature },
        })
      ).body.data,
    ).toBe(true);
    expect((await ordersOf(placed.checkoutId)).map((o) => o.paymentStatus)).toEqual(['paid']);
    const paid = await retry(placed.checkoutId);
    expect(paid.status).toBe(409);
    expect(paid.body.message).toBe('This order is already paid.');
  });

  it('retry refuses an expired, a cancelled and a cash-on-delivery checkout (409), each with its own reason', async () => {
    const placed = (await prepaid()).body.data;
    await api.database.db
      .update(t.orders)
      .set({ createdAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(t.orders.checkoutId, placed.checkoutId));
    const expired = await retry(placed.checkoutId);
    expect(expired.status).toBe(409);
    expect(expired.body.message).toBe(
      'This order can no longer be paid: its payment did not arrive in time. Please place the order again.',
    );

    const cancelled = (await prepaid()).body.data;
    expect(
      (
        await api.call('POST', `orders/${cancelled.orderIds[0]}/cancel`, {
          token,
          body: { reasonType: 'Others', reasonText: 'Changed my mind' },
        })
      ).status,
    ).toBe(200);
    const again = await retry(cancelled.checkoutId);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This order was cancelled, so there is nothing to pay.');
    // A payment that still arrives for it says the same, and goes back.
    const late = await api.call('POST', 'payment/verify', {
      token,
      body: {
        razorId: cancelled.razorId,
        paymentId: 'pay_cancelled',
        signature: api.signPayment(cancelled.razorId, 'pay_cancelled'),
      },
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(
      `This order was cancelled before your payment arrived. ₹${(cancelled.amount / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })} is on its way back to your payment method in 2-4 working days.`,
    );

    const cod = (await prepaid({ orderType: 'Cod' })).body.data;
    const codRetry = await retry(cod.checkoutId);
    expect(codRetry.status).toBe(409);
    expect(codRetry.body.message).toBe(
      'This order is cash on delivery: you pay when it arrives, so there is nothing to pay now.',
    );
    // It has no provider order to verify a payment against, and stays cash on delivery.
    const codVerify = await api.call('POST', 'payment/verify', {
      token,
      body: { razorId: cod.checkoutId, paymentId: 'pay_cod', signature: api.signPayment(cod.checkoutId, 'pay_cod') },
    });
    expect(codVerify.status).toBe(404);
    expect(codVerify.body.message).toBe('Order not found');
    expect((await ordersOf(cod.checkoutId)).map((o) => o.paymentStatus)).toEqual(['cod']);
  });

  it('a prepaid order the wallet covers in full is paid at once, with no provider order', async () => {
    await api.call('GET', 'transaction', { token });
    await api.database.db
      .update(t.wallets)
      .set({ balancePaise: v.price * 100 + 10_000 })
      .where(eq(t.wallets.userId, userId));
    const placed = await prepaid({ useWallet: true });
    expect(placed.status).toBe(200);
    expect(placed.body.data).toMatchObject({ totalcost: 0, amount: 0, razorId: null, keyId: null, checkout: null });
    expect((await ordersOf(placed.body.data.checkoutId)).map((o) => o.paymentStatus)).toEqual(['paid']);
  });

  it('the hosted test checkout shows the amount in rupees and the prefill, and returns a signed result or a failure', async () => {
    const placed = (await prepaid()).body.data;
    const page = await api.app.request(
      `/api/v1/payment/test-checkout?razorId=${placed.razorId}&contact=9876512345&email=ravi%40example.com&return=%2Fcheckout%2Fpayment`,
    );
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`₹${(placed.amount / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`);
    expect(html).toContain('9876512345');
    expect(html).toContain('ravi@example.com');
    expect(html).toContain('>Pay<');
    expect(html).toContain('>Fail<');

    const submit = (outcome: string, back = '/checkout/payment') =>
      api.app.request('/api/v1/payment/test-checkout', {
        method: 'POST',
        body: new URLSearchParams({ razorId: placed.razorId, outcome, return: back }),
      });
    const failed = await submit('fail');
    expect(failed.status).toBe(303);
    const failedTo = new URL(failed.headers.get('Location')!, 'http://x');
    expect(failedTo.pathname).toBe('/checkout/payment');
    expect(failedTo.searchParams.get('razorpay_error_description')).toBe('Payment failed');
    // The failure is recorded, as the provider's payment.failed webhook would: the order says so, and stays payable.
    expect((await ordersOf(placed.checkoutId))[0]!.paymentStatus).toBe('failed');
    expect((await api.call('GET', `orders/${placed.orderIds[0]}`, { token })).body.data).toMatchObject({
      paymentStatus: 'failed',
      paidAt: null,
    });
    expect((await retry(placed.checkoutId)).status).toBe(200);

    const paid = await submit('pay', 'https://evil.example/steal');
    const to = new URL(paid.headers.get('Location')!, 'http://x');
    // Another site is never a return address: back to the payment step.
    expect(to.origin).toBe('http://x');
    expect(to.pathname).toBe('/checkout/payment');
    const [razorId, paymentId, signature] = ['razorpay_order_id', 'razorpay_payment_id', 'razorpay_signature'].map(
      (k) => to.searchParams.get(k)!,
    );
    expect(razorId).toBe(placed.razorId);
    expect(signature).toBe(api.signPayment(razorId!, paymentId!));
    expect(
      (await api.call('POST', 'payment/verify', { token, body: { razorId, paymentId, signature } })).body.data,
    ).toBe(true);
    const paidOrder = (await api.call('GET', `orders/${placed.orderIds[0]}`, { token })).body.data;
    expect(paidOrder.paymentStatus).toBe('paid');
    expect(Date.now() - Date.parse(paidOrder.paidAt)).toBeLessThan(60_000);
    // Paid: the page has nothing left to collect.
    expect((await api.app.request(`/api/v1/payment/test-checkout?razorId=${placed.razorId}`)).status).toBe(404);
  });

  it('My Orders says an unpaid prepaid order is waiting for its payment; an expired one, failed try or not, is cancelled as expired', async () => {
    const waiting = (await prepaid()).body.data;
    const failed = (await prepaid()).body.data;
    await api.app.request('/api/v1/payment/test-checkout', {
      method: 'POST',
      body: new URLSearchParams({ razorId: failed.razorId, outcome: 'fail', return: '/checkout/payment' }),
    });
    const listed = (await api.call('GET', 'orders/orderGet', { token })).body.data as {
      orderId: string;
      orderType: string;
      paymentStatus: string;
    }[];
    expect(listed.find((o) => o.orderId === waiting.orderIds[0])).toMatchObject({
      orderType: 'Prepaid',
      paymentStatus: 'pending',
    });
    expect(listed.find((o) => o.orderId === failed.orderIds[0])).toMatchObject({
      orderType: 'Prepaid',
      paymentStatus: 'failed',
    });

    await api.database.db
      .update(t.orders)
      .set({ createdAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(t.orders.checkoutId, failed.checkoutId));
    const { expireUnpaidOrders } = await import('../../server/checkout/status.ts');
    expect(await expireUnpaidOrders(api.database.db)).toContain(failed.orderIds[0]);
    const expired = (await api.call('GET', `orders/${failed.orderIds[0]}`, { token })).body.data;
    expect(expired).toMatchObject({ orderStatus: 'CANCELLED', paymentStatus: 'expired' });
    // A payment that lands after the order expired never marks it paid.
    const signature = api.signPayment(failed.razorId, 'pay_late');
    expect(
      (
        await api.call('POST', 'payment/verify', {
          token,
          body: { razorId: failed.razorId, paymentId: 'pay_late', signature },
        })
      ).status,
    ).toBe(409);
    expect((await ordersOf(failed.checkoutId))[0]).toMatchObject({ paymentStatus: 'expired', paidAt: null });
  });

  it('cart lines carry their store’s name', async () => {
    await api.call('POST', 'userCart', {
      token,
      body: { productId: v.productId, varaint: v.id, quantity: 1, reference: false },
    });
    const [store] = await api.database.db.select().from(t.stores).where(eq(t.stores.id, sellerId));
    const cart = (await api.call('GET', 'userCart', { token })).body.data;
    expect(cart[0].Product.storeName).toBe(store!.storeName);
  });
});
