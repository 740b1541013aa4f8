import { describe, expect, it } from 'vitest';
import { orderStatusLabel, orderStatusTone, plainText } from '../../src/lib/rules/order-labels.ts';
import { bellBadgeText, bellButtonName } from '../../src/lib/rules/bell.ts';

// 18:45 UTC on Nov 3 is already Nov 4 in India.
const createdAt = '2026-11-03T18:45:00.000Z';
const statusAt = '2026-11-09T06:00:00.000Z';

describe('order status labels (spec shopper-core §4, word for word)', () => {
  it.each([
    ['READY_FOR_PICKUP', 'Order placed on Nov 4, 2026'],
    ['IN_TRANSIST', 'In Transit'],
    ['OUT_FOR_DELIVERY', 'Out for Delivery'],
    ['DELIVERED', 'Delivered on Nov 9, 2026'],
    ['CANCELLED', 'Order cancelled on Nov 9, 2026'],
    ['RETURN', 'Return'],
    ['EXCHANGE', 'Exchange'],
  ])('%s reads "%s"', (orderStatus, label) => {
    expect(orderStatusLabel({ orderStatus, createdAt, statusAt })).toBe(label);
  });

  it('any other value has no label', () => {
    for (const orderStatus of ['', 'PENDING', 'delivered', 'IN_TRANSIT'])
      expect(orderStatusLabel({ orderStatus, createdAt, statusAt })).toBeNull();
  });

  it('without a status change time the placing date stands in; September is "Sep"', () => {
    expect(orderStatusLabel({ orderStatus: 'DELIVERED', createdAt: '2026-09-05T04:00:00.000Z' })).toBe(
      'Delivered on Sep 5, 2026',
    );
    expect(orderStatusLabel({ orderStatus: 'CANCELLED', createdAt: '2026-09-05T04:00:00.000Z', statusAt: null })).toBe(
      'Order cancelled on Sep 5, 2026',
    );
  });

  it('tones: delivered done, cancelled stopped, the rest moving', () => {
    expect(orderStatusTone('DELIVERED')).toBe('done');
    expect(orderStatusTone('CANCELLED')).toBe('stopped');
    expect(orderStatusTone('IN_TRANSIST')).toBe('moving');
  });
});

describe('plain-text description', () => {
  it('drops tags, keeps words apart, decodes entities', () => {
    expect(
      plainText('<p>Soft <b>cotton</b> &amp; linen</p><ul><li>Hand wash</li><li>Dry&nbsp;in shade</li></ul>'),
    ).toBe('Soft cotton & linen Hand wash Dry in shade');
    expect(plainText('Size&#39;s &#x20B9;499 &unknown;')).toBe("Size's ₹499 &unknown;");
    expect(plainText(null)).toBe('');
  });
});

describe('the bell', () => {
  it('badge hidden at 0, the count up to 99, "99+" from 100', () => {
    expect(bellBadgeText(0)).toBe('');
    expect(bellBadgeText(1)).toBe('1');
    expect(bellBadgeText(99)).toBe('99');
    expect(bellBadgeText(100)).toBe('99+');
    expect(bellBadgeText(250)).toBe('99+');
  });
  it('its name carries the unread count', () => {
    expect(bellButtonName(0)).toBe('Notifications');
    expect(bellButtonName(3)).toBe('Notifications, 3 unread');
  });
});
