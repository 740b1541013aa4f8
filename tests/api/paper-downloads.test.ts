/**
 * Tax papers are drawn once and kept: parallel first downloads of an invoice draw it once (counted on the
 * renderer) and store one PDF that every download then serves, byte for byte, under one strong ETag; a
 * change in what the paper prints (cash collected on delivery) is a new stored PDF. Each shopper may
 * download 30 papers a minute: past that, 429 with a message and Retry-After. On PostgreSQL the downloads
 * run side by side (the limit queues them on an advisory lock per shopper).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import * as drawing from '../../server/checkout/invoice.ts';
import { startTestApi, bothDatabases, type TestApi } from './harness.ts';
import { addressesFor, orderGroup, pdfText, pricedFashionSeller, type PricedSeller } from './invoice-fixture.ts';

/** n copies of a request, started together. */
const atOnce = <T>(n: number, request: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => request(i)));

const LIMITED = 'You have downloaded 30 invoices or credit notes in the last minute. Please try again in a minute.';

describe.each(bothDatabases)('stored tax papers and the download limit on $name', (target) => {
  let api: TestApi;
  let seller: PricedSeller;
  const shoppers: { token: string; addressId: string }[] = [];

  beforeAll(async () => {
    api = await startTestApi(target, 40);
    seller = await pricedFashionSeller(api);
    for (const person of await api.database.db.select().from(t.users).limit(3)) {
      const token = (await api.login(person.phone)).accessToken;
      shoppers.push({ token, addressId: (await addressesFor(api, token, seller.store)).otherState });
    }
  });
  afterAll(() => api?.close());

  /** A cash-on-delivery order of the shopper's (2 × ₹1,049 + ₹599, no coupon), shipped. */
  const shipped = async (shopper: { token: string; addressId: string }) => {
    const placed = await api.call('POST', 'newOrder/create', {
      token: shopper.token,
      body: {
        orderType: 'Cod',
        addressId: shopper.addressId,
        useWallet: false,
        orderData: [orderGroup(seller, false)],
      },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const orderId = placed.body.data.orderIds[0] as string;
    await move(orderId, 'IN_TRANSIST');
    return orderId;
  };
  const move = async (orderId: string, ...statuses: string[]) => {
    for (const status of statuses)
      expect((await api.call('POST', `dev/orders/${orderId}/status`, { body: { status } })).status).toBe(200);
  };
  const download = async (orderId: string, token: string, headers: Record<string, string> = {}) =>
    api.app.request(`/api/v1/orders/${orderId}/invoice`, { headers: { Authorization: `Bearer ${token}`, ...headers } });
  /** The PDFs stored for the order's invoice. */
  const storedFor = (orderId: string) =>
    api.database.db
      .select({ pdf: t.taxDocumentPdfs.pdf })
      .from(t.taxDocumentPdfs)
      .innerJoin(t.invoices, eq(t.invoices.id, t.taxDocumentPdfs.documentId))
      .where(eq(t.invoices.orderId, orderId));

  it('20 first downloads at once of one invoice draw it once and store it once; every download serves those bytes', async () => {
    const { token } = shoppers[0]!;
    const orderId = await shipped(shoppers[0]!);
    const draws = vi.spyOn(drawing, 'renderTaxDocument');
    let replies: Response[];
    try {
      replies = await atOnce(20, () => download(orderId, token));
      expect(replies.map((r) => r.status)).toEqual(Array(20).fill(200));
      expect(draws).toHaveBeenCalledTimes(1);
    } finally {
      draws.mockRestore();
    }
    const bodies = await Promise.all(replies.map(async (r) => Buffer.from(await r.arrayBuffer())));
    const stored = await storedFor(orderId);
    expect(stored).toHaveLength(1);
    for (const body of bodies) expect(body.equals(Buffer.from(stored[0]!.pdf))).toBe(true);

    // One strong validator for the stored bytes; still never kept by a browser, as every signed-in reply.
    const tags = new Set(replies.map((r) => r.headers.get('ETag')));
    expect(tags.size).toBe(1);
    const [etag] = [...tags];
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect(replies[0]!.headers.get('Cache-Control')).toBe('private, no-store');

    // The stored PDF is the invoice as drawn: its number, the figures and who pays what.
    const [invoice] = await api.database.db.select().from(t.invoices).where(eq(t.invoices.orderId, orderId));
    const text = await pdfText(
      bodies[0]!.buffer.slice(bodies[0]!.byteOffset, bodies[0]!.byteOffset + bodies[0]!.length),
    );
    for (const s of ['Tax Invoice', invoice!.number, '₹2,697.00', `GSTIN ${seller.store.gstin}`])
      expect(text).toContain(s);
    expect(text).toMatch(/To\s+be\s+paid\s+in\s+cash\s+on\s+delivery\s*₹2,697\.00/);

    // Asked again with its ETag: 304 and nothing drawn; without it, the same bytes.
    const again = vi.spyOn(drawing, 'renderTaxDocument');
    try {
      const unchanged = await download(orderId, token, { 'If-None-Match': etag! });
      expect(unchanged.status).toBe(304);
      expect(unchanged.headers.get('ETag')).toBe(etag);
      const plain = await download(orderId, token);
      expect(Buffer.from(await plain.arrayBuffer()).equals(bodies[0]!)).toBe(true);
      expect(again).not.toHaveBeenCalled();
    } finally {
      again.mockRestore();
    }
  });

  it('once the cash is collected the invoice says so: a second stored PDF under a new ETag, the same number', async () => {
    const { token } = shoppers[1]!;
    const orderId = await shipped(shoppers[1]!);
    const before = await download(orderId, token);
    const beforeText = await pdfText(await before.arrayBuffer());
    await move(orderId, 'OUT_FOR_DELIVERY', 'DELIVERED');
    const after = await download(orderId, token);
    expect(after.status).toBe(200);
    expect(after.headers.get('ETag')).not.toBe(before.headers.get('ETag'));
    const afterText = await pdfText(await after.arrayBuffer());
    expect(beforeText).toMatch(/To\s+be\s+paid\s+in\s+cash\s+on\s+delivery/);
    expect(afterText).toMatch(/Paid\s+in\s+cash\s+on\s+delivery\s*₹2,697\.00/);
    const [invoice] = await api.database.db.select().from(t.invoices).where(eq(t.invoices.orderId, orderId));
    expect(beforeText).toContain(invoice!.number);
    expect(afterText).toContain(invoice!.number);
    expect(await storedFor(orderId)).toHaveLength(2);
  });

  it('35 downloads at once by one shopper: 30 served, 5 answered 429 with when to try again; another shopper is not held up', async () => {
    const [, , third] = shoppers;
    const orderId = await shipped(third!);
    const replies = await atOnce(35, () => download(orderId, third!.token));
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    for (const limited of replies.filter((r) => r.status === 429)) {
      expect((await limited.json()).message).toBe(LIMITED);
      const wait = Number(limited.headers.get('Retry-After'));
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(wait).toBeLessThanOrEqual(60);
    }
    // The credit note counts against the same limit.
    const credit = await api.app.request(`/api/v1/orders/${orderId}/credit-note`, {
      headers: { Authorization: `Bearer ${third!.token}` },
    });
    expect(credit.status).toBe(429);
    // Another shopper downloads as before.
    const other = await shipped(shoppers[1]!);
    expect((await download(other, shoppers[1]!.token)).status).toBe(200);
  });
});
