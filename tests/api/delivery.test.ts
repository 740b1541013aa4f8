/**
 * Expected delivery through the real app and database: GET delivery/estimate (validation, served and not),
 * the date an order keeps when placed and returns in its detail and in My Orders, and the one notification
 * a placed checkout gives. The clock is set to literal moments (India time = UTC+5:30).
 */
import { orderNumber } from '../../src/lib/rules/order-number.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import crypto from 'node:crypto';
import { and, eq, gt, ne } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { bothDatabases, type TestApi } from './harness.ts';
import { PLACE, startCheckoutFixture } from './checkout-fixture.ts';

/** Tue 24 Nov 2026, 11:00 in India: before the 2 pm cut-off, dispatched that day. */
const TUESDAY_MORNING = new Date('2026-11-24T05:30:00Z');
/** Tue 24 Nov 2026, 15:00 in India: after the cut-off, dispatched on Wednesday. */
const TUESDAY_AFTERNOON = new Date('2026-11-24T09:30:00Z');

/** Runs `call` with the app's clock at `at` (only Date is faked: timers and the database run as usual). */
async function at<T>(moment: Date, call: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(moment);
  try {
    return await call();
  } finally {
    vi.useRealTimers();
  }
}

describe.each(bothDatabases)('expected delivery on $name', (target) => {
  let api: TestApi, token: string, userId: string;
  /** A product in stock of the Bengaluru store dispatching from 560034, and one of the Jaipur store (302001). */
  let bengaluru: { productId: string; variantId: string; sellerId: string; name: string };
  let jaipur: { productId: string; variantId: string; sellerId: string; name: string };
  let chennaiAddress: string, bengaluruAddress: string;

  const productOf = async (pinCode: string) => {
    const [row] = await api.database.db
      .select({
        productId: t.variants.productId,
        variantId: t.variants.id,
        sellerId: t.products.sellerUserId,
        name: t.products.name,
      })
      .from(t.variants)
      .innerJoin(t.products, eq(t.products.id, t.variants.productId))
      .innerJoin(t.stores, eq(t.stores.id, t.products.sellerUserId))
      .where(and(eq(t.stores.pinCode, pinCode), gt(t.variants.quantity, 5), ne(t.variants.id, t.variants.productId)))
      .limit(1);
    if (!row) throw new Error(`no product in stock from the store at ${pinCode}`);
    return row;
  };

  beforeAll(async () => {
    const f = await startCheckoutFixture(target, 10);
    ({ api, token, userId } = f);
    chennaiAddress = f.addressId; // PLACE: 600001, Chennai
    bengaluruAddress = (
      await api.call('POST', 'address', {
        token,
        body: { ...PLACE, pinCode: '560001', city: 'Bengaluru', state: 'Karnataka', locality: 'Shanthala Nagar' },
      })
    ).body.data.id;
    bengaluru = await productOf('560034');
    jaipur = await productOf('302001');
  });
  afterAll(() => api?.close());
  afterEach(() => vi.useRealTimers());

  const estimate = (query: string) => api.call('GET', `delivery/estimate?${query}`);
  const place = (addressId: string, picks: (typeof bengaluru)[], key?: string) =>
    api.call('POST', 'newOrder/create', {
      token,
      headers: key ? { 'Idempotency-Key': key } : {},
      body: {
        orderType: 'Cod',
        addressId,
        useWallet: false,
        orderData: picks.map((p) => ({
          sellerId: p.sellerId,
          couponIds: 'no_coupon',
          productIds: [p.productId],
          variants: [p.variantId],
          quantity: [1],
        })),
      },
    });

  describe('GET delivery/estimate', () => {
    it('refuses a PIN that is not 6 digits, and a call without a product, with field messages', async () => {
      for (const pin of ['5600', '5600345', 'abcdef', '']) {
        const reply = await estimate(`pin=${pin}&productId=${bengaluru.productId}`);
        expect(reply.status, pin).toBe(400);
        expect(reply.body.errors.pin).toEqual(['Enter a 6-digit PIN code']);
      }
      const noProduct = await estimate('pin=560001');
      expect(noProduct.status).toBe(400);
      expect(noProduct.body.errors.productId).toBeDefined();
    });

    it('answers 404 for a product that does not exist', async () => {
      expect((await estimate(`pin=560001&productId=no-such-product`)).status).toBe(404);
    });

    it('same city: 2 days from dispatch; past the 2 pm cut-off a day later; never cached', async () => {
      const morning = await at(TUESDAY_MORNING, () => estimate(`pin=560001&productId=${bengaluru.productId}`));
      expect(morning.status).toBe(200);
      expect(morning.headers.get('Cache-Control')).toBe('no-store');
      expect(morning.body.data).toMatchObject({
        pin: '560001',
        served: true,
        place: { district: 'Bengaluru', state: 'Karnataka' },
        expectedBy: '2026-11-26',
        sellers: [
          {
            sellerId: bengaluru.sellerId,
            zone: 'same-city',
            days: 2,
            dispatchOn: '2026-11-24',
            expectedBy: '2026-11-26',
          },
        ],
      });
      const afternoon = await at(TUESDAY_AFTERNOON, () => estimate(`pin=560001&productId=${bengaluru.productId}`));
      expect(afternoon.body.data).toMatchObject({
        expectedBy: '2026-11-27',
        sellers: [{ dispatchOn: '2026-11-25', expectedBy: '2026-11-27' }],
      });
    });

    it('same state, metro to metro and elsewhere; several sellers answer each, and the latest day overall', async () => {
      // Bengaluru -> Mysuru (570001): same state, 3 days; Bengaluru -> Chennai: metros, 4 days; Jaipur -> Chennai: elsewhere, 6 days (Sunday 29 Nov skipped).
      const mysuru = await at(TUESDAY_MORNING, () => estimate(`pin=570001&productId=${bengaluru.productId}`));
      expect(mysuru.body.data.sellers[0]).toMatchObject({ zone: 'same-state', days: 3, expectedBy: '2026-11-27' });
      const both = await at(TUESDAY_MORNING, () =>
        estimate(`pin=600001&productId=${bengaluru.productId}&productId=${jaipur.productId}`),
      );
      expect(both.body.data.expectedBy).toBe('2026-12-01');
      const bySeller = Object.fromEntries(both.body.data.sellers.map((s: any) => [s.sellerId, s]));
      expect(bySeller[bengaluru.sellerId]).toMatchObject({ zone: 'metro', days: 4, expectedBy: '2026-11-28' });
      expect(bySeller[jaipur.sellerId]).toMatchObject({ zone: 'elsewhere', days: 6, expectedBy: '2026-12-01' });
    });

    it('a PIN the postal data does not know is not served', async () => {
      const reply = await estimate(`pin=999999&productId=${bengaluru.productId}`);
      expect(reply.status).toBe(200);
      expect(reply.body.data).toEqual({ pin: '999999', served: false, place: null, expectedBy: null, sellers: [] });
    });
  });

  describe('the order keeps the date it promised', () => {
    it('is stored when placed and returned by the order detail and My Orders', async () => {
      const placed = await at(TUESDAY_MORNING, () => place(chennaiAddress, [bengaluru]));
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      const orderId = placed.body.data.orderIds[0];
      const [row] = await api.database.db
        .select({ expectedDelivery: t.orders.expectedDelivery })
        .from(t.orders)
        .where(eq(t.orders.id, orderId));
      expect(row!.expectedDelivery).toBe('2026-11-28');
      // Read later, the promise stands: nothing is worked out again from today's clock.
      expect((await api.call('GET', `orders/${orderId}`, { token })).body.data.expectedDelivery).toBe('2026-11-28');
      const listed = (await api.call('GET', 'orders/orderGet', { token })).body.data.find(
        (o: any) => o.orderId === orderId,
      );
      expect(listed.expectedDelivery).toBe('2026-11-28');
    });

    it('one order per seller, each with its own seller’s day', async () => {
      const placed = await at(TUESDAY_AFTERNOON, () => place(bengaluruAddress, [bengaluru, jaipur]));
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      const days = await Promise.all(
        placed.body.data.orderIds.map(
          async (id: string) => (await api.call('GET', `orders/${id}`, { token })).body.data,
        ),
      );
      const bySeller = Object.fromEntries(days.map((o: any) => [o.sellerId, o.expectedDelivery]));
      // Dispatched Wed 25 Nov: same city 2 days -> Fri 27; Jaipur -> Bengaluru, elsewhere 6 days (no Sunday) -> Wed 2 Dec.
      expect(bySeller).toEqual({ [bengaluru.sellerId]: '2026-11-27', [jaipur.sellerId]: '2026-12-02' });
    });

    it('an address whose PIN is not served is refused, and nothing is placed', async () => {
      const addressId = crypto.randomUUID();
      await api.database.db.insert(t.addresses).values({ id: addressId, userId, ...PLACE, pinCode: '999999' });
      const before = (await api.call('GET', 'orders/orderGet', { token })).body.data.length;
      const refused = await place(addressId, [bengaluru]);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        message: "We don't deliver to this PIN yet",
        errors: { addressId: ["We don't deliver to this PIN yet"] },
      });
      expect((await api.call('GET', 'orders/orderGet', { token })).body.data.length).toBe(before);
    });
  });

  describe('placing notifies once', () => {
    const notes = async () =>
      (await api.call('GET', 'notifications', { token })).body.data as {
        kind: string;
        title: string;
        body: string;
        link: string;
        readAt: string | null;
      }[];
    const unreadNotes = async () => (await notes()).filter((n) => !n.readAt);

    it('one order: one notification naming the product and the order number, linking to the order', async () => {
      await api.call('PUT', 'notifications/read', { token });
      const placed = await at(TUESDAY_MORNING, () => place(chennaiAddress, [bengaluru]));
      const orderId: string = placed.body.data.orderIds[0];
      const fresh = await unreadNotes();
      expect(fresh).toHaveLength(1);
      expect(fresh[0]).toMatchObject({
        kind: 'order-placed',
        title: `Order placed: ${bengaluru.name}`,
        link: `/my-orders/${orderId}`,
        body: `Order ${orderNumber(orderId)} · Delivery by Sat, 28 Nov`,
      });
    });

    it('a checkout of two sellers: still one notification, naming the first product "and 1 more", linking to My Orders', async () => {
      await api.call('PUT', 'notifications/read', { token });
      const key = `delivery-note-${crypto.randomUUID()}`;
      const placed = await at(TUESDAY_AFTERNOON, () => place(bengaluruAddress, [bengaluru, jaipur], key));
      expect(placed.status).toBe(200);
      // The same attempt sent again answers the same orders and writes nothing more.
      const again = await place(bengaluruAddress, [bengaluru, jaipur], key);
      expect(again.body.data.orderIds).toEqual(placed.body.data.orderIds);
      const fresh = await unreadNotes();
      expect(fresh).toHaveLength(1);
      const [first, second] = placed.body.data.orderIds.map((id: string) => orderNumber(id));
      expect(fresh[0]).toMatchObject({
        kind: 'order-placed',
        title: `Order placed: ${bengaluru.name} and 1 more`,
        link: '/#my-orders',
        body: `2 orders, one per seller: ${first}, ${second} · Delivery by Wed, 2 Dec`,
      });
    });

    it('the same attempt sent three times at once places one checkout and notifies once', async () => {
      await api.call('PUT', 'notifications/read', { token });
      const key = `delivery-race-${crypto.randomUUID()}`;
      const replies = await Promise.all([1, 2, 3].map(() => place(chennaiAddress, [jaipur], key)));
      expect(replies.map((r) => r.status)).toEqual([200, 200, 200]);
      expect(new Set(replies.map((r) => r.body.data.orderIds[0])).size).toBe(1);
      expect((await unreadNotes()).filter((n) => n.kind === 'order-placed')).toHaveLength(1);
    });

    it('a status change names the product, the order number and, while on its way, the promised day; it links to the order', async () => {
      const placed = await at(TUESDAY_MORNING, () => place(chennaiAddress, [jaipur]));
      const orderId: string = placed.body.data.orderIds[0];
      await api.call('PUT', 'notifications/read', { token });
      expect((await api.call('POST', `dev/orders/${orderId}/status`, { body: { status: 'IN_TRANSIST' } })).status).toBe(
        200,
      );
      const fresh = await unreadNotes();
      expect(fresh).toHaveLength(1);
      expect(fresh[0]).toMatchObject({
        kind: 'order-status',
        title: 'In Transit',
        link: `/my-orders/${orderId}`,
        body: `${jaipur.name} · Order ${orderNumber(orderId)} · Delivery by Tue, 1 Dec`,
      });
    });
  });
});
