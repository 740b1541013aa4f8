/**
 * The GST the checkout and the order page show is the invoice's tax total, delivery charge included. One
 * ₹399 kurta (apparel, 5%) pays ₹49 delivery: GST ₹19.00 inside the kurta and ₹2.33 inside the delivery
 * charge (taxed at the kurta's rate), ₹21.33 in all; the screens used to say ₹19.00.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../server/db/schema.ts';
import { pgliteOnly, startTestApi, type TestApi } from './harness.ts';
import { addressesFor, pdfText, pricedFashionSeller, type PricedSeller } from './invoice-fixture.ts';

describe.each(pgliteOnly)('GST with a delivery charge on $name', (target) => {
  let api: TestApi;
  let token: string;
  let seller: PricedSeller;
  let addresses: Awaited<ReturnType<typeof addressesFor>>;

  beforeAll(async () => {
    api = await startTestApi(target, 40);
    const [person] = await api.database.db.select().from(t.users).limit(1);
    token = (await api.login(person!.phone)).accessToken;
    seller = await pricedFashionSeller(api, 'gst-delivery-10');
    await api.call('POST', `dev/products/${seller.lines[1]!.productId}/price`, { body: { price: 399 } });
    addresses = await addressesFor(api, token, seller.store);
  });
  afterAll(() => api?.close());

  const kurta = () => ({
    sellerId: seller.store.id,
    couponIds: 'no_coupon',
    productIds: [seller.lines[1]!.productId],
    variants: [seller.lines[1]!.variantId],
    quantity: [1],
  });

  it('the estimate, the order and the invoice all say ₹21.33', async () => {
    const estimate = await api.call('POST', 'price/newEstimator', {
      token,
      body: { orderData: [kurta()], useWallet: false },
    });
    expect(estimate.status).toBe(200);
    expect(estimate.body.data).toMatchObject({ orderCost: 399, deliveryFee: 49, totalcost: 448, tax: 21.33 });

    const placed = await api.call('POST', 'newOrder/create', {
      token,
      body: { orderType: 'Cod', addressId: addresses.otherState, useWallet: false, orderData: [kurta()] },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const orderId = placed.body.data.orderIds[0] as string;
    const order = (await api.call('GET', `orders/${orderId}`, { token })).body.data;
    expect(order.charges).toMatchObject({ delivery: 49, amount: 448, tax: 21.33 });

    expect((await api.call('POST', `dev/orders/${orderId}/status`, { body: { status: 'IN_TRANSIST' } })).status).toBe(
      200,
    );
    const pdf = await api.app.request(`/api/v1/orders/${orderId}/invoice`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(pdf.status).toBe(200);
    const text = await pdfText(await pdf.arrayBuffer());
    // Inter-state: IGST ₹19.00 on the kurta, ₹2.33 on the delivery charges, ₹21.33 in the totals.
    expect(text).toContain('Delivery charges');
    for (const s of ['₹19.00', '₹2.33', '₹21.33', '₹448.00']) expect(text).toContain(s);
  });
});
