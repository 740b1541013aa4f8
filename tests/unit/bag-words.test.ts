/**
 * The bag's and the product page's words in both languages: what changed on a bag line is decided once
 * (lib/rules/cart.ts lineChanges) and worded by the catalog, counts pick their plural by the language's rules
 * (in Hindi 0 and 1 are both "one"), and a price that is not live names its moment in the page's language.
 */
import { describe, expect, it } from 'vitest';
import { lineChanges } from '../../src/lib/rules/cart.ts';
import { formatMoment } from '../../src/lib/i18n/moments.ts';
import * as en from '../../src/paraglide/messages/en-IN.js';
import * as hi from '../../src/paraglide/messages/hi-IN.js';

describe('what changed on a bag line', () => {
  it('names the price either way with both figures, and the stock when it fell below the quantity', () => {
    expect(lineChanges({ addedPrice: 999, price: 1299, stock: 2, quantity: 4 })).toEqual([
      { kind: 'price', way: 'went up', from: 999, to: 1299 },
      { kind: 'fewer', left: 2 },
    ]);
    expect(lineChanges({ addedPrice: 1299, price: 999, stock: 0, quantity: 1 })).toEqual([
      { kind: 'price', way: 'dropped', from: 1299, to: 999 },
      { kind: 'sold-out' },
    ]);
    expect(lineChanges({ addedPrice: null, price: 999, stock: null, quantity: 5 })).toEqual([]);
  });
});

describe('the drawer in Hindi', () => {
  it('says a line in Hindi with the money as English pages print it', () => {
    expect(hi.bag_price_dropped({ from: '₹1,299', to: '₹999' })).toBe('बैग में डालने के बाद कीमत ₹1,299 से घटकर ₹999 हो गई');
    expect(en.bag_price_went_up({ from: '₹999', to: '₹1,299' })).toBe(
      'Price went up from ₹999 to ₹1,299 since you added it',
    );
    expect(hi.bag_free_delivery_add({ amount: '₹100', store: 'Noor Botanicals' })).toBe(
      'फ़्री डिलीवरी के लिए Noor Botanicals से ₹100 का सामान और जोड़ें',
    );
  });

  it('counts by each language’s plural rules', () => {
    expect([0, 1, 2].map((count) => en.bag_item_count({ count }))).toEqual(['0 items', '1 item', '2 items']);
    expect([1, 2].map((count) => hi.bag_item_count({ count }))).toEqual(['1 आइटम', '2 आइटम']);
    expect(hi.bag_fewer_left({ count: 1 })).toBe('अब सिर्फ़ 1 बचा है: मात्रा घटाकर 1 करें');
    expect(hi.bag_fewer_left({ count: 3 })).toBe('अब सिर्फ़ 3 बचे हैं: मात्रा घटाकर 3 करें');
    expect(en.bag_fewer_left({ count: 1 })).toBe('Only 1 left now: lower the quantity to 1');
    expect([1, 4].map((count) => en.product_reviews_count({ count }))).toEqual(['1 rating', '4 ratings']);
    expect([0, 1, 3].map((count) => hi.product_only_left({ count }))).toEqual([
      'सिर्फ़ 0 बचा है',
      'सिर्फ़ 1 बचा है',
      'सिर्फ़ 3 बचे हैं',
    ]);
  });
});

describe('a price that is not live, as of when', () => {
  const at = new Date('2026-11-27T09:30:00Z');
  it('keeps the English moment and writes the Hindi one with Latin digits, India time', () => {
    expect(formatMoment(at, 'en-IN')).toBe('Nov 27, 2026, 3:00 PM');
    expect(formatMoment(at, 'hi-IN')).toBe('27 नवंबर 2026, 3:00 pm');
    expect(formatMoment(new Date('not a date'), 'hi-IN')).toBe('');
    expect(hi.product_not_live_unchecked_as_of({ when: formatMoment(at, 'hi-IN') })).toBe(
      '27 नवंबर 2026, 3:00 pm की कीमत: लाइव कीमत जाँच नहीं पाए',
    );
  });
});
