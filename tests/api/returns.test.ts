/**
 * Returns and exchanges through the real app: pictures that must be the shopper's own uploads, an exchange
 * checked with the exchange rule against the product's real variants and its stock taken with the status
 * change, the order detail's deliveredAt, returnUntil and request, the seeded demo requests, and (PostgreSQL)
 * exchanges and returns arriving at once.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, ne } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { createApp } from '../../server/app.ts';
import type { S3Storage } from '../../server/uploads/s3.ts';
import { DEMO_SHOPPER, RETURNABLE_ORDER_ID } from '../../server/seed/shoppers.ts';
import { exchangeChoices } from '../../src/lib/rules/exchange.ts';
import { RETURN_WINDOW_MS } from '../../src/lib/rules/orders.ts';
import { PICKUP_DAYS } from '../../src/lib/rules/refunds.ts';
import type { OrderDetail } from '../../src/lib/api/orders.ts';
import { pgliteOnly, postgresOnly, startTestApi, type TestApi } from './harness.ts';
import { PLACE, startCheckoutFixture, type CheckoutFixture, type Variant } from './checkout-fixture.ts';
import { exchangePair, uploadPicture } from './return-fixture.ts';

const DAY_MS = 86_400_000;

/** Helpers over one test API: place, deliver and read orders, and send returns. */
function orderSteps(api: () => TestApi) {
  const place = async (token: string, addressId: string, variant: Variant, sellerId: string, quantity = 1) => {
    const placed = await api().call('POST', 'newOrder/create', {
      token,
      body: {
        orderType: 'Cod',
        addressId,
        orderData: [
          {
            sellerId,
            couponIds: 'no_coupon',
            productIds: [variant.productId],
            variants: [variant.id],
            quantity: [quantity],
          },
        ],
      },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    return placed.body.data.orderIds[0] as string;
  };
  const deliver = async (orderId: string) => {
    for (const status of ['IN_TRANSIST', 'OUT_FOR_DELIVERY', 'DELIVERED'])
      expect((await api().call('POST', `dev/orders/${orderId}/status`, { body: { status } })).status).toBe(200);
  };
  const detail = async (token: string, orderId: string) => {
    const reply = await api().call('GET', `orders/${orderId}`, { token });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data as OrderDetail;
  };
  const giveBack = (token: string, orderId: string, body: Record<string, unknown>) =>
    api().call('POST', `orders/${orderId}/return`, { token, body });
  const stockOf = async (variantId: string) =>
    (await api().database.db.select().from(t.variants).where(eq(t.variants.id, variantId)))[0]!.quantity;
  const productStockOf = async (productId: string) =>
    (await api().database.db.select().from(t.products).where(eq(t.products.id, productId)))[0]!.stock;
  return { place, deliver, detail, giveBack, stockOf, productStockOf };
}

describe.each(pgliteOnly)('returns and exchanges on $name', (target) => {
  let f: CheckoutFixture;
  let size: Awaited<ReturnType<typeof exchangePair>>;
  let colour: Awaited<ReturnType<typeof exchangePair>>;
  const steps = orderSteps(() => f.api);
  const { place, deliver, detail, giveBack, stockOf, productStockOf } = steps;

  beforeAll(async () => {
    f = await startCheckoutFixture(target, 10);
    size = await exchangePair(f.api.database.db, 'size', 4);
    colour = await exchangePair(f.api.database.db, 'color', 2);
  });
  afterAll(() => f?.api.close());

  /** A delivered order of one line (of `variant`, `quantity` units); its id and line id. */
  const delivered = async (variant: Variant = f.v, sellerId = f.sellerId, quantity = 1) => {
    const orderId = await place(f.token, f.addressId, variant, sellerId, quantity);
    await deliver(orderId);
    return { orderId, lineId: (await detail(f.token, orderId)).lines[0]!.id };
  };

  it('a delivered order tells when it was delivered and until when it can be returned; before that both are null', async () => {
    const orderId = await place(f.token, f.addressId, f.v, f.sellerId);
    const fresh = await detail(f.token, orderId);
    expect(fresh).toMatchObject({ deliveredAt: null, returnUntil: null, request: null });
    await deliver(orderId);
    const order = await detail(f.token, orderId);
    const deliveredAt = order.history.filter((h) => h.status === 'DELIVERED').at(-1)!.at;
    expect(order.deliveredAt).toBe(deliveredAt);
    expect(new Date(order.returnUntil!).getTime()).toBe(new Date(deliveredAt).getTime() + RETURN_WINDOW_MS);
    expect(order.request).toBeNull();
  });

  it('a refund return with an uploaded private picture: 200, the order is RETURN and shows the request with its refund', async () => {
    const { orderId } = await delivered();
    const picture = await uploadPicture(f.api, f.token);
    const reply = await giveBack(f.token, orderId, {
      reasonType: 'Item damaged or defective',
      reasonText: 'Torn at the hem',
      option: 'refund',
      imageUrls: [picture],
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data).toBe(true);

    const order = await detail(f.token, orderId);
    expect(order.orderStatus).toBe('RETURN');
    const request = order.request!;
    expect(request).toMatchObject({
      kind: 'return',
      reasonType: 'Item damaged or defective',
      reasonText: 'Torn at the hem',
      option: 'refund',
      imageUrls: [picture],
      exchange: null,
    });
    expect(new Date(request.pickupBy!).getTime()).toBe(new Date(request.createdAt).getTime() + PICKUP_DAYS * DAY_MS);
    // Cash paid at the door comes back to the wallet once the courier has it: the settings' Refund Status rule.
    expect(request.refund).toEqual({
      amount: order.charges.amount,
      mode: 'WALLET',
      state: 'REQUESTED',
      parts: [
        { mode: 'WALLET', amount: order.charges.amount, state: 'REQUESTED', at: expect.any(String), expectedBy: null },
      ],
    });
    const listed = (await f.api.call('GET', 'orders/refunds', { token: f.token })).body.data.find(
      (r: { orderId: string }) => r.orderId === orderId,
    );
    expect({ amount: listed.amount, mode: listed.mode, state: listed.state, parts: listed.parts }).toEqual(
      request.refund,
    );
    // The picture is still the owner's to read.
    expect((await f.api.app.request(picture, { headers: { Authorization: `Bearer ${f.token}` } })).status).toBe(200);
  });

  it('a cancel shows as the request too, with its refund and no pickup', async () => {
    const orderId = await place(f.token, f.addressId, f.v, f.sellerId);
    expect(
      (await f.api.call('POST', `orders/${orderId}/cancel`, { token: f.token, body: { reasonType: 'Change of Mind' } }))
        .status,
    ).toBe(200);
    const { request } = await detail(f.token, orderId);
    expect(request).toMatchObject({
      kind: 'cancel',
      reasonType: 'Change of Mind',
      option: null,
      imageUrls: [],
      pickupBy: null,
      exchange: null,
    });
    expect(request!.refund).toEqual({ amount: 0, mode: 'NONE', state: 'NOTHING_TO_REFUND', parts: [] });
  });

  it('an exchange for another size: EXCHANGE, the replacement loses the line’s quantity of stock (the returned size gets it back), and the request names both variants', async () => {
    const { orderId, lineId } = await delivered(size.from, size.sellerId, 2);
    const [before, returnedBefore, productBefore] = [
      await stockOf(size.to.id),
      await stockOf(size.from.id),
      await productStockOf(size.to.productId),
    ];
    const reply = await giveBack(f.token, orderId, {
      reasonType: 'wrong size',
      option: 'exchange-size',
      imageUrls: [await uploadPicture(f.api, f.token)],
      exchange: { lineId, variantId: size.to.id },
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(await stockOf(size.to.id)).toBe(before - 2);
    expect(await stockOf(size.from.id)).toBe(returnedBefore + 2);
    // Two units out, two back in: the product's total is as it was.
    expect(await productStockOf(size.to.productId)).toBe(productBefore);

    const order = await detail(f.token, orderId);
    expect(order.orderStatus).toBe('EXCHANGE');
    expect(order.request).toMatchObject({
      kind: 'return',
      reasonType: 'wrong size',
      option: 'exchange-size',
      refund: null,
    });
    expect(order.request!.pickupBy).not.toBeNull();
    expect(order.request!.exchange).toEqual({
      lineId,
      productName: order.lines[0]!.productName,
      from: { variantId: size.from.id, color: size.from.color, size: size.from.size },
      to: { variantId: size.to.id, color: size.to.color, size: size.to.size },
    });
  });

  it('an exchange for another colour in the same size', async () => {
    const { orderId, lineId } = await delivered(colour.from, colour.sellerId);
    const before = await stockOf(colour.to.id);
    const reply = await giveBack(f.token, orderId, {
      reasonType: 'wrong color',
      option: 'exchange-color',
      imageUrls: [await uploadPicture(f.api, f.token)],
      exchange: { lineId, variantId: colour.to.id },
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(await stockOf(colour.to.id)).toBe(before - 1);
    expect((await detail(f.token, orderId)).request!.exchange!.to).toEqual({
      variantId: colour.to.id,
      color: colour.to.color,
      size: colour.to.size,
    });
  });

  it('refuses what is not a valid exchange or not the shopper’s own uploaded pictures, with a message on the field, and changes nothing', async () => {
    const { orderId, lineId } = await delivered(size.from, size.sellerId);
    const other = await delivered();
    const picture = await uploadPicture(f.api, f.token);
    const stockBefore = await stockOf(size.to.id);
    const base = { reasonType: 'wrong size', option: 'exchange-size', imageUrls: [picture] };
    const refused = async (body: Record<string, unknown>, field: string, message: string | RegExp) => {
      const reply = await giveBack(f.token, orderId, body);
      expect(reply.status, JSON.stringify(reply.body)).toBe(400);
      expect(reply.body.errors[field], JSON.stringify(reply.body)).toEqual([expect.stringMatching(message)]);
    };

    await refused(base, 'exchange', 'Choose the size you want instead');
    await refused(
      { ...base, reasonType: 'wrong color', option: 'exchange-color' },
      'exchange',
      'Choose the colour you want instead',
    );
    await refused(
      { ...base, option: 'refund', exchange: { lineId, variantId: size.to.id } },
      'exchange',
      /^A refund has no exchange/,
    );
    // Another size of this colour is not another colour in this size: the wrong kind for the option.
    await refused(
      { ...base, reasonType: 'wrong color', option: 'exchange-color', exchange: { lineId, variantId: size.to.id } },
      'exchange',
      'Choose another colour in this size',
    );
    await refused(
      { ...base, exchange: { lineId, variantId: size.from.id } },
      'exchange',
      'Choose another size of this colour',
    );
    const [foreign] = await f.api.database.db
      .select()
      .from(t.variants)
      .where(ne(t.variants.productId, size.from.productId))
      .limit(1);
    await refused(
      { ...base, exchange: { lineId, variantId: foreign!.id } },
      'exchange',
      'Choose another size of this colour',
    );
    await refused(
      { ...base, exchange: { lineId, variantId: 'no-such-variant' } },
      'exchange',
      'Choose another size of this colour',
    );
    await refused(
      { ...base, exchange: { lineId: other.lineId, variantId: size.to.id } },
      'exchange',
      'Choose an item of this order to exchange',
    );

    const pictures = 'Upload the pictures first';
    await refused(
      { ...base, exchange: { lineId, variantId: size.to.id }, imageUrls: [await uploadPicture(f.api, f.other)] },
      'imageUrls',
      pictures,
    );
    await refused(
      { ...base, exchange: { lineId, variantId: size.to.id }, imageUrls: [await uploadPicture(f.api, f.token, false)] },
      'imageUrls',
      pictures,
    );
    await refused(
      {
        ...base,
        exchange: { lineId, variantId: size.to.id },
        imageUrls: [picture, await uploadPicture(f.api, f.token, false)],
      },
      'imageUrls',
      pictures,
    );
    const publicUpload = await f.api.call('POST', 'upload', {
      token: f.token,
      body: { contentType: 'image/png', ext: 'png', isPublic: true },
    });
    const publicId = /\/upload\/put\/([^?]+)/.exec(publicUpload.body.data.preSignedUrl)![1]!;
    await refused(
      { ...base, exchange: { lineId, variantId: size.to.id }, imageUrls: [publicUpload.body.data.file] },
      'imageUrls',
      pictures,
    );
    await refused(
      { ...base, exchange: { lineId, variantId: size.to.id }, imageUrls: [`/api/v1/upload/private/${publicId}`] },
      'imageUrls',
      pictures,
    );
    await refused(
      { ...base, exchange: { lineId, variantId: size.to.id }, imageUrls: [`http://localhost:4321${picture}`] },
      'imageUrls',
      pictures,
    );
    await refused(
      { ...base, exchange: { lineId, variantId: size.to.id }, imageUrls: ['returns/photo.webp'] },
      'imageUrls',
      pictures,
    );

    expect((await detail(f.token, orderId)).orderStatus).toBe('DELIVERED');
    expect(await stockOf(size.to.id)).toBe(stockBefore);
    expect(await f.api.database.db.select().from(t.orderRequests).where(eq(t.orderRequests.orderId, orderId))).toEqual(
      [],
    );
  });

  it('a valid choice without stock for the line now: 409, and the order stays delivered', async () => {
    const { orderId, lineId } = await delivered(size.from, size.sellerId, 2);
    const stock = await stockOf(size.to.id);
    await f.api.database.db.update(t.variants).set({ quantity: 1 }).where(eq(t.variants.id, size.to.id));
    try {
      const reply = await giveBack(f.token, orderId, {
        reasonType: 'wrong size',
        option: 'exchange-size',
        imageUrls: [await uploadPicture(f.api, f.token)],
        exchange: { lineId, variantId: size.to.id },
      });
      expect(reply.status).toBe(409);
      expect(reply.body.message).toBe('This size is no longer in stock');
      expect((await detail(f.token, orderId)).orderStatus).toBe('DELIVERED');
      expect(await stockOf(size.to.id)).toBe(1);
    } finally {
      await f.api.database.db.update(t.variants).set({ quantity: stock }).where(eq(t.variants.id, size.to.id));
    }
  });

  it('another shopper gets 404 for the order, its cancel, its return and its invoice, and the order is untouched', async () => {
    const { orderId, lineId } = await delivered(size.from, size.sellerId);
    const theirs = await uploadPicture(f.api, f.other);
    expect((await f.api.call('GET', `orders/${orderId}`, { token: f.other })).status).toBe(404);
    expect(
      (await f.api.call('POST', `orders/${orderId}/cancel`, { token: f.other, body: { reasonType: 'Change of Mind' } }))
        .status,
    ).toBe(404);
    expect(
      (await giveBack(f.other, orderId, { reasonType: 'wrong size', option: 'refund', imageUrls: [theirs] })).status,
    ).toBe(404);
    expect(
      (
        await giveBack(f.other, orderId, {
          reasonType: 'wrong size',
          option: 'exchange-size',
          imageUrls: [theirs],
          exchange: { lineId, variantId: size.to.id },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await f.api.app.request(`/api/v1/orders/${orderId}/invoice`, {
          headers: { Authorization: `Bearer ${f.other}` },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await f.api.call('POST', `orders/${orderId}/return`, {
          body: { reasonType: 'wrong size', option: 'refund', imageUrls: [theirs] },
        })
      ).status,
    ).toBe(401);
    const order = await detail(f.token, orderId);
    expect(order.orderStatus).toBe('DELIVERED');
    expect(order.request).toBeNull();
  });

  it('with S3 storage, a picture counts once the bucket has it (the browser PUTs there), and is then recorded as uploaded', async () => {
    const inBucket = new Map<string, Uint8Array>();
    const s3: S3Storage = {
      presignPut: async (key) => `https://bucket.example/${key}?signed`,
      publicUrl: (key) => `https://media.example/${key}`,
      presignGet: async (key) => `https://bucket.example/${key}?get`,
      firstBytes: async (key, max) => inBucket.get(key)?.subarray(0, max) ?? null,
      remove: async (key) => void inBucket.delete(key),
    };
    const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3a7ca5' } })
      .webp()
      .toBuffer();
    const app = createApp(f.api.database.db, { s3 });
    const call = async (method: string, path: string, body: unknown) => {
      const reply = await app.request(`/api/v1/${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${f.token}` },
        body: JSON.stringify(body),
      });
      return { status: reply.status, body: (await reply.json()) as any };
    };
    const presigned = await call('POST', 'upload', {
      contentType: 'image/webp',
      ext: 'webp',
      size: webp.length,
      isPublic: false,
    });
    expect(presigned.status).toBe(200);
    const ref = presigned.body.data.file as string;
    expect(ref).toMatch(/^\/api\/v1\/upload\/private\/[0-9a-f-]{36}$/);
    const { orderId } = await delivered();
    const body = { reasonType: 'other', reasonText: 'Not as pictured', option: 'refund', imageUrls: [ref] };

    const early = await call('POST', `orders/${orderId}/return`, body);
    expect(early.status).toBe(400);
    expect(early.body.errors.imageUrls).toEqual(['Upload the pictures first']);

    inBucket.set(new URL(presigned.body.data.preSignedUrl).pathname.slice(1), webp);
    expect((await call('POST', `orders/${orderId}/return`, body)).status).toBe(200);
    const [upload] = await f.api.database.db
      .select()
      .from(t.uploads)
      .where(eq(t.uploads.id, ref.split('/').at(-1)!));
    expect(upload!.uploadedAt).toBeInstanceOf(Date);
  });

  describe('the seeded demo shopper', () => {
    let demo: string;
    beforeAll(async () => {
      demo = (await f.api.login(DEMO_SHOPPER.phone)).accessToken;
    });

    it('has the requests behind its cancelled, returned and exchanged orders', async () => {
      const cancelled = await detail(demo, 'demo-order-4');
      expect(cancelled.request).toMatchObject({
        kind: 'cancel',
        option: null,
        pickupBy: null,
        refund: { mode: 'WALLET', state: 'REFUNDED' },
      });

      const returned = await detail(demo, 'demo-order-5');
      expect(returned.orderStatus).toBe('RETURN');
      expect(returned.request).toMatchObject({
        kind: 'return',
        reasonType: 'Item damaged or defective',
        option: 'refund',
        exchange: null,
        refund: { mode: 'ORIGINAL_PAYMENT', state: 'REQUESTED' },
      });

      const exchanged = await detail(demo, 'demo-order-6');
      expect(exchanged.orderStatus).toBe('EXCHANGE');
      const { exchange } = exchanged.request!;
      expect(exchanged.request).toMatchObject({
        kind: 'return',
        reasonType: 'wrong size',
        option: 'exchange-size',
        refund: null,
      });
      const line = exchanged.lines[0]!;
      expect(exchange).toMatchObject({
        lineId: line.id,
        productName: line.productName,
        from: { variantId: line.variantId, color: line.color, size: line.size },
      });
      // Both are real variants of the ordered product: the same colour, another size.
      const variants = await f.api.database.db
        .select()
        .from(t.variants)
        .where(inArray(t.variants.id, [exchange!.from.variantId, exchange!.to.variantId]));
      expect(variants.map((v) => v.productId)).toEqual([line.productId, line.productId]);
      expect(exchange!.to.color).toBe(exchange!.from.color);
      expect(exchange!.to.size).not.toBe(exchange!.from.size);
    });

    it('has an order delivered inside its return window, with another size and another colour to exchange to', async () => {
      const order = await detail(demo, RETURNABLE_ORDER_ID);
      expect(order.orderStatus).toBe('DELIVERED');
      expect(new Date(order.returnUntil!).getTime()).toBeGreaterThan(Date.now() + RETURN_WINDOW_MS / 2);
      const line = order.lines[0]!;
      const candidates = (
        await f.api.database.db.select().from(t.variants).where(eq(t.variants.productId, line.productId))
      ).map((v) => ({ variantId: v.id, color: v.color, size: v.size, stock: v.quantity, price: v.price }));
      const from = {
        variantId: line.variantId,
        color: line.color,
        size: line.size,
        quantity: line.quantity,
        price: line.price,
      };
      expect(candidates.some((c) => c.variantId === line.variantId)).toBe(true);
      expect(exchangeChoices(candidates, from, 'size').length).toBeGreaterThan(0);
      const [to] = exchangeChoices(candidates, from, 'color');
      expect(to).toBeDefined();
      const reply = await giveBack(demo, RETURNABLE_ORDER_ID, {
        reasonType: 'wrong color',
        option: 'exchange-color',
        imageUrls: [await uploadPicture(f.api, demo)],
        exchange: { lineId: line.id, variantId: to!.variantId },
      });
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    });
  });
});

const postgres = postgresOnly[0];

describe.runIf(postgres)('returns and exchanges at once on postgres', () => {
  let api: TestApi;
  let shoppers: { token: string; addressId: string }[];
  let pair: Awaited<ReturnType<typeof exchangePair>>;
  const steps = orderSteps(() => api);
  const atOnce = <T>(n: number, request: (i: number) => Promise<T>) =>
    Promise.all(Array.from({ length: n }, (_, i) => request(i)));
  const statuses = (replies: { status: number }[]) => replies.map((r) => r.status).sort();

  beforeAll(async () => {
    api = await startTestApi(postgres!, 40);
    const people = await api.database.db.select().from(t.users).where(eq(t.users.isBlocked, false)).limit(3);
    shoppers = [];
    for (const [i, person] of people.entries()) {
      const token = (await api.login(person.phone)).accessToken;
      const addressId = (
        await api.call('POST', 'address', { token, body: { ...PLACE, phone: `98765123${String(i).padStart(2, '0')}` } })
      ).body.data.id as string;
      shoppers.push({ token, addressId });
    }
    pair = await exchangePair(api.database.db, 'size', 6);
  });
  afterAll(() => api?.close());

  it('five exchanges from different orders into the last unit: one 200, the others 409 with their orders still delivered; stock ends at 0', async () => {
    const orders: { token: string; orderId: string; lineId: string; picture: string }[] = [];
    for (let i = 0; i < 5; i++) {
      const shopper = shoppers[i % shoppers.length]!;
      const orderId = await steps.place(shopper.token, shopper.addressId, pair.from, pair.sellerId);
      await steps.deliver(orderId);
      orders.push({
        token: shopper.token,
        orderId,
        lineId: (await steps.detail(shopper.token, orderId)).lines[0]!.id,
        picture: await uploadPicture(api, shopper.token),
      });
    }
    await api.database.db.update(t.variants).set({ quantity: 1 }).where(eq(t.variants.id, pair.to.id));

    const replies = await atOnce(5, (i) =>
      steps.giveBack(orders[i]!.token, orders[i]!.orderId, {
        reasonType: 'wrong size',
        option: 'exchange-size',
        imageUrls: [orders[i]!.picture],
        exchange: { lineId: orders[i]!.lineId, variantId: pair.to.id },
      }),
    );
    expect(statuses(replies)).toEqual([200, 409, 409, 409, 409]);
    for (const reply of replies.filter((r) => r.status === 409))
      expect(reply.body.message).toBe('This size is no longer in stock');
    expect(await steps.stockOf(pair.to.id)).toBe(0);

    const rows = await api.database.db
      .select()
      .from(t.orders)
      .where(
        inArray(
          t.orders.id,
          orders.map((o) => o.orderId),
        ),
      );
    expect(rows.map((o) => o.orderStatus).sort()).toEqual([
      'DELIVERED',
      'DELIVERED',
      'DELIVERED',
      'DELIVERED',
      'EXCHANGE',
    ]);
    const requests = await api.database.db
      .select()
      .from(t.orderRequests)
      .where(
        inArray(
          t.orderRequests.orderId,
          orders.map((o) => o.orderId),
        ),
      );
    expect(requests.map((r) => r.orderId)).toEqual(rows.filter((o) => o.orderStatus === 'EXCHANGE').map((o) => o.id));
    const history = await api.database.db
      .select()
      .from(t.orderStatusHistory)
      .where(
        and(
          inArray(
            t.orderStatusHistory.orderId,
            orders.map((o) => o.orderId),
          ),
          eq(t.orderStatusHistory.status, 'EXCHANGE'),
        ),
      );
    expect(history).toHaveLength(1);
  });

  it('five returns of the same order at once: one 200', async () => {
    const [shopper] = shoppers;
    const orderId = await steps.place(shopper!.token, shopper!.addressId, pair.from, pair.sellerId);
    await steps.deliver(orderId);
    const picture = await uploadPicture(api, shopper!.token);
    const replies = await atOnce(5, () =>
      steps.giveBack(shopper!.token, orderId, {
        reasonType: 'Received the wrong item',
        option: 'refund',
        imageUrls: [picture],
      }),
    );
    expect(statuses(replies)).toEqual([200, 409, 409, 409, 409]);
    expect(
      await api.database.db.select().from(t.orderRequests).where(eq(t.orderRequests.orderId, orderId)),
    ).toHaveLength(1);
    expect((await steps.detail(shopper!.token, orderId)).orderStatus).toBe('RETURN');
  });
});
