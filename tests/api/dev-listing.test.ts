import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../server/db/schema.ts';
import { startTestApi, pgliteOnly, type TestApi } from './harness.ts';

describe.each(pgliteOnly)('a product listed after the build on $name', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(target, 12);
  });
  afterAll(() => api?.close());

  it('is readable by id at once, with its own variants, and is not a build product', async () => {
    const [source] = await api.database.db.select().from(t.products).limit(1);
    const copy = await api.call('POST', `dev/products/${source!.id}/copy`);
    expect(copy.status).toBe(200);
    const { id, SellerUserId } = copy.body.data;
    expect(id).not.toBe(source!.id);
    expect(SellerUserId).toBe(source!.sellerUserId);

    const detail = (await api.call('GET', `product/${id}`)).body.data;
    const original = (await api.call('GET', `product/${source!.id}`)).body.data;
    expect(detail.product.productName).toBe(`${original.product.productName} (new)`);
    expect(original.varient.length).toBeGreaterThan(0);
    expect(detail.varient).toHaveLength(original.varient.length);
    const originalIds = new Set(original.varient.map((v: { id: string }) => v.id));
    for (const v of detail.varient) expect(originalIds.has(v.id)).toBe(false);
  });

  it('answers 404 for an unknown product', async () => {
    expect((await api.call('POST', 'dev/products/nope/copy')).status).toBe(404);
  });
});
