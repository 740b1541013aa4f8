/**
 * Once only (docs/decisions/bag.md, "Once only: Idempotency-Key on bag writes"): a bag or wishlist write sent
 * again under its Idempotency-Key answers the first reply and changes nothing, through the real app and database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gt } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { startTestApi, bothDatabases, type TestApi } from './harness.ts';
import { forgetOldKeys } from '../../server/http/once-only.ts';

describe.each(bothDatabases)('bag writes with an Idempotency-Key on $name', (target) => {
  let api: TestApi;
  let db: TestApi['database']['db'];
  /** One shopper per case, so no case sees another's bag. */
  let tokens: string[];
  let userIds: string[];
  let pairs: { productId: string; variantId: string }[];
  let soldOut: { productId: string; variantId: string };

  beforeAll(async () => {
    api = await startTestApi(target, 40);
    db = api.database.db;
    const users = await db.select({ id: t.users.id, phone: t.users.phone }).from(t.users).limit(9);
    userIds = users.map((u) => u.id);
    tokens = [];
    for (const u of users) tokens.push((await api.login(u.phone)).accessToken);
    pairs = (await db.select().from(t.variants).where(gt(t.variants.quantity, 10)).limit(2)).map((v) => ({
      productId: v.productId,
      variantId: v.id,
    }));
    const [s] = await db.select().from(t.variants).where(eq(t.variants.quantity, 0)).limit(1);
    soldOut = { productId: s!.productId, variantId: s!.id };
  });
  afterAll(() => api?.close());

  const add = (token: string, pair: { productId: string; variantId: string }, quantity: number, key?: string) =>
    api.call('POST', 'userCart', {
      token,
      body: { productId: pair.productId, varaint: pair.variantId, quantity, reference: false },
      headers: key ? { 'Idempotency-Key': key } : {},
    });
  const held = async (userId: string, variantId: string) => {
    const [line] = await db
      .select()
      .from(t.cartLines)
      .where(and(eq(t.cartLines.userId, userId), eq(t.cartLines.variantId, variantId)));
    return line?.quantity ?? 0;
  };

  it('an add sent again after its answer was lost is applied once: quantity 1, and the first reply again', async () => {
    const first = await add(tokens[0]!, pairs[0]!, 1, 'bag-lost-answer-1');
    const again = await add(tokens[0]!, pairs[0]!, 1, 'bag-lost-answer-1');
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await held(userIds[0]!, pairs[0]!.variantId)).toBe(1);
    // A new key is a new add.
    expect((await add(tokens[0]!, pairs[0]!, 1, 'bag-lost-answer-2')).body.data.quantity).toBe(2);
    expect(await held(userIds[0]!, pairs[0]!.variantId)).toBe(2);
  });

  it('without the header every add counts, as before', async () => {
    await add(tokens[1]!, pairs[0]!, 1);
    await add(tokens[1]!, pairs[0]!, 1);
    expect(await held(userIds[1]!, pairs[0]!.variantId)).toBe(2);
  });

  it('the same key with another body answers 422 and changes nothing; on another route too', async () => {
    await add(tokens[2]!, pairs[0]!, 1, 'bag-other-body');
    const other = await add(tokens[2]!, pairs[0]!, 2, 'bag-other-body');
    expect(other.status).toBe(422);
    expect(other.body.message).toBe(
      'This Idempotency-Key was used for another change. Use a new key for a new change.',
    );
    expect(other.body.errors).toEqual({ 'Idempotency-Key': ['Used with another body'] });
    const wished = await api.call('POST', 'wishlist', {
      token: tokens[2]!,
      body: { productId: pairs[0]!.productId, varientId: pairs[0]!.variantId },
      headers: { 'Idempotency-Key': 'bag-other-body' },
    });
    expect(wished.status).toBe(422);
    expect(await held(userIds[2]!, pairs[0]!.variantId)).toBe(1);
    const wishlist = await api.call('GET', 'wishlist', { token: tokens[2]! });
    expect(wishlist.body.data).toEqual([]);
  });

  it('a malformed key answers 400 with a field message, and nothing is added', async () => {
    for (const key of ['short', 'has space in it', 'x'.repeat(101)]) {
      const reply = await add(tokens[3]!, pairs[0]!, 1, key);
      expect(reply.status).toBe(400);
      expect(reply.body.errors).toEqual({ 'Idempotency-Key': ['8 to 100 letters, digits, dots, colons or dashes'] });
    }
    expect(await held(userIds[3]!, pairs[0]!.variantId)).toBe(0);
  });

  it('keys are the shopper’s own: another shopper’s same key is a new write; a visitor is refused', async () => {
    await add(tokens[4]!, pairs[1]!, 1, 'bag-shared-key');
    const bobs = await add(tokens[5]!, pairs[1]!, 3, 'bag-shared-key');
    expect(bobs.status).toBe(200);
    expect(await held(userIds[4]!, pairs[1]!.variantId)).toBe(1);
    expect(await held(userIds[5]!, pairs[1]!.variantId)).toBe(3);
    expect((await add('', pairs[1]!, 1, 'bag-visitor-key')).status).toBe(401);
  });

  it('PUT, DELETE, the wishlist and the merge answer their first reply when sent again', async () => {
    const token = tokens[6]!;
    const userId = userIds[6]!;
    const line = (await add(token, pairs[0]!, 1)).body.data;
    const put = () =>
      api.call('PUT', 'userCart', {
        token,
        body: { id: line.id, quantity: 3 },
        headers: { 'Idempotency-Key': 'bag-put-1' },
      });
    expect((await put()).status).toBe(200);
    await db.update(t.cartLines).set({ quantity: 2 }).where(eq(t.cartLines.id, line.id));
    // The replay changes nothing: the line stays as it was set since.
    expect((await put()).body).toEqual({ message: 'ok', data: true });
    expect(await held(userId, pairs[0]!.variantId)).toBe(2);

    const remove = () =>
      api.call('DELETE', `userCart?id=${line.id}`, { token, headers: { 'Idempotency-Key': 'bag-delete-1' } });
    expect((await remove()).status).toBe(200);
    // Without its key a second removal would answer 404 (the line is gone); with it, the first reply.
    const removedAgain = await remove();
    expect(removedAgain.status).toBe(200);
    expect(removedAgain.body).toEqual({ message: 'ok', data: true });

    const wish = { productId: pairs[1]!.productId, varientId: pairs[1]!.variantId };
    const unwish = () =>
      api.call('DELETE', `wishlist?productId=${wish.productId}&varientId=${wish.varientId}`, {
        token,
        headers: { 'Idempotency-Key': 'wish-delete-1' },
      });
    expect((await api.call('POST', 'wishlist', { token, body: wish })).status).toBe(200);
    expect((await unwish()).status).toBe(200);
    expect((await unwish()).status).toBe(200);
    expect((await api.call('GET', 'wishlist', { token })).body.data).toEqual([]);

    const merge = () =>
      api.call('POST', 'userCart/merge', {
        token,
        body: { lines: [{ ...pairs[1]!, quantity: 2 }] },
        headers: { 'Idempotency-Key': 'bag-merge-1' },
      });
    const merged = await merge();
    expect(merged.status).toBe(200);
    const mergedAgain = await merge();
    expect(mergedAgain.body).toEqual(merged.body);
    expect(await held(userId, pairs[1]!.variantId)).toBe(2);
  });

  it('a refusal is the key’s answer too: the same refusal again', async () => {
    const first = await add(tokens[7]!, soldOut, 1, 'bag-sold-out-1');
    expect(first.status).toBe(400);
    expect(first.body.message).toBe('Variant out of stock');
    const again = await add(tokens[7]!, soldOut, 1, 'bag-sold-out-1');
    expect(again.status).toBe(400);
    expect(again.body).toEqual(first.body);
  });

  it('five adds sent at once with one key apply once, and every reply is the one line', async () => {
    const replies = await Promise.all(Array.from({ length: 5 }, () => add(tokens[8]!, pairs[1]!, 1, 'bag-parallel-1')));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    for (const reply of replies) expect(reply.body).toEqual(replies[0]!.body);
    expect(replies[0]!.body.data.quantity).toBe(1);
    expect(await held(userIds[8]!, pairs[1]!.variantId)).toBe(1);
  });

  it('keys are kept 30 days: the hourly sweep forgets older ones and keeps the younger', async () => {
    const userId = userIds[6]!;
    // A sweep run on 31 January 2001: the table's other keys (this run's) are all younger, so it forgets one.
    const sweptOn = new Date('2001-01-31T00:00:00Z');
    await db.insert(t.idempotencyKeys).values([
      { userId, key: 'sweep-old-31', requestHash: 'h', createdAt: new Date('2000-12-31T00:00:00Z') },
      { userId, key: 'sweep-kept-29', requestHash: 'h', createdAt: new Date('2001-01-02T00:00:00Z') },
    ]);
    expect(await forgetOldKeys(db, sweptOn)).toBe(1);
    const left = await db
      .select({ key: t.idempotencyKeys.key })
      .from(t.idempotencyKeys)
      .where(eq(t.idempotencyKeys.userId, userId));
    expect(left.map((k) => k.key)).toContain('sweep-kept-29');
    expect(left.map((k) => k.key)).not.toContain('sweep-old-31');
  });
});
