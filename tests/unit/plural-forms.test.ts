/** A plural message's forms for a page script, and the form a count takes: literal English and Hindi. */
import { describe, expect, it } from 'vitest';
import { fillPlural, pluralForms } from '../../src/lib/i18n/plural-forms.ts';
import { m } from '../../src/paraglide/messages.js';

describe('pluralForms', () => {
  it('renders one form per plural category, "{count}" where the number goes', () => {
    expect(pluralForms((count) => m.listing_product_count({ count }, { locale: 'en-IN' }), 'en-IN')).toEqual({
      one: '{count} product',
      other: '{count} products',
    });
    expect(pluralForms((count) => m.listing_product_count({ count }, { locale: 'hi-IN' }), 'hi-IN')).toEqual({
      one: '{count} प्रोडक्ट',
      other: '{count} प्रोडक्ट',
    });
  });
});

describe('fillPlural', () => {
  const english = { one: '{count} product', other: '{count} products' };
  it('picks the form by the language’s rules and fills the number in', () => {
    expect(fillPlural(english, 1, 'en-IN')).toBe('1 product');
    expect(fillPlural(english, 0, 'en-IN')).toBe('0 products');
    expect(fillPlural(english, 24, 'en-IN')).toBe('24 products');
    // Hindi counts 0 and 1 as "one".
    expect(fillPlural({ one: '{count} चीज़', other: '{count} चीज़ें' }, 0, 'hi-IN')).toBe('0 चीज़');
    expect(fillPlural({ one: '{count} चीज़', other: '{count} चीज़ें' }, 2, 'hi-IN')).toBe('2 चीज़ें');
  });
  it('falls back to the "other" form when a category is missing', () => {
    expect(fillPlural({ other: '{count} items' }, 1, 'en-IN')).toBe('1 items');
  });
});
