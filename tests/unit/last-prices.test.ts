/** The last live price seen of each product, kept on the device for a look offline (src/lib/rules/last-prices.ts). */
import { describe, expect, it } from 'vitest';
import {
  MAX_LAST_PRICES,
  keepPrices,
  parseLastPrices,
  pricesOf,
  withLastPrices,
  type LastPrices,
} from '../../src/lib/rules/last-prices.ts';
import { imageFallbacks } from '../../src/lib/images.ts';

const built = {
  product: { id: 'p1', productName: 'Rose Face Mist', productSellingPrice: 399, productMRP: 499, productStock: 9 },
  varient: [
    { id: 'v1', VarientColor: 'Pink', VarientPrice: 399, VarientMrp: 499, VarientQuantity: 9 },
    { id: 'v2', VarientColor: 'Blue', VarientPrice: 429, VarientMrp: 499, VarientQuantity: 2 },
  ],
};
// The page was built at 10:00; the shopper saw the live price at 12:00 (₹349, MRP ₹499, 4 left of v1).
const BUILT_AT = Date.parse('2026-11-27T10:00:00Z');
const SEEN_AT = Date.parse('2026-11-27T12:00:00Z');
const seen: LastPrices = {
  at: SEEN_AT,
  product: { price: 349, mrp: 499, stock: 4 },
  variants: { v1: { price: 349, mrp: 499, stock: 4 } },
};

describe('the last live price seen', () => {
  it('is read from a live answer: the product and each variant, with when', () => {
    const live = {
      product: { ...built.product, productSellingPrice: 349, productStock: 4 },
      varient: [{ ...built.varient[0]!, VarientPrice: 349, VarientQuantity: 4 }],
    };
    expect(pricesOf(live, SEEN_AT)).toEqual(seen);
  });

  it('laid over a page built before it: ₹349 replaces the built ₹399; a variant it does not name stays', () => {
    const shown = withLastPrices(built, seen, BUILT_AT)!;
    expect(shown.product).toMatchObject({ productSellingPrice: 349, productMRP: 499, productStock: 4 });
    expect(shown.varient[0]).toMatchObject({ id: 'v1', VarientPrice: 349, VarientMrp: 499, VarientQuantity: 4 });
    expect(shown.varient[1]).toEqual(built.varient[1]);
    expect(shown.product.productName).toBe('Rose Face Mist');
  });

  it('never over a page newer than it, or when none is kept; over a page of unknown age it is', () => {
    expect(withLastPrices(built, seen, Date.parse('2026-11-27T13:00:00Z'))).toBeNull();
    expect(withLastPrices(built, seen, SEEN_AT)).toBeNull();
    expect(withLastPrices(built, undefined, BUILT_AT)).toBeNull();
    expect(withLastPrices(built, seen, null)?.product.productSellingPrice).toBe(349);
  });

  it('keeps the newest answer per product, an older one never replacing it, and at most 60 products', () => {
    const older = { ...seen, at: BUILT_AT, product: { price: 399, mrp: 499, stock: 9 } };
    expect(keepPrices({ p1: seen }, 'p1', older)).toEqual({ p1: seen });
    expect(keepPrices({ p1: older }, 'p1', seen)).toEqual({ p1: seen });

    let kept: Record<string, LastPrices> = {};
    for (let i = 0; i < 61; i++) kept = keepPrices(kept, `p${i}`, { ...seen, at: SEEN_AT + i });
    expect(MAX_LAST_PRICES).toBe(60);
    expect(Object.keys(kept)).toHaveLength(60);
    expect(kept.p0).toBeUndefined();
    expect(kept.p60?.at).toBe(SEEN_AT + 60);
  });

  it('reads local storage safely: a broken entry or broken JSON is dropped', () => {
    const raw = JSON.stringify({
      p1: seen,
      p2: { at: 'soon', product: {}, variants: {} },
      p3: { ...seen, product: { price: -1, mrp: 1, stock: 1 } },
    });
    expect(parseLastPrices(raw)).toEqual({ p1: seen });
    expect(parseLastPrices('{not json')).toEqual({});
    expect(parseLastPrices('[1]')).toEqual({});
    expect(parseLastPrices(undefined)).toEqual({});
  });
});

describe('the widths a bag thumbnail tries', () => {
  it('320 first, then the others from the smallest; a full URL is the one try', () => {
    expect(imageFallbacks('products/beauty/mist-front', 320)).toEqual([
      '/cdn/products/beauty/mist-front-320.webp',
      '/cdn/products/beauty/mist-front-640.webp',
      '/cdn/products/beauty/mist-front-960.webp',
      '/cdn/products/beauty/mist-front-1280.webp',
    ]);
    expect(imageFallbacks('/uploads/a.webp')).toEqual(['/uploads/a.webp']);
  });
});
