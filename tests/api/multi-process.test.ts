/**
 * Two real API processes (`node server/serve.ts`) on one PostgreSQL database: whatever must agree across
 * processes lives in the database, and the catalog cache of one is cleared by a change made through the
 * other. Only PostgreSQL can be shared by processes (embedded PGlite is one process per data folder).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, gt, ne } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as t from '../../server/db/schema.ts';
import { DEMO_SHOPPER } from '../../server/seed/shoppers.ts';
import { OTP_RULES } from '../../server/auth/otp.ts';
import { createSharedDatabase, endPool, startApiProcess, type ApiProcess, type SharedDatabase } from './processes.ts';
import { postgresOnly } from './harness.ts';
import { PLACE } from './checkout-fixture.ts';

const url = postgresOnly[0]?.url;

describe.runIf(url)('two API processes on one PostgreSQL', () => {
  let shared: SharedDatabase;
  let pool: pg.Pool;
  let a: ApiProcess;
  let b: ApiProcess;
  const db = () => drizzle({ client: pool, schema: t });

  beforeAll(async () => {
    shared = await createSharedDatabase(url!, 24);
    pool = new pg.Pool({ connectionString: shared.url, max: 2 });
    // Every test here shares 127.0.0.1, so the per-IP cap is raised; the per-phone one is the rule under test.
    [a, b] = await Promise.all([
      startApiProcess(shared, { OTP_SENDS_PER_IP_HOUR: '1000' }),
      startApiProcess(shared, { OTP_SENDS_PER_IP_HOUR: '1000' }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await endPool(pool);
    await shared?.drop();
  });

  /** The newest code texted to the phone, read from the dev outbox through the given process. */
  const newestCode = async (through: ApiProcess, phone: string) =>
    ((await through.call('GET', `dev/outbox?phone=${phone}`)).body.data as { code: string }[])[0]?.code;
  /** Seeded shoppers other than the demo one, the same six each run: two for the code rules, four buyers. */
  const shoppers = async () =>
    (
      await db()
        .select({ phone: t.users.phone })
        .from(t.users)
        .where(ne(t.users.phone, DEMO_SHOPPER.phone))
        .orderBy(asc(t.users.phone))
        .limit(6)
    ).map((u) => u.phone);
  /** Code sent through `sender`, confirmed through `verifier`: a session that works on both processes. */
  const login = async (phone: string, sender: ApiProcess, verifier: ApiProcess) => {
    expect(
      (await sender.call('POST', 'otpless/signOtp', { body: { phoneNumber: phone, country_code: '91' } })).status,
    ).toBe(200);
    const verified = await verifier.call('PUT', 'otpless/verifyOtp', {
      body: { phoneNumber: phone, otp: await newestCode(verifier, phone) },
    });
    expect(verified.body.data?.accessToken, verified.body.message).toBeTruthy();
    return verified.body.data.accessToken as string;
  };

  /** The demo shopper (who has an address), signed in once for the tests that need any shopper. */
  let demoSession: Promise<string> | undefined;
  const demo = () => (demoSession ??= login(DEMO_SHOPPER.phone, a, b));

  it('wrong codes split across both processes lock the phone, and sends split across both hit the per-phone limit', async () => {
    const [locked, limited] = (await shoppers()) as [string, string];
    expect(
      (await a.call('POST', 'otpless/signOtp', { body: { phoneNumber: locked, country_code: '91' } })).status,
    ).toBe(200);
    // The code sent through A is in the outbox B reads: the outbox is a table, not A's memory.
    const code = (await newestCode(b, locked))!;
    expect(code).toMatch(/^\d{4}$/);
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
    const replies = [];
    for (let i = 0; i < OTP_RULES.maxWrong; i++) {
      replies.push(
        (await (i % 2 ? b : a).call('PUT', 'otpless/verifyOtp', { body: { phoneNumber: locked, otp: wrong } })).status,
      );
    }
    expect(replies).toEqual([200, 200, 200, 200, 429]);
    // Locked on both: even the right code is refused, through either process.
    for (const server of [a, b]) {
      const right = await server.call('PUT', 'otpless/verifyOtp', { body: { phoneNumber: locked, otp: code } });
      expect(right.status).toBe(429);
    }

    const sends = [];
    for (let i = 0; i <= OTP_RULES.perPhone.count; i++) {
      sends.push(
        (await (i % 2 ? b : a).call('POST', 'otpless/signOtp', { body: { phoneNumber: limited, country_code: '91' } }))
          .status,
      );
    }
    expect(sends).toEqual([200, 200, 200, 429]);
    expect((await a.call('GET', `dev/outbox?phone=${limited}`)).body.data).toHaveLength(OTP_RULES.perPhone.count);
  });

  it('an Idempotency-Key used on one process returns the first order on the other', async () => {
    const token = await demo();
    const [v] = await db().select().from(t.variants).where(gt(t.variants.quantity, 5)).limit(1);
    const [product] = await db().select().from(t.products).where(eq(t.products.id, v!.productId));
    const body = {
      orderType: 'Cod',
      addressId: 'demo-address-home',
      useWallet: false,
      orderData: [
        {
          sellerId: product!.sellerUserId,
          couponIds: 'no_coupon',
          productIds: [v!.productId],
          variants: [v!.id],
          quantity: [1],
        },
      ],
    };
    const headers = { 'Idempotency-Key': 'multi-process-order-1' };
    const first = await a.call('POST', 'newOrder/create', { token, body, headers });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const again = await b.call('POST', 'newOrder/create', { token, body, headers });
    expect(again.status).toBe(200);
    expect(again.body.data.orderIds).toEqual(first.body.data.orderIds);
    expect(await db().select().from(t.orders).where(eq(t.orders.checkoutId, first.body.data.checkoutId))).toHaveLength(
      1,
    );
  });

  it('adds of one variant arriving together on both processes each count or are refused at 5, none lost or failed', async () => {
    const token = await demo();
    const [v] = await db()
      .select()
      .from(t.variants)
      .where(gt(t.variants.quantity, 10))
      .orderBy(asc(t.variants.id))
      .limit(1);
    const add = (i: number) =>
      (i % 2 ? b : a).call('POST', 'userCart', {
        token,
        body: { productId: v!.productId, varaint: v!.id, quantity: 1, reference: false },
      });
    const statuses = (await Promise.all(Array.from({ length: 8 }, (_, i) => add(i)))).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 400, 400, 400]);
    const [line] = await db().select().from(t.cartLines).where(eq(t.cartLines.variantId, v!.id));
    expect(line!.quantity).toBe(5);
  });

  it('a picture presigned on one process, put through the other, is served by both (one shared folder and secret)', async () => {
    const token = await demo();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3a7ca5' } })
      .png()
      .toBuffer();
    const files: string[] = [];
    for (const isPublic of [true, false]) {
      const presigned = await a.call('POST', 'upload', {
        token,
        body: { contentType: 'image/png', ext: 'png', isPublic },
      });
      expect(presigned.status).toBe(200);
      const { preSignedUrl, file } = presigned.body.data as { preSignedUrl: string; file: string };
      const put = await fetch(new URL(preSignedUrl, b.origin), {
        method: 'PUT',
        headers: { 'Content-Type': 'image/png' },
        body: new Uint8Array(png),
      });
      expect(put.status).toBe(200);
      files.push(file);
    }
    const [publicFile, privateRef] = files as [string, string];
    for (const server of [a, b]) {
      expect((await fetch(`${server.origin}${publicFile}`)).status).toBe(200);
      const own = await fetch(`${server.origin}${privateRef}`, { headers: { Authorization: `Bearer ${token}` } });
      expect(own.status).toBe(200);
      expect(Buffer.from(await own.arrayBuffer()).equals(png)).toBe(true);
    }
  });

  it('a price changed through one process is served by the other within a second', async () => {
    const [product] = await db().select().from(t.products).limit(1);
    const priceOn = async (server: ApiProcess) =>
      (await server.call('GET', `product/${product!.id}`)).body.data.product.productSellingPrice as number;
    // B has the product cached (its cache keeps an entry 5 s): only an invalidation reaching B can change its answer.
    expect(await priceOn(b)).toBe(product!.sellingPrice);
    expect(await priceOn(b)).toBe(product!.sellingPrice);
    const changed = product!.sellingPrice + 7;
    expect((await a.call('POST', `dev/products/${product!.id}/price`, { body: { price: changed } })).status).toBe(200);
    const deadline = Date.now() + 1_000;
    let seen = await priceOn(b);
    while (seen !== changed && Date.now() < deadline) seen = await priceOn(b);
    expect(seen).toBe(changed);
  });

  it('20 orders at once for 5 units, split across both processes, sell exactly 5', async () => {
    const buyers = (await shoppers()).slice(2);
    expect(buyers).toHaveLength(4);
    const tokens = await Promise.all(buyers.map((phone, i) => login(phone, i % 2 ? b : a, i % 2 ? a : b)));
    const addresses = await Promise.all(
      tokens.map(
        async (token, i) =>
          (await (i % 2 ? b : a).call('POST', 'address', { token, body: PLACE })).body.data.id as string,
      ),
    );
    const [v] = await db()
      .select()
      .from(t.variants)
      .where(and(gt(t.variants.quantity, 5), gt(t.variants.price, 600)))
      .limit(1);
    const [product] = await db().select().from(t.products).where(eq(t.products.id, v!.productId));
    await db().update(t.variants).set({ quantity: 5 }).where(eq(t.variants.id, v!.id));
    const order = (i: number) =>
      (i % 2 ? b : a).call('POST', 'newOrder/create', {
        token: tokens[i % tokens.length],
        body: {
          orderType: 'Cod',
          addressId: addresses[i % tokens.length],
          useWallet: false,
          orderData: [
            {
              sellerId: product!.sellerUserId,
              couponIds: 'no_coupon',
              productIds: [v!.productId],
              variants: [v!.id],
              quantity: [1],
            },
          ],
        },
      });
    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => order(i)));
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    const [after] = await db().select().from(t.variants).where(eq(t.variants.id, v!.id));
    expect(after!.quantity).toBe(0);
    expect(await db().select().from(t.orderLines).where(eq(t.orderLines.variantId, v!.id))).toHaveLength(5);
  });
});
