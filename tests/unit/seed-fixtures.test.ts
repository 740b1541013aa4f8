/** The seed's stock fixtures are there whatever the random draw gives: the browser tests rely on them. */
import { describe, expect, it } from 'vitest';
import { generateCatalog } from '../../server/seed/catalog.ts';
import { STOCK_FIXTURES } from '../../server/seed/fixtures.ts';

describe('seed stock fixtures', () => {
  const catalog = generateCatalog({ products: 48 });
  const variantsOf = (productId: string) => catalog.variants.filter((v) => v.productId === productId);

  it('one product has 6 or more of every variant, another 1 to 4 of every variant, and their totals agree', () => {
    expect(STOCK_FIXTURES.length).toBeGreaterThan(0);
    const [deep, low] = STOCK_FIXTURES.map((f) => catalog.products[f.index]!);
    const deepVariants = variantsOf(deep!.id!);
    const lowVariants = variantsOf(low!.id!);
    expect(deepVariants.length).toBeGreaterThan(0);
    expect(lowVariants.length).toBeGreaterThan(0);
    for (const v of deepVariants) expect(v.quantity).toBeGreaterThanOrEqual(6);
    for (const v of lowVariants) expect(v.quantity).toBeGreaterThanOrEqual(1);
    for (const v of lowVariants) expect(v.quantity).toBeLessThanOrEqual(4);
    expect(deep!.stock).toBe(deepVariants.reduce((sum, v) => sum + v.quantity!, 0));
    expect(low!.stock).toBe(lowVariants.reduce((sum, v) => sum + v.quantity!, 0));
  });
});
