import { describe, expect, it } from 'vitest';
import { backInStockNote } from '../../src/lib/rules/stock-alerts.ts';
import { noticeWords } from '../../server/notices/words.ts';

const en = noticeWords('en-IN');

describe('back-in-stock note', () => {
  it('names the product and the colour and size, and links to that variant', () => {
    expect(
      backInStockNote(
        {
          storeId: 's1',
          productId: 'p1',
          variantId: 'v9',
          productName: 'Classic Kurta',
          color: 'Red',
          size: 'M',
        },
        en,
      ),
    ).toEqual({
      title: 'Back in stock: Classic Kurta',
      body: 'Red, M is back. Add it to your bag before it sells out again.',
      link: '/stores/s1/products/p1?variant=v9',
    });
  });

  it('a product without colour or size says "It is back"', () => {
    expect(
      backInStockNote(
        {
          storeId: 's1',
          productId: 'p1',
          variantId: 'p1',
          productName: 'Steel Watch',
          color: '',
          size: ' ',
        },
        en,
      ).body,
    ).toBe('It is back. Add it to your bag before it sells out again.');
  });

  it('in Hindi: the store’s product name, colour and size as written, the rest in Hindi', () => {
    const hindi = noticeWords('hi-IN');
    const variant = {
      storeId: 's1',
      productId: 'p1',
      variantId: 'v9',
      productName: 'Classic Kurta',
      color: 'Red',
      size: 'M',
    };
    expect(backInStockNote(variant, hindi)).toEqual({
      title: 'फिर से स्टॉक में: Classic Kurta',
      body: 'Red, M फिर से उपलब्ध है। दोबारा खत्म होने से पहले इसे अपने बैग में डालें।',
      link: '/stores/s1/products/p1?variant=v9',
    });
    expect(backInStockNote({ ...variant, color: '', size: '' }, hindi).body).toBe(
      'यह फिर से उपलब्ध है। दोबारा खत्म होने से पहले इसे अपने बैग में डालें।',
    );
  });
});
