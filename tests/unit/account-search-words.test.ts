/**
 * The account and search islands' sentences built from several messages, in both languages: a refused code's
 * wait, and what the results page says about the query's own words. English must read as the rules' English
 * (src/lib/rules/phone-code.ts, search-words.ts) did before the catalog; Hindi uses the shopper's words.
 */
import { describe, expect, it } from 'vitest';
import * as en from '../../src/paraglide/messages/en-IN.js';
import * as hi from '../../src/paraglide/messages/hi-IN.js';
import { refusalWords } from '../../src/islands/Auth/refusal-words.ts';
import { queryWords } from '../../src/islands/SearchResults/query-words.ts';
import { refusalText } from '../../src/lib/rules/phone-code.ts';
import { missingText, nearestPricesText, otherColoursText, sentenceWords } from '../../src/lib/rules/search-words.ts';
import type { Relaxed } from '../../src/islands/shared/words.tsx';

// The compiled messages, read as an island reads them (`t.key()`).
const words = <T>(module: T) => module as Relaxed<T>;

describe('a refused code, in words', () => {
  it('says the wait as the English rule does', () => {
    for (const refusal of [
      { kind: 'locked', seconds: 900 },
      { kind: 'locked', seconds: 61 },
      { kind: 'rate-limited', seconds: 1 },
      { kind: 'rate-limited', seconds: 45 },
      { kind: 'rate-limited', seconds: 60 },
    ] as const)
      expect(refusalWords(words(en), refusal)).toBe(refusalText(refusal));
    expect(refusalWords(words(en), { kind: 'locked', seconds: 900 })).toBe(
      'Too many wrong codes. This number is locked for 15 minutes.',
    );
    expect(refusalWords(words(en), { kind: 'rate-limited', seconds: 1 })).toBe(
      'Too many codes asked for. You can ask for a new code in 1 second.',
    );
  });

  it('says it in Hindi, one minute and many alike', () => {
    expect(refusalWords(words(hi), { kind: 'locked', seconds: 900 })).toBe(
      'बहुत बार गलत कोड डाला गया। यह नंबर 15 मिनट के लिए लॉक है।',
    );
    expect(refusalWords(words(hi), { kind: 'rate-limited', seconds: 45 })).toBe(
      'बहुत ज़्यादा कोड माँगे गए। आप 45 सेकंड बाद नया कोड माँग सकते हैं।',
    );
    expect(refusalWords(words(hi), { kind: 'rate-limited', seconds: 60 })).toBe(
      'बहुत ज़्यादा कोड माँगे गए। आप 1 मिनट बाद नया कोड माँग सकते हैं।',
    );
  });
});

describe("the query's own words", () => {
  it('reads them in English and as typed', () => {
    expect(sentenceWords('लाल कुर्ता 500 से कम')).toEqual({
      english: { colours: ['red'], things: 'kurtas' },
      typed: { colours: ['लाल'], things: 'कुर्ता' },
      price: { min: null, max: 500 },
    });
  });

  it('says in English what the rules say', () => {
    const said = queryWords(words(en), 'en-IN', 'red kurta under 500');
    expect(said.otherColours()).toBe(otherColoursText('red kurta under 500'));
    expect(said.otherColours()).toBe('No red kurtas; kurtas in other colours');
    expect(said.nearestPrices()).toBe(nearestPricesText('red kurta under 500'));
    expect(said.nearestPrices()).toBe('No red kurtas under ₹500');
    expect(said.missing('saree')).toBe(missingText('saree'));
    expect(queryWords(words(en), 'en-IN', 'kurta 1000 to 2000').nearestPrices()).toBe(
      'No kurtas from ₹1,000 to ₹2,000',
    );
    expect(queryWords(words(en), 'en-IN', 'kurta over 3000').nearestPrices()).toBe('No kurtas over ₹3,000');
  });

  it("says it in Hindi with the shopper's words", () => {
    const said = queryWords(words(hi), 'hi-IN', 'लाल कुर्ता 500 से कम');
    expect(said.otherColours()).toBe('“लाल कुर्ता” नहीं मिला; दूसरे रंगों में कुर्ता देखें');
    expect(said.nearestPrices()).toBe('₹500 से कम में “लाल कुर्ता” नहीं मिला');
    expect(queryWords(words(hi), 'hi-IN', 'साड़ी').missing('saree')).toBe('अभी “साड़ी” उपलब्ध नहीं है');
  });
});

describe('plural messages of the search', () => {
  it('count products in both languages', () => {
    expect(en.search_found_products({ count: 1 })).toBe('1 product found');
    expect(en.search_found_products({ count: 12 })).toBe('12 products found');
    expect(hi.search_found_products({ count: 1 })).toBe('1 प्रोडक्ट मिला');
    expect(hi.search_found_products({ count: 12 })).toBe('12 प्रोडक्ट मिले');
    expect(en.search_recent_count({ count: 1 })).toBe('1 recent search');
    expect(hi.search_recent_count({ count: 3 })).toBe('3 हाल की खोजें');
  });
});
