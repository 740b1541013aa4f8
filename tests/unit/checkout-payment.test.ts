/** What a Pay now charges from a checkout's orders: only those still waiting, and whether the open provider order still fits. */
import { describe, expect, it } from 'vitest';
import type * as t from '../../server/db/schema.ts';
import { checkoutPayment, payNowOf } from '../../server/checkout/payment-retry.ts';

type Order = typeof t.orders.$inferSelect;
const NOW = Date.parse('2026-11-29T10:10:00Z');
const PLACED = new Date('2026-11-29T10:00:00Z');

const order = (id: string, totalPaise: number, more: Partial<Order> = {}) =>
  ({
    id,
    checkoutId: 'c1',
    orderType: 'Prepaid',
    orderStatus: 'READY_FOR_PICKUP',
    paymentStatus: 'pending',
    razorId: 'order_A',
    totalPaise,
    createdAt: PLACED,
    ...more,
  }) as Order;

describe('checkoutPayment', () => {
  it('charges both orders through the open provider order while both wait', () => {
    expect(checkoutPayment([order('b', 44_800), order('a', 159_900)], NOW)).toEqual({
      ok: true,
      razorId: 'order_A',
      amountPaise: 204_700,
      orderIds: ['a', 'b'],
      reopen: false,
    });
  });

  it('after one is cancelled, charges the other alone and needs a new provider order', () => {
    const rows = [order('a', 159_900, { orderStatus: 'CANCELLED' }), order('b', 44_800)];
    expect(checkoutPayment(rows, NOW)).toMatchObject({ ok: true, amountPaise: 44_800, orderIds: ['b'], reopen: true });
    expect(payNowOf('b', rows, NOW)).toEqual({ amount: 448, orderIds: ['b'] });
    // The cancelled order's own page offers nothing.
    expect(payNowOf('a', rows, NOW)).toBeNull();
  });

  it('offers no Pay now when what is left is ₹0 (the wallet covered the order kept)', () => {
    const rows = [order('a', 159_900, { orderStatus: 'CANCELLED' }), order('b', 0)];
    expect(checkoutPayment(rows, NOW)).toMatchObject({ ok: true, amountPaise: 0, orderIds: ['b'] });
    expect(payNowOf('b', rows, NOW)).toBeNull();
  });

  it('once the remaining order moved to its own provider order, that one fits', () => {
    const rows = [order('a', 159_900, { orderStatus: 'CANCELLED' }), order('b', 44_800, { razorId: 'order_B' })];
    expect(checkoutPayment(rows, NOW)).toMatchObject({ razorId: 'order_B', amountPaise: 44_800, reopen: false });
  });

  it('cannot be paid once paid, all cancelled, or past its 30 minutes', () => {
    expect(checkoutPayment([order('a', 100, { paymentStatus: 'paid' }), order('b', 100)], NOW)).toEqual({
      ok: false,
      reason: 'paid',
    });
    // The shopper's own cancel leaves the payment pending; the 30-minute sweep marks it expired.
    expect(checkoutPayment([order('a', 100, { orderStatus: 'CANCELLED' })], NOW)).toEqual({
      ok: false,
      reason: 'cancelled',
    });
    expect(checkoutPayment([order('a', 100, { orderStatus: 'CANCELLED', paymentStatus: 'expired' })], NOW)).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(checkoutPayment([order('a', 100)], Date.parse('2026-11-29T10:30:00Z'))).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(checkoutPayment([], NOW)).toEqual({ ok: false, reason: 'missing' });
  });
});
