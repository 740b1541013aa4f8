/** What order notifications say: the products, the order number in its one format, the day, the link. */
import { describe, expect, it } from 'vitest';
import { placedNote, productsText, refundNote, statusNote } from '../../src/lib/rules/order-notes.ts';
import { noticeWords } from '../../server/notices/words.ts';

const en = noticeWords('en-IN');
const hi = noticeWords('hi-IN');

const A = '7f3c2a9e-1b2c-4d5e-8f90-a1b2c3abc123';
const B = '0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2def45';

describe('order notes', () => {
  it('names the first product and counts the rest', () => {
    expect(productsText(['Classic Kurta'], en)).toBe('Classic Kurta');
    expect(productsText(['Classic Kurta', 'Silk Saree'], en)).toBe('Classic Kurta and 1 more');
    expect(productsText(['Classic Kurta', 'Silk Saree', 'Linen Shirt'], en)).toBe('Classic Kurta and 2 more');
    expect(productsText([], en)).toBe('');
  });

  it('one order placed: the products, its number and day, a link to the order', () => {
    expect(
      placedNote(
        [{ orderId: A, productNames: ['Classic Kurta', 'Silk Saree', 'Linen Shirt'], expectedBy: '2026-12-01' }],
        en,
      ),
    ).toEqual({
      title: 'Order placed: Classic Kurta and 2 more',
      body: 'Order #9010-1756-3534 · Delivery by Tue, 1 Dec',
      link: `/my-orders/${A}`,
    });
  });

  it('a checkout of two sellers: one note, both numbers, the later day, a link to My Orders', () => {
    expect(
      placedNote(
        [
          { orderId: A, productNames: ['Classic Kurta'], expectedBy: '2026-11-28' },
          { orderId: B, productNames: ['Leather Tote'], expectedBy: '2026-12-01' },
        ],
        en,
      ),
    ).toEqual({
      title: 'Order placed: Classic Kurta and 1 more',
      body: '2 orders, one per seller: #9010-1756-3534, #4562-5073-4465 · Delivery by Tue, 1 Dec',
      link: '/#my-orders',
    });
  });

  it('status changes and refunds name the products and the order', () => {
    expect(statusNote(en, A, ['Classic Kurta'], 'In Transit', 'IN_TRANSIST', '2026-12-01')).toEqual({
      title: 'In Transit',
      body: 'Classic Kurta · Order #9010-1756-3534 · Delivery by Tue, 1 Dec',
      link: `/my-orders/${A}`,
    });
    // Delivered: the promise is kept no more; an order without a promised day names only the order.
    expect(statusNote(en, A, ['Classic Kurta', 'Silk Saree'], 'Delivered', 'DELIVERED', '2026-12-01').body).toBe(
      'Classic Kurta and 1 more · Order #9010-1756-3534',
    );
    expect(statusNote(en, A, ['Classic Kurta'], 'Out for Delivery').body).toBe('Classic Kurta · Order #9010-1756-3534');
    expect(refundNote(en, A, ['Classic Kurta', 'Silk Saree'], 25_050)).toEqual({
      title: 'Refund initiated',
      body: '₹250.50 for Classic Kurta and 1 more (Order #9010-1756-3534) is on its way back to you.',
      link: `/my-orders/${A}`,
    });
    expect(refundNote(en, A, ['Classic Kurta'], 50_000).body).toBe(
      '₹500 for Classic Kurta (Order #9010-1756-3534) is on its way back to you.',
    );
  });

  it('in Hindi: the same facts in Hindi words; product names, order numbers and rupees as they are', () => {
    expect(productsText(['Classic Kurta', 'Silk Saree', 'Linen Shirt'], hi)).toBe('Classic Kurta और 2 अन्य');
    expect(
      placedNote([{ orderId: A, productNames: ['Classic Kurta', 'Silk Saree'], expectedBy: '2026-12-01' }], hi),
    ).toEqual({
      title: 'ऑर्डर हो गया: Classic Kurta और 1 अन्य',
      body: 'ऑर्डर #9010-1756-3534 · मंगलवार, 1 दिसंबर तक डिलीवरी',
      link: `/my-orders/${A}`,
    });
    expect(
      placedNote(
        [
          { orderId: A, productNames: [], expectedBy: null },
          { orderId: B, productNames: [], expectedBy: null },
        ],
        hi,
      ),
    ).toEqual({
      title: 'ऑर्डर हो गया',
      body: '2 ऑर्डर, हर सेलर का एक: #9010-1756-3534, #4562-5073-4465',
      link: '/#my-orders',
    });
    expect(statusNote(hi, A, ['Classic Kurta'], 'रास्ते में है', 'IN_TRANSIST', '2026-12-01').body).toBe(
      'Classic Kurta · ऑर्डर #9010-1756-3534 · मंगलवार, 1 दिसंबर तक डिलीवरी',
    );
    expect(refundNote(hi, A, [], 25_050)).toEqual({
      title: 'रिफ़ंड शुरू हो गया',
      body: 'आपके ऑर्डर (ऑर्डर #9010-1756-3534) के ₹250.50 आपको वापस भेजे जा रहे हैं।',
      link: `/my-orders/${A}`,
    });
  });
});
