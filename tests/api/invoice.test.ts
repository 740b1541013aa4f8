/**
 * The GST tax invoice and the credit note through the real app and database, read back as PDF text. The
 * seller's two products are priced at known amounts (invoice-fixture.ts), so every figure is a literal:
 * 2 × ₹1,049 + 1 × ₹599 = ₹2,697, a 10% coupon of ₹270 shared ₹210 and ₹60, GST 5% inside each line's price
 * after its share: ₹1,888 -> taxable ₹1,798.10 + ₹89.90; ₹539 -> taxable ₹513.33 + ₹25.67.
 */
import { orderCode } from '../../src/lib/rules/order-number.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { ensureWallet } from '../../server/wallet/wallet.ts';
import { isValidGstin } from '../../src/lib/rules/gstin.ts';
import { pgliteOnly, startTestApi, type TestApi } from './harness.ts';
import {
  addressesFor,
  invoicesOf,
  orderGroup,
  pdfText,
  pricedFashionSeller,
  type PricedSeller,
} from './invoice-fixture.ts';
import { uploadPicture } from './return-fixture.ts';

describe.each(pgliteOnly)('tax invoice and credit note on $name', (target) => {
  let api: TestApi;
  let token: string;
  let other: string;
  let userId: string;
  let seller: PricedSeller;
  let addresses: Awaited<ReturnType<typeof addressesFor>>;

  beforeAll(async () => {
    api = await startTestApi(target, 40);
    const people = await api.database.db.select().from(t.users).limit(2);
    userId = people[0]!.id;
    token = (await api.login(people[0]!.phone)).accessToken;
    other = (await api.login(people[1]!.phone)).accessToken;
    seller = await pricedFashionSeller(api);
    addresses = await addressesFor(api, token, seller.store);
  });
  afterAll(() => api?.close());

  const place = async (addressId: string, options: { orderType?: 'Cod' | 'Prepaid'; useWallet?: boolean } = {}) => {
    const placed = await api.call('POST', 'newOrder/create', {
      token,
      body: {
        orderType: options.orderType ?? 'Cod',
        addressId,
        useWallet: options.useWallet ?? false,
        orderData: [orderGroup(seller)],
      },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    return placed.body.data as { orderIds: string[]; razorId: string | null };
  };
  const move = async (orderId: string, ...statuses: string[]) => {
    for (const status of statuses)
      expect((await api.call('POST', `dev/orders/${orderId}/status`, { body: { status } })).status).toBe(200);
  };
  const paper = (orderId: string, kind: 'invoice' | 'credit-note', as: string | null = token) =>
    api.app.request(`/api/v1/orders/${orderId}/${kind}`, { headers: as ? { Authorization: `Bearer ${as}` } : {} });
  const textOf = async (orderId: string, kind: 'invoice' | 'credit-note' = 'invoice') => {
    const reply = await paper(orderId, kind);
    expect(reply.status).toBe(200);
    return pdfText(await reply.arrayBuffer());
  };
  const numberOf = async (orderId: string, kind = 'invoice') =>
    (await invoicesOf(api, [orderId])).find((i) => i.kind === kind)?.number;

  it('before the order ships the invoice answers 409 with when it will be ready; once In Transit it is a PDF download', async () => {
    const orderId = (await place(addresses.sameState)).orderIds[0]!;
    const early = await paper(orderId, 'invoice');
    expect(early.status).toBe(409);
    expect((await early.json()).message).toBe('Your tax invoice will be ready to download once this order ships.');
    expect(await invoicesOf(api, [orderId])).toEqual([]);

    await move(orderId, 'IN_TRANSIST');
    const reply = await paper(orderId, 'invoice');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('Content-Type')).toBe('application/pdf');
    expect(reply.headers.get('Content-Disposition')).toBe(
      `attachment; filename="vastra-invoice-${orderCode(orderId)}.pdf"`,
    );
    expect(reply.headers.get('Cache-Control')).toBe('private, no-store');
    const bytes = await reply.arrayBuffer();
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  });

  it('a buyer in the seller’s state: the seller’s GSTIN, CGST + SGST at half the rate each, totals that are the sum of the lines, and the order page’s breakdown with Vastra Money under the totals', async () => {
    await ensureWallet(api.database.db, userId);
    await api.database.db.update(t.wallets).set({ balancePaise: 10_050 }).where(eq(t.wallets.userId, userId));
    const orderId = (await place(addresses.sameState, { useWallet: true })).orderIds[0]!;
    const page = (await api.call('GET', `orders/${orderId}`, { token })).body.data;
    expect(page.charges).toMatchObject({
      totalMrp: 4997,
      discountOnMrp: 2300,
      coupon: 270,
      delivery: 0,
      walletUsed: 100.5,
      amount: 2326.5,
    });
    await move(orderId, 'IN_TRANSIST');
    const text = await textOf(orderId);

    expect(isValidGstin(seller.store.gstin)).toBe(true);
    for (const s of [
      'Tax Invoice',
      seller.store.legalName,
      `GSTIN ${seller.store.gstin}`,
      orderId,
      `${seller.store.state} (${seller.store.gstin.slice(0, 2)})`,
      'Intra-state (CGST + SGST)',
      // Each line under its own heading: the shirt 6205, the T-shirt 6109 (never 6204 for every garment).
      '6205',
      '6109',
      'Ravi Iyer',
    ])
      expect(text).toContain(s);
    expect(text).toContain(await numberOf(orderId));
    // The lines: gross, coupon share, taxable value, 2.5% + 2.5%, total.
    for (const s of [
      '₹2,098.00',
      '−₹210.00',
      '₹1,798.10',
      '₹44.95',
      '₹1,888.00',
      '₹599.00',
      '−₹60.00',
      '₹513.33',
      '₹12.83',
      '₹12.84',
      '₹539.00',
      '@ 2.5%',
    ])
      expect(text).toContain(s);
    // The totals row and block: each the sum of its column.
    for (const s of ['₹2,697.00', '−₹270.00', '₹2,311.43', '₹57.78', '₹57.79', '₹2,427.00']) expect(text).toContain(s);
    expect(text).toContain('CGST');
    expect(text).toContain('SGST');
    expect(text).not.toContain('IGST');
    expect(text).toContain('Rupees Two Thousand Four Hundred Twenty-Seven Only');
    // Paid with the wallet, the balance in cash: together the invoice value.
    expect(text).toMatch(/Paid with Vastra Money\s*₹100\.50/);
    // Shipped, not delivered yet: the cash is still to be paid at the door.
    expect(text).toMatch(/Balance\s+to\s+be\s+paid\s+in\s+cash\s+on\s+delivery\s*₹2,326\.50/);
    // The order page's breakdown: ₹4,997 − ₹2,300 − ₹270 − ₹100.50 + FREE = ₹2,326.50.
    for (const [label, amount] of [
      ['Total MRP', '₹4,997'],
      ['Discount on MRP', '−₹2,300'],
      ['Coupon', '−₹270'],
      ['Vastra Money', '−₹100.50'],
      ['Delivery', 'FREE'],
      ['Amount to pay on delivery', '₹2,326.50'],
    ]) {
      expect(text).toMatch(new RegExp(`${label}\\s*${amount}`));
    }
  });

  it('a buyer in another state: IGST at the full rate, the place of supply is the shipping state, and numbers run on in the seller’s series', async () => {
    const first = (await place(addresses.sameState)).orderIds[0]!;
    const second = (await place(addresses.otherState, { orderType: 'Prepaid' })).orderIds[0]!;
    const { razorId } = (await api.database.db.select().from(t.orders).where(eq(t.orders.id, second)))[0]!;
    await move(second, 'IN_TRANSIST');
    // Shipped but not paid: not yet.
    const unpaid = await paper(second, 'invoice');
    expect(unpaid.status).toBe(409);
    expect((await unpaid.json()).message).toBe(
      'Your tax invoice will be ready to download once your payment is confirmed.',
    );
    // A capture landing after the order left is refused (it is refunded), so the payment stands in as recorded.
    await api.database.db
      .update(t.orders)
      .set({ paymentStatus: 'paid', paidAt: new Date(), paymentId: 'pay_inv' })
      .where(eq(t.orders.razorId, razorId!));

    const text = await textOf(second);
    expect(text).toContain(addresses.otherStateName === 'Tamil Nadu' ? 'Tamil Nadu (33)' : 'Karnataka (29)');
    expect(text).toContain('Inter-state (IGST)');
    expect(text).toContain('IGST');
    expect(text).not.toContain('CGST');
    expect(text).not.toContain('SGST');
    for (const s of ['₹89.90', '₹25.67', '₹115.57', '₹2,311.43', '₹2,427.00']) expect(text).toContain(s);
    expect(text).toMatch(/Paid by card\/UPI\s*₹2,427\.00/);

    // The next number of the seller's series for the year, kept on every later download.
    await move(first, 'IN_TRANSIST');
    await textOf(first);
    const [a, b] = [(await numberOf(second))!, (await numberOf(first))!];
    expect(a).toMatch(/^[A-Z]{2}\/\d{2}-\d{2}\/\d{5}$/);
    expect(Number(b.slice(-5))).toBe(Number(a.slice(-5)) + 1);
    expect(await textOf(second)).toContain(a);
    expect(await numberOf(second)).toBe(a);
  });

  it('no invoice for an order cancelled before it shipped; another shopper gets 404 and a visitor 401', async () => {
    const orderId = (await place(addresses.sameState)).orderIds[0]!;
    expect(
      (await api.call('POST', `orders/${orderId}/cancel`, { token, body: { reasonType: 'Change of Mind' } })).status,
    ).toBe(200);
    const refused = await paper(orderId, 'invoice');
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe('This order was cancelled before it shipped, so it has no invoice.');
    expect((await paper(orderId, 'credit-note')).status).toBe(409);

    const shipped = (await place(addresses.sameState)).orderIds[0]!;
    await move(shipped, 'IN_TRANSIST');
    expect((await paper(shipped, 'invoice', other)).status).toBe(404);
    expect((await paper(shipped, 'credit-note', other)).status).toBe(404);
    expect((await paper(shipped, 'invoice', null)).status).toBe(401);
    expect(await invoicesOf(api, [orderId, shipped])).toEqual([]);
  });

  it('an order cancelled in transit keeps its invoice and gets a credit note: the cash on delivery was never collected', async () => {
    const orderId = (await place(addresses.sameState)).orderIds[0]!;
    await move(orderId, 'IN_TRANSIST');
    expect(
      (await api.call('POST', `orders/${orderId}/cancel`, { token, body: { reasonType: 'Change of Mind' } })).status,
    ).toBe(200);
    expect(await textOf(orderId)).toContain('₹2,427.00');
    const text = await textOf(orderId, 'credit-note');
    for (const s of [
      'Credit Note',
      `${await numberOf(orderId)} of`,
      'Order cancelled in transit',
      '₹57.78',
      '₹57.79',
      '₹2,427.00',
    ])
      expect(text).toContain(s);
    expect(text).toMatch(/Cash on delivery, not collected\s*₹2,427\.00/);
  });

  it('a returned order gets a credit note against its invoice, with the same figures, refunded to Vastra Money', async () => {
    const orderId = (await place(addresses.otherState)).orderIds[0]!;
    await move(orderId, 'IN_TRANSIST', 'OUT_FOR_DELIVERY', 'DELIVERED');
    const early = await paper(orderId, 'credit-note');
    expect(early.status).toBe(409);
    expect((await early.json()).message).toBe(
      'A credit note is issued only when a shipped order is returned or cancelled.',
    );
    const invoiceText = await textOf(orderId);
    const returned = await api.call('POST', `orders/${orderId}/return`, {
      token,
      body: {
        reasonType: 'wrong size',
        reasonText: '',
        option: 'refund',
        imageUrls: [await uploadPicture(api, token)],
      },
    });
    expect(returned.status, JSON.stringify(returned.body)).toBe(200);
    // Requested, then on its way back: no credit note until the seller has the goods.
    for (const step of ['return-pickup', 'return-received']) {
      const waiting = await paper(orderId, 'credit-note');
      expect(waiting.status).toBe(409);
      expect((await waiting.json()).message).toBe(
        'Your credit note will be ready once the seller has received the returned item.',
      );
      expect((await api.call('POST', `dev/orders/${orderId}/${step}`)).status).toBe(200);
    }

    const reply = await paper(orderId, 'credit-note');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('Content-Disposition')).toBe(
      `attachment; filename="vastra-credit-note-${orderCode(orderId)}.pdf"`,
    );
    const text = await pdfText(await reply.arrayBuffer());
    const invoiceNumber = (await numberOf(orderId))!;
    const creditNumber = (await numberOf(orderId, 'credit-note'))!;
    expect(creditNumber).toMatch(/^[A-Z]{2}CN\/\d{2}-\d{2}\/\d{5}$/);
    expect(invoiceText).toContain(invoiceNumber);
    for (const s of [
      'Credit Note',
      creditNumber,
      `${invoiceNumber} of`,
      'Goods returned by the buyer',
      `GSTIN ${seller.store.gstin}`,
      '₹2,311.43',
      '₹115.57',
      '₹2,427.00',
      'Rupees Two Thousand Four Hundred Twenty-Seven Only',
    ]) {
      expect(text).toContain(s);
    }
    expect(text).toMatch(/Refund to Vastra Money\s*₹2,427\.00/);
    // The invoice is unchanged by the return.
    expect(await textOf(orderId)).toContain(invoiceNumber);
    expect(await numberOf(orderId)).toBe(invoiceNumber);
  });
});
