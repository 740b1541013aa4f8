import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gt, sql } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { startTestApi, targets, type TestApi } from './harness.ts';

describe.each(targets)('cart on $name', (target) => {
  let api: TestApi;
  let alice: string;
  let bob: string;
  /** For the pair and stock cases, so Alice's and Bob's carts stay as the later cases expect. */
  let carol: string;
  let inStock: { productId: string; variantId: string; quantity: number };
  let soldOut: { productId: string; variantId: string };

  beforeAll(async () => {
    api = await startTestApi(target, 40);
    const phones = (await api.database.db.select({ phone: t.users.phone }).from(t.users).limit(3)).map((u) => u.phone);
    alice = (await api.login(phones[0]!)).accessToken;
    bob = (await api.login(phones[1]!)).accessToken;
    carol = (await api.login(phones[2]!)).accessToken;
    const [v] = await api.database.db.select().from(t.variants).where(gt(t.variants.quantity, 10)).limit(1);
    inStock = { productId: v!.productId, variantId: v!.id, quantity: v!.quantity };
    const [s] = await api.database.db.select().from(t.variants).where(eq(t.variants.quantity, 0)).limit(1);
    soldOut = { productId: s!.productId, variantId: s!.id };
  });
  afterAll(() => api?.close());

  const add = (token: string, line: { productId: string; variantId: string }, quantity: number) =>
    api.call('POST', 'userCart', {
      token,
      body: { productId: line.productId, varaint: line.variantId, quantity, reference: false },
    });

  it('needs a token', async () => {
    expect((await api.call('GET', 'userCart')).status).toBe(401);
    expect((await add('', inStock, 1)).status).toBe(401);
  });

  it('adds a line with the product and variant details, and the same variant adds up', async () => {
    const first = await add(alice, inStock, 2);
    expect(first.status).toBe(200);
    const line = first.body.data;
    const [variant] = await api.database.db.select().from(t.variants).where(eq(t.variants.id, inStock.variantId));
    const [product] = await api.database.db.select().from(t.products).where(eq(t.products.id, inStock.productId));
    expect(line).toMatchObject({
      productId: inStock.productId,
      quantity: 2,
      Product: {
        SellerUserId: product!.sellerUserId,
        productName: product!.name,
        productSellingPrice: variant!.price,
        productMRP: variant!.mrp,
      },
      ProductVarient: { VarientColor: variant!.color, VarientSize: variant!.size, VarientImgUrl: variant!.imgUrls },
    });
    const again = await add(alice, inStock, 3);
    expect(again.body.data).toMatchObject({ id: line.id, quantity: 5 });
    const cart = (await api.call('GET', 'userCart', { token: alice })).body.data;
    expect(cart.filter((l: any) => l.variantId === inStock.variantId)).toHaveLength(1);
    // The add's reply is the line exactly as the cart reads it (store name, sanitised description and all).
    expect(cart.find((l: any) => l.variantId === inStock.variantId)).toEqual(again.body.data);
    expect(again.body.data.Product.storeName).not.toBe('');
  });

  it('refuses a sixth unit with the spec message, a sold-out variant and an unknown one', async () => {
    const over = await add(alice, inStock, 1);
    expect(over.status).toBe(400);
    expect(over.body.message).toBe('Max quantity is 5 for one product.');
    expect((await add(alice, soldOut, 1)).body.message).toBe('Variant out of stock');
    expect((await add(alice, { productId: inStock.productId, variantId: 'nope' }, 1)).status).toBe(404);
    const zero = await add(alice, inStock, 0);
    expect(zero.status).toBe(400);
    expect(zero.body.errors.quantity).toEqual(['Add quantity first']);
  });

  it('sells a pair only as it exists: a variant of its own product; a product without variants under its own id, with its own price and look', async () => {
    const db = api.database.db;
    const [bare] = await db
      .select()
      .from(t.products)
      .where(
        and(
          gt(t.products.stock, 0),
          sql`not exists (select 1 from ${t.variants} where ${t.variants.productId} = ${t.products.id})`,
        ),
      )
      .limit(1);
    const [other] = await db
      .select()
      .from(t.variants)
      .where(sql`${t.variants.productId} <> ${inStock.productId}`)
      .limit(1);
    expect(bare, 'the seed has a product sold without variants, in stock').toBeDefined();
    // Another product's variant, and a product sold with variants asked for under its own id.
    expect((await add(carol, { productId: inStock.productId, variantId: other!.id }, 1)).status).toBe(404);
    expect((await add(carol, { productId: inStock.productId, variantId: inStock.productId }, 1)).status).toBe(404);
    const own = await add(carol, { productId: bare!.id, variantId: bare!.id }, 1);
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({
      productId: bare!.id,
      variantId: bare!.id,
      quantity: 1,
      addedPrice: bare!.sellingPrice,
      Product: { productSellingPrice: bare!.sellingPrice, productMRP: bare!.mrp },
      ProductVarient: {
        VarientImgUrl: bare!.imgUrls,
        VarientColor: bare!.specs.color ?? '',
        VarientSize: bare!.specs.size ?? '',
        VarientQuantity: bare!.stock,
      },
    });
    expect(
      (await api.call('GET', 'userCart', { token: carol })).body.data.find((l: any) => l.variantId === bare!.id),
    ).toEqual(own.body.data);
  });

  it('refuses more than the stock with "Not enough stock", alone or with what the line holds', async () => {
    const db = api.database.db;
    const [few] = await db.select().from(t.variants).where(eq(t.variants.quantity, 3)).limit(1);
    expect(few, 'the seed has a variant with 3 in stock').toBeDefined();
    const line = { productId: few!.productId, variantId: few!.id };
    const alone = await add(carol, line, 4);
    expect(alone.status).toBe(400);
    expect(alone.body.message).toBe('Not enough stock');
    expect((await add(carol, line, 2)).status).toBe(200);
    const over = await add(carol, line, 2);
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({ message: 'Not enough stock', errors: { quantity: ['Not enough stock'] } });
    expect((await add(carol, line, 1)).body.data.quantity).toBe(3);
  });

  it('PUT sets a quantity and answers truthy data; 6 is refused', async () => {
    const lineId = (await api.call('GET', 'userCart', { token: alice })).body.data[0].id;
    const put = await api.call('PUT', 'userCart', { token: alice, body: { id: lineId, quantity: 3 } });
    expect(put.status).toBe(200);
    expect(put.body.data).toBe(true);
    const [row] = await api.database.db.select().from(t.cartLines).where(eq(t.cartLines.id, lineId));
    expect(row!.quantity).toBe(3);
    expect((await api.call('PUT', 'userCart', { token: alice, body: { id: lineId, quantity: 6 } })).status).toBe(400);
  });

  it("keeps the price at add time as addedPrice; the live price is the server's, and adding again takes it", async () => {
    const [line] = (await api.call('GET', 'userCart', { token: alice })).body.data;
    const [variant] = await api.database.db.select().from(t.variants).where(eq(t.variants.id, inStock.variantId));
    expect(line.addedPrice).toBe(variant!.price);
    const raised = variant!.price + 150;
    expect(
      (await api.call('POST', `dev/products/${inStock.productId}/price`, { body: { price: raised } })).status,
    ).toBe(200);
    const [changed] = (await api.call('GET', 'userCart', { token: alice })).body.data;
    expect(changed).toMatchObject({
      addedPrice: variant!.price,
      Product: { productSellingPrice: raised },
      ProductVarient: { VarientPrice: raised },
    });
    await api.call('PUT', 'userCart', { token: alice, body: { id: line.id, quantity: 2 } });
    expect(await add(alice, inStock, 1)).toMatchObject({
      status: 200,
      body: { data: { addedPrice: raised, quantity: 3 } },
    });
  });

  it('PUT never raises a line above the stock; lowering one that is above it works', async () => {
    const [line] = (await api.call('GET', 'userCart', { token: alice })).body.data;
    await api.database.db.update(t.variants).set({ quantity: 2 }).where(eq(t.variants.id, inStock.variantId));
    const over = await api.call('PUT', 'userCart', { token: alice, body: { id: line.id, quantity: 4 } });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe('Not enough stock');
    // The line holds 3 with 2 left: going down to 2 is allowed.
    expect((await api.call('PUT', 'userCart', { token: alice, body: { id: line.id, quantity: 2 } })).body.data).toBe(
      true,
    );
    await api.database.db
      .update(t.variants)
      .set({ quantity: inStock.quantity })
      .where(eq(t.variants.id, inStock.variantId));
    expect((await api.call('PUT', 'userCart', { token: alice, body: { id: line.id, quantity: 3 } })).body.data).toBe(
      true,
    );
  });

  it("one shopper can neither read nor change another's cart", async () => {
    const aliceLine = (await api.call('GET', 'userCart', { token: alice })).body.data[0].id;
    expect((await api.call('GET', 'userCart', { token: bob })).body.data).toEqual([]);
    expect((await api.call('PUT', 'userCart', { token: bob, body: { id: aliceLine, quantity: 1 } })).status).toBe(404);
    expect((await api.call('DELETE', `userCart?id=${aliceLine}`, { token: bob })).status).toBe(404);
    const [row] = await api.database.db.select().from(t.cartLines).where(eq(t.cartLines.id, aliceLine));
    expect(row!.quantity).toBe(3);
  });

  it('DELETE removes a line by query or by body', async () => {
    const [other] = await api.database.db
      .select()
      .from(t.variants)
      .where(and(gt(t.variants.quantity, 5), sql`${t.variants.id} <> ${inStock.variantId}`))
      .limit(1);
    await add(alice, { productId: other!.productId, variantId: other!.id }, 1);
    const lines = (await api.call('GET', 'userCart', { token: alice })).body.data;
    expect(lines).toHaveLength(2);
    expect((await api.call('DELETE', `userCart?id=${lines[0].id}`, { token: alice })).body.data).toBe(true);
    expect((await api.call('DELETE', 'userCart', { token: alice, body: { id: lines[1].id } })).body.data).toBe(true);
    expect((await api.call('GET', 'userCart', { token: alice })).body.data).toEqual([]);
  });

  it("merges a visitor's bag after login, capped at 5 and skipping what cannot be bought", async () => {
    await add(bob, inStock, 4);
    const merged = await api.call('POST', 'userCart/merge', {
      token: bob,
      body: {
        lines: [
          { ...inStock, quantity: 3 },
          { ...soldOut, quantity: 1 },
          { productId: inStock.productId, variantId: 'gone', quantity: 1 },
        ],
      },
    });
    expect(merged.status).toBe(200);
    expect(merged.body.data.cart.find((l: any) => l.variantId === inStock.variantId).quantity).toBe(5);
    expect(merged.body.data.skipped).toEqual([soldOut.variantId, 'gone']);
  });

  it('the lines one merge adds keep the order the bag had them in, in one transaction', async () => {
    const [, , , phone] = (await api.database.db.select({ phone: t.users.phone }).from(t.users).limit(4)).map(
      (u) => u.phone,
    );
    const dave = (await api.login(phone!)).accessToken;
    const picks = await api.database.db
      .select({ productId: t.variants.productId, variantId: t.variants.id })
      .from(t.variants)
      .where(gt(t.variants.quantity, 5))
      .orderBy(t.variants.id)
      .limit(5);
    // Against the ids' order, so an order by id could not pass.
    const sent = [...picks].reverse().map((pick) => ({ ...pick, quantity: 1 }));
    // With its key, as the storefront sends it: the merge is then one transaction.
    const merged = await api.call('POST', 'userCart/merge', {
      token: dave,
      body: { lines: sent },
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    });
    expect(merged.body.data.cart.map((l: any) => l.variantId)).toEqual(sent.map((l) => l.variantId));
    const read = (await api.call('GET', 'userCart', { token: dave })).body.data;
    expect(read.map((l: any) => l.variantId)).toEqual(sent.map((l) => l.variantId));
  });
});
