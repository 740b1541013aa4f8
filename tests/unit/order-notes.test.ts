/** What order notifications say: the products, the order number in its one format, the day, the link. */
import { describe, expect, it } from 'vitest';
import { placedNote, productsText, refundNote, statusNote } from '../../src/lib/rules/order-notes.ts';

const A = '7f3c2a9e-1b2c-4d5e-8f90-a1b2c3abc123';
const B = '0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2def45';

describe('order notes', () => {
  it('names the first product and counts the rest', () => {
    expect(productsText(['Classic Kurta'])).toBe('Classic Kurta');
    expect(productsText(['Classic Kurta', 'Silk Saree'])).toBe('Classic Kurta and 1 more');
    expect(productsText(['Classic Kurta', 'Silk Saree', 'Linen Shirt'])).toBe('Classic Kurta and 2 more');
    expect(productsText([])).toBe('');
  });

  it('one order placed: the products, its number and day, a link to the order', () => {
    expect(
      placedNote([
        { orderId: A, productNames: ['Classic Kurta', 'Silk Saree', 'Linen Shirt'], expectedBy: '2026-12-01' },
      ]),
    ).toEqual({
      title: 'Order placed: Classic Kurta and 2 more',
      body: 'Order #9010-1756-3534 · Delivery by Tue, 1 Dec',
      link: `/my-orders/${A}`,
    });
  });

  it('a checkout of two sellers: one note, both numbers, the later day, a link to My Orders', () => {
    expect(
      placedNote([
        { orderId: A, productNames: ['Classic Kurta'], expectedBy: '2026-11-28' },
        { orderId: B, productNames: ['Leather Tote'], expectedBy: '2026-12-01' },
      ]),
    ).toEqual({
      title: 'Order placed: Classic Kurta and 1 more',
      body: '2 orders, one per seller: #9010-1756-3534, #4562-5073-4465 · Delivery by Tue, 1 Dec',
      link: '/#my-orders',
    });
  });

  it('status changes and refunds name the products and the order', () => {
    expect(statusNote(A, ['Classic Kurta'], 'In Transit', 'IN_TRANSIST', '2026-12-01')).toEqual({
      title: 'In Transit',
      body: 'Classic Kurta · Order #9010-1756-3534 · Delivery by Tue, 1 Dec',
      link: `/my-orders/${A}`,
    });
    // Delivered: the promise is kept no more; an order without a promised day names only the order.
    expect(statusNote(A, ['Classic Kurta', 'Silk Saree'], 'Delivered', 'DELIVERED', '2026-12-01').body).toBe(
      'Classic Kurta and 1 more · Order #9010-1756-3534',
    );
    expect(statusNote(A, ['Classic Kurta'], 'Out for Delivery').body).toBe('Classic Kurta · Order #9010-1756-3534');
    expect(refundNote(A, ['Classic Kurta', 'Silk Saree'], 25_050)).toEqual({
      title: 'Refund initiated',
      body: '₹250.50 for Classic Kurta and 1 more (Order #9010-1756-3534) is on its way back to you.',
      link: `/my-orders/${A}`,
    });
    expect(refundNote(A, ['Classic Kurta'], 50_000).body).toBe(
      '₹500 for Classic Kurta (Order #9010-1756-3534) is on its way back to you.',
    );
  });
});
