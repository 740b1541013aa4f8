/**
 * The spec's English messages shown in the page's language (src/lib/i18n/refusals.ts), and the refusals catalog
 * it reads: plain templates only, every one with its Hindi twin taking the same inputs.
 */
import { describe, expect, it } from 'vitest';
import { refusalTranslator } from '../../src/lib/i18n/refusals.ts';
import english from '../../messages/refusals/en-IN.json';
import hindi from '../../messages/refusals/hi-IN.json';

describe('the spec messages in Hindi', () => {
  const say = refusalTranslator(
    {
      refusal_cart_quantity: 'Failed to update product quaantity in cart.',
      refusal_stock_left: 'Only {left} left in stock for {name}.',
      refusal_stock_any: 'Only {left} left.',
    },
    {
      refusal_cart_quantity: 'कार्ट में प्रोडक्ट की मात्रा अपडेट नहीं हो सकी।',
      refusal_stock_left: '{name} के स्टॉक में सिर्फ़ {left} बचे हैं।',
      refusal_stock_any: 'सिर्फ़ {left} बचे हैं।',
    },
  );

  it('looks an exact message up, odd spelling and all', () => {
    expect(say('Failed to update product quaantity in cart.')).toBe('कार्ट में प्रोडक्ट की मात्रा अपडेट नहीं हो सकी।');
  });

  it('carries a message’s values over into the Hindi text', () => {
    expect(say('Only 2 left in stock for Red Kurta (M).')).toBe('Red Kurta (M) के स्टॉक में सिर्फ़ 2 बचे हैं।');
    expect(say('Only 3 left.')).toBe('सिर्फ़ 3 बचे हैं।');
  });

  it('looks a counted phrase up among the parts, and leaves one it does not know as it came', () => {
    const counted = refusalTranslator(
      {
        refusal_hold: 'This order has {productsPhrase} and {note}.',
        refusal_part_products_one: '{count} product',
        refusal_part_products: '{count} products',
      },
      {
        refusal_hold: 'इस ऑर्डर में {productsPhrase} हैं और {note}।',
        refusal_part_products_one: '{count} प्रोडक्ट',
        refusal_part_products: '{count} प्रोडक्ट',
      },
    );
    expect(counted('This order has 1 product and 2 products.')).toBe('इस ऑर्डर में 1 प्रोडक्ट हैं और 2 products।');
    expect(counted('This order has 4 products and more.')).toBe('इस ऑर्डर में 4 प्रोडक्ट हैं और more।');
    expect(counted('This order has a few and more.')).toBe('इस ऑर्डर में a few हैं और more।');
    expect(counted('4 products')).toBe('4 products');
  });

  it('says a failure line in two parts: the call’s message, then the server’s reason (with its full stop)', () => {
    const lines = refusalTranslator(
      {
        refusal_report: 'Failed to send your report.',
        refusal_limit: 'Too many reports: try again later',
        refusal_not_found: 'Not found',
      },
      {
        refusal_report: 'आपकी रिपोर्ट नहीं भेजी जा सकी।',
        refusal_limit: 'बहुत सारी रिपोर्ट: बाद में फिर कोशिश करें',
        refusal_not_found: 'नहीं मिला',
      },
    );
    expect(lines('Failed to send your report. Too many reports: try again later.')).toBe(
      'आपकी रिपोर्ट नहीं भेजी जा सकी। बहुत सारी रिपोर्ट: बाद में फिर कोशिश करें।',
    );
    expect(lines('Failed to send your report. Not found')).toBe('आपकी रिपोर्ट नहीं भेजी जा सकी। नहीं मिला');
    expect(lines('Failed to send your report. A reason we never wrote.')).toBe(
      'आपकी रिपोर्ट नहीं भेजी जा सकी। A reason we never wrote.',
    );
    expect(lines('Not found anywhere')).toBe('Not found anywhere');
  });

  it('shows a message it does not know as it came', () => {
    expect(say('Bad gateway')).toBe('Bad gateway');
    expect(say('failed to update product quaantity in cart.')).toBe('failed to update product quaantity in cart.');
  });
});

describe('the refusals catalog', () => {
  const plain = (catalog: Record<string, unknown>) =>
    Object.entries(catalog).filter(([key, text]) => !key.startsWith('$') && typeof text !== 'string');

  it('holds plain templates only (no variants or markup): the client matches the English text', () => {
    expect(plain(english)).toEqual([]);
    expect(plain(hindi)).toEqual([]);
    const markup = Object.entries(english).filter(([, text]) => /\{[#/]/.test(String(text)));
    expect(markup).toEqual([]);
  });

  it('builds a translator from the real catalogs without an error', () => {
    expect(() => refusalTranslator(english, hindi)).not.toThrow();
  });
});
