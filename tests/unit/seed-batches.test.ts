/** A large catalog is generated in batches past its head (the demo data's products), deterministically. */
import { describe, expect, it } from 'vitest';
import { generateCatalog, planCatalog } from '../../server/seed/catalog.ts';

describe('the catalog in batches', () => {
  it('a catalog no larger than its head is generated whole, with nothing left for the batches', () => {
    const { catalog, rest } = planCatalog({ products: 40, head: 40 });
    expect(catalog.products).toHaveLength(40);
    expect([...rest]).toEqual([]);
  });

  it('past the head, products come in batches of at most the batch size with their variants and reviews', () => {
    const { catalog, rest } = planCatalog({ products: 1240, head: 40, batch: 500 });
    expect(catalog.products).toHaveLength(40);
    const batches = [...rest];
    expect(batches.map((b) => b.products.length)).toEqual([500, 500, 200]);
    const ids = new Set(catalog.products.map((p) => p.id));
    for (const batch of batches) {
      for (const p of batch.products) ids.add(p.id);
      const own = new Set(batch.products.map((p) => p.id));
      for (const v of batch.variants) expect(own.has(v.productId)).toBe(true);
      for (const r of batch.posts) expect(own.has(r.productId!)).toBe(true);
    }
    expect(ids.size).toBe(1240);
    // Product i is dated i hours after the catalog's epoch, in the batches as in the head.
    expect(batches[2]!.products.at(-1)!.createdAt).toEqual(new Date(Date.UTC(2026, 5, 1) + 1239 * 3_600_000));
  });

  it('the head is the catalog of that size: the demo data does not change when more products follow', () => {
    const seededAt = new Date('2026-12-01T08:00:00Z');
    const small = generateCatalog({ products: 40, seededAt });
    const { catalog } = planCatalog({ products: 5000, head: 40, seededAt });
    expect(JSON.stringify(catalog)).toBe(JSON.stringify(small));
  });

  it('past the head, each product is the same whatever the batch size', () => {
    const flat = (batch: number) => {
      const batches = [...planCatalog({ products: 1240, head: 40, batch }).rest];
      return JSON.stringify(['products', 'variants', 'posts'].map((k) => batches.flatMap((b) => b[k as 'posts'])));
    };
    expect(flat(7)).toBe(flat(500));
    expect(flat(7)).toBe(flat(5000));
  });

  it('the same seed gives the same catalog, another seed another one', () => {
    const first = (seed: number) => {
      const { catalog, rest } = planCatalog({ products: 50, head: 40, seed });
      const tail = [...rest][0]!.products;
      return [catalog.products[0]!, tail[0]!].map((p) => `${p.id} ${p.name} ${p.sellingPrice}`);
    };
    expect(first(7)).toEqual(first(7));
    expect(first(7)[0]).not.toBe(first(8)[0]);
    expect(first(7)[1]).not.toBe(first(8)[1]);
  });

  it('a product carries the average of its reviews, as the database computes it', () => {
    const { catalog } = planCatalog({ products: 200, head: 200 });
    for (const product of catalog.products) {
      const stars = catalog.posts.filter((r) => r.productId === product.id).map((r) => r.ratings!);
      const average = stars.length ? Math.fround(stars.reduce((a, b) => a + b, 0) / stars.length) : 0;
      expect(product.rating).toBe(average);
    }
  });

  it('is the same on every run', () => {
    const ids = () =>
      generateCatalog({ products: 700, head: 40 })
        .products.slice(-3)
        .map((p) => `${p.id} ${p.name} ${p.sellingPrice}`);
    expect(ids()).toEqual(ids());
  });
});
