/** The seed's stock fixtures and the demo shopper's return shapes are there whatever the random draw gives: the browser tests rely on them. */
import { describe, expect, it } from 'vitest';
import { generateCatalog } from '../../server/seed/catalog.ts';
import { STOCK_FIXTURES } from '../../server/seed/fixtures.ts';
import { RETURNABLE_ORDER_ID } from '../../server/seed/shoppers.ts';
import { exchangeChoices } from '../../src/lib/rules/exchange.ts';

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

describe("the demo shopper's returns and exchanges", () => {
  const seededAt = new Date('2026-12-01T08:00:00Z');
  for (const products of [48, 600]) {
    const catalog = generateCatalog({ products, seededAt });
    const { orders, orderLines, orderStatusHistory, orderRequests } = catalog.shoppers;
    const candidatesOf = (productId: string) =>
      catalog.variants
        .filter((v) => v.productId === productId)
        .map((v) => ({ variantId: v.id!, color: v.color, size: v.size, stock: v.quantity, price: v.price }));

    it(`${products} products: an order delivered an hour before seeding, of a variant with another size and another colour in stock`, () => {
      expect(orders.find((o) => o.id === RETURNABLE_ORDER_ID)?.orderStatus).toBe('DELIVERED');
      const delivered = orderStatusHistory.filter((h) => h.orderId === RETURNABLE_ORDER_ID && h.status === 'DELIVERED');
      expect(delivered.map((h) => h.at)).toEqual([new Date(seededAt.getTime() - 3_600_000)]);
      const line = orderLines.find((l) => l.orderId === RETURNABLE_ORDER_ID)!;
      const from = {
        variantId: line.variantId,
        color: line.color,
        size: line.size,
        quantity: line.quantity,
        price: line.price,
      };
      expect(candidatesOf(line.productId).some((c) => c.variantId === line.variantId)).toBe(true);
      expect(exchangeChoices(candidatesOf(line.productId), from, 'size').length).toBeGreaterThan(0);
      expect(exchangeChoices(candidatesOf(line.productId), from, 'color').length).toBeGreaterThan(0);
    });

    it(`${products} products: the returned and exchanged orders have their requests; the exchange is to another size of the same variant's product`, () => {
      const returned = orderRequests.find((r) => r.orderId === 'demo-order-5');
      expect(returned).toMatchObject({ kind: 'return', option: 'refund' });
      const exchange = orderRequests.find((r) => r.orderId === 'demo-order-6')!;
      const line = orderLines.find((l) => l.orderId === 'demo-order-6')!;
      expect(exchange).toMatchObject({ kind: 'return', option: 'exchange-size', exchangeLineId: line.id });
      const from = {
        variantId: line.variantId,
        color: line.color,
        size: line.size,
        quantity: line.quantity,
        price: line.price,
      };
      expect(exchangeChoices(candidatesOf(line.productId), from, 'size').map((c) => c.variantId)).toContain(
        exchange.exchangeVariantId,
      );
    });
  }

  it('is the same on every run but for its dates, which follow the seed’s own time', () => {
    // Every date left out: the rest (ids, products, money, statuses, requests) is the same whenever it runs.
    const strip = (c: ReturnType<typeof generateCatalog>) =>
      JSON.stringify(c.shoppers, function (this: Record<string, unknown>, key) {
        return this[key] instanceof Date ? null : this[key];
      });
    const later = generateCatalog({ products: 48, seededAt: new Date('2027-01-01T00:00:00Z') });
    const now = generateCatalog({ products: 48, seededAt });
    expect(strip(later)).toBe(strip(now));
    // The same seed time gives the same dates too.
    expect(JSON.stringify(generateCatalog({ products: 48, seededAt }).shoppers)).toBe(JSON.stringify(now.shoppers));
  });
});
