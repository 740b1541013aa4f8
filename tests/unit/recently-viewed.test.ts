import { describe, expect, it } from 'vitest';
import {
  MAX_RECENTLY_VIEWED,
  addViewed,
  lastKnownPriceLabel,
  parseRecentlyViewed,
  updateViewedPrice,
  type Viewed,
} from '../../src/lib/rules/recently-viewed.ts';

// 27 Nov 2026, 10:00 in India (04:30 UTC).
const SEEN = Date.UTC(2026, 10, 27, 4, 30);
const product = (id: string, price = 1299): Viewed => ({
  kind: 'product',
  id,
  name: `Kurta ${id}`,
  url: `/stores/s1/products/${id}`,
  image: null,
  price,
  seenAt: SEEN,
});

describe('recently viewed', () => {
  it('puts the newest first and keeps one entry per product', () => {
    const list = addViewed(addViewed(addViewed([], product('a')), product('b')), product('a', 999));
    expect(list.map((e) => [e.id, e.price])).toEqual([
      ['a', 999],
      ['b', 1299],
    ]);
  });

  it('keeps a product and a store with the same id apart', () => {
    const store: Viewed = { ...product('a'), kind: 'store', price: null, url: '/stores/a' };
    expect(addViewed([product('a')], store)).toHaveLength(2);
  });

  it('keeps at most 20', () => {
    let list: Viewed[] = [];
    for (let i = 0; i < 25; i++) list = addViewed(list, product(`p${i}`));
    expect(MAX_RECENTLY_VIEWED).toBe(20);
    expect(list).toHaveLength(20);
    expect(list[0]!.id).toBe('p24');
    expect(list[19]!.id).toBe('p5');
  });

  it('updates a kept price and its time, nothing else', () => {
    const list = updateViewedPrice([product('a'), product('b')], 'b', 1099, SEEN + 1000);
    expect(list.map((entry) => [entry.id, entry.price, entry.seenAt])).toEqual([
      ['a', 1299, SEEN],
      ['b', 1099, SEEN + 1000],
    ]);
  });

  it('reads a stored list defensively', () => {
    expect(parseRecentlyViewed('not json')).toEqual([]);
    expect(parseRecentlyViewed('{"a":1}')).toEqual([]);
    const offSite = { ...product('x'), url: '//evil.example/x' };
    const noPrice = { ...product('y'), price: 'free' };
    const stored = JSON.stringify([product('a'), offSite, noPrice, product('a', 10)]);
    expect(parseRecentlyViewed(stored)).toEqual([product('a')]);
  });

  it('labels a kept price as the last known, with the day it was seen in India', () => {
    expect(lastKnownPriceLabel(1299, SEEN)).toBe('Last known price ₹1,299 · seen Nov 27, 2026');
    // 23:00 UTC on 27 Nov is already 28 Nov in India.
    expect(lastKnownPriceLabel(124999, Date.UTC(2026, 10, 27, 23, 0))).toBe(
      'Last known price ₹1,24,999 · seen Nov 28, 2026',
    );
    expect(lastKnownPriceLabel(499, null)).toBe('Last known price ₹499');
  });
});
