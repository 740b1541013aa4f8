/**
 * What Pay now on an unpaid order charges. A prepaid checkout of two stores has one provider order for both
 * orders, so paying from either order's page pays both: each order (on its page and in My Orders) says the
 * checkout's amount and names both orders, and that amount is what payment/retry opens the provider for and
 * what the provider's page asks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteOnly, type TestApi } from './harness.ts';
import { orderLine, otherStoreVariant, startCheckoutFixture, type Variant } from './checkout-fixture.ts';

describe.each(pgliteOnly)('Pay now on a two-store checkout on $name', (target) => {
  let api: TestApi, token: string, addressId: string, v: Variant, sellerId: string;
  let w: Variant, otherSeller: string;

  beforeAll(async () => {
    ({ api, token, addressId, v, sellerId } = await startCheckoutFixture(target, 20));
    ({ variant: w, seller: otherSeller } = await otherStoreVariant(api, sellerId, 20));
  });
  afterAll(() => api?.close());

  it('each order says the whole checkout’s amount and both orders; retry and the provider charge exactly that', async () => {
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
    const { orderIds, checkoutId, razorId, amount } = placed.body.data as {
      orderIds: string[];
      checkoutId: string;
      razorId: string;
      amount: number;
    };
    expect(orderIds).toHaveLength(2);
    const both = [...orderIds].sort();

    const pages = await Promise.all(
      orderIds.map(async (id) => (await api.call('GET', `orders/${id}`, { token })).body.data),
    );
    // Each order alone is less than what a payment takes: the checkout's sum.
    const eachAmount = pages.map((o) => o.charges.amount as number);
    expect(eachAmount.every((a) => a * 100 < amount)).toBe(true);
    expect(Math.round((eachAmount[0]! + eachAmount[1]!) * 100)).toBe(amount);
    for (const page of pages) expect(page.payNow).toEqual({ amount: amount / 100, orderIds: both });

    const listed = (await api.call('GET', 'orders/orderGet', { token })).body.data as {
      orderId: string;
      payNow: unknown;
    }[];
    for (const id of orderIds)
      expect(listed.find((o) => o.orderId === id)!.payNow).toEqual({ amount: amount / 100, orderIds: both });

    // What a Pay now opens: the same provider order, for that same amount, asked for by the provider's page.
    const again = (await api.call('POST', 'payment/retry', { token, body: { checkoutId } })).body.data;
    expect(again).toMatchObject({ razorId, amount, orderIds: both });
    const provider = await (await api.app.request(`/api/v1/payment/test-checkout?razorId=${razorId}`)).text();
    const asked = provider.match(/class="amount">₹([\d,.]+)</)![1]!;
    expect(Math.round(Number(asked.replace(/,/g, '')) * 100)).toBe(amount);

    // Paid once: both orders are paid, and neither offers Pay now any more.
    const signature = api.signPayment(razorId, 'pay_both');
    expect(
      (await api.call('POST', 'payment/verify', { token, body: { razorId, paymentId: 'pay_both', signature } })).body
        .data,
    ).toBe(true);
    for (const id of orderIds) {
      const paid = (await api.call('GET', `orders/${id}`, { token })).body.data;
      expect(paid).toMatchObject({ paymentStatus: 'paid', payNow: null });
    }
  });

  it('a cash-on-delivery order has no Pay now', async () => {
    const placed = await api.call('POST', 'newOrder/create', {
      token,
      body: { orderType: 'Cod', addressId, useWallet: false, orderData: [orderLine(sellerId, v)] },
    });
    const order = (await api.call('GET', `orders/${placed.body.data.orderIds[0]}`, { token })).body.data;
    expect(order.payNow).toBeNull();
  });
});
